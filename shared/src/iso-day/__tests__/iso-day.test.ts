import { dateToIsoDay, isoDayToDate, isoDayToTyped, typedToIsoDay } from '../iso-day';

describe('date values', () => {
  it.each([
    ['23.11.2026', '2026-11-23'],
    ['1.2.2026', '2026-02-01'],
    [' 01/02/2026 ', '2026-02-01'],
    ['29-02-2028', '2028-02-29'],
  ])('reads a typed %p as %p', (typed, iso) => {
    expect(typedToIsoDay(typed)).toBe(iso);
  });

  it.each(['31.02.2026', '29.02.2027', '2026-11-23', '23.11.26', 'завтра', ''])(
    'refuses %p, which is no day of the calendar in dd.mm.yyyy',
    (typed) => {
      expect(typedToIsoDay(typed)).toBeNull();
    },
  );

  it('writes and reads a calendar day without a time-zone shift', () => {
    const date = isoDayToDate('2026-03-31');
    expect(date?.getDate()).toBe(31);
    expect(date?.getMonth()).toBe(2);
    expect(dateToIsoDay(date as Date)).toBe('2026-03-31');
    expect(isoDayToDate('2026-02-30')).toBeNull();
  });

  it('shows an ISO day as dd.mm.yyyy and nothing for no day', () => {
    expect(isoDayToTyped('2026-11-05')).toBe('05.11.2026');
    expect(isoDayToTyped('')).toBe('');
  });
});
