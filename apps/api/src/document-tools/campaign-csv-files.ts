import type { components } from '@chaussee/sdk';
import {
  csvLine,
  dateCell,
  dateTimeCell,
  enumLabelsOf,
  fieldLabelOf,
  labelOf,
  numberCell,
  textCell,
  type SchemaName,
} from '@chaussee/validation';
import {
  contractFieldKind,
  contractFieldNames,
  type FieldKind,
} from '../http/contract/contract-fields.js';
import { csvExportTexts } from './document-tools-messages.js';

type Schemas = components['schemas'];
type Core = Schemas['Core'];
type CoreLayer = Schemas['CoreLayer'];
type CoreInterface = Schemas['CoreInterface'];
type Sample = Schemas['Sample'];
type SampleResult = Schemas['SampleResult'];
type PollutantAnalysis = Schemas['LayerPollutantAnalysis'];

/** A field left out of an export, because it is an internal id or has a file of its own. */
const OMITTED = 'omitted';

/**
 * How the fields of an entity are written in a cell, or left out, where their type alone does not
 * say it (a reference shown by its name, an internal id, a list with a file of its own); the
 * entries' order is the columns'. A field of the contract without an entry follows them, written
 * by its type (`cellOfKind`): a field added to the contract is exported with no edit here
 * (ARCHITECTURE.md « Add a field »).
 */
type Cells<Row> = {
  [Field in keyof Row]?: ((value: Row[Field]) => string) | typeof OMITTED;
};

/** One column of a CSV file: its header and its cell for a row. */
interface CsvColumn<Row> {
  header: string;
  cell: (row: Row) => string;
}

/** The header of a field: the catalogue's label, the forms' and grids' word for it. */
function header(schema: SchemaName, field: string): string {
  const label = fieldLabelOf(schema, field);
  if (label === undefined) throw new Error(`The catalogue has no label for ${schema}.${field}`);
  return label;
}

/** The columns of the fields of `cells` that are exported, in their order. */
function columnsOf<Row>(schema: SchemaName, cells: Cells<Row>): CsvColumn<Row>[] {
  const columns: CsvColumn<Row>[] = [];
  for (const field in cells) {
    const write = cells[field];
    if (write === undefined || write === OMITTED) continue;
    columns.push({ header: header(schema, field), cell: (row) => write(row[field]) });
  }
  return columns;
}

/**
 * How a field is written by its type: an enum by the catalogue's labels, numbers with a decimal
 * comma, dates in French, yes/no; undefined for an object or a list (left out: not one cell).
 */
function cellOfKind(field: FieldKind): ((value: unknown) => string) | undefined {
  switch (field.kind) {
    case 'enum': {
      const labelsOfEnum = enumLabelsOf(field.enumName, field.codes);
      return (value) => (typeof value === 'string' ? textCell(labelsOfEnum?.[value] ?? value) : '');
    }
    case 'integer':
      return (value) => (typeof value === 'number' ? String(value) : '');
    case 'number':
      return (value) => (typeof value === 'number' ? numberCell(value) : '');
    case 'boolean':
      return (value) => (typeof value === 'boolean' ? yesNo(value) : '');
    case 'date':
      return (value) => (typeof value === 'string' ? dateCell(value) : '');
    case 'date-time':
      return (value) => (typeof value === 'string' ? dateTimeCell(value) : '');
    case 'text':
      return (value) => (typeof value === 'string' ? textCell(value) : '');
    case 'other':
      return undefined;
  }
}

/**
 * The columns of every field of the contract's schema: those of `cells` first, in their order,
 * then the others written by their type.
 */
function everyColumnOf<Row>(schema: SchemaName, cells: Cells<Row>): CsvColumn<Row>[] {
  const columns = columnsOf(schema, cells);
  for (const field of contractFieldNames(schema)) {
    if (Object.hasOwn(cells, field)) continue;
    const write = cellOfKind(contractFieldKind(schema, field));
    if (write === undefined) continue;
    columns.push({
      header: header(schema, field),
      cell: (row) => write(Reflect.get(row as object, field)),
    });
  }
  return columns;
}

/** The columns of a part of a row (the core of a layer's row…), read from the row. */
function on<Row, Part>(columns: readonly CsvColumn<Part>[], partOf: (row: Row) => Part) {
  return columns.map((column): CsvColumn<Row> => ({
    header: column.header,
    cell: (row) => column.cell(partOf(row)),
  }));
}

