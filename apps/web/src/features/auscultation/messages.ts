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
  exportCsv: 'Exporter (CSV pour Excel)',
  exportFileName: (table: string) => `${table}.csv`,
  charts: {
    lengthsByType: 'Longueurs de dégradations par type',
    conditionIndex: 'Indice d’état le long de la route',
    conditionIndexSeries: 'Indice d’état',
    length: 'Longueur',
    empty: 'Aucune donnée pour ces filtres',
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
