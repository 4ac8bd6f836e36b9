const resultColumns = [
  'sampleId',
  'PAH',
  'TH',
  'asbestos',
  'analysedAt',
  'laboratoryReference',
] as const;

/** What a column of a results file holds. */
export type ResultColumn = (typeof resultColumns)[number];

/**
 * Lower case, no accents, words only: « HAP (mg/kg MS) » and "hap" read the same. Text between
 * parentheses is the unit, and a trailing "mg/kg" too.
 */
export function normalizedWords(text: string): string {
  return text
    .replaceAll(/\([^)]*\)/gu, ' ')
    .normalize('NFD')
    .replaceAll(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replaceAll(/[^a-z0-9]+/gu, ' ')
    .trim()
    .replace(/\s*\bmg kg( ms)?$/u, '');
}

/**
 * The headers laboratories write, normalised. Kept as explicit lists rather than keyword guesses,
 * so that « HAP Réf. BE » (the engineering office's value) or « Date analyse HAP » are never taken
 * for a laboratory result: an unknown column is ignored.
 */
const aliases: Record<ResultColumn, readonly string[]> = {
  sampleId: [
    'identifiant echantillon',
    'identifiant de l echantillon',
    'id echantillon',
    'code echantillon',
    'echantillon',
    'identifiant',
    'sample id',
    'sampleid',
    'sample',
  ],
  PAH: [
    'hap',
    'pah',
    'pahmgkg',
    'hap totaux',
    'somme des hap',
    'somme hap',
    'somme des 16 hap',
    'teneur en hap',
  ],
  TH: [
    'hct',
    'th',
    'ht',
    'thmgkg',
    'hct c10 c40',
    'hydrocarbures totaux',
    'indice hydrocarbures',
    'teneur en hct',
  ],
  asbestos: [
    'amiante',
    'asbestos',
    'asbestosdetected',
    'presence d amiante',
    'presence amiante',
    'recherche d amiante',
    'recherche amiante',
  ],
  analysedAt: [
    'date d analyse',
    'date de l analyse',
    'date analyse',
    'date',
    'analysedat',
    'analysed at',
  ],
  laboratoryReference: [
    'reference laboratoire',
    'ref laboratoire',
    'reference labo',
    'ref labo',
    'numero de rapport',
    'n rapport',
    'laboratoryreference',
    'laboratory reference',
  ],
};

const columnOfAlias = new Map(
  resultColumns.flatMap((column) => aliases[column].map((name) => [name, column] as const)),
);

/** Column index of each known header; the first column wins when a header repeats. */
export function mapColumns(headerCells: readonly string[]): Partial<Record<ResultColumn, number>> {
  const columns: Partial<Record<ResultColumn, number>> = {};
  headerCells.forEach((header, index) => {
    const column = columnOfAlias.get(normalizedWords(header));
    if (column !== undefined && columns[column] === undefined) columns[column] = index;
  });
  return columns;
}
