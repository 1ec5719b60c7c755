import { format } from 'date-fns';
import { kk, ru } from 'date-fns/locale';

import type { Lang } from '@cabinet/shared';

/** §3 datetimeToDisplay: the planned time in the user's language, e.g. "23 ноября, 10:30". */
export function datetimeToDisplay(date: string, time: string, lang: Lang): string {
  const [year, month, day] = date.split('-').map(Number);
  const [hours, minutes] = time.split(':').map(Number);
  const local = new Date(year ?? 1970, (month ?? 1) - 1, day ?? 1, hours ?? 0, minutes ?? 0);
  return format(local, 'd MMMM, HH:mm', { locale: lang === 'kk' ? kk : ru });
}
