import type { PlatformFailure } from '@cabinet/shared/contract';
import type { FormField } from './form-values';
import type { FormErrors } from './validate-form';

/** The platform's field paths (AddressInput) and the form's fields that show them. */
const SERVER_FIELDS: Record<string, FormField> = {
  street: 'address',
  building: 'address',
  latitude: 'address',
  longitude: 'address',
  entrance: 'entrance',
  floor: 'floor',
  apartment: 'apartment',
  intercom: 'intercom',
  extra_info: 'extraInfo',
  contact_name: 'contactName',
  phone_number: 'phone',
  max_order_distance: 'maxDistance',
};

/** A refused save as the form shows it: errors beside fields, and a line for the form when none fits. */
export interface SaveRefusal {
  errors: FormErrors;
  /** The platform's words that no field can carry, or null. */
  formMessage: string | null;
}

/**
 * A 400 of POST/PUT read for the form (§8: no modal for /common/addresses, the screen explains):
 * VALIDATION_ERROR's `fields` beside their fields, WRONG_ADDRESS_ZONE beside the address, anything
 * else (too many addresses, bad JSON) as one line above the buttons. Null for any other failure.
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
    if (!field) unplaced.push(message);
    else errors[field] ??= { kind: 'server', message };
  }
  const placed = Object.keys(errors).length > 0;
  const formMessage =
    unplaced.length > 0 ? unplaced.join('; ') : placed ? null : (failure.message ?? failure.code ?? null);
  return { errors, formMessage };
}
