/**
 * CSV as French spreadsheets (Excel, LibreOffice in French) open it with a double click: UTF-8
 * with a byte-order mark (without it Excel reads the accents as Windows-1252), `;` between cells
 * (the comma is the decimal separator there), CRLF line ends, decimal commas.
 */

/** Excel opens a `;`-separated UTF-8 file with its accents only when it starts with a BOM. */
export const CSV_BOM = '\uFEFF';

const SEPARATOR = ';';
const LINE_END = '\r\n';

/** A text cell: quoted when it holds the separator, a quote or a line break. */
export function textCell(value: string): string {
  // A cell starting with = + - @ is run as a formula by spreadsheets (CSV injection): the leading
  // apostrophe makes it plain text, which is what a name typed by a user is.
  const safe = /^[=+\-@\t\r]/u.test(value) ? `'${value}` : value;
  return /[;"\r\n]/u.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One line of already-written cells, with its line end. */
export function csvLine(cells: readonly string[]): string {
  return `${cells.join(SEPARATOR)}${LINE_END}`;
}

const dateTimeFormat = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'Europe/Paris',
});

/**
 * A number with a decimal comma and no grouping (`1234,5`, `-0,25`), exactly as stored: the
 * shortest writing that reads back as the same number, never rounded (a latitude keeps its
 * decimals). French spreadsheets read it as a number.
 */
export function numberCell(value: number | null): string {
  if (value === null) return '';
  const written = String(value);
  // Very small or very large values are written with an exponent, which spreadsheets would read as
  // text with a comma: fixed notation instead (such values are measurement noise here).
  const plain = /e/iu.test(written) ? value.toFixed(12).replace(/\.?0+$/u, '') : written;
  return plain.replace('.', ',');
}

/** `31/03/2026 14:05`, in Paris time: what French spreadsheets read as a date and time. */
export function dateTimeCell(isoDateTime: string | null): string {
  return isoDateTime === null ? '' : dateTimeFormat.format(new Date(isoDateTime));
}

/** `2026-03-31` → `31/03/2026` (a calendar date: no time zone to apply). */
export function dateCell(isoDate: string | null): string {
  if (isoDate === null) return '';
  const [year, month, day] = isoDate.split('-');
  return `${day ?? ''}/${month ?? ''}/${year ?? ''}`;
}
