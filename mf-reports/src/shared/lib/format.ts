import { useUnit } from 'effector-react';

import { $lang, type IsoDay, type Lang } from '@cabinet/shared';
import { almatyWallClock, formatDate } from '@cabinet/shared/dates';
import { MONEY_SPACE, formatAmount, formatMoney } from '@cabinet/shared/money';

export interface Formatters {
  /** Integer tenge: "12 500 ₸". */
  money: (tenge: number) => string;
  /** A count: "1 234". */
  count: (value: number) => string;
  /** Kilometres: "1 234,5 км". */
  km: (value: number) => string;
  /** A calendar day: "20 нояб. 2026" (ru), "20 қар 2026" (kk). */
  day: (day: IsoDay) => string;
  /** A short day for chart axes: "20.11". */
  shortDay: (day: IsoDay) => string;
  /** Two days as one range: "2–8 нояб. 2026", "28 окт. – 3 нояб. 2026". */
  dayRange: (from: IsoDay, to: IsoDay) => string;
  /** An instant (ISO, UTC) as the time in Almaty: "20 нояб. 2026, 14:35". */
  dateTime: (iso: string) => string;
  /** A file's size, alike in ru and kk: "340 КБ", from a megabyte on "1,2 МБ". */
  fileSize: (bytes: number) => string;
}

/**
 * Money and counts come from the cabinet's one formatter (`@cabinet/shared/money`). Kilometres are
 * written alike in ru and kk (a space between thousands, a decimal comma) and by hand as well: an
 * Intl.NumberFormat costs 55–90 ms to build in Chromium, on the first load of every page with a
 * distance, and Chromium builds without Kazakh locale data write kk-KZ as English ("61,550"). Dates
 * come from `formatDate` of `@cabinet/shared/dates` for the same reason.
 */
const KILOBYTE = 1024;
const MEGABYTE = 1024 * KILOBYTE;

/** Written out, not Intl's units: ICU writes the kilobyte "кБ" in ru, and versions differ. */
function fileSize(bytes: number): string {
  if (bytes < MEGABYTE) return `${formatAmount(Math.max(1, Math.round(bytes / KILOBYTE)))}${MONEY_SPACE}КБ`;
  return `${(bytes / MEGABYTE).toFixed(1).replace('.', ',')}${MONEY_SPACE}МБ`;
}

/** A calendar day as a local Date at midnight (`formatDate` writes local time). */
const localDay = (day: IsoDay) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date);
};

/**
 * Kilometres to a tenth at most, "1 234,6 км", "647 км", with the money's no-break spaces. Rounded
 * as Intl does: on the number's shortest decimal form (1234.55, not the 1234.5499… it is stored
 * as), halves away from zero.
 */
function km(value: number): string {
  if (!Number.isFinite(value)) return '—';
  const decimal = Math.abs(value);
  // Below a millionth JavaScript writes "1e-7": nothing a tenth shows.
  const [whole = '0', fraction = ''] = decimal < 1e-6 ? ['0'] : String(decimal).split('.');
  let tenths = Number(whole) * 10 + Number(fraction[0] ?? '0');
  if (Number(fraction[1] ?? '0') >= 5) tenths += 1;
  const wholeKm = Math.floor(tenths / 10);
  const tenth = tenths % 10;
  const digits = `${formatAmount(wholeKm)}${tenth === 0 ? '' : `,${tenth}`}`;
  return `${value < 0 && tenths !== 0 ? '-' : ''}${digits}${MONEY_SPACE}км`;
}

function build(lang: Lang): Formatters {
  const day = (value: IsoDay) => formatDate(localDay(value), 'd MMM yyyy', lang);
  return {
    money: formatMoney,
    count: formatAmount,
    km,
    day,
    shortDay: (value) => formatDate(localDay(value), 'dd.MM', lang),
    dayRange: (from, to) => {
      if (from === to) return day(from);
      const sameYear = from.slice(0, 4) === to.slice(0, 4);
      const sameMonth = sameYear && from.slice(0, 7) === to.slice(0, 7);
      const start = formatDate(localDay(from), sameMonth ? 'd' : sameYear ? 'd MMM' : 'd MMM yyyy', lang);
      return `${start}${sameMonth ? '–' : ' – '}${day(to)}`;
    },
    dateTime: (iso) => formatDate(almatyWallClock(new Date(iso)), 'd MMM yyyy, HH:mm', lang),
    fileSize,
  };
}

const cache = new Map<Lang, Formatters>();

/** Money, numbers and dates in a language: one set per language, built once. */
export function formattersFor(lang: Lang): Formatters {
  let formatters = cache.get(lang);
  if (!formatters) {
    formatters = build(lang);
    cache.set(lang, formatters);
  }
  return formatters;
}

/** The formatters of the user's language. */
export function useFormat(): Formatters {
  return formattersFor(useUnit($lang));
}
