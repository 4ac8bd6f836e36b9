import ExcelJS from 'exceljs';
import { importMessages } from './laboratory-messages.js';

/** One line of a results file: its number as the laboratory sees it (1 = first line) and its cells. */
export interface TableRow {
  line: number;
  cells: string[];
}

export type ResultsTable =
  { format: 'csv' | 'xlsx'; rows: TableRow[] } | { format: 'csv' | 'xlsx'; error: string };

// An .xlsx file is a ZIP archive: recognised by content, whatever its name says.
const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];

function isZip(content: Buffer): boolean {
  return ZIP_SIGNATURE.every((byte, index) => content[index] === byte);
}

/**
 * UTF-8 (BOM or not) first; a file that is not valid UTF-8 is the Windows-1252 that French Excel
 * writes with "CSV (séparateur : point-virgule)".
 */
function decodeText(content: Buffer): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(content);
  } catch {
    text = new TextDecoder('windows-1252').decode(content);
  }
  return text.startsWith('\uFEFF') ? text.slice(1) : text;
}

/** `;` unless the header line has more `,` or tabs outside quotes. */
function detectSeparator(text: string): string {
  const counts = new Map([
    [';', 0],
    [',', 0],
    ['\t', 0],
  ]);
  let isQuoted = false;
  for (const character of text) {
    if (character === '"') isQuoted = !isQuoted;
    else if (!isQuoted && (character === '\n' || character === '\r')) break;
    else if (!isQuoted) {
      const count = counts.get(character);
      if (count !== undefined) counts.set(character, count + 1);
    }
  }
  let best = ';';
  for (const [separator, count] of counts) {
    if (count > (counts.get(best) ?? 0)) best = separator;
  }
  return best;
}

/**
 * RFC 4180 CSV with a detected separator: quoted cells may hold separators, doubled quotes and
 * line breaks. Each row keeps the number of the line it starts on, as a text editor shows it.
 */
function parseCsv(text: string): { rows: TableRow[] } | { error: string } {
  const separator = detectSeparator(text);
  const rows: TableRow[] = [];
  let cells: string[] = [];
  let cell = '';
  let isQuoted = false;
  let line = 1;
  let rowLine = 1;
  const endRow = () => {
    cells.push(cell);
    rows.push({ line: rowLine, cells });
    cells = [];
    cell = '';
  };
  for (let index = 0; index < text.length; index += 1) {
    const character = text.charAt(index);
    if (isQuoted) {
      if (character === '"' && text.charAt(index + 1) === '"') {
        cell += '"';
        index += 1;
      } else if (character === '"') {
        isQuoted = false;
      } else {
        if (character === '\n') line += 1;
        cell += character;
      }
    } else if (character === '"' && cell.trim() === '') {
      isQuoted = true;
      cell = '';
    } else if (character === separator) {
      cells.push(cell);
      cell = '';
    } else if (character === '\r' || character === '\n') {
      if (character === '\r' && text.charAt(index + 1) === '\n') index += 1;
      endRow();
      line += 1;
      rowLine = line;
    } else {
      cell += character;
    }
  }
  if (isQuoted) return { error: importMessages.unclosedQuote(rowLine) };
  if (cell !== '' || cells.length > 0) endRow();
  return { rows };
}

/** A cell as text: dates as YYYY-MM-DD, numbers with their full precision, formulas by their result. */
function cellText(cell: ExcelJS.Cell): string {
  const { value } = cell;
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return value;
  return cell.text;
}

async function readWorkbook(content: Buffer): Promise<{ rows: TableRow[] } | { error: string }> {
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs types its input as an ArrayBuffer (its own `Buffer`); a copy gives it one.
    await workbook.xlsx.load(new Uint8Array(content).buffer);
  } catch {
    return { error: importMessages.unreadableWorkbook };
  }
  // Laboratories send one sheet of results; a workbook with several is read from its first.
  const [sheet] = workbook.worksheets;
  if (sheet === undefined) return { error: importMessages.noSheet };
  const rows: TableRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells: string[] = [];
    for (let column = 1; column <= row.cellCount; column += 1) {
      cells.push(cellText(row.getCell(column)));
    }
    rows.push({ line: rowNumber, cells });
  });
  return { rows };
}

/** The rows of a results file, CSV or Excel (.xlsx), told apart by content. */
export async function readResultsTable(content: Buffer): Promise<ResultsTable> {
  if (content.length === 0) return { format: 'csv', error: importMessages.emptyFile };
  if (isZip(content)) return { format: 'xlsx', ...(await readWorkbook(content)) };
  return { format: 'csv', ...parseCsv(decodeText(content)) };
}
