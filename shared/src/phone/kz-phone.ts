import { AsYouType, parsePhoneNumberFromString, type MetadataJson } from 'libphonenumber-js/core';

import plusSeven from './metadata/plus-seven.min.json';
import { kzPhoneGroups } from './show-kz-phone';

// The library's own metadata of the +7 zone only (shared/tooling/phone-metadata.mjs): every number
// the cabinet reads is one of it, and the metadata of 240 countries was 16 KB of a first load.
const metadata = plusSeven as unknown as MetadataJson;

/**
 * A Kazakhstan number (+7, mobile or landline) in E.164 with the leading plus, or null when the input
 * is not one. Accepts the ways people type it: '+7 701 123 45 67', '8 (727) 123-45-67', '7011234567'.
 */
export function toKzPhone(input: string): string | null {
  const value = input.trim();
  if (value === '') return null;
  const phone = parsePhoneNumberFromString(value, 'KZ', metadata);
  if (!phone || !phone.isValid() || phone.countryCallingCode !== '7') return null;
  return phone.number;
}

/**
 * A number as people read it, '+7 701 123 45 67', for a field that lost focus (plain spaces: what
 * is in a field is the user's to edit and copy); other text as is.
 */
export function formatKzPhone(input: string): string {
  const e164 = toKzPhone(input);
  return (e164 && kzPhoneGroups(e164)?.join(' ')) || input;
}

/** What a partly typed +7 number looks like so far (the national formatting of libphonenumber). */
export function formatKzPhoneAsTyped(input: string): string {
  return new AsYouType('KZ', metadata).input(input);
}
