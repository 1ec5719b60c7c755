import { parsePhoneNumberFromString, type MetadataJson } from 'libphonenumber-js/core';

// The "mobile" metadata knows which numbers are mobile, so getType() answers for Kazakhstan and a
// landline such as +7 727 … is not valid at all; it is smaller than the "max" metadata. The +7 zone
// of it only (shared/tooling/phone-metadata.mjs).
import plusSeven from './metadata/plus-seven.mobile.json';

const metadata = plusSeven as unknown as MetadataJson;

/**
 * A Kazakhstan mobile number in E.164 with the leading plus (§5: a company's contact phone), or null.
 * Accepts '+7 701 123 45 67', '8 (701) 123-45-67', '87011234567', '7011234567'.
 */
export function toKzMobilePhone(input: string): string | null {
  const value = input.trim();
  if (value === '') return null;
  const phone = parsePhoneNumberFromString(value, 'KZ', metadata);
  if (!phone || phone.country !== 'KZ' || !phone.isValid()) return null;
  const type = phone.getType();
  // The metadata may not know the type of every number; when it does, it must be a mobile one.
  if (type !== undefined && type !== 'MOBILE') return null;
  return phone.number;
}
