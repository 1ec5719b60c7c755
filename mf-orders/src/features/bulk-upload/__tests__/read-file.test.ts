/** @jest-environment node */
import ExcelJS from 'exceljs';

import { COLUMN_HEADERS, COLUMN_KEYS, TEMPLATE_ROWS } from '../lib/columns';
import { MAX_FILE_BYTES } from '../lib/file-problem';
import { readUploadFile } from '../lib/read-file';

// The browser build of ExcelJS is the package's own code bundled; under Node the package itself reads.
jest.mock('exceljs/dist/exceljs.bare.min.js', () => jest.requireActual('exceljs'));

const HEADER = COLUMN_KEYS.map((key) => COLUMN_HEADERS[key].ru);
const file = (name: string, content: BlobPart | BlobPart[]) => {
  const blob = new Blob(Array.isArray(content) ? content : [content]);
  return Object.assign(blob, { name });
};
const csv = (lines: string[][], delimiter = ';') => lines.map((cells) => cells.join(delimiter)).join('\r\n');
const row = (overrides: Partial<Record<(typeof COLUMN_KEYS)[number], string>> = {}) =>
  COLUMN_KEYS.map((key) => overrides[key] ?? TEMPLATE_ROWS[0]?.[key] ?? '');

/** Windows-1251 bytes of Russian text (the encoder of the test: Cyrillic letters, ASCII and a few signs). */
function cp1251(text: string): Uint8Array<ArrayBuffer> {
  const bytes: number[] = [];
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code < 128) bytes.push(code);
    else if (code >= 0x410 && code <= 0x44f) bytes.push(code - 0x410 + 0xc0);
    else if (char === 'ё') bytes.push(0xb8);
    else if (char === 'Ё') bytes.push(0xa8);
    else if (char === '«') bytes.push(0xab);
    else if (char === '»') bytes.push(0xbb);
    else if (char === '₸') bytes.push(0x3f);
    else bytes.push(0x3f);
  }
  return new Uint8Array(bytes);
}

async function xlsx(lines: Array<Array<string | number>>): Promise<ArrayBuffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('orders');
  for (const line of lines) sheet.addRow(line);
  return (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
}

