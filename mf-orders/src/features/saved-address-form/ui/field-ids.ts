import type { FormField } from '../lib/form-values';

/** The id a field's control gets: its label, the focus on the first error and tests point at it. */
export const fieldId = (field: FormField): string => `saved-address-${field}`;

/** The id of the control that takes the focus for a field (the address picker's input has its own). */
export const focusId = (field: FormField): string =>
  field === 'address' ? `${fieldId('address')}-input` : fieldId(field);
