/** A cell's value as the contract's ScalarValue holds it. */
type Scalar = string | number | boolean | null;

function valueText(value: Scalar): string {
  return value === null || value === '' ? '(vide)' : String(value);
}

/** French texts of an auscultation campaign's dashboard (tables, charts, filters, exports). */
export const auscultationMessages = {
  title: 'Tableau de bord de l’auscultation',
  campaignLoadFailed: 'La campagne d’auscultation n’a pas pu être chargée',
  tablesLoadFailed: 'Les tableaux statistiques n’ont pas pu être chargés',
  tableLoadFailed: 'Le tableau statistique n’a pas pu être chargé',
  noTable: 'Aucun tableau statistique pour cette campagne : importez un relevé',
  tablesNavigation: 'Tableaux statistiques',
  tableLoading: (table: string) => `Chargement de « ${table} »`,
  noRow: 'Aucune section pour ces filtres',
  yes: 'Oui',
  no: 'Non',
  exportCsv: 'Exporter (CSV pour Excel)',
  exportFileName: (table: string) => `${table}.csv`,
  charts: {
    lengthsByType: 'Longueurs de dégradations par type',
    conditionIndex: 'Indice d’état le long de la route',
    conditionIndexSeries: 'Indice d’état',
    length: 'Longueur',
    empty: 'Aucune donnée pour ces filtres',
  },
  import: {
    title: 'Importer un relevé',
    hint: 'Un fichier CSV exporté de la tablette (route, pr, abscisse, cote, code, gravite, longueur_surface, lat, lng) ou un GeoJSON',
    progressLabel: 'Progression de l’import',
    sending: (percent: number) => `Envoi du fichier : ${String(percent)} %`,
    reading: 'Lecture du relevé par le serveur…',
    failed: (reason: string) => `L’import n’a pas abouti : ${reason}`,
    reportTitle: 'Compte rendu de l’import',
    fileError: (reason: string) =>
      `Le fichier n’a pas pu être lu, rien n’a été importé : ${reason}`,
    alreadyImported: (count: number) =>
      `Ce fichier a déjà été importé (${String(count)} relevé(s)) : rien n’a été ajouté.`,
    summary: (imported: number, refused: number) =>
      refused === 0
        ? `${String(imported)} relevé(s) importé(s), aucune ligne refusée.`
        : `${String(imported)} relevé(s) importé(s), ${String(refused)} ligne(s) refusée(s) : corrigez-les dans le fichier et importez-le à nouveau.`,
    refusedLines: 'Lignes refusées',
    refusedColumns: { line: 'Ligne', reason: 'Motif du refus' },
  },
  items: {
    title: 'Relevé : points et segments',
    grid: 'Points et segments du relevé',
    empty: 'Aucun point ni segment pour ces filtres',
    actions: 'Actions',
    openShort: 'Ouvrir',
    open: (place: string) => `Ouvrir le relevé ${place}`,
    dialogTitle: (place: string) => `Relevé ${place}`,
    severity: (severity: number) => `gravité ${String(severity)}`,
    save: 'Enregistrer',
    saved: 'Relevé modifié',
    history: 'Historique des modifications',
    historyFailed: 'L’historique n’a pas pu être chargé',
    noHistory: 'Aucune modification depuis l’import',
    deletedUser: 'un utilisateur supprimé',
    units: { m: 'm', m2: 'm²', count: 'nombre' },
    change: (when: string, who: string, changes: readonly string[]) =>
      `${when}, ${who} : ${changes.join(' ; ')}`,
    fieldChange: (field: string, before: Scalar, after: Scalar) =>
      `${field} ${valueText(before)} → ${valueText(after)}`,
  },
  filters: {
    title: 'Filtres',
    road: 'Route',
    direction: 'Sens',
    lane: 'Voie',
    sectionLength: 'Longueur de section (m)',
    sectionLengthInvalid: 'Une longueur de 50 à 5 000 m (chiffres)',
    clear: 'Effacer les filtres',
  },
} as const;
