import type { City } from '@cabinet/shared/contract';

import { COLUMN_HEADERS, COLUMN_KEYS, templateRowsFor, type RowValues } from './columns';
import { loadExcel, loadPapa } from './load-libraries';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Hands a file to the browser's download (no window, no server round trip). */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A table written as CSV the way Excel opens it: UTF-8 with a BOM, ';' between cells. */
async function csvBlob(
  header: readonly string[],
  rows: ReadonlyArray<readonly (string | number)[]>,
): Promise<Blob> {
  const Papa = await loadPapa();
  const text = Papa.unparse(
    { fields: [...header], data: rows.map((row) => row.map(String)) },
    { delimiter: ';' },
  );
  return new Blob([`\uFEFF${text}\r\n`], { type: 'text/csv;charset=utf-8' });
}

/** The same table as an XLSX sheet: a bold frozen header, text cells (phones keep their plus). */
async function xlsxBlob(
  sheetName: string,
  header: readonly string[],
  rows: ReadonlyArray<readonly (string | number)[]>,
): Promise<Blob> {
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.addRow([...header]).font = { bold: true };
  for (const row of rows) sheet.addRow([...row]);
  sheet.columns.forEach((column, index) => {
    const longest = Math.max(...[header, ...rows].map((row) => String(row[index] ?? '').length));
    column.width = Math.min(60, Math.max(12, longest + 2));
  });
  const buffer = await workbook.xlsx.writeBuffer();
  return new Blob([buffer as ArrayBuffer], { type: XLSX_TYPE });
}

export type DownloadFormat = 'csv' | 'xlsx';

/** The template: the header in the interface language and two example rows in the company's city. */
export async function templateFile(
  format: DownloadFormat,
  lang: 'ru' | 'kk',
  city: City | null = null,
): Promise<Blob> {
  const header = COLUMN_KEYS.map((key) => COLUMN_HEADERS[key][lang]);
  const rows = templateRowsFor(city).map((row: RowValues) => COLUMN_KEYS.map((key) => row[key]));
  return format === 'csv' ? csvBlob(header, rows) : xlsxBlob('orders', header, rows);
}

/** The result of an upload, one line per row of the file. */
export async function resultsFile(
  format: DownloadFormat,
  header: readonly string[],
  rows: ReadonlyArray<readonly (string | number)[]>,
): Promise<Blob> {
  return format === 'csv' ? csvBlob(header, rows) : xlsxBlob('results', header, rows);
}
