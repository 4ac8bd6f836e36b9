/**
 * Every French text of the laboratory exchanges, in one place for review: the order's CSV headers,
 * the order form, the e-mail to the laboratory, the results import report and the provider errors.
 */
import { labelOf } from '@chaussee/validation';
import type { LaboratoryAnalysis, OrderToLaboratory } from './laboratory-order.js';

const dateFormat = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'short',
  timeZone: 'Europe/Paris',
});
const numberFormat = new Intl.NumberFormat('fr-FR', {
  maximumFractionDigits: 2,
  useGrouping: false,
});

/** 31/03/2026, in Paris time (an order made at 00:30 in Paris is dated that day). */
export function frenchDate(isoDateTime: string): string {
  return dateFormat.format(new Date(isoDateTime));
}

/** 12,5 (decimal comma, no grouping: what French spreadsheets read as a number). */
export function frenchNumber(value: number): string {
  return numberFormat.format(value);
}

/** HAP, HCT, Amiante: the catalogue's labels, the words laboratories use. */
export function analysisLabel(analysis: LaboratoryAnalysis): string {
  return labelOf('PollutantKind', analysis);
}

/** Columns of the order's CSV, one line per sample and analysis. */
export const orderCsvHeaders = [
  'Référence commande',
  'Date de commande',
  "Bureau d'études",
  'Site',
  'Code client',
  'Campagne',
  'Référence campagne',
  'Laboratoire',
  'Identifiant échantillon',
  'Carotte',
  'Couche',
  'Type de couche',
  'Catégorie de matériau',
  'Épaisseur (mm)',
  'Analyse',
] as const;

export const orderFormTexts = {
  title: "Bon de commande d'analyses",
  documentTitle: (reference: string) => `Bon de commande ${reference}`,
  reference: 'Référence',
  date: 'Date',
  engineeringOffice: "Bureau d'études",
  site: 'Site',
  customerCode: 'Code client',
  campaign: 'Campagne',
  laboratory: 'Laboratoire',
  samplesHeading: 'Échantillons',
  columns: [
    'Identifiant échantillon',
    'Carotte',
    'Couche',
    'Type',
    'Matériau',
    'Ép. (mm)',
    'Analyses',
  ],
  totals: (counts: string) => `Analyses demandées : ${counts}`,
  instructions:
    "Merci de rappeler la référence de la commande et l'identifiant de chaque échantillon avec vos résultats.",
  page: (page: number, pages: number) => `Page ${String(page)} / ${String(pages)}`,
  none: '—',
} as const;

export const orderFileNames = {
  csv: (reference: string) => `${reference}.csv`,
  pdf: (reference: string) => `${reference}-bon-de-commande.pdf`,
} as const;

export function orderMail(order: OrderToLaboratory): { subject: string; text: string } {
  const count = order.samples.length;
  return {
    subject: `Commande d'analyses ${order.reference} – ${order.engineeringOffice.name}`,
    text:
      'Bonjour,\n\n' +
      `Veuillez trouver ci-joint la commande ${order.reference} du ${frenchDate(order.createdAt)} ` +
      `pour ${String(count)} échantillon${count > 1 ? 's' : ''} de la campagne « ${order.campaign.name} » ` +
      `(site ${order.site.name}` +
      (order.site.customerCode === null ? ')' : `, code client ${order.site.customerCode})`) +
      ' : le bon de commande au format PDF et la liste des échantillons et des analyses au format CSV.\n\n' +
      "Merci de nous retourner vos résultats sous forme de fichier CSV ou Excel, avec une ligne par échantillon : l'identifiant de l'échantillon, " +
      'la teneur en HAP (mg/kg), la teneur en HCT (mg/kg) et la présence d’amiante (oui ou non).\n\n' +
      `Cordialement,\n${order.engineeringOffice.name}`,
  };
}

/** Reasons of the results import report, one per refused line (joined when a line has several). */
export const importMessages = {
  emptyFile: 'Le fichier est vide.',
  unreadableWorkbook: 'Le fichier Excel est illisible.',
  noSheet: 'Le fichier Excel ne contient aucune feuille.',
  missingSampleColumn:
    'Colonne « Identifiant échantillon » introuvable : la première ligne doit nommer les colonnes.',
  missingResultColumn:
    'Aucune colonne de résultat trouvée (« HAP (mg/kg) », « HCT (mg/kg) » ou « Amiante »).',
  unclosedQuote: (line: number) => `Guillemet non fermé à partir de la ligne ${String(line)}.`,
  missingSampleId: "Identifiant d'échantillon manquant",
  unknownSample: (sampleId: string) => `Échantillon inconnu : ${sampleId}`,
  noValue: 'Aucun résultat sur la ligne',
  unreadableValue: (analysis: LaboratoryAnalysis, raw: string) =>
    `Valeur ${analysisLabel(analysis)} illisible : ${raw}`,
  negativeValue: (analysis: LaboratoryAnalysis, raw: string) =>
    `Valeur ${analysisLabel(analysis)} négative : ${raw}`,
  conflictingValue: (analysis: LaboratoryAnalysis, line: number) =>
    `Valeur ${analysisLabel(analysis)} déjà donnée pour cet échantillon ligne ${String(line)}`,
  unreadableDate: (raw: string) => `Date d'analyse illisible : ${raw}`,
  separator: ' ; ',
} as const;

/** The French sentences of a failed exchange with a provider (`ProviderError.message`). */
export const providerMessages = {
  noEmail: (laboratory: string) => `Le laboratoire ${laboratory} n'a pas d'adresse e-mail.`,
  mailFailed: (laboratory: string) => `L'e-mail au laboratoire ${laboratory} n'a pas pu partir.`,
  noApiUrl: (laboratory: string) => `Le laboratoire ${laboratory} n'a pas d'adresse d'API.`,
  timeout: (laboratory: string, timeoutMs: number) =>
    `Le laboratoire ${laboratory} n'a pas répondu en ${frenchNumber(timeoutMs / 1000)} s.`,
  unreachable: (laboratory: string) => `Le laboratoire ${laboratory} est injoignable.`,
  unauthorized: (laboratory: string) => `Le laboratoire ${laboratory} refuse notre clé d'API.`,
  rejected: (laboratory: string, detail: string | null) =>
    `Le laboratoire ${laboratory} refuse la commande` + (detail === null ? '.' : ` : ${detail}`),
  unknownOrder: (laboratory: string, reference: string) =>
    `Le laboratoire ${laboratory} ne connaît pas la commande ${reference}.`,
  failure: (laboratory: string, status: number) =>
    `Le laboratoire ${laboratory} est en erreur (HTTP ${String(status)}).`,
  invalidAnswer: (laboratory: string) =>
    `La réponse du laboratoire ${laboratory} ne suit pas le format convenu.`,
  resultOutsideOrder: (sampleId: string) => `Échantillon hors commande : ${sampleId}`,
  resultWithoutSample: "Résultat sans identifiant d'échantillon",
} as const;

/** The simulated laboratory's answers (a laboratory of ours for the tests and the demo). */
export const simulatedLaboratoryMessages = {
  unauthorized: "Clé d'API absente ou refusée",
  tooLarge: 'Commande trop volumineuse',
  invalidOrder: 'Commande invalide',
  invalidOrderDetail:
    'le corps doit être une commande JSON avec au moins un échantillon et ses analyses (LABORATORY-API.md)',
  unknownOrder: (reference: string) => `Commande inconnue : ${reference}`,
  notFound: 'Adresse inconnue',
  methodNotAllowed: 'Méthode non prise en charge',
  failure: 'Erreur interne du laboratoire',
} as const;
