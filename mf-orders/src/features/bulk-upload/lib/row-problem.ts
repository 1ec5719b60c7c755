import type { ColumnKey } from './columns';

/** What is wrong with a row, shown beside it in the preview. */
export type RowProblemCode =
  /** A required cell is empty. */
  | 'missing'
  /** Not a Kazakhstan phone number (toKzPhone). */
  | 'badPhone'
  /** The cash-on-delivery amount is not a whole number of tenge from 0 to 10 000 000. */
  | 'badAmount'
  /** Longer than the platform takes. */
  | 'tooLong'
  /** The gazetteer found no such address. */
  | 'addressNotFound'
  /** validate-coordinate: the address lies outside the delivery zone. */
  | 'outsideZone'
  /** The tariffs call: sender and recipient are in different cities. */
  | 'differentCities'
  /** No car tariff for this route now. */
  | 'tariffUnavailable'
  /** The city takes no new orders now (high load). */
  | 'cityClosed'
  /** The row asks for cash on delivery, but the courier's payment task is not available. */
  | 'codUnavailable'
  /** The check itself failed (no connection, a server error): it can be run again. */
  | 'checkFailed';

export interface RowProblem {
  code: RowProblemCode;
  /** The cell it is about; null for the row as a whole. */
  field: ColumnKey | null;
}