describe('reading an upload file', () => {
  it('reads a UTF-8 CSV with a BOM and ";" as Excel saves it, keeping row numbers', async () => {
    const text = `\uFEFF${csv([HEADER, row(), [], row({ recipientPhone: '8 702 555 01 02' })])}`;
    const result = await readUploadFile(file('orders.csv', text));
    if (!result.ok) throw new Error(result.problem.kind);
    expect(result.file).toMatchObject({ format: 'csv', encoding: 'utf-8', ignoredColumns: [] });
    expect(result.file.rows.map((r) => r.line)).toEqual([2, 4]);
    expect(result.file.rows[1]?.values.recipientPhone).toBe('8 702 555 01 02');
    expect(result.file.rows[0]?.values.senderAddress).toBe('проспект Абая 10');
  });

  it('reads a Windows-1251 CSV with commas, in Kazakh headers, and names columns it does not use', async () => {
    const header = [...COLUMN_KEYS.map((key) => COLUMN_HEADERS[key].ru), 'Склад'];
    const quoted = (cells: string[]) => cells.map((cell) => `"${cell}"`);
    const text = csv([quoted(header), quoted([...row({ comment: 'Ёлка, подъезд 2' }), '1'])], ',');
    const result = await readUploadFile(file('orders.csv', cp1251(text)));
    if (!result.ok) throw new Error(result.problem.kind);
    expect(result.file.encoding).toBe('windows-1251');
    expect(result.file.rows[0]?.values.comment).toBe('Ёлка, подъезд 2');
    expect(result.file.rows[0]?.values.recipientContact).toBe('Асель Нурланова');
    // "₸" has no Windows-1251 byte: "Наложенный платёж, ?" is still the amount column.
    expect(result.file.rows[0]?.values.codAmount).toBe('15000');
    expect(result.file.ignoredColumns).toEqual(['Склад']);
    const kk = await readUploadFile(
      file('kk.csv', csv([COLUMN_KEYS.map((key) => COLUMN_HEADERS[key].kk), row()])),
    );
    expect(kk.ok).toBe(true);
  });

  it('reads the first sheet of an XLSX, numbers as they are shown', async () => {
    const buffer = await xlsx([
      HEADER,
      row({ senderPhone: '77011110001', codAmount: '0' }).map((cell, i) => (i === 2 ? 77011110001 : cell)),
      [],
      row({ codAmount: '' }).map((cell, i) => (i === 6 ? 2500 : cell)),
    ]);
    const result = await readUploadFile(file('orders.xlsx', buffer));
    if (!result.ok) throw new Error(result.problem.kind);
    expect(result.file.format).toBe('xlsx');
    expect(result.file.rows.map((r) => r.line)).toEqual([2, 4]);
    expect(result.file.rows[0]?.values.senderPhone).toBe('77011110001');
    expect(result.file.rows[1]?.values.codAmount).toBe('2500');
  });

  it.each([
    ['an empty file', file('orders.csv', ''), 'empty'],
    ['a header alone', file('orders.csv', csv([HEADER])), 'noRows'],
    ['blank lines only', file('orders.csv', '\r\n;;;\r\n'), 'empty'],
    ['a picture', file('photo.png', new Uint8Array([0x89, 0x50, 0x4e, 0x47])), 'wrongType'],
    ['an old Excel file', file('orders.xls', new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 1, 2])), 'oldExcel'],
    ['a text renamed to .xlsx', file('orders.xlsx', 'a;b;c'), 'damaged'],
    [
      'a zip renamed to .xlsx',
      file('orders.xlsx', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0, 0])),
      'damaged',
    ],
    [
      'binary junk named .csv',
      file(
        'orders.csv',
        new Uint8Array(4096).map((_, i) => (i * 37) % 256),
      ),
      'notText',
    ],
  ])('%s: %s', async (_, input, kind) => {
    const result = await readUploadFile(input);
    expect(result.ok ? null : result.problem.kind).toBe(kind);
  });

  it('refuses 10 MB of junk by its size, before reading it', async () => {
    const junk = { name: 'junk.csv', size: 10 * 1024 * 1024, arrayBuffer: jest.fn() };
    const result = await readUploadFile(junk);
    expect(result).toEqual({ ok: false, problem: { kind: 'tooLarge', bytes: 10 * 1024 * 1024 } });
    expect(junk.arrayBuffer).not.toHaveBeenCalled();
    expect(MAX_FILE_BYTES).toBe(5 * 1024 * 1024);
  });

  it('names the missing columns and what the header has instead', async () => {
    const result = await readUploadFile(
      file(
        'orders.csv',
        csv([
          ['Адрес', 'Телефон', 'Сумма'],
          ['a', 'b', 'c'],
        ]),
      ),
    );
    expect(result).toEqual({
      ok: false,
      problem: {
        kind: 'missingColumns',
        missing: ['senderAddress', 'senderPhone', 'recipientAddress', 'recipientPhone'],
        found: ['Адрес', 'Телефон', 'Сумма'],
      },
    });
  });

  it('tells a file whose UTF-8 went through Windows-1251 once (mojibake) from wrong columns', async () => {
    const utf8 = new TextEncoder().encode(csv([HEADER, row()]));
    const mojibake = new TextDecoder('windows-1251').decode(utf8);
    const result = await readUploadFile(file('orders.csv', mojibake));
    expect(result.ok ? null : result.problem.kind).toBe('brokenEncoding');
  });

  it('refuses more than 2000 rows', async () => {
    const lines = [HEADER, ...Array.from({ length: 2001 }, () => row())];
    const result = await readUploadFile(file('orders.csv', csv(lines)));
    expect(result).toEqual({ ok: false, problem: { kind: 'tooManyRows', rows: 2001 } });
  });
});
