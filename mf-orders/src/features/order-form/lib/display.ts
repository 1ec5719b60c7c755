import type { Lang } from '@cabinet/shared';
import { formatDate } from '@cabinet/shared/dates';

import { plannedParts } from './working-time';

/** §3 datetimeToDisplay: the planned time in the user's language, e.g. "23 ноября, 10:30". */
export function datetimeToDisplay(date: string, time: string, lang: Lang): string {
  const [year, month, day] = date.split('-').map(Number);
  const [hours, minutes] = time.split(':').map(Number);
  const local = new Date(year ?? 1970, (month ?? 1) - 1, day ?? 1, hours ?? 0, minutes ?? 0);
  return formatDate(local, 'd MMMM, HH:mm', lang);
}

/** `datetimeToDisplay` of a stored planned `datetime` (ISO with offset), in `lang`; null when unreadable. */
export function displayOfDatetime(datetime: string, lang: Lang): string | null {
  const parts = plannedParts(datetime);
  return parts ? datetimeToDisplay(parts.date, parts.time, lang) : null;
}
