import { format } from 'date-fns';
import { kk, ru } from 'date-fns/locale';

import { formatDate, type DatePattern } from '../format-date';

const PATTERNS: DatePattern[] = [
  'd',
  'd MMM',
  'd MMM yyyy',
  'd MMM yyyy, HH:mm',
  'd MMMM yyyy',
  'd MMMM, HH:mm',
  'dd.MM',
];

/** Every month, single- and double-digit days, midnight, morning and evening times. */
const DATES = Array.from({ length: 12 }, (_, month) => [
  new Date(2026, month, 1, 0, 0),
  new Date(2026, month, 9, 9, 5),
  new Date(2025, month, 28, 23, 59),
]).flat();

describe('formatDate writes dates as date-fns does with its ru and kk locales', () => {
  it.each(PATTERNS)('%s', (pattern) => {
    for (const date of DATES) {
      expect(formatDate(date, pattern, 'ru')).toBe(format(date, pattern, { locale: ru }));
      expect(formatDate(date, pattern, 'kk')).toBe(format(date, pattern, { locale: kk }));
    }
  });

  it('reads examples a person would check', () => {
    expect(formatDate(new Date(2026, 10, 20, 14, 5), 'd MMM yyyy, HH:mm', 'ru')).toBe('20 нояб. 2026, 14:05');
    expect(formatDate(new Date(2026, 10, 20), 'd MMMM yyyy', 'kk')).toBe('20 қараша 2026');
    expect(formatDate(new Date(2026, 4, 3), 'd MMM', 'ru')).toBe('3 мая');
    expect(formatDate(new Date(2026, 0, 7), 'dd.MM', 'kk')).toBe('07.01');
  });

  it('writes Russian for a language it does not know', () => {
    expect(formatDate(new Date(2026, 11, 31), 'd MMMM yyyy', 'en')).toBe('31 декабря 2026');
  });
});
