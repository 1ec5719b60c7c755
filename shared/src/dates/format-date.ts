import type { Lang } from '@cabinet/shared/constants';

/**
 * The patterns the cabinet writes dates in. A new one is added here and to the unit test that
 * checks every pattern against date-fns' `format` with its ru and kk locales.
 */
export type DatePattern =
  'd' | 'd MMM' | 'd MMM yyyy' | 'd MMM yyyy, HH:mm' | 'd MMMM yyyy' | 'd MMMM, HH:mm' | 'dd.MM';

/** Month names as date-fns' ru and kk locales write them after a day number (formatting context). */
const MONTHS: Record<Lang, { wide: readonly string[]; abbreviated: readonly string[] }> = {
  ru: {
    wide: [
      'января',
      'февраля',
      'марта',
      'апреля',
      'мая',
      'июня',
      'июля',
      'августа',
      'сентября',
      'октября',
      'ноября',
      'декабря',
    ],
    abbreviated: [
      'янв.',
      'фев.',
      'мар.',
      'апр.',
      'мая',
      'июн.',
      'июл.',
      'авг.',
      'сент.',
      'окт.',
      'нояб.',
      'дек.',
    ],
  },
  kk: {
    wide: [
      'қаңтар',
      'ақпан',
      'наурыз',
      'сәуір',
      'мамыр',
      'маусым',
      'шілде',
      'тамыз',
      'қыркүйек',
      'қазан',
      'қараша',
      'желтоқсан',
    ],
    abbreviated: ['қаң', 'ақп', 'нау', 'сәу', 'мам', 'мау', 'шіл', 'там', 'қыр', 'қаз', 'қар', 'жел'],
  },
};

const TOKEN = /yyyy|MMMM|MMM|MM|dd|d|HH|mm/g;
const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * A local date in the reader's language by one of the cabinet's patterns ("d MMM yyyy" → "20 нояб.
 * 2026" / "20 қар 2026"), as date-fns' `format` writes it, without date-fns and its whole ru, kk and
 * en-US locales on the first load of every page that shows a date (10 KB gzip). Kazakh month names
 * cannot come from Intl: Debian's Chromium has no Kazakh date data. Any language but kk reads Russian.
 */
export function formatDate(date: Date, pattern: DatePattern, lang: Lang | string): string {
  const months = MONTHS[lang === 'kk' ? 'kk' : 'ru'];
  return pattern.replace(TOKEN, (token) => {
    switch (token) {
      case 'yyyy':
        return String(date.getFullYear()).padStart(4, '0');
      case 'MMMM':
        return months.wide[date.getMonth()] ?? '';
      case 'MMM':
        return months.abbreviated[date.getMonth()] ?? '';
      case 'MM':
        return twoDigits(date.getMonth() + 1);
      case 'dd':
        return twoDigits(date.getDate());
      case 'd':
        return String(date.getDate());
      case 'HH':
        return twoDigits(date.getHours());
      default:
        return twoDigits(date.getMinutes());
    }
  });
}
