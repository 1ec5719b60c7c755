/**
 * The non-breaking space (U+00A0) that ru writes between thousands and before "₸": a sum never
 * breaks across two lines.
 */
export const MONEY_SPACE = '\u00a0';

/** Three digits followed by whole groups of three to the end: where a thousands space goes. */
const THOUSANDS = /\B(?=(\d{3})+$)/g;

/**
 * Whole numbers as ru and kk readers write them: "-1 060", a space between thousands from 1 000 on.
 * Written out rather than asked of Intl.NumberFormat: building one ("ru-KZ") costs about 35 ms of a
 * phone's first load, Debian's Chromium has no Kazakh number data (kk-KZ gives "241,990"), and ICU
 * versions disagree on the space (U+00A0 or U+202F). The rule is short and the same everywhere.
 * Halves round away from zero, as Intl does; a value that is not a number is shown as "—".
 */
export function formatAmount(value: number): string {
  if (!Number.isFinite(value)) return '—';
  const whole = Math.round(Math.abs(value));
  const digits = String(whole).replace(THOUSANDS, MONEY_SPACE);
  return whole !== 0 && value < 0 ? `-${digits}` : digits;
}

/** Integer tenge as people read it in ru and kk, "1 060 ₸": the one money format of the cabinet. */
export function formatMoney(tenge: number): string {
  return `${formatAmount(tenge)}${MONEY_SPACE}₸`;
}
