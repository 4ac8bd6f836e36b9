import type { components } from '@chaussee/sdk';
import { readResultsTable } from '../laboratory/results-table.js';
import type { NewSurveyItemRow } from './survey-items.repository.js';
import { surveyImportMessages as messages } from './survey-messages.js';

type Schemas = components['schemas'];
type Refusal = Schemas['SurveyImport']['refused'][number];

/** A survey item read from a file, before it belongs to a campaign and an import. */
export type ReadItem = Omit<NewSurveyItemRow, 'campaignId' | 'importId'>;

export type SurveyFile =
  | { format: 'csv' | 'geojson'; items: ReadItem[]; refused: Refusal[] }
  | { format: 'csv' | 'geojson' | null; fileError: string };

/** The degradation of each code a file may give: the distress type, or its French label. */
export type DegradationsByCode = ReadonlyMap<string, { id: string }>;

/** The columns, by the name a tablet writes and its English alias (normalized: see `columnKey`). */
const COLUMNS = {
  road: ['route', 'road'],
  pr: ['pr'],
  abscissa: ['abscisse', 'abscissa'],
  side: ['cote', 'side', 'sens', 'direction'],
  code: ['code'],
  severity: ['gravite', 'severity'],
  extent: ['longueur_surface', 'extent', 'length_area', 'longueur/surface'],
  lat: ['lat', 'latitude'],
  lng: ['lng', 'lon', 'longitude'],
  prEnd: ['pr_fin', 'pr_end'],
  abscissaEnd: ['abscisse_fin', 'abscissa_end'],
  latEnd: ['lat_fin', 'lat_end'],
  lngEnd: ['lng_fin', 'lng_end'],
  lane: ['voie', 'lane'],
  comment: ['commentaire', 'comment'],
  photos: ['photos', 'photo'],
} as const;

type Column = keyof typeof COLUMNS;
const REQUIRED_CSV: readonly Column[] = ['road', 'pr', 'abscissa', 'code', 'severity', 'lat', 'lng'];
const REQUIRED_GEOJSON: readonly Column[] = ['road', 'pr', 'abscissa', 'code', 'severity'];

/** « Gravité » → gravite, « Longueur surface » → longueur_surface. */
export function columnKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/gu, '')
    .trim()
    .toLowerCase()
    .replace(/\s+/gu, '_');
}

function columnOf(name: string): Column | undefined {
  const key = columnKey(name);
  return (Object.keys(COLUMNS) as Column[]).find((column) =>
    (COLUMNS[column] as readonly string[]).includes(key),
  );
}

type Cells = Partial<Record<Column, string>>;

/** A French decimal « 12,5 » or « 12.5 »; undefined when empty, NaN when not a number. */
function numberOf(value: string | undefined): number | undefined {
  const text = value?.trim() ?? '';
  if (text === '') return undefined;
  return Number(text.replace(',', '.'));
}

interface Position {
  lng: number;
  lat: number;
}

/** Checks one line; answers the item, or every reason to refuse it. */
function readLine(
  cells: Cells,
  degradationsByCode: DegradationsByCode,
  geometry: { start: Position; end: Position | null } | null,
): { item: ReadItem } | { reasons: string[] } {
  const reasons: string[] = [];
  const text = (column: Column, max: number): string | null => {
    const value = cells[column]?.trim() ?? '';
    if (value.length > max) reasons.push(messages.tooLong(COLUMNS[column][0], max));
    return value === '' ? null : value;
  };
  const required = (column: Column, max: number): string => {
    const value = text(column, max);
    if (value === null) reasons.push(messages.missingValue(COLUMNS[column][0]));
    return value ?? '';
  };
  const number = (column: Column, isRequired: boolean): number | null => {
    const value = numberOf(cells[column]);
    if (value === undefined) {
      if (isRequired) reasons.push(messages.missingValue(COLUMNS[column][0]));
      return null;
    }
    if (!Number.isFinite(value)) {
      reasons.push(messages.notANumber(COLUMNS[column][0], cells[column]?.trim() ?? ''));
      return null;
    }
    if (value < 0 && column !== 'lat' && column !== 'lng' && column !== 'latEnd' && column !== 'lngEnd') {
      reasons.push(messages.negative(COLUMNS[column][0]));
    }
    return value;
  };

  const road = required('road', 100);
  const pr = number('pr', true);
  const abscissa = number('abscissa', true);
  const code = required('code', 100);
  const degradation = code === '' ? undefined : degradationsByCode.get(columnKey(code));
  if (code !== '' && degradation === undefined) reasons.push(messages.unknownCode(code));
  const severityText = cells.severity?.trim() ?? '';
  const severity = Number(severityText);
  if (severityText === '') reasons.push(messages.missingValue(COLUMNS.severity[0]));
  else if (![1, 2, 3].includes(severity)) reasons.push(messages.severityOutOfRange(severityText));
  const extent = number('extent', false);
  const prEnd = number('prEnd', false);
  const abscissaEnd = number('abscissaEnd', false);
  if ((prEnd === null) !== (abscissaEnd === null)) reasons.push(messages.halfEnd);

  let located = geometry;
  if (located === null) {
    const lat = number('lat', true);
    const lng = number('lng', true);
    const latEnd = number('latEnd', false);
    const lngEnd = number('lngEnd', false);
    if (lat !== null && lng !== null) {
      located = {
        start: { lat, lng },
        end: latEnd !== null && lngEnd !== null ? { lat: latEnd, lng: lngEnd } : null,
      };
    }
  }
  const positions = located === null ? [] : [located.start, ...(located.end ? [located.end] : [])];
  if (positions.some(({ lat, lng }) => Math.abs(lat) > 90 || Math.abs(lng) > 180)) {
    reasons.push(messages.outOfWorld);
  }
  const direction = text('side', 50);
  const lane = text('lane', 50);
  const comment = text('comment', 1000);
  const photos = (cells.photos ?? '')
    .split('|')
    .map((photo) => photo.trim())
    .filter((photo) => photo !== '');

  if (reasons.length > 0 || located === null || degradation === undefined) {
    return { reasons };
  }
  const isSegment = prEnd !== null && abscissaEnd !== null;
  const start: [number, number] = [located.start.lng, located.start.lat];
  const end: [number, number] = located.end ? [located.end.lng, located.end.lat] : start;
  return {
    item: {
      kind: isSegment ? 'segment' : 'point',
      geometry: isSegment
        ? { type: 'LineString', coordinates: [start, end] }
        : { type: 'Point', coordinates: start },
      road,
      prStart: Math.trunc(pr ?? 0),
      abscissaStart: abscissa ?? 0,
      prEnd: isSegment ? Math.trunc(prEnd) : null,
      abscissaEnd: isSegment ? abscissaEnd : null,
      direction,
      lane,
      degradationId: degradation.id,
      severity,
      extent,
      comment,
      photos,
    },
  };
}

