import { parsePhoneNumberFromString } from 'libphonenumber-js';

/** A Kazakhstan number in E.164 (with the leading plus), or null when it is not one. */
export function toKzPhone(value: string): string | null {
  const parsed = parsePhoneNumberFromString(value.trim(), 'KZ');
  if (!parsed || !parsed.isValid() || parsed.countryCallingCode !== '7') return null;
  return parsed.number;
}
