/**
 * Report workbooks, written by ExcelJS (a maintained XLSX library): one sheet, a bold frozen header
 * with a filter, typed cells (numbers, tenge, kilometres, dates) so a spreadsheet sums and sorts them.
 */
import ExcelJS from 'exceljs';

/** A cell's value: a Date is a wall-clock time (written as is, without a zone). */
export type Cell = string | number | Date | null;

export type ColumnKind = 'text' | 'int' | 'money' | 'km' | 'datetime' | 'date';

export interface SheetColumn {
  header: string;
  kind: ColumnKind;
}

const FORMATS: Partial<Record<ColumnKind, string>> = {
  int: '0',
  money: '#,##0 "₸"',
  km: '0.00',
  datetime: 'dd.mm.yyyy hh:mm',
  date: 'dd.mm.yyyy',
};

const WIDTHS: Record<ColumnKind, number> = { text: 28, int: 8, money: 14, km: 10, datetime: 17, date: 12 };

export async function xlsx(
  columns: readonly SheetColumn[],
  rows: readonly Cell[][],
  sheetName = 'Отчёт',
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Courier platform sandbox';
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({
    header: column.header,
    width: Math.max(WIDTHS[column.kind], column.header.length + 2),
    ...(FORMATS[column.kind] ? { style: { numFmt: FORMATS[column.kind] as string } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(row.map((value) => value ?? null));
  if (columns.length > 0) {
    sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
