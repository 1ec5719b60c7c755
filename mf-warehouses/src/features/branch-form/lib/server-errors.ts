import type { PlatformFailure } from '@cabinet/shared/contract';
import type { FormField } from './form-values';
import type { FormErrors } from './validate-form';

/** The platform's field paths (BranchInput) and the form's fields that show them. */
const SERVER_FIELDS: Record<string, FormField> = {
  name: 'name',
  street: 'address',
  building: 'address',
  entrance: 'entrance',
  floor: 'floor',
  apartment: 'apartment',
  intercom: 'intercom',
  latitude: 'address',
  longitude: 'address',
  working_hours: 'workingHours',
  contact_name: 'contactName',
  phone_number: 'phone',
  comment: 'comment',
};

/** A refused save as the form shows it: errors beside fields, and a line for the form when none fits. */
export interface SaveRefusal {
  errors: FormErrors;
  /** The platform's words that no field can carry, or null. */
  formMessage: string | null;
}

/**
 * A 400 of POST/PUT read for the form (the error pipeline leaves every 400 to the screen, §8):
 * VALIDATION_ERROR's `fields` beside their fields, WRONG_ADDRESS_ZONE beside the address, anything
 * else as one line above the buttons. Null for any other failure.
 */
export function readSaveRefusal(failure: PlatformFailure): SaveRefusal | null {
  if (failure.status !== 400) return null;
  if (failure.code === 'WRONG_ADDRESS_ZONE') {
    return { errors: { address: { kind: 'addressOutsideZone' } }, formMessage: null };
  }
  const errors: FormErrors = {};
  const unplaced: string[] = [];
  for (const [path, message] of Object.entries(failure.fields)) {
    const field = SERVER_FIELDS[path.split('.')[0] ?? ''];
    if (field && !errors[field]) errors[field] = { kind: 'server', message };
    else if (!field) unplaced.push(message);
  }
  const placed = Object.keys(errors).length > 0;
  const formMessage =
    unplaced.length > 0 ? unplaced.join('; ') : placed ? null : (failure.message ?? failure.code ?? null);
  return { errors, formMessage };
}
