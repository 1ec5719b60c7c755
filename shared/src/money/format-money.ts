/**
 * The non-breaking space (U+00A0) that ru writes between thousands and before "₸": a sum never
 * breaks across two lines.
 */
export const MONEY_SPACE = '\u00a0';

/**
 * Whole numbers as ru and kk readers write them. ru-KZ rules serve both languages: the Kazakh rules
 * are the same (a space between thousands), but Debian's Chromium has no Kazakh number data and
 * formats kk-KZ with English ones ("241,990"), while Node's ICU knows them. One rule set gives one
 * output everywhere. Whatever space ICU puts between groups (U+00A0 today, U+202F in some CLDR
 * versions) becomes MONEY_SPACE, so the result does not depend on the ICU version either.
 */
const GROUPED = new Intl.NumberFormat('ru-KZ', { maximumFractionDigits: 0, useGrouping: true });

/** One formatter for every caller: building an Intl.NumberFormat costs far more than using one. */
export function formatAmount(value: number): string {
  return GROUPED.format(value).replace(/[\s\u202f]/g, MONEY_SPACE);
}

/** Integer tenge as people read it in ru and kk, "1 060 ₸": the one money format of the cabinet. */
export function formatMoney(tenge: number): string {
  return `${formatAmount(tenge)}${MONEY_SPACE}₸`;
}
