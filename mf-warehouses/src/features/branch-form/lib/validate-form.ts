import { toKzPhone } from '@cabinet/shared/phone';

import { BRANCH_LIMITS } from '../../../entities/branch';
import { ADDRESS_PARTS, type BranchFormValues, type FormField } from './form-values';
import { FIELD_LIMITS } from './field-limits';
import { impossibleTime } from './working-hours';

/** Why a field is wrong: the form's own checks name a text; the platform's carry its message. */
export type FieldError =
  | { kind: 'required' }
  | { kind: 'tooLong'; max: number }
  | { kind: 'phoneInvalid' }
  | { kind: 'timeInvalid'; time: string }
  | { kind: 'addressNotPicked' }
  | { kind: 'addressOutsideZone' }
  | { kind: 'server'; message: string };

export type FormErrors = Partial<Record<FormField, FieldError>>;

const tooLong = (value: string, max: number): FieldError | null =>
  value.trim().length > max ? { kind: 'tooLong', max } : null;

/**
 * The form's own checks before anything is sent: a name, an address picked from the suggestions
 * (so it has coordinates), working hours without a time no clock shows, a Kazakhstan phone, and the
 * platform's length limits.
 */
export function validateForm(values: BranchFormValues): FormErrors {
  const errors: FormErrors = {};
  const set = (field: FormField, error: FieldError | null) => {
    if (error && !errors[field]) errors[field] = error;
  };
  set('name', values.name.trim() === '' ? { kind: 'required' } : tooLong(values.name, BRANCH_LIMITS.name));
  if (values.addressText.trim() === '' && values.latitude === null) set('address', { kind: 'required' });
  else if (values.latitude === null || values.longitude === null)
    set('address', { kind: 'addressNotPicked' });
  set(
    'address',
    tooLong(values.street, BRANCH_LIMITS.street) ?? tooLong(values.building, BRANCH_LIMITS.building),
  );
  for (const part of ADDRESS_PARTS) set(part, tooLong(values[part], FIELD_LIMITS[part]));
  const badTime = impossibleTime(values.workingHours);
  set(
    'workingHours',
    badTime
      ? { kind: 'timeInvalid', time: badTime }
      : tooLong(values.workingHours, BRANCH_LIMITS.workingHours),
  );
  set('contactName', tooLong(values.contactName, BRANCH_LIMITS.contactName));
  if (values.phone.trim() === '') set('phone', { kind: 'required' });
  else if (toKzPhone(values.phone) === null) set('phone', { kind: 'phoneInvalid' });
  set('comment', tooLong(values.comment, BRANCH_LIMITS.comment));
  return errors;
}
