/** French texts of the file manager (/campaign/{id}/files). */
export const fileManagerMessages = {
  tabsLabel: 'Catégories de fichiers',
  tabs: { deliverable: 'Livrables', customerFile: 'Fichiers client' },
  gridLabel: (tab: string) => `Fichiers : ${tab}`,
  loadFailed: 'Les fichiers n’ont pas pu être chargés. Rechargez la page.',
  empty: 'Aucun fichier dans ce dossier.',
  emptyUploader: 'Aucun fichier dans ce dossier : déposez-en ci-dessus.',
  // Columns and cells
  kind: {
    pdf: 'PDF',
    image: 'Image',
    spreadsheet: 'Tableur',
    text: 'Texte',
    plan: 'Plan',
    archive: 'Archive',
    other: 'Fichier',
  },
  select: (title: string) => `Sélectionner « ${title} »`,
  selectColumn: 'Sélection',
  actions: 'Actions',
  rename: (title: string) => `Renommer « ${title} »`,
  renameField: (title: string) => `Nouveau titre de « ${title} »`,
  renamed: 'Titre enregistré.',
  preview: (title: string) => `Aperçu de « ${title} »`,
  download: (title: string) => `Télécharger « ${title} »`,
  split: (title: string) => `Découper « ${title} » page par page`,
  remove: (title: string) => `Supprimer « ${title} »`,
  // Selection toolbar
  toolbarLabel: 'Actions sur la sélection',
  selected: (count: number) =>
    count === 0
      ? 'Aucun fichier sélectionné'
      : `${String(count)} ${count > 1 ? 'fichiers sélectionnés' : 'fichier sélectionné'}`,
  selectAll: 'Tout sélectionner',
  unselectAll: 'Tout désélectionner',
  downloadZip: 'Télécharger (zip)',
  zipReady: 'Le zip est prêt.',
  downloadDelivery: 'Télécharger tous les livrables',
  merge: 'Fusionner les PDF',
  mergeOnlyPdf: 'Sélectionnez au moins deux PDF, et seulement des PDF.',
  deleteSelection: 'Supprimer',
  // Deleting
  deleteTitle: (count: number) =>
    count > 1 ? `Supprimer ${String(count)} fichiers ?` : 'Supprimer ce fichier ?',
  deleteMessage: (titles: readonly string[], binDays: number) =>
    `${titles.map((title) => `« ${title} »`).join(', ')} ${titles.length > 1 ? 'iront' : 'ira'} à la corbeille, pour tous les membres de la campagne : un super administrateur peut ${titles.length > 1 ? 'les' : 'le'} restaurer pendant ${String(binDays)} jours, puis ${titles.length > 1 ? 'ils seront supprimés' : 'il sera supprimé'} définitivement.`,
  deleted: (count: number) =>
    count > 1 ? `${String(count)} fichiers supprimés.` : 'Fichier supprimé.',
  // Merging and splitting
  mergeTitle: 'Fusionner des PDF',
  mergeHelp:
    'Les pages seront assemblées dans cet ordre, en un nouveau document. Les originaux sont conservés.',
  mergeOrder: 'Ordre des documents',
  moveUp: (title: string) => `Monter « ${title} »`,
  moveDown: (title: string) => `Descendre « ${title} »`,
  mergedTitle: 'Titre du document fusionné (facultatif)',
  mergeConfirm: 'Fusionner',
  cancelMerge: 'Annuler',
  merged: (title: string) => `« ${title} » créé.`,
  splitTitle: (title: string) => `Découper « ${title} » ?`,
  splitMessage:
    'Chaque page deviendra un document à part, dans le même dossier. L’original est conservé.',
  splitConfirm: 'Découper',
  splitDone: (count: number) =>
    `${String(count)} ${count > 1 ? 'documents créés' : 'document créé'}.`,
  // Preview
  previewLabel: 'Aperçu',
  previewClose: 'Fermer l’aperçu',
  previewLoading: 'Chargement de l’aperçu…',
  previewFailed: 'L’aperçu n’a pas pu être chargé.',
  noPreview: 'Pas d’aperçu pour ce type de fichier : téléchargez-le pour l’ouvrir.',
  // Folders
  foldersLabel: 'Dossiers',
  rootFolder: 'Racine',
  folderCount: (count: number) => `${String(count)} ${count > 1 ? 'fichiers' : 'fichier'}`,
  newFolder: 'Nouveau dossier',
  newFolderIn: (parent: string) => `Nouveau dossier dans « ${parent} »`,
  renameFolder: (name: string) => `Renommer le dossier « ${name} »`,
  folderNameLabel: 'Nom du dossier',
  createFolder: 'Créer',
  saveFolder: 'Enregistrer',
  folderCreated: 'Dossier créé.',
  folderRenamed: 'Dossier renommé.',
  foldersFailed: 'Les dossiers n’ont pas pu être chargés.',
  // The page
  signInTitle: 'Connectez-vous pour voir les fichiers',
  signInMessage: 'Les fichiers d’une campagne sont réservés à ses membres.',
  signIn: 'Se connecter',
  uploadTitle: 'Ajouter des fichiers',
} as const;
