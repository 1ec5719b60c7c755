import { isKzMobilePhone, toKzMobileE164 } from '../kz-mobile-phone';

describe('toKzMobileE164', () => {
  it.each([
    ['+7 701 123 45 67', '+77011234567'],
    ['+77011234567', '+77011234567'],
    ['87011234567', '+77011234567'],
    ['8 (701) 123-45-67', '+77011234567'],
    ['7011234567', '+77011234567'],
    ['  +7 747 123 45 67  ', '+77471234567'],
  ])('reads %j as %s', (input, expected) => {
    expect(toKzMobileE164(input)).toBe(expected);
  });

  it.each([
    ['an empty value', ''],
    ['spaces only', '   '],
    ['too few digits', '701 123 45 6'],
    ['too many digits', '+7 701 123 45 678'],
    ['an Almaty landline', '+7 727 123 45 67'],
    ['a Russian mobile number', '+7 916 123 45 67'],
    ['a foreign number', '+1 202 555 0100'],
    ['letters', 'телефон'],
  ])('refuses %s', (_, input) => {
    expect(toKzMobileE164(input)).toBeNull();
    expect(isKzMobilePhone(input)).toBe(false);
  });
});
