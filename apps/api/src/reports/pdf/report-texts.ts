/**
 * Every French text the PDF reports print, in one place for review (labels of codes come from the
 * catalogue of packages/validation). Numbers and dates are written the French way: decimal
 * comma, non-breaking spaces before units and inside « », dates « 2 mars 2026 ».
 */
const NBSP = '\u00a0';

const numberFormat = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });
const dateFormat = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Paris',
});

/** A number the French way (1 234,5), with a non-breaking space as the thousands separator. */
export function frenchNumber(value: number): string {
  return numberFormat.format(value).replaceAll('\u202f', NBSP);
}

/** A date « 2 mars 2026 » from an ISO date or date-time. */
export function frenchDate(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return dateFormat.format(date);
}

export const reportTexts = {
  pageNumber: (page: number, pages: number) => `Page${NBSP}${String(page)} / ${String(pages)}`,
  campaignReportTitle: 'Rapport de campagne de carottage',
  coresReportTitle: 'Fiches des carottes',
  coreReportTitle: (name: string) => `Fiche de la carotte ${name}`,
  campaign: 'Campagne',
  project: 'Projet',
  reference: 'Référence',
  customerReference: 'Référence client',
  period: 'Période',
  periodFromTo: (from: string, to: string) => `du ${from} au ${to}`,
  periodFrom: (from: string) => `à partir du ${from}`,
  generatedOn: (date: string) => `Rapport établi le ${date}`,
  coresCount: (count: number) => (count === 1 ? '1 carotte' : `${frenchNumber(count)} carottes`),
  contents: 'Sommaire',
  summary: 'Synthèse',
  structuralSynoptic: 'Synoptique structurel',
  structuralSynopticNote:
    'Chaque carotte est dessinée à l’échelle, dans l’ordre de la campagne (PR et abscisse), couches colorées par type de matériau.',
  analysesSynoptic: 'Synoptique des analyses',
  analysesSynopticNote:
    'Les mêmes carottes, chaque couche colorée par sa classe de polluant la plus élevée (HAP, HCT, amiante ; seuils de la section 3).',
  coreSheets: 'Fiches des carottes',
  appendix: 'Annexe : tableau des couches',
  legend: 'Légende',
  directionAndLane: (direction: string | null, lane: string | null) =>
    `Sens : ${direction ?? '—'} · Voie : ${lane ?? '—'}`,
  notAnalysed: 'Non analysée',
  core: (name: string) => `Carotte ${name}`,
  identity: 'Identification',
  location: 'Localisation',
  layers: 'Couches',
  interface: (state: string) => `Interface : ${state}`,
  results: 'Résultats de laboratoire',
  noLayers: 'Aucune couche décrite.',
  noResults: 'Aucun résultat de laboratoire.',
  photo: 'Photo',
  millimetres: (value: number) => `${frenchNumber(value)}${NBSP}mm`,
  mgPerKg: (value: number) => `${frenchNumber(value)}${NBSP}mg/kg`,
  yes: 'Oui',
  no: 'Non',
  dash: '—',
  totalThickness: 'Épaisseur totale',
  fields: {
    number: 'N°',
    status: 'Statut',
    road: 'Route',
    landmark: 'PR',
    abscissa: 'Abscisse',
    direction: 'Sens',
    lane: 'Voie',
    lateralPosition: 'Position transversale',
    coordinates: 'Coordonnées GPS',
    diameter: 'Diamètre',
    fullStructure: 'Structure complète',
    note: 'Observation',
  },
  columns: {
    core: 'Carotte',
    position: 'N°',
    type: 'Type',
    material: 'Matériau',
    thickness: 'Épaisseur',
    depth: 'Profondeur',
    condition: 'État',
    pollutant: 'Polluant',
    value: 'Teneur',
    pollutantClass: 'Classe',
    layer: 'Couche',
  },
  summaryLines: {
    cores: (count: number) => `Carottes du rapport : ${frenchNumber(count)}`,
    layers: (count: number) => `Couches décrites : ${frenchNumber(count)}`,
    analysed: (count: number) => `Couches analysées : ${frenchNumber(count)}`,
    byClass: (label: string, count: number) =>
      `${label} : ${count === 1 ? '1 couche' : `${frenchNumber(count)} couches`}`,
  },
} as const;
