import { formatInAlmaty } from '..';

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
