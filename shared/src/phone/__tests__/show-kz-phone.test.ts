import { showKzPhone } from '@cabinet/shared/phone';

describe('showKzPhone (a stored number in a list)', () => {
  it.each([
    ['+77015550077', '+7 701 555 00 77'],
    ['+77272500000', '+7 727 250 00 00'],
    ['87011234567', '+7 701 123 45 67'],
    ['77011234567', '+7 701 123 45 67'],
    ['+7 (701) 123-45-67', '+7 701 123 45 67'],
  ])('writes %j out as %j, a number a line never breaks', (stored, shown) => {
    expect(showKzPhone(stored)).toBe(shown.replaceAll(' ', '\u00a0'));
  });

  it.each([
    ['too few digits', '+7701555007'],
    ['too many digits', '+770155500777'],
    ['a number of another zone', '+12025550100'],
    ['ten digits without a country code', '7011234567'],
    ['text', 'по звонку'],
    ['nothing', ''],
  ])('shows %s as it was stored', (_, stored) => {
    expect(showKzPhone(stored)).toBe(stored);
  });
});
