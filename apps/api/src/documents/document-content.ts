/**
 * What a campaign's file manager accepts, judged on the content (its first bytes), never on the
 * name or the type the client declares: the allow-list of issue 21 (PDF, PNG/JPEG, DOCX/XLSX,
 * ODT/ODS, CSV, DWG/DXF, ZIP). The extension of the name must be one of them and the content must
 * be what it says: a renamed executable is refused, and so is a PDF renamed `.png`.
 */

/** How many first bytes the checks read (a ZIP's first entries, a CSV's first lines). */
export const CONTENT_HEAD_BYTES = 64 * 1024;

/** The kinds of file accepted, with the media type each is served with. */
const KINDS = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  csv: 'text/csv',
  dwg: 'image/vnd.dwg',
  dxf: 'image/vnd.dxf',
  zip: 'application/zip',
} as const;

type DocumentKind = keyof typeof KINDS;

/** The accepted extensions (lower case) and the kind each announces. */
const KIND_OF_EXTENSION: Readonly<Record<string, DocumentKind>> = {
  pdf: 'pdf',
  png: 'png',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  docx: 'docx',
  xlsx: 'xlsx',
  odt: 'odt',
  ods: 'ods',
  csv: 'csv',
  dwg: 'dwg',
  dxf: 'dxf',
  zip: 'zip',
};

function startsWith(head: Buffer, bytes: readonly number[], at = 0): boolean {
  return bytes.every((byte, index) => head[at + index] === byte);
}

function contains(head: Buffer, text: string): boolean {
  return head.includes(Buffer.from(text, 'latin1'));
}

/** A ZIP archive: a local file header, or the end record of an empty archive. */
function isZip(head: Buffer): boolean {
  return startsWith(head, [0x50, 0x4b, 0x03, 0x04]) || startsWith(head, [0x50, 0x4b, 0x05, 0x06]);
}

/**
 * An OpenDocument file: a ZIP whose first entry, stored uncompressed, is `mimetype` holding the
 * document's media type (the format requires it, so that its type can be read this way).
 */
function isOpenDocument(head: Buffer, mediaType: string): boolean {
  return (
    isZip(head) &&
    head.subarray(30, 38).toString('latin1') === 'mimetype' &&
    head.subarray(38, 38 + mediaType.length).toString('latin1') === mediaType
  );
}

/**
 * An Office Open XML file: a ZIP naming `[Content_Types].xml` and the part of its kind (`word/`,
 * `xl/`) among its first entries, as Word, Excel and LibreOffice write them.
 */
function isOfficeOpenXml(head: Buffer, partFolder: string): boolean {
  return isZip(head) && contains(head, '[Content_Types].xml') && contains(head, partFolder);
}

/** Text: no NUL and no control character but tab, line feed, carriage return and form feed. */
function isText(head: Buffer): boolean {
  for (const byte of head) {
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) {
      return false;
    }
    if (byte === 0x7f) return false;
  }
  return true;
}

/** A DXF drawing: binary (its sentinel), or text starting with a group code 0 or 999 line. */
function isDxf(head: Buffer): boolean {
  if (head.subarray(0, 22).toString('latin1') === 'AutoCAD Binary DXF\r\n\x1a\x00') return true;
  if (!isText(head)) return false;
  const text = head.toString('latin1').replace(/^\uFEFF/u, '');
  return /^\s*(?:0\s*\r?\n\s*SECTION|999\s*\r?\n)/u.test(text);
}

/** What the first bytes are, for the kind the extension announces. */
const MATCHES: Readonly<Record<DocumentKind, (head: Buffer) => boolean>> = {
  // Readers accept the header anywhere in the first kilobyte (some generators write bytes before).
  pdf: (head) => head.subarray(0, 1024).includes(Buffer.from('%PDF-', 'latin1')),
  png: (head) => startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  jpeg: (head) => startsWith(head, [0xff, 0xd8, 0xff]),
  docx: (head) => isOfficeOpenXml(head, 'word/'),
  xlsx: (head) => isOfficeOpenXml(head, 'xl/'),
  odt: (head) => isOpenDocument(head, KINDS.odt),
  ods: (head) => isOpenDocument(head, KINDS.ods),
  csv: (head) => head.length > 0 && isText(head),
  // AutoCAD drawings start with their version: AC1012 (R13) to AC1032 (2018+).
  dwg: (head) => /^AC10\d\d/u.test(head.subarray(0, 6).toString('latin1')),
  dxf: isDxf,
  zip: isZip,
};

/** Why a file is refused, for the French message under its field. */
type ContentRefusal = 'documentType' | 'documentContent';

export type ContentVerdict =
  | { accepted: true; extension: string; mediaType: string }
  | { accepted: false; reason: ContentRefusal };

/** The extension of a file name, lower case, without the dot; '' when it has none. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 || dot === name.length - 1 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * Whether a file of this name may be stored, judged on its first bytes (`head`, up to
 * CONTENT_HEAD_BYTES, the whole file when shorter): its extension must be on the allow-list and
 * its content must be of that kind. `jpeg` is stored as `jpg`.
 */
export function judgeContent(name: string, head: Buffer): ContentVerdict {
  const extension = extensionOf(name);
  const kind = KIND_OF_EXTENSION[extension];
  if (kind === undefined) return { accepted: false, reason: 'documentType' };
  if (!MATCHES[kind](head)) return { accepted: false, reason: 'documentContent' };
  return {
    accepted: true,
    extension: extension === 'jpeg' ? 'jpg' : extension,
    mediaType: KINDS[kind],
  };
}

/** Whether the extension is on the allow-list (what the web's file picker offers). */
export function isAcceptedExtension(extension: string): boolean {
  return KIND_OF_EXTENSION[extension.toLowerCase()] !== undefined;
}

/** The longest file name kept (the Document's name). */
const NAME_MAX_LENGTH = 254;

/**
 * A file name as the client sent it, made safe to show and to offer as a download name: the last
 * segment of a path (`C:\\dossier\\plan.pdf`, `../../plan.pdf`), without control characters, NUL
 * or lone surrogates, spaces trimmed, at most 254 characters (the extension kept). Empty when
 * nothing is left.
 */
export function cleanFileName(raw: string): string {
  const lastSegment = raw.split(/[/\\]/u).pop() ?? '';
  const cleaned = lastSegment
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\p{Cs}\u2028\u2029]/gu, '')
    .trim()
    .replace(/^\.+$/u, '');
  // Counted in characters (code points), as the column and the contract count them.
  const characters = Array.from(cleaned);
  if (characters.length <= NAME_MAX_LENGTH) return cleaned;
  const extension = extensionOf(cleaned);
  const suffix = extension === '' ? '' : `.${extension}`;
  return characters.slice(0, NAME_MAX_LENGTH - Array.from(suffix).length).join('') + suffix;
}
