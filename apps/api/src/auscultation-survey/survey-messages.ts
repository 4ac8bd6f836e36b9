/** Every French text of a survey import report: why a file or a line was refused. */
export const surveyImportMessages = {
  emptyFile: 'Le fichier est vide.',
  notCsvOrGeoJson: 'Le fichier n’est ni un CSV ni un GeoJSON : exportez le relevé en CSV ou en GeoJSON.',
  invalidGeoJson: 'Le GeoJSON est illisible : une FeatureCollection est attendue.',
  noHeader: 'La première ligne doit nommer les colonnes (route, pr, abscisse, code, gravite…).',
  missingColumns: (columns: readonly string[]) =>
    `Colonnes manquantes dans l’en-tête : ${columns.join(', ')}.`,
  missingValue: (column: string) => `la colonne « ${column} » est vide`,
  notANumber: (column: string, value: string) =>
    `« ${value} » n’est pas un nombre (colonne « ${column} »)`,
  unknownCode: (code: string) => `code de dégradation inconnu « ${code} »`,
  severityOutOfRange: (value: string) => `gravité « ${value} » hors de 1 à 3`,
  negative: (column: string) => `la colonne « ${column} » ne peut pas être négative`,
  outOfWorld: 'coordonnées hors des bornes WGS84 (latitude -90 à 90, longitude -180 à 180)',
  halfEnd: 'une fin de segment doit donner pr_fin et abscisse_fin ensemble',
  tooLong: (column: string, max: number) =>
    `la colonne « ${column} » dépasse ${String(max)} caractères`,
  unsupportedGeometry: (type: string) =>
    `géométrie « ${type} » non prise en charge (Point ou LineString attendu)`,
} as const;

/** Titles and column labels of the statistic tables. */
export const statisticTableTexts = {
  summaryTitle: 'Synthèse par section : linéaire dégradé et indice d’état',
  distressTitle: (label: string) => `${label} par section et par gravité`,
  road: 'Route',
  prStart: 'PR début',
  abscissaStart: 'Abscisse début',
  prEnd: 'PR fin',
  abscissaEnd: 'Abscisse fin',
  severity: (severity: 1 | 2 | 3) => `Gravité ${String(severity)}`,
  total: 'Total',
  affectedShare: 'Part de la section dégradée',
  conditionIndex: 'Indice d’état',
  totals: 'Total',
} as const;

/** The `detail` of a refusal on a campaign that is over (for the logs; the web app says it by code). */
export const CAMPAIGN_CLOSED_DETAIL =
  'The survey of a finished, cancelled or abandoned campaign is no longer changed';
