/** French texts of a coring campaign's cores page. Enum labels come from @chaussee/validation. */
export const coresMessages = {
  gridLabel: 'Carottes de la campagne',
  empty: 'Aucune carotte dans cette campagne',
  loadFailed: 'Les carottes n’ont pas pu être chargées.',
  count: (count: number) => (count <= 1 ? `${count} carotte` : `${count} carottes`),
  addCore: 'Ajouter une carotte',
  showOnSynoptic: 'Voir sur le synoptique',
  showFilteredOnSynoptic: (count: number) =>
    count === 1
      ? 'Voir la carotte filtrée sur le synoptique'
      : `Voir les ${count} carottes filtrées sur le synoptique`,
  addTitle: (number: number) => `Nouvelle carotte n° ${number}`,
  inheritedHelp: ({ number, displayName }: { number: number; displayName: string }) =>
    `Pré-rempli avec la route, la ville, le sens, la voie, la position, la structure et le diamètre de la carotte n° ${number}${displayName === String(number) ? '' : ` (${displayName})`}.`,
  add: 'Ajouter la carotte',
  added: (number: number) => `Carotte n° ${number} ajoutée.`,
  addRoad: 'Nouvelle route',
  addRoadTitle: 'Ajouter une route au projet',
  createRoad: 'Ajouter la route',
  roadAdded: 'Route ajoutée.',
  actions: 'Actions',
  editCell: (field: string, core: string) => `Modifier ${field} de la carotte ${core}`,
  /**
   * A cell edited in place: the value it shows first, then what a press does. Its accessible name
   * holds its visible text (WCAG 2.5.3), so a voice command naming what is seen reaches it.
   */
  editCellShowing: (value: string, field: string, core: string) =>
    value === ''
      ? `Modifier ${field} de la carotte ${core}`
      : `${value}, modifier ${field} de la carotte ${core}`,
  editStatus: (core: string) => `Statut de la carotte ${core}`,
  saveEdit: 'Enregistrer',
  inlineEditFailed: (reason: string) => `La modification n’a pas été enregistrée. ${reason}`,
  inlineEditStale: (core: string) =>
    `La carotte ${core} a été modifiée par quelqu’un d’autre : elle est affichée telle qu’elle est enregistrée, refaites votre modification si elle est toujours utile.`,
  describe: (core: string) => `Décrire la carotte ${core}`,
  deleteCore: (core: string) => `Supprimer la carotte ${core}`,
  deleteTitle: (core: string) => `Supprimer la carotte ${core} ?`,
  deleteMessage: (binDays: number) =>
    `La carotte, ses couches, photos et échantillons iront à la corbeille (un super administrateur peut les restaurer pendant ${String(binDays)} jours, puis ils seront supprimés définitivement), et les carottes suivantes seront renumérotées.`,
  delete: 'Supprimer',
  deleted: (core: string) => `Carotte ${core} supprimée.`,
  deleteFailed: (reason: string) => `La carotte n’a pas été supprimée. ${reason}`,
  groups: 'Groupes de carottes',
  groupsTitle: 'Groupes de carottes',
  noGroup: 'Aucun groupe de carottes',
  groupCores: (names: string) => `Carottes : ${names}`,
  createGroup: 'Créer le groupe',
  groupCreated: 'Groupe créé.',
  deleteGroup: (name: string) => `Supprimer le groupe ${name}`,
  groupDeleted: 'Groupe supprimé.',
} as const;
