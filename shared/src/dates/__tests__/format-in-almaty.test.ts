import { Temporal } from '@js-temporal/polyfill';

import { almatyToday, formatInAlmaty } from '..';
import { almatyFields } from '../format-in-almaty';

describe('formatInAlmaty: a server instant in the reader’s language at Almaty’s time', () => {
  it('writes months in Russian and in Kazakh, not as "M11"', () => {
    expect(formatInAlmaty('2026-11-12T09:00:00Z', 'd MMMM yyyy', 'ru')).toBe('12 ноября 2026');
    expect(formatInAlmaty('2026-11-12T09:00:00Z', 'd MMMM yyyy', 'kk')).toBe('12 қараша 2026');
  });

  it('uses Almaty’s clock (UTC+5), whatever the browser’s zone: 20:30 UTC is the next day there', () => {
    expect(formatInAlmaty('2026-11-12T20:30:00Z', 'd MMM yyyy, HH:mm', 'ru')).toBe('13 нояб. 2026, 01:30');
  });

  it('gives nothing for an unreadable instant', () => {
    expect(formatInAlmaty('not a date', 'd MMMM yyyy', 'kk')).toBe('');
  });
});

describe('almatyFields: Almaty’s calendar fields of an instant, by the zone’s own rules', () => {
  // Kazakhstan moved from UTC+6 to UTC+5 at 2024-03-01 00:00 local (2024-02-29 18:00 UTC): half an
  // hour either side of the change shows 23:30 on 29 February both times. A fixed offset would not.
  const AROUND_THE_CHANGE = [
    ['2024-02-29T17:30:00Z', { year: 2024, month: 2, day: 29, hour: 23, minute: 30 }],
    ['2024-02-29T18:30:00Z', { year: 2024, month: 2, day: 29, hour: 23, minute: 30 }],
    ['2026-11-12T20:30:00Z', { year: 2026, month: 11, day: 13, hour: 1, minute: 30 }],
  ] as const;

  it('without Temporal (as in an older browser), Intl gives them', () => {
    for (const [instant, fields] of AROUND_THE_CHANGE) {
      expect(almatyFields(new Date(instant), undefined)).toEqual(fields);
    }
  });

  it('with Temporal, the same fields come from it, every five hours of a year and around the change', () => {
    for (const [instant, fields] of AROUND_THE_CHANGE) {
      expect(almatyFields(new Date(instant), Temporal)).toEqual(fields);
    }
    for (
      let at = Date.parse('2026-01-01T00:00:00Z');
      at < Date.parse('2027-01-01T00:00:00Z');
      at += 5 * 3_600_000
    ) {
      const instant = new Date(at + 17 * 60_000);
      expect(almatyFields(instant, Temporal)).toEqual(almatyFields(instant, undefined));
    }
  });

  it('with Temporal, the zone’s fields are asked of it', () => {
    const asked: Array<[number, string]> = [];
    const fields = { year: 2026, month: 11, day: 13, hour: 1, minute: 30 };
    const browsers = {
      Instant: {
        fromEpochMilliseconds: (epochMilliseconds: number) => ({
          toZonedDateTimeISO: (timeZone: string) => {
            asked.push([epochMilliseconds, timeZone]);
            return { ...fields, second: 0 };
          },
        }),
      },
    };
    expect(almatyFields(new Date('2026-11-12T20:30:00Z'), browsers)).toEqual(fields);
    expect(asked).toEqual([[Date.parse('2026-11-12T20:30:00Z'), 'Asia/Almaty']]);
  });
});

describe('almatyToday: the calendar day it is in Almaty', () => {
  it('turns at Almaty’s midnight, not the browser’s: 19:00 UTC is already the next day there', () => {
    expect(almatyToday(new Date('2026-11-24T18:59:00Z'))).toBe('2026-11-24');
    expect(almatyToday(new Date('2026-11-24T19:00:00Z'))).toBe('2026-11-25');
    expect(almatyToday(new Date('2026-01-01T02:00:00Z'))).toBe('2026-01-01');
  });
});
