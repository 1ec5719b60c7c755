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
 * written alike in ru and kk (a space between thousands, a decimal comma), so both use the ru-RU
 * rules of Intl: Chromium builds without Kazakh locale data fall back to English ones for kk-KZ
 * ("61,550"). Dates come from `formatDate` of `@cabinet/shared/dates` for the same reason.
 */
const NUMBER_LOCALE = 'ru-RU';

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

function build(lang: Lang): Formatters {
  const km = new Intl.NumberFormat(NUMBER_LOCALE, {
    style: 'unit',
    unit: 'kilometer',
    maximumFractionDigits: 1,
  });
  const day = (value: IsoDay) => formatDate(localDay(value), 'd MMM yyyy', lang);
  return {
    money: formatMoney,
    count: formatAmount,
    km: (value) => km.format(value),
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

/** Money, numbers and dates in a language (Intl formatters are costly to build: one set per language). */
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
