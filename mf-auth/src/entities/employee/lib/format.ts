import { formatInAlmaty } from '@cabinet/shared/dates';
import { showKzPhone } from '@cabinet/shared/phone';

/** A day as people read it in the interface language: "12 ноября 2026" / "12 қараша 2026". */
export const formatDay = (iso: string, lang: string): string => formatInAlmaty(iso, 'd MMMM yyyy', lang);

/** '+77015550101' → '+7 701 555 01 01'; anything else as it is. */
export const formatPhone = (phone: string): string => showKzPhone(phone);
