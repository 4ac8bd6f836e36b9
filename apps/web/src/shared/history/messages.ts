/** French texts of the « Historique » panels of a campaign and a core (issue 27). */
export const historyMessages = {
  title: 'Historique',
  open: 'Historique',
  close: 'Fermer l’historique',
  campaignTitle: 'Historique de la campagne',
  coreTitle: 'Historique de la carotte',
  tableLabel: 'Modifications enregistrées',
  columns: {
    at: 'Date',
    actor: 'Auteur',
    action: 'Action',
    entity: 'Élément',
    changes: 'Modifications',
  },
  loading: 'Chargement de l’historique…',
  empty: 'Aucune modification enregistrée',
  emptyDescription:
    'Chaque enregistrement fait depuis l’application apparaîtra ici, avec son auteur et les valeurs avant et après.',
  failed: 'L’historique n’a pas pu être chargé',
  rowsPerPage: 'Lignes par page',
  pageRange: (from: number, to: number, count: number) =>
    `${String(from)}–${String(to)} sur ${String(count)}`,
  unknownActor: 'Compte supprimé',
  system: 'Système',
  guestActor: (name: string | null) =>
    name === null ? 'Invité (lien de partage)' : `Invité : ${name}`,
  impersonatedBy: (name: string | null) => `par ${name ?? 'un super administrateur'} en son nom`,
  noChangedField: 'Aucun champ',
  moreChanges: (count: number) => `et ${String(count)} autre${count > 1 ? 's' : ''}`,
  empty_value: '—',
  yes: 'Oui',
  no: 'Non',
  secret: '(masqué)',
  longValue: (bytes: number) => `(valeur de ${String(bytes)} octets)`,
  referenceChanged: 'modifié',
} as const;
