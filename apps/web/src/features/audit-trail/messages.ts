/** French texts of the audit trail screen, `/admin/audit` (issue 27). */
export const auditTrailMessages = {
  pageTitle: 'Journal d’audit',
  intro:
    'Toutes les écritures faites depuis l’application, avec leur auteur, et les ouvertures de campagnes par lien de partage.',
  filters: 'Filtres du journal',
  action: 'Action',
  anyAction: 'Toutes',
  entity: 'Élément',
  anyEntity: 'Tous',
  campaignId: 'Identifiant de campagne',
  actorId: 'Identifiant de l’auteur',
  startDate: 'Du',
  endDate: 'Au',
  reset: 'Effacer les filtres',
  noResults: 'Aucune entrée ne correspond à ces filtres',
  invalidId: 'Saisissez un identifiant complet (36 caractères)',
} as const;
