import type { ColumnKey } from './columns';

/** The most a file may weigh: 1 000 orders of an XLSX template are ~100 KB, of a CSV ~200 KB. */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;
/** The most rows one upload takes. */
export const MAX_ROWS = 2000;

/** Why a file gives no rows; the page says it in words and nothing is created. */
export type FileProblem =
  | { kind: 'tooLarge'; bytes: number }
  | { kind: 'empty' }
  | { kind: 'wrongType'; name: string }
  | { kind: 'oldExcel' }
  | { kind: 'damaged' }
  | { kind: 'notText' }
  | { kind: 'brokenEncoding' }
  | { kind: 'missingColumns'; missing: ColumnKey[]; found: string[] }
  | { kind: 'noRows' }
  | { kind: 'tooManyRows'; rows: number }
  | { kind: 'unreadable' };
