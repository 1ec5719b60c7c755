import {
  COLUMN_KEYS,
  EMPTY_VALUES,
  REQUIRED_COLUMNS,
  columnOfHeader,
  type ColumnKey,
  type RowValues,
} from './columns';
import { MAX_ROWS, type FileProblem } from './file-problem';

/** A row of the file: its number as a spreadsheet shows it (the header is row 1) and its values. */
export interface FileRow {
  line: number;
  values: RowValues;
}

export interface TableRows {
  rows: FileRow[];
  /** Header cells that name no column of ours: left out, and said so. */
  ignoredColumns: string[];
}

const isBlank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

/**
 * The rows of a table read from a file (`lines[i]` is spreadsheet row `lineOf(i)`): the first
 * non-blank row is the header, which must name the required columns; blank rows are skipped.
 */
export function tableRows(
  lines: ReadonlyArray<readonly string[]>,
  lineOf: (index: number) => number = (index) => index + 1,
): { ok: true; table: TableRows } | { ok: false; problem: FileProblem } {
  const headerIndex = lines.findIndex((cells) => !isBlank(cells));
  if (headerIndex < 0) return { ok: false, problem: { kind: 'empty' } };
  const header = lines[headerIndex] ?? [];
  const positions = new Map<ColumnKey, number>();
  const ignoredColumns: string[] = [];
  header.forEach((cell, position) => {
    const key = columnOfHeader(cell);
    if (key && !positions.has(key)) positions.set(key, position);
    else if (cell.trim() !== '') ignoredColumns.push(cell.trim());
  });
  const missing = REQUIRED_COLUMNS.filter((key) => !positions.has(key));
  if (missing.length > 0) {
    return {
      ok: false,
      problem: { kind: 'missingColumns', missing, found: header.map((cell) => cell.trim()).filter(Boolean) },
    };
  }
  const rows: FileRow[] = [];
  for (let index = headerIndex + 1; index < lines.length; index += 1) {
    const cells = lines[index] ?? [];
    if (isBlank(cells)) continue;
    if (rows.length >= MAX_ROWS) {
      const left = lines.slice(index).filter((line) => !isBlank(line)).length;
      return { ok: false, problem: { kind: 'tooManyRows', rows: rows.length + left } };
    }
    const values: RowValues = { ...EMPTY_VALUES };
    for (const key of COLUMN_KEYS) {
      const position = positions.get(key);
      if (position !== undefined) values[key] = (cells[position] ?? '').trim();
    }
    rows.push({ line: lineOf(index), values });
  }
  if (rows.length === 0) return { ok: false, problem: { kind: 'noRows' } };
  return { ok: true, table: { rows, ignoredColumns } };
}
