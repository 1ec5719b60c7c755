import * as full from 'libphonenumber-js';
import fullMin from 'libphonenumber-js/metadata.min.json';
import fullMobile from 'libphonenumber-js/metadata.mobile.json';
import * as fullMobileApi from 'libphonenumber-js/mobile';

import { formatKzPhoneAsTyped, toKzMobilePhone, toKzPhone } from '@cabinet/shared/phone';

import plusSevenMin from '../metadata/plus-seven.min.json';
import plusSevenMobile from '../metadata/plus-seven.mobile.json';

type Metadata = { version: number; country_calling_codes: Record<string, string[]>; countries: object };

/** What a number of the +7 zone looks like to the library with all its metadata. */
const INPUTS = [
  '+7 701 123 45 67',
  '87011234567',
  '8 (701) 123-45-67',
  '7011234567',
  '+7 747 123 45 67',
  '+7 (727) 250-00-00',
  '8 7172 55 00 00',
  '+7 916 123 45 67',
  '+7 495 123 45 67',
  '+7 701 123 45 678',
  '701 123 45 6',
  '+1 202 555 0100',
  '+44 20 7946 0958',
  '12345',
  'телефон',
  '+7',
  '8',
];

describe('the phone metadata the cabinet ships (+7 zone only)', () => {
  it.each([
    ['min', plusSevenMin as Metadata, fullMin as unknown as Metadata],
    ['mobile', plusSevenMobile as Metadata, fullMobile as unknown as Metadata],
  ])(
    'is the library’s own %s metadata of the +7 countries (run shared/tooling/phone-metadata.mjs after a bump)',
    (_, shipped, library) => {
      expect(shipped.version).toBe(library.version);
      expect(shipped.country_calling_codes).toEqual({ '7': library.country_calling_codes['7'] });
      const countries = library.country_calling_codes['7'] ?? [];
      expect(Object.keys(shipped.countries).sort()).toEqual([...countries].sort());
      for (const country of countries) {
        expect((shipped.countries as Record<string, unknown>)[country]).toEqual(
          (library.countries as Record<string, unknown>)[country],
        );
      }
    },
  );

  it.each(INPUTS)('reads %j as the library with every country would', (input) => {
    const anyNumber = full.parsePhoneNumberFromString(input.trim(), 'KZ');
    const expected =
      anyNumber && anyNumber.isValid() && anyNumber.countryCallingCode === '7' ? anyNumber.number : null;
    expect(toKzPhone(input)).toBe(expected);

    const mobile = fullMobileApi.parsePhoneNumberFromString(input.trim(), 'KZ');
    const type = mobile?.getType();
    const expectedMobile =
      mobile && mobile.country === 'KZ' && mobile.isValid() && (type === undefined || type === 'MOBILE')
        ? mobile.number
        : null;
    expect(toKzMobilePhone(input)).toBe(expectedMobile);

    // As typed, a number of another zone is left unformatted (the cabinet asks for +7 numbers only).
    if (!/^\+[0-689]/.test(input)) {
      expect(formatKzPhoneAsTyped(input)).toBe(new full.AsYouType('KZ').input(input));
    }
  });
});
