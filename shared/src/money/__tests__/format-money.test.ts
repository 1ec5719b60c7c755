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

  it('rounds to whole tenge, halves away from zero', () => {
    expect(formatMoney(1060.6)).toBe(`1${NBSP}061${NBSP}₸`);
    expect(formatMoney(2.5)).toBe(`3${NBSP}₸`);
    expect(formatMoney(-2.5)).toBe(`-3${NBSP}₸`);
    expect(formatMoney(-0.4)).toBe(`0${NBSP}₸`);
  });

  it('shows a dash, not "NaN", for a sum that is not a number', () => {
    expect(formatMoney(Number.NaN)).toBe(`—${NBSP}₸`);
    expect(formatAmount(Number.POSITIVE_INFINITY)).toBe('—');
  });

  it('writes every sum as ru-KZ number rules do, with U+00A0 between groups', () => {
    const rules = new Intl.NumberFormat('ru-KZ', { maximumFractionDigits: 0, useGrouping: true });
    const samples = [0, 1, 9, 10, 99, 100, 999, 1000, 1001, 9999, 10000, 99999, 100000, 999999];
    for (const sample of [...samples, 1000000, 12345678, 1234567890, 5000.49, 999.5, -7, -999999]) {
      expect(formatAmount(sample)).toBe(rules.format(sample).replace(/[\s\u202f]/g, NBSP));
    }
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
