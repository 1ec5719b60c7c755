import { WORKING_HOURS, type Lang } from '@cabinet/shared/constants';

import { dateToIsoDay, type IsoDay } from '../iso-day/iso-day';
import { formatDate, type DatePattern } from './format-date';

/** Almaty's zone, where the platform counts working hours and days (§5). */
const ALMATY = WORKING_HOURS.timeZone;

/** An instant's calendar fields in a zone, as Temporal and Intl both give them. */
interface ZonedFields {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** The part of Temporal used here: the apps' TypeScript libraries (ES2023) rightly do not declare it. */
interface TemporalApi {
  Instant: {
    fromEpochMilliseconds(epochMilliseconds: number): {
      toZonedDateTimeISO(timeZone: string): ZonedFields;
    };
  };
}

/**
 * Built on first use, then kept: a time-zone formatter costs 60–80 ms to build in Chromium (its
 * locale's patterns with the zone's rules), one long task of a phone's first load of any page with a
 * date. Only where Temporal is missing.
 */
let almatyParts: Intl.DateTimeFormat | null = null;
const almatyPartsFormat = (): Intl.DateTimeFormat =>
  (almatyParts ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: ALMATY,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }));

function fieldsByIntl(date: Date): ZonedFields {
  const parts = almatyPartsFormat().formatToParts(date);
  const field = (type: keyof ZonedFields) => Number(parts.find((part) => part.type === type)?.value);
  return {
    year: field('year'),
    month: field('month'),
    day: field('day'),
    hour: field('hour'),
    minute: field('minute'),
  };
}

/**
 * Almaty's calendar fields of an instant, by the browser's own zone rules either way: with Temporal
 * where the browser has it (about 2 ms at first use), else with Intl. `temporal` is the browser's,
 * and a test's to replace.
 */
export function almatyFields(
  date: Date,
  temporal: TemporalApi | undefined = (globalThis as { Temporal?: TemporalApi }).Temporal,
): ZonedFields {
  if (!temporal) return fieldsByIntl(date);
  const zoned = temporal.Instant.fromEpochMilliseconds(date.getTime()).toZonedDateTimeISO(ALMATY);
  return { year: zoned.year, month: zoned.month, day: zoned.day, hour: zoned.hour, minute: zoned.minute };
}

/** An instant as a local Date that shows Almaty's wall-clock time, whatever the browser's zone. */
export function almatyWallClock(date: Date): Date {
  const { year, month, day, hour, minute } = almatyFields(date);
  return new Date(year, month - 1, day, hour, minute);
}

/** The calendar day it is in Almaty, where the platform counts days: reports, the list's dates. */
export function almatyToday(now: Date = new Date()): IsoDay {
  return dateToIsoDay(almatyWallClock(now));
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
