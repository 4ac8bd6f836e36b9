import type { TranslatableString } from '@rjsf/utils';

/**
 * Every French text the components of @chaussee/ui show, in one place for review. The labels of
 * statuses, roles and pollutants are not here: they come from @chaussee/validation's catalogue,
 * and so do the validation sentences (forms, uploads).
 */
export const messages = {
  common: {
    loading: 'Chargement…',
    errorTitle: 'Une erreur est survenue',
    retry: 'Réessayer',
  },
  statusChip: {
    noStatus: 'Sans statut',
  },
  pollutantBadge: {
    unit: 'mg/kg',
    notMeasured: 'Non mesuré',
    invalidValue: 'Valeur invalide',
    asbestosPresent: 'Présence',
    asbestosAbsent: 'Absence',
    classBelow: (to: string) => `moins de ${to} mg/kg`,
    classBetween: (from: string, to: string) => `de ${from} à ${to} mg/kg`,
    classFrom: (from: string) => `${from} mg/kg et plus`,
    classDescription: (pollutant: string, range: string) => `${pollutant} : ${range}`,
  },
  coreLog: {
    label: 'Log de la carotte, à l’échelle',
    depth: 'Profondeur (mm)',
    millimetres: (value: string) => `${value} mm`,
    layer: (type: string, thickness: string) => `${type} · ${thickness}`,
    noType: 'Type à renseigner',
    noLayer: 'Aucune couche décrite',
    unmeasured: (count: number) =>
      count === 1
        ? '1 couche sans épaisseur n’est pas dessinée.'
        : `${count} couches sans épaisseur ne sont pas dessinées.`,
    summary: (count: number, total: string) =>
      `${count === 1 ? '1 couche' : `${count} couches`}, ${total} au total`,
    interfaces: 'Interfaces',
    interfaceAt: (depth: string, state: string) => `Interface à ${depth} : ${state}`,
    notDescribed: 'non décrite',
  },
  schemaForm: {
    submit: 'Enregistrer',
    /** The add button of a list, named after the list. */
    addTo: (list: string) => `Ajouter : ${list}`,
    /** The empty choice of a select. */
    noChoice: 'Aucun',
  },
  dataGrid: {
    yes: 'Oui',
    no: 'Non',
    empty: 'Aucune ligne à afficher',
    loadingMore: 'Chargement des lignes suivantes',
  },
  mapView: {
    mapLabel: 'Carte',
    basemapLabel: 'Fond de plan',
    basemaps: {
      blank: 'Sans fond de plan',
      'ign-plan': 'Plan IGN',
      'ign-orthophotos': 'Photographies aériennes IGN',
      osm: 'OpenStreetMap',
    },
    attributions: {
      ign: '© IGN – Géoplateforme',
      osm: '© les contributeurs d’OpenStreetMap',
    },
    empty: 'Aucune donnée à afficher sur la carte',
    tilesFailed: 'Fond de plan indisponible : la carte est affichée sans fond.',
    /** The texts of MapLibre's own controls. */
    maplibre: {
      'AttributionControl.ToggleAttribution': 'Afficher ou masquer les sources',
      'AttributionControl.MapFeedback': 'Signaler un problème sur la carte',
      'FullscreenControl.Enter': 'Passer en plein écran',
      'FullscreenControl.Exit': 'Quitter le plein écran',
      'GeolocateControl.FindMyLocation': 'Me localiser',
      'GeolocateControl.LocationNotAvailable': 'Position indisponible',
      'LogoControl.Title': 'Logo MapLibre',
      'Map.Title': 'Carte',
      'NavigationControl.ResetBearing':
        'Faire glisser pour tourner la carte, cliquer pour revenir au nord',
      'NavigationControl.ZoomIn': 'Zoom avant',
      'NavigationControl.ZoomOut': 'Zoom arrière',
      'Popup.Close': 'Fermer',
      'ScaleControl.Feet': 'ft',
      'ScaleControl.Meters': 'm',
      'ScaleControl.Kilometers': 'km',
      'ScaleControl.Miles': 'mi',
      'ScaleControl.NauticalMiles': 'nmi',
      'GlobeControl.Enable': 'Afficher le globe',
      'GlobeControl.Disable': 'Revenir à la carte plane',
      'TerrainControl.Enable': 'Afficher le relief',
      'TerrainControl.Disable': 'Masquer le relief',
    },
  },
  chart: {
    empty: 'Aucune donnée pour ce graphique',
  },
  confirmDialog: {
    confirm: 'Confirmer',
    cancel: 'Annuler',
  },
  staleVersionDialog: {
    title: "Cette fiche a été modifiée par quelqu'un d'autre",
    message:
      'Quelqu’un a enregistré cette fiche depuis que vous l’avez ouverte. Rechargez-la pour voir sa version à jour : vos modifications non enregistrées seront perdues. Ou écrasez sa version par la vôtre : ses modifications seront perdues.',
    reload: 'Recharger',
    overwrite: 'Écraser',
    cancel: 'Annuler',
  },
  fileDropzone: {
    prompt: 'Déposez un fichier ici ou',
    promptMultiple: 'Déposez des fichiers ici ou',
    browse: 'parcourez vos dossiers',
    pictureHint: 'Images JPG ou PNG, 1 Mo au maximum',
    uploading: 'Envoi en cours…',
    rejected: (fileName: string) => `« ${fileName} » n’a pas été ajouté :`,
  },
  pageHeader: {
    breadcrumbs: 'Fil d’Ariane',
  },
  avatarList: {
    more: (count: number) => `+${count}`,
    moreLabel: (count: number) => (count === 1 ? '1 autre personne' : `${count} autres personnes`),
    listLabel: (count: number) => (count === 1 ? '1 personne' : `${count} personnes`),
    empty: 'Personne',
  },
  toaster: {
    containerLabel: 'Notifications',
    close: 'Fermer la notification',
  },
} as const;

