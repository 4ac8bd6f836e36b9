/** French texts of a coring campaign's preparation page. Enum labels come from @chaussee/validation. */
export const manageMessages = {
  notAllowed: 'La préparation de la campagne est réservée au bureau d’études.',
  prefixesTitle: 'Préfixes des noms de carottes',
  prefixesHelp:
    'Un préfixe s’affiche devant le numéro des carottes qui l’utilisent (« CA-12 ») ; les carottes sont triées par préfixe.',
  prefixesLabel: 'Préfixes de la campagne',
  noPrefix: 'Aucun préfixe',
  prefixUsage: (count: number) => (count <= 1 ? `${count} carotte` : `${count} carottes`),
  addPrefix: 'Ajouter le préfixe',
  prefixAdded: 'Préfixe ajouté.',
  deletePrefix: (name: string) => `Supprimer le préfixe ${name}`,
  prefixDeleted: 'Préfixe supprimé.',
  layerNamesTitle: 'Noms de couches proposés',
  layerNames: 'Noms de couches, dans l’ordre proposé',
  layerNamesSaved: 'Noms de couches enregistrés.',
  providersTitle: 'Prestataires et prestations',
  providersHelp:
    'Les prestataires de la campagne et les prestations qui pourront être demandées sur les couches, avec le laboratoire choisi.',
  providerIds: 'Prestataires',
  prestations: 'Prestations proposées',
  prestationId: 'Prestation',
  laboratoryId: 'Laboratoire (au choix du prestataire si vide)',
  providersSaved: 'Prestataires et prestations enregistrés.',
  save: 'Enregistrer',
  loadFailed: 'Cette partie de la préparation n’a pas pu être chargée.',
} as const;