const text = (value: string | null) => (value === null ? '' : textCell(value));
const integer = (value: number) => String(value);
const yesNo = (value: boolean | null) =>
  value === null ? '' : value ? csvExportTexts.yes : csvExportTexts.no;
const named = (value: { name: string } | null) => (value === null ? '' : textCell(value.name));

const coreCells = {
  id: OMITTED,
  campaignId: OMITTED,
  number: integer,
  displayName: textCell,
  displayNamePrefix: named,
  NR_name: text,
  status: (status) => labelOf('CoreStatus', status),
  road: named,
  roadId: OMITTED,
  city: named,
  landmark: text,
  abscissa: numberCell,
  direction: text,
  lane: text,
  lateralPosition: text,
  structureType: text,
  isFullStructure: yesNo,
  diameter: numberCell,
  lat: numberCell,
  lng: numberCell,
  note: text,
  corePictures: OMITTED,
  layers: OMITTED,
  interfaces: OMITTED,
  prestations: OMITTED,
  createdAt: dateTimeCell,
  updatedAt: dateTimeCell,
} satisfies Cells<Core>;

const layerCells = {
  id: OMITTED,
  coreId: OMITTED,
  position: integer,
  name: text,
  type: (type) => labelOf('LayerType', type),
  materialCategory: named,
  otherMaterial: text,
  thickness: numberCell,
  topDepth: numberCell,
  bottomDepth: numberCell,
  condition: (condition) => labelOf('ConditionDescriptor', condition),
  comment: text,
  pollutantAnalyses: OMITTED,
  samples: OMITTED,
} satisfies Cells<CoreLayer>;

const interfaceCells = {
  id: OMITTED,
  coreId: OMITTED,
  position: integer,
  upperLayerId: OMITTED,
  lowerLayerId: OMITTED,
  bondState: (state) => labelOf('InterfaceBondState', state),
  comment: text,
} satisfies Cells<CoreInterface>;

const sampleCells = {
  id: OMITTED,
  layerId: OMITTED,
  kind: (kind) => labelOf('CoreSampleKind', kind),
  codes: (codes) => textCell(codes.map((code) => labelOf('SampleCode', code)).join(', ')),
  status: (status) => labelOf('CampaignStatus', status),
  laboratoryOrderId: OMITTED,
  results: OMITTED,
} satisfies Cells<Sample>;

const sampleResultCells = {
  code: (code) => labelOf('SampleCode', code),
  value: numberCell,
  unit: text,
  comment: text,
  receivedAt: dateTimeCell,
} satisfies Cells<SampleResult>;

const pollutantCells = {
  kind: (kind) => labelOf('PollutantKind', kind),
  valueMgKg: numberCell,
  asbestosPresent: yesNo,
  analysedAt: dateCell,
  laboratoryOrderId: OMITTED,
} satisfies Cells<PollutantAnalysis>;

/** Which core a row of another file belongs to: its number and its name, as on screen. */
const coreIdentity = columnsOf<Core>('Core', {
  number: coreCells.number,
  displayName: coreCells.displayName,
});

/** Which layer of its core a row belongs to: its position from the surface. */
const layerIdentity = columnsOf<CoreLayer>('CoreLayer', { position: layerCells.position });

/** A core with its layers and interfaces, as the cores domain presents them. */
export interface CoreWithLayers {
  core: Core;
  layers: readonly CoreLayer[];
  interfaces: readonly CoreInterface[];
}

interface LayerRow {
  core: Core;
  layer: CoreLayer;
}
interface InterfaceRow {
  core: Core;
  bond: CoreInterface;
}
type SampleRow = LayerRow & { sample: Sample };
type SampleResultRow = SampleRow & { result: SampleResult };
type PollutantRow = LayerRow & { analysis: PollutantAnalysis };

/** A file of the export as it is defined: its name, its columns, its rows from a page of cores. */
interface CsvFile<Row> {
  name: string;
  /** What its rows need of the cores besides the cores themselves. */
  reads: readonly ('layers' | 'interfaces')[];
  columns: readonly CsvColumn<Row>[];
  rowsOf: (cores: readonly CoreWithLayers[]) => Row[];
}

const layersOf = (cores: readonly CoreWithLayers[]): LayerRow[] =>
  cores.flatMap(({ core, layers }) => layers.map((layer) => ({ core, layer })));