function collect(
  format: 'csv' | 'geojson',
  lines: readonly { line: number; result: { item: ReadItem } | { reasons: string[] } }[],
): SurveyFile {
  const items: ReadItem[] = [];
  const refused: Refusal[] = [];
  for (const { line, result } of lines) {
    if ('item' in result) items.push(result.item);
    else refused.push({ line, reason: result.reasons.join(' ; ') });
  }
  return { format, items, refused };
}

async function readCsv(content: Buffer, degradationsByCode: DegradationsByCode): Promise<SurveyFile> {
  const table = await readResultsTable(content);
  if ('error' in table) return { format: 'csv', fileError: table.error };
  if (table.format !== 'csv') return { format: null, fileError: messages.notCsvOrGeoJson };
  const [header, ...rows] = table.rows;
  if (header === undefined) return { format: 'csv', fileError: messages.noHeader };
  const columns = header.cells.map(columnOf);
  const missing = REQUIRED_CSV.filter((column) => !columns.includes(column));
  if (missing.length === REQUIRED_CSV.length) return { format: 'csv', fileError: messages.noHeader };
  if (missing.length > 0) {
    return {
      format: 'csv',
      fileError: messages.missingColumns(missing.map((column) => COLUMNS[column][0])),
    };
  }
  const lines = rows
    .filter((row) => row.cells.some((cell) => cell.trim() !== ''))
    .map((row) => {
      const cells: Cells = {};
      columns.forEach((column, index) => {
        if (column !== undefined) cells[column] = row.cells[index] ?? '';
      });
      return { line: row.line, result: readLine(cells, degradationsByCode, null) };
    });
  return collect('csv', lines);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function positionOf(value: unknown): Position | null {
  if (!Array.isArray(value)) return null;
  const [lng, lat] = value;
  return typeof lng === 'number' && typeof lat === 'number' ? { lng, lat } : null;
}

function readGeoJson(text: string, degradationsByCode: DegradationsByCode): SurveyFile {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { format: 'geojson', fileError: messages.invalidGeoJson };
  }
  if (!isRecord(parsed) || parsed.type !== 'FeatureCollection' || !Array.isArray(parsed.features)) {
    return { format: 'geojson', fileError: messages.invalidGeoJson };
  }
  const lines = parsed.features.map((feature: unknown, index) => {
    const line = index + 1;
    const geometry = isRecord(feature) && isRecord(feature.geometry) ? feature.geometry : {};
    const properties = isRecord(feature) && isRecord(feature.properties) ? feature.properties : {};
    const cells: Cells = {};
    for (const [name, value] of Object.entries(properties)) {
      const column = columnOf(name);
      if (column !== undefined && value !== null) {
        cells[column] = Array.isArray(value) ? value.map(String).join('|') : String(value);
      }
    }
    const missing = REQUIRED_GEOJSON.filter((column) => cells[column] === undefined);
    const type = String(geometry.type);
    let located: { start: Position; end: Position | null } | null = null;
    if (type === 'Point') {
      const start = positionOf(geometry.coordinates);
      if (start) located = { start, end: null };
    } else if (type === 'LineString' && Array.isArray(geometry.coordinates)) {
      const start = positionOf(geometry.coordinates[0]);
      const end = positionOf(geometry.coordinates.at(-1));
      if (start && end) located = { start, end };
    }
    if (located === null) {
      return { line, result: { reasons: [messages.unsupportedGeometry(type)] } };
    }
    if (missing.length > 0) {
      return {
        line,
        result: { reasons: missing.map((column) => messages.missingValue(COLUMNS[column][0])) },
      };
    }
    return { line, result: readLine(cells, degradationsByCode, located) };
  });
  return collect('geojson', lines);
}

/** Reads a survey file, CSV or GeoJSON told apart by its content (a GeoJSON starts with `{`). */
export async function readSurveyFile(
  content: Buffer,
  degradationsByCode: DegradationsByCode,
): Promise<SurveyFile> {
  if (content.length === 0) return { format: null, fileError: messages.emptyFile };
  const text = new TextDecoder('utf-8').decode(content).replace(/^\uFEFF/u, '');
  if (text.trimStart().startsWith('{')) return readGeoJson(text, degradationsByCode);
  return readCsv(content, degradationsByCode);
}
