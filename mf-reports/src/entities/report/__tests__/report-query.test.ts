import { defaultRange, readRange, readReportQuery, writeReportQuery } from '..';
import { almatyToday } from '@cabinet/shared/dates';

import { daysBetween, monthsBefore } from '../../../shared/lib';

describe('the report range and the URL', () => {
  it('today is the Almaty day: 23:30 UTC on the 24th is already the 25th in Almaty', () => {
    expect(almatyToday(new Date('2026-11-24T23:30:00Z'))).toBe('2026-11-25');
    expect(almatyToday(new Date('2026-11-24T18:59:00Z'))).toBe('2026-11-24');
  });

  it('defaults to one month back to today (§9), the last day of a shorter month when needed', () => {
    expect(defaultRange('2026-11-25')).toEqual({ from: '2026-10-25', to: '2026-11-25' });
    expect(defaultRange('2026-03-31')).toEqual({ from: '2026-02-28', to: '2026-03-31' });
    expect(defaultRange('2028-03-30')).toEqual({ from: '2028-02-29', to: '2028-03-30' });
    expect(monthsBefore('2026-01-15', 1)).toBe('2025-12-15');
  });

  it('reads an empty URL as the orders tab, the default range, page 1, newest first', () => {
    expect(readReportQuery(new URLSearchParams(''), '2026-11-25')).toEqual({
      kind: 'orders',
      from: '2026-10-25',
      to: '2026-11-25',
      page: 1,
      sort: '-created_at',
    });
  });

  it('writes a query into the URL and reads the same query back', () => {
    const query = {
      kind: 'cod',
      from: '2026-09-01',
      to: '2026-09-30',
      page: 3,
      sort: '-total_price',
    } as const;
    const url = writeReportQuery(new URLSearchParams('other=kept'), query);
    expect(url.toString()).toBe('other=kept&tab=cod&from=2026-09-01&to=2026-09-30&sort=-total_price&page=3');
    expect(readReportQuery(url, '2026-11-25')).toEqual(query);
  });

  it('leaves defaults out and starts again at page 1 when anything but the page changes', () => {
    const url = new URLSearchParams('tab=cod&page=4&sort=total_price');
    expect(writeReportQuery(url, { kind: 'orders', sort: '-created_at' }).toString()).toBe('');
    expect(writeReportQuery(url, { from: '2026-11-01' }).get('page')).toBeNull();
    expect(writeReportQuery(url, { page: 5 }).get('page')).toBe('5');
  });

  it('reads broken or unknown values as the defaults', () => {
    const query = readReportQuery(
      new URLSearchParams('tab=pdf&from=2026-02-30&to=yesterday&page=-2&sort=price'),
      '2026-11-25',
    );
    expect(query).toEqual({
      kind: 'orders',
      from: '2026-10-25',
      to: '2026-11-25',
      page: 1,
      sort: '-created_at',
    });
    // An inverted range is no range: the default.
    expect(readRange(new URLSearchParams('from=2026-11-20&to=2026-11-01'), '2026-11-25')).toEqual({
      from: '2026-10-25',
      to: '2026-11-25',
    });
  });

  it('counts the days of a range with both ends (the platform answers at most 366)', () => {
    expect(daysBetween('2025-11-25', '2026-11-25')).toBe(366);
    expect(daysBetween('2026-11-25', '2026-11-25')).toBe(1);
  });
});
