/** French texts of the deliverables page (/campaign/{id}/deliverables) and its share link. */
export const deliverablesMessages = {
  title: 'Livrables de la campagne',
  help: 'Les rapports, plans et certificats remis par le bureau d’études. Téléchargez-les un par un ou ensemble, ou partagez-les par un lien.',
  gridLabel: 'Livrables',
  empty: 'Aucun livrable n’a encore été déposé pour cette campagne.',
  loadFailed: 'Les livrables n’ont pas pu être chargés. Rechargez la page.',
  manageFiles: 'Gérer les fichiers',
  share: 'Partager par un lien',
  shareSelection: (count: number) =>
    `Partager ${String(count)} ${count > 1 ? 'livrables' : 'livrable'} par un lien`,
  // The share dialog
  shareTitle: 'Partager des livrables',
  shareWhat: (count: number) =>
    `Le lien donnera accès à ${String(count)} ${count > 1 ? 'livrables' : 'livrable'}, sans compte Chaussée.`,
  validity: 'Validité du lien',
  password: 'Mot de passe du lien',
  validityDays: (days: number) => `${String(days)} jours`,
  passwordHelp: 'Facultatif, 4 caractères au moins : le destinataire devra le saisir.',
  passwordTooShort: 'Le mot de passe doit comporter au moins 4 caractères.',
  createLink: 'Créer le lien',
  cancel: 'Annuler',
  linkCreated: 'Lien de partage créé.',
  linkLabel: 'Lien de téléchargement',
  linkExpires: (date: string) => `Valable jusqu’au ${date}.`,
  linkProtected: 'Transmettez le mot de passe séparément du lien.',
  copyLink: 'Copier le lien',
  linkCopied: 'Lien copié.',
  copyFailed: 'Le lien n’a pas pu être copié : sélectionnez-le et copiez-le vous-même.',
  close: 'Fermer',
} as const;
