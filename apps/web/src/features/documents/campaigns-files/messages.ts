/** French texts of the campaigns' files list (/campaigns-files-list). */
export const campaignsFilesMessages = {
  title: 'Fichiers des campagnes',
  subtitle: 'Les livrables et fichiers client de chaque campagne dont vous êtes membre.',
  breadcrumbProjects: 'Mes projets',
  searchLabel: 'Rechercher une campagne',
  searchPlaceholder: 'Nom, référence ou projet',
  gridLabel: 'Campagnes et leurs fichiers',
  empty: 'Vous n’êtes membre d’aucune campagne pour le moment.',
  noMatch: 'Aucune campagne ne correspond à cette recherche.',
  loadFailed: 'Les campagnes n’ont pas pu être chargées. Rechargez la page.',
  openFiles: (name: string) => `Ouvrir les fichiers de « ${name} »`,
  never: 'Aucune',
  // The file counts of a campaign (DocumentsCount), as columns of this list only.
  counts: {
    deliverables: 'Livrables',
    customerFiles: 'Fichiers client',
    pendingRequests: 'Demandes en attente',
    lastDeliveryAt: 'Dernière livraison',
  },
} as const;
