import { formatKzPhone, toKzMobilePhone, toKzPhone } from '@cabinet/shared/phone';

describe('toKzMobilePhone (a company contact: mobile only)', () => {
  it.each([
    ['+7 701 123 45 67', '+77011234567'],
    ['+77011234567', '+77011234567'],
    ['87011234567', '+77011234567'],
    ['8 (701) 123-45-67', '+77011234567'],
    ['7011234567', '+77011234567'],
    ['  +7 747 123 45 67  ', '+77471234567'],
  ])('reads %j as %s', (input, expected) => {
    expect(toKzMobilePhone(input)).toBe(expected);
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
    expect(toKzMobilePhone(input)).toBeNull();
  });
});

describe('toKzPhone (an order point: any +7 number)', () => {
  it('accepts mobile numbers and landlines, in E.164', () => {
    expect(toKzPhone('8 701 123 45 67')).toBe('+77011234567');
    expect(toKzPhone('+7 (727) 250-00-00')).toBe('+77272500000');
  });

  it('refuses what is no number of the +7 zone', () => {
    expect(toKzPhone('12345')).toBeNull();
    expect(toKzPhone('')).toBeNull();
    expect(toKzPhone('+1 202 555 0100')).toBeNull();
  });

  it('writes a number out as people read it, and leaves other text as it is', () => {
    expect(formatKzPhone('87011234567')).toBe('+7 701 123 45 67');
    expect(formatKzPhone('12345')).toBe('12345');
  });
});
