import { MONEY_SPACE, formatAmount, formatMoney } from '..';

// U+00A0 written out, so a test fails when a plain space (or U+202F) sneaks in.
const NBSP = '\u00a0';

describe('formatMoney', () => {
  it('writes tenge with a non-breaking space between thousands and before the sign', () => {
    expect(MONEY_SPACE).toBe(NBSP);
    expect(formatMoney(1060)).toBe(`1${NBSP}060${NBSP}₸`);
    expect(formatMoney(241990)).toBe(`241${NBSP}990${NBSP}₸`);
    expect(formatMoney(1234567)).toBe(`1${NBSP}234${NBSP}567${NBSP}₸`);
  });

  it('writes small sums, zero and refunds without grouping marks', () => {
    expect(formatMoney(0)).toBe(`0${NBSP}₸`);
    expect(formatMoney(300)).toBe(`300${NBSP}₸`);
    expect(formatMoney(-1060)).toBe(`-1${NBSP}060${NBSP}₸`);
  });

  it('rounds to whole tenge', () => {
    expect(formatMoney(1060.6)).toBe(`1${NBSP}061${NBSP}₸`);
  });

  it('never uses the English grouping kk-KZ falls back to where Kazakh data is missing', () => {
    expect(formatMoney(241990)).not.toContain(',');
    expect(formatAmount(241990)).toBe(`241${NBSP}990`);
  });
});

describe('formatAmount', () => {
  it('groups whole numbers the same way, with no sign', () => {
    expect(formatAmount(10000)).toBe(`10${NBSP}000`);
    expect(formatAmount(15)).toBe('15');
  });
});
