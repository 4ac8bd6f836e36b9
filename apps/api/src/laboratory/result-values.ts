import { importMessages } from './laboratory-messages.js';
import { normalizedWords } from './results-columns.js';

/** A cell read: left empty, a value, or the French reason it cannot be read. */
export type CellValue<T> =
  { kind: 'empty' } | { kind: 'value'; value: T } | { kind: 'error'; reason: string };

const empty = { kind: 'empty' } as const;

// 1234,5 · 1 234,5 · 1234.5 · <0,5 (below the laboratory's quantification limit). Spaces include the
// no-break and narrow no-break spaces French number formats put between thousands.
const CONTENT = /^([<≤])?(-)?(\d+(?:[.,]\d+)?)$/u;

/**
 * A PAH or TH content in mg/kg. "<0,5" (below the quantification limit) is kept as its bound, 0.5:
 * classes only grow with the value, so the bound never puts a sample in a lower class than its own.
 */
export function parseContent(analysis: 'PAH' | 'TH', raw: string): CellValue<number> {
  const compact = raw.replaceAll(/[\s\u00a0\u202f]/gu, '');
  if (compact === '') return empty;
  const match = CONTENT.exec(compact);
  const digits = match?.[3];
  if (match === null || digits === undefined) {
    return { kind: 'error', reason: importMessages.unreadableValue(analysis, raw.trim()) };
  }
  if (match[2] !== undefined) {
    return { kind: 'error', reason: importMessages.negativeValue(analysis, raw.trim()) };
  }
  return { kind: 'value', value: Number(digits.replace(',', '.')) };
}

const asbestosWords = new Map<string, boolean>([
  ...[
    'oui',
    'o',
    'yes',
    'true',
    'vrai',
    '1',
    'detecte',
    'detectee',
    'present',
    'presente',
    'presence',
    'positif',
    'positive',
  ].map((word) => [word, true] as const),
  ...[
    'non',
    'n',
    'no',
    'false',
    'faux',
    '0',
    'non detecte',
    'non detectee',
    'nd',
    'n d',
    'absent',
    'absente',
    'absence',
    'negatif',
    'negative',
  ].map((word) => [word, false] as const),
]);

/** Whether asbestos was found: oui/non, détecté/non détecté, présence/absence, positif/négatif… */
export function parseAsbestos(raw: string): CellValue<boolean> {
  if (raw.trim() === '') return empty;
  const detected = asbestosWords.get(normalizedWords(raw));
  return detected === undefined
    ? { kind: 'error', reason: importMessages.unreadableValue('asbestos', raw.trim()) }
    : { kind: 'value', value: detected };
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/u;
const FRENCH_DATE = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/u;

/** The date of the analysis as YYYY-MM-DD, from 2026-04-02 or 02/04/2026 (day first, the French way). */
export function parseAnalysisDate(raw: string): CellValue<string> {
  const text = raw.trim();
  if (text === '') return empty;
  const iso = ISO_DATE.exec(text);
  const french = FRENCH_DATE.exec(text);
  const [year, month, day] = iso
    ? [iso[1], iso[2], iso[3]]
    : french
      ? [french[3], french[2], french[1]]
      : [undefined, undefined, undefined];
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  // Date.UTC rolls 31/02 over to March: a date that does not come back the same does not exist.
  const isReal =
    year !== undefined &&
    date.getUTCFullYear() === Number(year) &&
    date.getUTCMonth() === Number(month) - 1 &&
    date.getUTCDate() === Number(day);
  return isReal
    ? { kind: 'value', value: date.toISOString().slice(0, 10) }
    : { kind: 'error', reason: importMessages.unreadableDate(text) };
}