/**
 * The texts of react-jsonschema-form's own widgets and templates (`translateString`); `%1`, `%2`
 * are the parameters rjsf fills in.
 */
export const rjsfTexts: Record<`${TranslatableString}`, string> = {
  Item: 'Élément',
  'Missing items definition': 'Définition des éléments manquante',
  'No items yet. Use the button below to add some.':
    'Aucun élément pour l’instant. Ajoutez-en avec le bouton ci-dessous.',
  Yes: 'Oui',
  No: 'Non',
  Close: 'Fermer',
  Errors: 'Erreurs',
  'New Value': 'Nouvelle valeur',
  Add: 'Ajouter',
  'Add Item': 'Ajouter un élément',
  Copy: 'Copier',
  'Expand Cycle': 'Déplier la référence',
  'Move down': 'Descendre',
  'Move up': 'Monter',
  Remove: 'Supprimer',
  Now: 'Maintenant',
  Clear: 'Effacer',
  'Select a date': 'Choisir une date',
  Preview: 'Aperçu',
  'Decrease value by 1': 'Diminuer de 1',
  'Increase value by 1': 'Augmenter de 1',
  'Add data for optional field': 'Renseigner ce champ facultatif',
  'Remove data for optional field': 'Vider ce champ facultatif',
  'No data for optional field': 'Champ facultatif non renseigné',
  Type: 'Type',
  Value: 'Valeur',
  'clear input': 'Effacer la saisie',
  'Unknown field type %1': 'Type de champ inconnu : %1',
  'Option %1': 'Option %1',
  '%1 option %2': '%1, option %2',
  '%1 Key': '%1 (clé)',
  '%1 (deprecated)': '%1 (obsolète)',
  'Circular reference ($ref cycle) detected for field "%1". You may choose to expand to the next cycle break':
    'Référence circulaire détectée pour le champ « %1 ». Vous pouvez la déplier d’un niveau.',
  'Invalid "%1" object field configuration: _%2_.':
    'Configuration du champ objet « %1 » invalide : _%2_.',
  'Unsupported field schema.': 'Schéma de champ non pris en charge.',
  'Unsupported field schema for field `%1`.': 'Schéma non pris en charge pour le champ `%1`.',
  'Unsupported field schema: _%1_.': 'Schéma de champ non pris en charge : _%1_.',
  'Unsupported field schema for field `%1`: _%2_.':
    'Schéma non pris en charge pour le champ `%1` : _%2_.',
  '**%1** (%2, %3 bytes)': '**%1** (%2, %3 octets)',
};

/**
 * The texts AG Grid shows with the modules the DataGrid registers: text, number and date filters,
 * pagination, overlays and the screen-reader labels. `${variable}` is filled in by AG Grid.
 */
