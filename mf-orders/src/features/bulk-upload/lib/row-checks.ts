import { toKzPhone } from '@cabinet/shared/phone';

import { COLUMN_KEYS, COLUMN_MAX_LENGTH, REQUIRED_COLUMNS, type RowValues } from './columns';
import type { RowProblem } from './row-problem';

/** The most a courier may collect on one order (one payment item of the contract). */
export const MAX_COD_AMOUNT = 10_000_000;

/**
 * A cash-on-delivery amount as people write it: "15000", "15 000", "15 000,00 ₸", "15000 тг"; empty
 * is no payment. Whole tenge only: null when it is not a whole amount from 0 to 10 000 000.
 */
export function parseAmount(text: string): number | null {
  const cleaned = text
    .toLowerCase()
    .replace(/[\s\u00a0\u202f]+/g, '')
    .replace(/₸|тенге|тг\.?|kzt/g, '')
    .replace(',', '.');
  if (cleaned === '') return 0;
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return null;
  const amount = Number(cleaned);
  if (!Number.isInteger(amount) || amount > MAX_COD_AMOUNT) return null;
  return amount;
}

export interface LocalCheck {
  problems: RowProblem[];
  /** E.164 numbers, when they are numbers. */
  senderPhone: string | null;
  recipientPhone: string | null;
  cod: number | null;
}

/** Everything that can be told about a row without the platform: empty, too long, phones, amount. */
export function checkRowLocally(values: RowValues): LocalCheck {
  const problems: RowProblem[] = [];
  for (const key of COLUMN_KEYS) {
    const value = values[key].trim();
    if (REQUIRED_COLUMNS.includes(key) && value === '') problems.push({ code: 'missing', field: key });
    else if (value.length > COLUMN_MAX_LENGTH[key]) problems.push({ code: 'tooLong', field: key });
  }
  const phone = (key: 'senderPhone' | 'recipientPhone') => {
    const value = values[key].trim();
    if (value === '' || value.length > COLUMN_MAX_LENGTH[key]) return null;
    const e164 = toKzPhone(value);
    if (!e164) problems.push({ code: 'badPhone', field: key });
    return e164;
  };
  const senderPhone = phone('senderPhone');
  const recipientPhone = phone('recipientPhone');
  const cod = parseAmount(values.codAmount);
  if (cod === null && values.codAmount.length <= COLUMN_MAX_LENGTH.codAmount)
    problems.push({ code: 'badAmount', field: 'codAmount' });
  return { problems, senderPhone, recipientPhone, cod };
}
