import type { Lang } from '@cabinet/shared/constants';

import { formatDate, type DatePattern } from './format-date';

/**
 * Built on first use, then kept: a time-zone formatter costs milliseconds to build, and the module
 * is part of every first load, most of which show no date.
 */
let almatyParts: Intl.DateTimeFormat | null = null;
const almatyPartsFormat = (): Intl.DateTimeFormat =>
  (almatyParts ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Almaty',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }));

/** An instant as a local Date that shows Almaty's wall-clock time, whatever the browser's zone. */
export function almatyWallClock(date: Date): Date {
  const parts = Object.fromEntries(
    almatyPartsFormat()
      .formatToParts(date)
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute', number>;
  return new Date(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute);
}

/**
 * A server instant (ISO) in the reader's language at Almaty's time, by one of the cabinet's date
 * patterns ("d MMMM yyyy" → "12 ноября 2026" / "12 қараша 2026"; `formatDate`). An unreadable
 * instant gives an empty string, never "Invalid Date".
 */
export function formatInAlmaty(iso: string, pattern: DatePattern, lang: Lang | string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return formatDate(almatyWallClock(date), pattern, lang);
}
