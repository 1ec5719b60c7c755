import { formatInAlmaty } from '@cabinet/shared/dates';

/** A moment as people read it in the interface language, Almaty time: "25 нояб. 2026, 14:05". */
export const formatMoment = (iso: string, lang: string, withTime = true): string =>
  formatInAlmaty(iso, withTime ? 'd MMM yyyy, HH:mm' : 'd MMM yyyy', lang);