const samplesOf = (cores: readonly CoreWithLayers[]): SampleRow[] =>
  layersOf(cores).flatMap((row) => row.layer.samples.map((sample) => ({ ...row, sample })));

const ofCore = ({ core }: { core: Core }) => core;
const ofLayer = ({ layer }: LayerRow) => layer;

const coresFile: CsvFile<Core> = {
  name: csvExportTexts.fileNames.cores,
  reads: [],
  columns: everyColumnOf<Core>('Core', coreCells),
  rowsOf: (cores) => cores.map(({ core }) => core),
};

const layersFile: CsvFile<LayerRow> = {
  name: csvExportTexts.fileNames.layers,
  reads: ['layers'],
  columns: [
    ...on(coreIdentity, ofCore),
    ...on(everyColumnOf<CoreLayer>('CoreLayer', layerCells), ofLayer),
  ],
  rowsOf: layersOf,
};

const interfacesFile: CsvFile<InterfaceRow> = {
  name: csvExportTexts.fileNames.interfaces,
  reads: ['interfaces'],
  columns: [
    ...on(coreIdentity, ofCore),
    ...on(
      everyColumnOf<CoreInterface>('CoreInterface', interfaceCells),
      (row: InterfaceRow) => row.bond,
    ),
  ],
  rowsOf: (cores) =>
    cores.flatMap(({ core, interfaces }) => interfaces.map((bond) => ({ core, bond }))),
};

const samplesFile: CsvFile<SampleRow> = {
  name: csvExportTexts.fileNames.samples,
  reads: ['layers'],
  columns: [
    ...on(coreIdentity, ofCore),
    ...on(layerIdentity, ofLayer),
    ...on(everyColumnOf<Sample>('Sample', sampleCells), (row: SampleRow) => row.sample),
  ],
  rowsOf: samplesOf,
};

const sampleResultsFile: CsvFile<SampleResultRow> = {
  name: csvExportTexts.fileNames.sampleResults,
  reads: ['layers'],
  columns: [
    ...on(coreIdentity, ofCore),
    ...on(layerIdentity, ofLayer),
    ...on(columnsOf<Sample>('Sample', { kind: sampleCells.kind }), (row: SampleRow) => row.sample),
    ...on(
      everyColumnOf<SampleResult>('SampleResult', sampleResultCells),
      (row: SampleResultRow) => row.result,
    ),
  ],
  rowsOf: (cores) =>
    samplesOf(cores).flatMap((row) => row.sample.results.map((result) => ({ ...row, result }))),
};

const pollutantsFile: CsvFile<PollutantRow> = {
  name: csvExportTexts.fileNames.pollutantAnalyses,
  reads: ['layers'],
  columns: [
    ...on(coreIdentity, ofCore),
    ...on(layerIdentity, ofLayer),
    ...on(
      everyColumnOf<PollutantAnalysis>('LayerPollutantAnalysis', pollutantCells),
      (row: PollutantRow) => row.analysis,
    ),
  ],
  rowsOf: (cores) =>
    layersOf(cores).flatMap((row) =>
      row.layer.pollutantAnalyses.map((analysis) => ({ ...row, analysis })),
    ),
};

/** A file of the export, ready to write: its header line, and its lines for a page of cores. */
export interface CampaignCsvFile {
  name: string;
  /** What its rows need of the cores besides the cores themselves. */
  reads: readonly ('layers' | 'interfaces')[];
  headerLine: string;
  linesOf: (cores: readonly CoreWithLayers[]) => string;
}

function writable<Row>({ name, reads, columns, rowsOf }: CsvFile<Row>): CampaignCsvFile {
  return {
    name,
    reads,
    headerLine: csvLine(columns.map((column) => textCell(column.header))),
    linesOf: (cores) =>
      rowsOf(cores)
        .map((row) => csvLine(columns.map((column) => column.cell(row))))
        .join(''),
  };
}

/**
 * The files of a coring campaign's export, in the zip's order: one line per core, per layer, per
 * interface, per sample, per test result and per pollutant result. A row of a file below the
 * cores starts with its core's number and name (and its layer's position), so that a spreadsheet
 * can join them.
 */
export const campaignCsvFiles: readonly CampaignCsvFile[] = [
  writable(coresFile),
  writable(layersFile),
  writable(interfacesFile),
  writable(samplesFile),
  writable(sampleResultsFile),
  writable(pollutantsFile),
];
