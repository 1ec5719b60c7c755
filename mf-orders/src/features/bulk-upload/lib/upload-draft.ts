import { shapedLike } from '@cabinet/shared/form-draft';

import { EMPTY_VALUES, type RowValues } from './columns';
import { MAX_ROWS } from './file-problem';
import type { FileRow } from './table-rows';
import type { ReadFile } from './read-file';

/** The form-draft entry of the upload's preview: one per tab, as a form's draft is. */
export const UPLOAD_DRAFT_NAME = 'upload.rows';

/** What a file's preview keeps over a reload: the file's facts, and each row as the user left it. */
export interface UploadDraft {
  file: Omit<ReadFile, 'rows'> & { name: string };
  rows: Array<FileRow & { dropped: boolean }>;
}

const FORMATS: ReadonlyArray<unknown> = ['csv', 'xlsx'];
const ENCODINGS: ReadonlyArray<unknown> = ['utf-8', 'windows-1251', null];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isRow = (value: unknown): value is UploadDraft['rows'][number] =>
  isRecord(value) &&
  Number.isInteger(value.line) &&
  typeof value.dropped === 'boolean' &&
  shapedLike<RowValues>(value.values, EMPTY_VALUES);

/**
 * A stored preview, or null when the entry is not one: session storage is the user's to edit and
 * may hold an older build's shape, and a preview that is not whole must not stand for the file.
 */
export function readUploadDraft(value: unknown): UploadDraft | null {
  if (!isRecord(value) || !isRecord(value.file) || !Array.isArray(value.rows)) return null;
  const { file, rows } = value;
  if (
    typeof file.name !== 'string' ||
    !FORMATS.includes(file.format) ||
    !ENCODINGS.includes(file.encoding) ||
    !Array.isArray(file.ignoredColumns) ||
    !file.ignoredColumns.every((column) => typeof column === 'string')
  ) {
    return null;
  }
  if (rows.length === 0 || rows.length > MAX_ROWS || !rows.every(isRow)) return null;
  return {
    file: {
      name: file.name,
      format: file.format as ReadFile['format'],
      encoding: file.encoding as ReadFile['encoding'],
      ignoredColumns: file.ignoredColumns as string[],
    },
    rows: rows.map(({ line, values, dropped }) => ({
      line,
      // Only the columns of a row: an entry may carry more.
      values: Object.fromEntries(
        Object.keys(EMPTY_VALUES).map((column) => [column, values[column as keyof RowValues]]),
      ) as RowValues,
      dropped,
    })),
  };
}
