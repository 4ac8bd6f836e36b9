/** French texts of the core editor. Enum labels come from @chaussee/validation. */
export const editorMessages = {
  title: (core: string) => `Carotte ${core}`,
  close: 'Fermer',
  tabsLabel: 'Parties de la fiche carotte',
  tabs: {
    info: 'Informations',
    layers: 'Couches',
    interfaces: 'Interfaces',
    pictures: 'Photos',
    copy: 'Copier les couches',
    history: 'Historique',
  },
  save: 'Enregistrer',
  saved: 'Carotte enregistrée.',
  layersSaved: 'Couches enregistrées.',
  dropSamples: {
    title: (count: number) =>
      count <= 1 ? 'Supprimer un échantillon ?' : `Supprimer ${count} échantillons ?`,
    message:
      'Cet enregistrement supprimerait les échantillons ci-dessous, avec leurs préparations et essais demandés. Une couche envoyée sans son identifiant est recréée vide : si ce n’est pas voulu, annulez et rechargez la carotte.',
    sample: (layerPosition: number, layerType: string, kind: string, codes: string) =>
      `Couche ${layerPosition} (${layerType}) : ${kind} — ${codes}`,
    confirm: 'Supprimer les échantillons',
  },
  interfacesSaved: 'Interfaces enregistrées.',
  loadFailed: 'Cette partie de la carotte n’a pas pu être chargée.',
  totalThickness: (mm: string) => `Épaisseur totale : ${mm} mm`,
  noInterface:
    'Les interfaces se décrivent entre deux couches : ajoutez d’abord au moins deux couches.',
  layersList: 'Couches, de la surface vers le fond',
  layerItem: 'Couche',
  sampleItem: 'Échantillon',
  pollutantAnalysesList: 'Résultats saisis (Réf. BE)',
  pollutantAnalysisItem: 'Résultat',
  interfacesList: 'Interfaces, du haut vers le bas',
  interfaceItem: 'Interface',
  pictures: {
    gallery: 'Photos de la carotte',
    none: 'Aucune photo pour cette carotte',
    picture: (position: number) => `Photo ${position}`,
    delete: (position: number) => `Supprimer la photo ${position}`,
    deleted: 'Photo supprimée.',
    added: (count: number) => (count <= 1 ? 'Photo ajoutée.' : `${count} photos ajoutées.`),
    // The same sentence as the dropzone's own refusals (type and size declared), shown beside them.
    refused: (name: string) => `« ${name} » n’a pas été ajouté :`,
    uploadFailed: (name: string, reason: string) => `« ${name} » n’a pas été envoyé : ${reason}`,
  },
  copy: {
    help: 'Les couches et interfaces de cette carotte remplacent celles des carottes choisies. Les résultats et échantillons ne sont pas copiés.',
    targets: 'Carottes qui reçoivent la copie',
    submit: 'Copier les couches',
    done: (count: number) =>
      count <= 1 ? 'Couches copiées sur 1 carotte.' : `Couches copiées sur ${count} carottes.`,
  },
} as const;
