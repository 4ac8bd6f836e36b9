import { importMessages } from './laboratory-messages.js';
import type { LaboratoryAnalysis } from './laboratory-order.js';
import {
  classifySampleResult,
  type ClassifiedSampleResult,
  type SampleAnalysisResult,
} from './laboratory-results.js';
import { parseAnalysisDate, parseAsbestos, parseContent, type CellValue } from './result-values.js';
import { mapColumns, type ResultColumn } from './results-columns.js';
import { readResultsTable, type TableRow } from './results-table.js';

/** A line kept: the values it gives for its sample. */
interface AcceptedLine {
  line: number;
  result: SampleAnalysisResult;
}

/** A line left out, with every reason (in French, joined by « ; »). */
interface RefusedLine {
  line: number;
  /** The sample id as written on the line; null when the cell is empty. */
  sampleId: string | null;
  reason: string;
}

export interface ResultsImportReport {
  format: 'csv' | 'xlsx';
  /** Why nothing could be read (no header, unreadable workbook…); null when the lines were read. */
  fileError: string | null;
  accepted: AcceptedLine[];
  refused: RefusedLine[];
  /** The accepted lines merged per sample (a sample may span lines), classified, in file order. */
  results: ClassifiedSampleResult[];
}

// Laboratories often put a title block above the table: the header is searched in the first lines.
const HEADER_SEARCH_ROWS = 20;

const resultFields = {
  PAH: 'pahMgKg',
  TH: 'thMgKg',
  asbestos: 'asbestosDetected',
} as const satisfies Record<LaboratoryAnalysis, keyof SampleAnalysisResult>;

function isBlank(row: TableRow): boolean {
  return row.cells.every((cell) => cell.trim() === '');
}

function cellOf(row: TableRow, index: number | undefined): string {
  return index === undefined ? '' : (row.cells[index] ?? '');
}

interface LineReading {
  result: SampleAnalysisResult;
  reasons: string[];
}

/** Reads a line's values; `reasons` lists what cannot be read. */
function readLine(
  row: TableRow,
  columns: Partial<Record<ResultColumn, number>>,
  sampleId: string,
): LineReading {
  const result: SampleAnalysisResult = { sampleId };
  const reasons: string[] = [];
  const keep = <T>(read: CellValue<T>, store: (value: T) => void) => {
    if (read.kind === 'value') store(read.value);
    else if (read.kind === 'error') reasons.push(read.reason);
  };
  keep(parseContent('PAH', cellOf(row, columns.PAH)), (value) => (result.pahMgKg = value));
  keep(parseContent('TH', cellOf(row, columns.TH)), (value) => (result.thMgKg = value));
  keep(parseAsbestos(cellOf(row, columns.asbestos)), (value) => (result.asbestosDetected = value));
  keep(parseAnalysisDate(cellOf(row, columns.analysedAt)), (value) => (result.analysedAt = value));
  const reference = cellOf(row, columns.laboratoryReference).trim();
  if (reference !== '') result.laboratoryReference = reference;
  const hasValue =
    result.pahMgKg !== undefined ||
    result.thMgKg !== undefined ||
    result.asbestosDetected !== undefined;
  if (reasons.length === 0 && !hasValue) reasons.push(importMessages.noValue);
  return { result, reasons };
}

interface MergedSample {
  result: SampleAnalysisResult;
  /** Line that gave each analysis, to name it when a later line contradicts it. */
  lineOf: Partial<Record<LaboratoryAnalysis, number>>;
}

/** Reasons a line contradicts the values earlier lines gave for the same sample. */
function conflictsWith(merged: MergedSample | undefined, result: SampleAnalysisResult): string[] {
  if (merged === undefined) return [];
  return (['asbestos', 'PAH', 'TH'] as const).flatMap((analysis) => {
    const field = resultFields[analysis];
    const [before, now, line] = [merged.result[field], result[field], merged.lineOf[analysis]];
    return before !== undefined && now !== undefined && before !== now && line !== undefined
      ? [importMessages.conflictingValue(analysis, line)]
      : [];
  });
}

/** Adds a line's values to its sample's; `conflictsWith` has already refused a contradiction. */
function merge(
  merged: MergedSample | undefined,
  result: SampleAnalysisResult,
  line: number,
): MergedSample {
  const next: MergedSample = merged ?? { result: { sampleId: result.sampleId }, lineOf: {} };
  const target = next.result;
  if (target.asbestosDetected === undefined && result.asbestosDetected !== undefined) {
    target.asbestosDetected = result.asbestosDetected;
    next.lineOf.asbestos = line;
  }
  if (target.pahMgKg === undefined && result.pahMgKg !== undefined) {
    target.pahMgKg = result.pahMgKg;
    next.lineOf.PAH = line;
  }
  if (target.thMgKg === undefined && result.thMgKg !== undefined) {
    target.thMgKg = result.thMgKg;
    next.lineOf.TH = line;
  }
  if (target.analysedAt === undefined && result.analysedAt !== undefined) {
    target.analysedAt = result.analysedAt;
  }
  if (target.laboratoryReference === undefined && result.laboratoryReference !== undefined) {
    target.laboratoryReference = result.laboratoryReference;
  }
  return next;
}

/**
 * Imports a laboratory's results file (CSV `;` or `,`, or Excel .xlsx) for an order whose samples
 * are `sampleIds`. Every line is judged on its own: the good ones are kept even when others are
 * refused, and the report says which and why, so that staff can fix and upload only the refused ones.
 */
export async function importResultsFile(
  content: Buffer,
  sampleIds: ReadonlySet<string>,
): Promise<ResultsImportReport> {
  const table = await readResultsTable(content);
  const failed = (fileError: string): ResultsImportReport => ({
    format: table.format,
    fileError,
    accepted: [],
    refused: [],
    results: [],
  });
  if ('error' in table) return failed(table.error);

  const headerIndex = table.rows
    .slice(0, HEADER_SEARCH_ROWS)
    .findIndex((row) => mapColumns(row.cells).sampleId !== undefined);
  const header = table.rows[headerIndex];
  if (header === undefined) return failed(importMessages.missingSampleColumn);
  const columns = mapColumns(header.cells);
  if (columns.PAH === undefined && columns.TH === undefined && columns.asbestos === undefined) {
    return failed(importMessages.missingResultColumn);
  }

  // Sample ids are uuids: a laboratory that writes them in capitals still means ours.
  const knownIds = new Map([...sampleIds].map((id) => [id.toLowerCase(), id]));
  const report: ResultsImportReport = { ...failed(''), fileError: null };
  const samples = new Map<string, MergedSample>();
  for (const row of table.rows.slice(headerIndex + 1)) {
    if (isBlank(row)) continue;
    const written = cellOf(row, columns.sampleId).trim();
    const sampleId = knownIds.get(written.toLowerCase());
    if (sampleId === undefined) {
      const reason =
        written === '' ? importMessages.missingSampleId : importMessages.unknownSample(written);
      report.refused.push({ line: row.line, sampleId: written === '' ? null : written, reason });
      continue;
    }
    const { result, reasons } = readLine(row, columns, sampleId);
    reasons.push(...conflictsWith(samples.get(sampleId), result));
    if (reasons.length > 0) {
      report.refused.push({
        line: row.line,
        sampleId: written,
        reason: reasons.join(importMessages.separator),
      });
      continue;
    }
    report.accepted.push({ line: row.line, result });
    samples.set(sampleId, merge(samples.get(sampleId), result, row.line));
  }
  report.results = [...samples.values()].map(({ result }) => classifySampleResult(result));
  return report;
}