export const agGridLocaleText: Record<string, string> = {
  // Overlays
  loadingOoo: 'Chargement…',
  noRowsToShow: messages.dataGrid.empty,
  noMatchingRows: 'Aucune ligne ne correspond aux filtres',
  loadingError: 'ERREUR',
  // Filters
  applyFilter: 'Appliquer',
  clearFilter: 'Effacer',
  resetFilter: 'Réinitialiser',
  cancelFilter: 'Annuler',
  textFilter: 'Filtre de texte',
  numberFilter: 'Filtre de nombre',
  dateFilter: 'Filtre de date',
  filterOoo: 'Filtrer…',
  empty: 'Choisir…',
  equals: 'Égal à',
  notEqual: 'Différent de',
  lessThan: 'Inférieur à',
  greaterThan: 'Supérieur à',
  lessThanOrEqual: 'Inférieur ou égal à',
  greaterThanOrEqual: 'Supérieur ou égal à',
  inRange: 'Entre',
  inRangeStart: 'De',
  inRangeEnd: 'À',
  contains: 'Contient',
  notContains: 'Ne contient pas',
  startsWith: 'Commence par',
  endsWith: 'Se termine par',
  blank: 'Vide',
  notBlank: 'Non vide',
  before: 'Avant',
  after: 'Après',
  andCondition: 'ET',
  orCondition: 'OU',
  dateFormatOoo: 'jj/mm/aaaa',
  invalidDate: 'Date invalide',
  invalidNumber: 'Nombre invalide',
  minDateValidation: 'La date doit être postérieure au ${variable}',
  maxDateValidation: 'La date doit être antérieure au ${variable}',
  minDateInclusiveValidation: 'La date doit être le ${variable} ou après',
  maxDateInclusiveValidation: 'La date doit être le ${variable} ou avant',
  strictMinValueValidation: 'Doit être supérieur à ${variable}',
  strictMaxValueValidation: 'Doit être inférieur à ${variable}',
  minValueValidation: 'Doit être supérieur ou égal à ${variable}',
  maxValueValidation: 'Doit être inférieur ou égal à ${variable}',
  // Pagination
  page: 'Page',
  of: 'sur',
  to: 'à',
  more: 'plus',
  pageLastRowUnknown: '?',
  firstPage: 'Première page',
  previousPage: 'Page précédente',
  nextPage: 'Page suivante',
  lastPage: 'Dernière page',
  pageSizeSelectorLabel: 'Lignes par page :',
  ariaPageSizeSelectorLabel: 'Lignes par page',
  // Numbers
  thousandSeparator: '\u202f',
  decimalSeparator: ',',
  // Screen readers
  ariaChecked: 'coché',
  ariaUnchecked: 'non coché',
  ariaIndeterminate: 'indéterminé',
  ariaColumn: 'Colonne',
  ariaColumnList: 'Liste des colonnes',
  ariaColumnFiltered: 'Colonne filtrée',
  ariaDateFilterInput: 'Saisie du filtre de date',
  ariaFilterColumn: 'Appuyez sur Ctrl Entrée pour ouvrir le filtre',
  ariaFilterFromValue: 'Filtrer à partir de la valeur',
  ariaFilterInput: 'Saisie du filtre',
  ariaFilterList: 'Liste des filtres',
  ariaFilterToValue: 'Filtrer jusqu’à la valeur',
  ariaFilterValue: 'Valeur du filtre',
  ariaFilterMenuOpen: 'Ouvrir le menu du filtre',
  ariaFilteringOperator: 'Opérateur de filtre',
  ariaHidden: 'masqué',
  ariaLabelColumnFilter: 'Filtre de la colonne',
  ariaLabelColumnMenu: 'Menu de la colonne',
  ariaLabelDialog: 'Dialogue',
  ariaLabelInputClear: 'Effacer',
  ariaLabelSelectField: 'Choix',
  ariaMenuColumn: 'Appuyez sur Alt Bas pour ouvrir le menu de la colonne',
  ariaRowSelect: 'Appuyez sur Espace pour sélectionner cette ligne',
  ariaSearch: 'Rechercher',
  ariaSortableColumn: 'Appuyez sur Entrée pour trier',
  ariaSkeletonCellLoading: 'Chargement de la ligne',
  ariaSkeletonCellLoadingFailed: 'La ligne n’a pas pu être chargée',
  ariaVisible: 'visible',
  ariaAscending: 'croissant',
  ariaDescending: 'décroissant',
  ariaSortNone: 'aucun tri',
};
