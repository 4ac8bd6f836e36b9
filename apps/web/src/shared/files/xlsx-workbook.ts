/**
 * A workbook of plain tables written as an .xlsx file in the browser, for the screens whose
 * Excel export is the rows they show (macro view, statistics): the API's Excel exports (exceljs)
 * are per campaign, and a spreadsheet library in the bundle would weigh more than those screens.
 * An .xlsx is a ZIP of a few XML parts; the parts are stored uncompressed, which every reader
 * accepts, and cells are inline strings or numbers (no styles, no shared strings).
 */

export type XlsxCell = string | number | boolean | null;

export interface XlsxSheet {
  /** The tab's name (cut to Excel's 31 characters, without the characters it refuses). */
  name: string;
  /** The header row, then one row per item. */
  rows: readonly (readonly XlsxCell[])[];
}

const XLSX_MIME_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function escapeXml(text: string): string {
  return (
    text
      // Control characters are not allowed in XML 1.0, even escaped.
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/gu, '')
      .replace(/&/gu, '&amp;')
      .replace(/</gu, '&lt;')
      .replace(/>/gu, '&gt;')
      .replace(/"/gu, '&quot;')
  );
}

/** The column letters of a 0-based index: 0 → A, 25 → Z, 26 → AA. */
export function columnName(index: number): string {
  let name = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    name = String.fromCharCode(65 + ((rest - 1) % 26)) + name;
  }
  return name;
}

function cellXml(value: XlsxCell, reference: string): string {
  if (value === null || value === '') return '';
  if (typeof value === 'number') {
    return Number.isFinite(value) ? `<c r="${reference}"><v>${String(value)}</v></c>` : '';
  }
  if (typeof value === 'boolean') {
    return `<c r="${reference}" t="b"><v>${value ? '1' : '0'}</v></c>`;
  }
  return `<c r="${reference}" t="inlineStr"><is><t xml:space="preserve">${escapeXml(value)}</t></is></c>`;
}

function sheetXml(sheet: XlsxSheet): string {
  const rows = sheet.rows
    .map((cells, rowIndex) => {
      const row = String(rowIndex + 1);
      const xml = cells.map((value, column) => cellXml(value, `${columnName(column)}${row}`));
      return `<row r="${row}">${xml.join('')}</row>`;
    })
    .join('');
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows}</sheetData></worksheet>`;
}

function sheetName(name: string, index: number): string {
  const cleaned = name
    .replace(/[[\]:*?/\\]/gu, ' ')
    .trim()
    .slice(0, 31);
  return cleaned === '' ? `Feuille ${String(index + 1)}` : cleaned;
}

function workbookParts(sheets: readonly XlsxSheet[]): [string, string][] {
  const ids = sheets.map((_, index) => index + 1);
  const overrides = ids
    .map(
      (id) =>
        `<Override PartName="/xl/worksheets/sheet${String(id)}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
    )
    .join('');
  const header = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
  const relations = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  return [
    [
      '[Content_Types].xml',
      `${header}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>${overrides}</Types>`,
    ],
    [
      '_rels/.rels',
      `${header}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${relations}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ],
    [
      'xl/workbook.xml',
      `${header}<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="${relations}"><sheets>${sheets
        .map(
          (sheet, index) =>
            `<sheet name="${escapeXml(sheetName(sheet.name, index))}" sheetId="${String(index + 1)}" r:id="rId${String(index + 1)}"/>`,
        )
        .join('')}</sheets></workbook>`,
    ],
    [
      'xl/_rels/workbook.xml.rels',
      `${header}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${ids
        .map(
          (id) =>
            `<Relationship Id="rId${String(id)}" Type="${relations}/worksheet" Target="worksheets/sheet${String(id)}.xml"/>`,
        )
        .join('')}</Relationships>`,
    ],
    ...sheets.map((sheet, index): [string, string] => [
      `xl/worksheets/sheet${String(index + 1)}.xml`,
      sheetXml(sheet),
    ]),
  ];
}

/** A ZIP archive of the files, stored (no compression), names in UTF-8. */
function storedZip(files: readonly [string, string][]): Uint8Array<ArrayBuffer> {
  const encoder = new TextEncoder();
  const chunks: Uint8Array[] = [];
  const directory: Uint8Array[] = [];
  let offset = 0;
  for (const [name, content] of files) {
    const nameBytes = encoder.encode(name);
    const data = encoder.encode(content);
    const crc = crc32(data);
    const local = new DataView(new ArrayBuffer(30));
    local.setUint32(0, 0x04034b50, true);
    local.setUint16(4, 20, true);
    local.setUint16(6, 0x0800, true); // names in UTF-8
    local.setUint16(8, 0, true); // stored
    local.setUint16(10, 0, true);
    local.setUint16(12, 0x21, true); // 1980-01-01: the archive's content needs no date
    local.setUint32(14, crc, true);
    local.setUint32(18, data.length, true);
    local.setUint32(22, data.length, true);
    local.setUint16(26, nameBytes.length, true);
    local.setUint16(28, 0, true);
    const central = new DataView(new ArrayBuffer(46));
    central.setUint32(0, 0x02014b50, true);
    central.setUint16(4, 20, true);
    central.setUint16(6, 20, true);
    central.setUint16(8, 0x0800, true);
    central.setUint16(10, 0, true);
    central.setUint16(12, 0, true);
    central.setUint16(14, 0x21, true);
    central.setUint32(16, crc, true);
    central.setUint32(20, data.length, true);
    central.setUint32(24, data.length, true);
    central.setUint16(28, nameBytes.length, true);
    central.setUint32(42, offset, true);
    chunks.push(new Uint8Array(local.buffer), nameBytes, data);
    directory.push(new Uint8Array(central.buffer), nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const directorySize = directory.reduce((sum, chunk) => sum + chunk.length, 0);
  const end = new DataView(new ArrayBuffer(22));
  end.setUint32(0, 0x06054b50, true);
  end.setUint16(8, files.length, true);
  end.setUint16(10, files.length, true);
  end.setUint32(12, directorySize, true);
  end.setUint32(16, offset, true);
  const all = [...chunks, ...directory, new Uint8Array(end.buffer)];
  const bytes = new Uint8Array(all.reduce((sum, chunk) => sum + chunk.length, 0));
  let position = 0;
  for (const chunk of all) {
    bytes.set(chunk, position);
    position += chunk.length;
  }
  return bytes;
}

/** The bytes of an .xlsx workbook with one tab per sheet. */
export function xlsxBytes(sheets: readonly XlsxSheet[]): Uint8Array<ArrayBuffer> {
  return storedZip(workbookParts(sheets));
}

/** The workbook as a file to save. */
export function xlsxBlob(sheets: readonly XlsxSheet[]): Blob {
  return new Blob([xlsxBytes(sheets)], { type: XLSX_MIME_TYPE });
}
