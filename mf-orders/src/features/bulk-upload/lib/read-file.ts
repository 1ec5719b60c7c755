import { decodeText, looksBinary, looksLikeMojibake, type TextEncodingName } from './decode-text';
import { MAX_FILE_BYTES, type FileProblem } from './file-problem';
import { loadExcel, loadPapa } from './load-libraries';
import { tableRows, type TableRows } from './table-rows';

/** What the page knows of a chosen file (a File; tests pass a Blob with a name). */
export interface UploadFile {
  name: string;
  size: number;
  arrayBuffer(): Promise<ArrayBuffer>;
}

export type FileFormat = 'csv' | 'xlsx';

export interface ReadFile extends TableRows {
  format: FileFormat;
  /** CSV only: how its bytes were read. */
  encoding: TextEncodingName | null;
}

export type ReadResult = { ok: true; file: ReadFile } | { ok: false; problem: FileProblem };

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0];
const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((byte, i) => bytes[i] === byte);

function formatOf(name: string, bytes: Uint8Array): FileFormat | FileProblem {
  const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';
  if (startsWith(bytes, OLE_MAGIC) || extension === 'xls') return { kind: 'oldExcel' };
  if (extension === 'xlsx') return startsWith(bytes, ZIP_MAGIC) ? 'xlsx' : { kind: 'damaged' };
  if (extension === 'csv' || extension === 'txt')
    return startsWith(bytes, ZIP_MAGIC) ? { kind: 'damaged' } : 'csv';
  return { kind: 'wrongType', name };
}

async function readCsv(bytes: Uint8Array): Promise<ReadResult> {
  const { text, encoding } = decodeText(bytes);
  if (looksBinary(text)) return { ok: false, problem: { kind: 'notText' } };
  const Papa = await loadPapa();
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    skipEmptyLines: false,
    delimitersToGuess: [';', ',', '\t', '|'],
  });
  const table = tableRows(parsed.data.map((cells) => (Array.isArray(cells) ? cells.map(String) : [])));
  if (!table.ok) {
    // A header that names nothing, in a text whose Cyrillic went through the wrong encoding once.
    if (table.problem.kind === 'missingColumns' && looksLikeMojibake(text))
      return { ok: false, problem: { kind: 'brokenEncoding' } };
    return table;
  }
  return { ok: true, file: { ...table.table, format: 'csv', encoding } };
}

async function readXlsx(bytes: Uint8Array): Promise<ReadResult> {
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
    );
  } catch {
    return { ok: false, problem: { kind: 'damaged' } };
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return { ok: false, problem: { kind: 'empty' } };
  const lines: string[][] = [];
  const numbers: number[] = [];
  const width = sheet.columnCount;
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    const cells: string[] = [];
    for (let column = 1; column <= width; column += 1) cells.push(row.getCell(column).text ?? '');
    lines.push(cells);
    numbers.push(number);
  });
  const table = tableRows(lines, (index) => numbers[index] ?? index + 1);
  if (!table.ok) return table;
  return { ok: true, file: { ...table.table, format: 'xlsx', encoding: null } };
}

/**
 * Reads a chosen file of orders in the browser: CSV (UTF-8 or Windows-1251, any of ; , tab |) or
 * XLSX (the first sheet). Anything else, or a file that is not what it says, is a problem to show.
 */
export async function readUploadFile(file: UploadFile): Promise<ReadResult> {
  if (file.size === 0) return { ok: false, problem: { kind: 'empty' } };
  if (file.size > MAX_FILE_BYTES) return { ok: false, problem: { kind: 'tooLarge', bytes: file.size } };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const format = formatOf(file.name, bytes);
  if (typeof format !== 'string') return { ok: false, problem: format };
  try {
    return format === 'xlsx' ? await readXlsx(bytes) : await readCsv(bytes);
  } catch (error) {
    console.warn('The upload file could not be read', error);
    return { ok: false, problem: { kind: 'unreadable' } };
  }
}
