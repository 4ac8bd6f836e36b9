/** The French texts of the bin screen (« Corbeille », issue 27). */
export const binMessages = {
  title: 'Corbeille',
  intro: (days: number) =>
    `Les espaces de travail, campagnes, carottes et documents supprimés restent ici ${String(days)} jours, puis sont effacés définitivement avec leurs fichiers.`,
  grid: 'Éléments de la corbeille',
  kind: 'Type',
  name: 'Nom',
  parent: 'Emplacement',
  deletedAt: 'Supprimé le',
  deletedBy: 'Par',
  daysLeft: 'Jours restants',
  actions: 'Actions',
  unknownAuthor: 'Compte supprimé',
  daysLeftValue: (days: number) =>
    days <= 0 ? 'Effacement imminent' : `${String(days)} jour${days > 1 ? 's' : ''}`,
  empty: 'La corbeille est vide.',
  loadFailed: 'La corbeille n’a pas pu être chargée. Rechargez la page.',
  restore: 'Restaurer',
  restoreLabel: (name: string) => `Restaurer ${name}`,
  restoreTitle: 'Restaurer cet élément ?',
  restoreMessage: (kind: string, name: string) =>
    `${kind} « ${name} » retrouvera sa place, avec tout ce qui a été supprimé en même temps que lui.`,
  restored: (name: string) => `« ${name} » est restauré.`,
} as const;
