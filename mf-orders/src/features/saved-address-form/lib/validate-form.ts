import { toKzPhone } from '@cabinet/shared/phone';

import { SAVED_ADDRESS_LIMITS } from '../../../entities/saved-address';
import { parseDistance } from './distance';
import { ADDRESS_PARTS, type AddressFormValues, type FormField, type TextField } from './form-values';

/** Why a field is wrong: the form's own checks name a text; the platform's carry its message. */
export type FieldError =
  | { kind: 'required' }
  | { kind: 'tooLong'; max: number }
  | { kind: 'phoneInvalid' }
  | { kind: 'addressNotPicked' }
  | { kind: 'addressOutsideZone' }
  | { kind: 'distanceInvalid'; max: number }
  | { kind: 'server'; message: string };

export type FormErrors = Partial<Record<FormField, FieldError>>;

/** The platform's length limit of each text field (the distance is a number, checked by value). */
export const TEXT_LIMITS: Record<Exclude<TextField, 'maxDistance'>, number> = {
  entrance: SAVED_ADDRESS_LIMITS.addressPart,
  floor: SAVED_ADDRESS_LIMITS.addressPart,
  apartment: SAVED_ADDRESS_LIMITS.addressPart,
  intercom: SAVED_ADDRESS_LIMITS.addressPart,
  extraInfo: SAVED_ADDRESS_LIMITS.extraInfo,
  contactName: SAVED_ADDRESS_LIMITS.contactName,
  phone: SAVED_ADDRESS_LIMITS.phone,
};

const tooLong = (value: string, max: number): FieldError | null =>
  value.trim().length > max ? { kind: 'tooLong', max } : null;

/**
 * The form's own checks before anything is sent: an address picked from the suggestions (so it has
 * coordinates), a Kazakhstan phone when one is given, a distance above 0 up to the platform's
 * largest, and the platform's length limits.
 */
export function validateForm(values: AddressFormValues): FormErrors {
  const errors: FormErrors = {};
  const set = (field: FormField, error: FieldError | null) => {
    if (error && !errors[field]) errors[field] = error;
  };
  if (values.addressText.trim() === '' && values.latitude === null) set('address', { kind: 'required' });
  else if (values.latitude === null || values.longitude === null)
    set('address', { kind: 'addressNotPicked' });
  set(
    'address',
    tooLong(values.street, SAVED_ADDRESS_LIMITS.street) ??
      tooLong(values.building, SAVED_ADDRESS_LIMITS.addressPart),
  );
  for (const part of ADDRESS_PARTS) set(part, tooLong(values[part], TEXT_LIMITS[part]));
  set('extraInfo', tooLong(values.extraInfo, TEXT_LIMITS.extraInfo));
  set('contactName', tooLong(values.contactName, TEXT_LIMITS.contactName));
  if (values.phone.trim() !== '' && toKzPhone(values.phone) === null) set('phone', { kind: 'phoneInvalid' });
  const km = parseDistance(values.maxDistance);
  const max = SAVED_ADDRESS_LIMITS.maxOrderDistanceKm;
  if (km !== null && !(km > 0 && km <= max)) set('maxDistance', { kind: 'distanceInvalid', max });
  return errors;
}
