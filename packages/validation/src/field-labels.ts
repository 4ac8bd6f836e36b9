import type { components } from '@chaussee/sdk';

type Schemas = components['schemas'];

/** The name of a schema of the contract. */
export type SchemaName = keyof Schemas;

/** Every property name of any of the schemas `S`. */
type PropertyOf<S extends SchemaName> = S extends unknown ? keyof Schemas[S] & string : never;

/**
 * The properties of `S` that need a label of their own: a reference `roadId` (`siteIds`) reads
 * the label of the object it refers to, `road` (`sites`), when one of the schemas has it.
 */
type LabelledProperty<S extends SchemaName> = {
  [P in PropertyOf<S>]: P extends `${infer Base}Ids`
    ? `${Base}s` extends PropertyOf<S>
      ? never
      : P
    : P extends `${infer Base}Id`
      ? Base extends PropertyOf<S>
        ? never
        : P
      : P;
}[PropertyOf<S>];

/** The labels of an entity's fields and the contract schemas they are the labels of. */
interface EntityFields {
  readonly schemas: readonly SchemaName[];
  readonly labels: Readonly<Record<string, string>>;
}

/**
 * One entity's field labels, typed against every schema that writes its fields (the entity and
 * its create/update/patch bodies): a field added to one of them without a label here, or a label
 * for a field that no longer exists, is a compile error.
 */
function entity<const S extends readonly SchemaName[]>(
  schemas: S,
  labels: NoInfer<Record<LabelledProperty<S[number]>, string>>,
): EntityFields {
  return { schemas, labels };
}

/**
 * The French label of every field of the entities the screens show, one per field: the form
 * that writes it and the grid that lists it read the same words. Screen texts (a list's heading,
 * a help line) stay in the web feature's messages.
 */
export const fieldLabels = {
  Core: entity(['Core', 'CoreCreate', 'CoreUpdate', 'CorePatch'], {
    id: 'Identifiant',
    campaignId: 'Campagne',
    number: 'N°',
    displayName: 'Nom affiché',
    displayNamePrefix: 'Préfixe du nom',
    NR_name: 'Nom BE',
    status: 'Statut',
    road: 'Route',
    city: 'Ville',
    landmark: 'PR (point de repère)',
    abscissa: 'Abscisse (m)',
    direction: 'Sens de circulation',
    lane: 'Voie',
    lateralPosition: 'Position latérale',
    structureType: 'Type de structure',
    isFullStructure: 'Structure complète',
    diameter: 'Diamètre (mm)',
    lat: 'Latitude',
    lng: 'Longitude',
    note: 'Note du technicien',

    corePictures: 'Photos',
    layers: 'Couches',
    interfaces: 'Interfaces',
    prestations: 'Prestations',
    createdAt: 'Créée le',
    updatedAt: 'Modifiée le',
  }),
  CoreLayer: entity(['CoreLayer', 'CoreLayerInput'], {
    id: 'Identifiant',
    coreId: 'Carotte',
    position: 'Couche',
    name: 'Nom de la couche',
    type: 'Type de couche',
    materialCategory: 'Catégorie de matériaux',
    otherMaterial: 'Autre matériau',
    thickness: 'Épaisseur (mm)',
    topDepth: 'Profondeur du haut (mm)',
    bottomDepth: 'Profondeur du bas (mm)',
    condition: 'État de la couche',
    comment: 'Commentaire',
    pollutantAnalyses: 'Résultats d’analyse',
    samples: 'Échantillons',
  }),
  Sample: entity(['Sample', 'SampleInput'], {
    id: 'Identifiant',
    layerId: 'Couche',
    kind: 'Nature du prélèvement',
    codes: 'Préparations et essais',
    status: 'Statut',
    laboratoryOrderId: 'Commande au laboratoire',
    results: 'Résultats',
  }),
  SampleResult: entity(['SampleResult'], {
    code: 'Essai',
    value: 'Valeur',
    unit: 'Unité',
    comment: 'Commentaire du laboratoire',
    receivedAt: 'Reçu le',
  }),
  LayerPollutantAnalysis: entity(['LayerPollutantAnalysis', 'LayerPollutantAnalysisInput'], {
    kind: 'Polluant',
    valueMgKg: 'Teneur (mg/kg)',
    asbestosPresent: 'Présence d’amiante',
    analysedAt: 'Date d’analyse',
    laboratoryOrderId: 'Commande au laboratoire',
  }),
  CoreInterface: entity(['CoreInterface', 'CoreInterfaceInput'], {
    id: 'Identifiant',
    coreId: 'Carotte',
    position: 'Sous la couche n°',
    upperLayerId: 'Couche du dessus',
    lowerLayerId: 'Couche du dessous',
    bondState: 'État de l’interface',
    comment: 'Commentaire',
  }),
  SurveyItem: entity(['SurveyItem', 'SurveyItemPatch'], {
    id: 'Identifiant',
    campaignId: 'Campagne',
    kind: 'Nature',
    geometry: 'Géométrie',
    road: 'Route',
    prStart: 'PR de début',
    abscissaStart: 'Abscisse de début (m)',
    prEnd: 'PR de fin',
    abscissaEnd: 'Abscisse de fin (m)',
    direction: 'Sens de circulation',
    lane: 'Voie',
    degradationId: 'Type de dégradation',
    distressType: 'Dégradation',
    severity: 'Gravité (1 à 3)',
    extent: 'Étendue',
    extentUnit: 'Unité',
    comment: 'Commentaire',
    photos: 'Photos',
    createdAt: 'Importé le',
    updatedAt: 'Modifié le',
  }),
  Campaign: entity(
    [
      'CampaignSummary',
      'CoringCampaign',
      'AuscultationCampaign',
      'CoringCampaignCreate',
      'CoringCampaignUpdate',
      'AuscultationCampaignCreate',
    ],
    {
      id: 'Identifiant',
      name: 'Nom de la campagne',
      reference: 'Référence',
      customerReference: 'Référence client',
      type: 'Type',
      status: 'Statut',
      isArchived: 'Archivée',
      startDate: 'Date de début',
      endDate: 'Date de fin',
      createdAt: 'Créée le',
      updatedAt: 'Modifiée le',
      coresCount: 'Carottes',
      workspace: 'Projet',
      site: 'Site',
      organization: 'Organisation',
      description: 'Description',
      globalComment: 'Commentaire général',
      engineer: 'Ingénieur',
      studyManager: 'Chargé d’affaires',
      technicians: 'Techniciens',
      mainCustomer: 'Client principal',
      hasCustomerAccess: 'Accès client',
      shouldValidateCustomer: 'Validation du programme par le client',
      validateCustomer: 'Programme validé par le client',
      coresValid: 'Carottes valides',
      providers: 'Prestataires',
      prestations: 'Prestations',
      laboratoryOrders: 'Commandes au laboratoire',
      distressTypes: 'Dégradations relevées',
      surveyDate: 'Date du relevé',
      surveyedLength: 'Longueur relevée (m)',
      mapLayersCount: 'Couches cartographiques',
      statisticTablesCount: 'Tableaux statistiques',
    },
  ),
  Member: entity(['Member', 'CampaignMemberInput'], {
    id: 'Identifiant',
    user: 'Membre',
    isTeamMember: 'Équipe BE',
    isDiffused: 'Diffusion',
    isMainCustomer: 'Client principal',
    createdAt: 'Affecté le',
  }),
  LaboratoryOrder: entity(['LaboratoryOrder'], {
    id: 'Identifiant',
    reference: 'Référence',
    status: 'Statut',
    campaignId: 'Campagne',
    provider: 'Prestataire',
    laboratory: 'Laboratoire',
    samplesCount: 'Échantillons',
    sentAt: 'Envoyée le',
    resultsReceivedAt: 'Résultats reçus le',
    createdAt: 'Créée le',
  }),
  CampaignAnalysis: entity(['CampaignAnalysis'], {
    id: 'Identifiant',
    campaignId: 'Campagne',
    prestation: 'Prestation',
    provider: 'Prestataire',
    laboratory: 'Laboratoire',
    layersCount: 'Couches',
    pendingCount: 'À envoyer',
    laboratoryOrderId: 'Commande au laboratoire',
    status: 'Statut de la commande',
    createdAt: 'Demandée le',
  }),
  Workspace: entity(['Workspace', 'WorkspaceCreate'], {
    id: 'Identifiant',
    name: 'Nom du projet',
    isArchived: 'Archivé',
    site: 'Site',
    organization: 'Organisation',
    campaignsCount: 'Campagnes',
    createdAt: 'Créé le',
    updatedAt: 'Modifié le',
    description: 'Description',
    customerReference: 'Référence client',
    createdBy: 'Créé par',
    members: 'Membres du projet',
  }),
  User: entity(['User', 'UserCreate', 'UserUpdate', 'UserPatch', 'PasswordChange'], {
    id: 'Identifiant',
    userType: 'Type de compte',
    email: 'Adresse e-mail',
    firstName: 'Prénom',
    lastName: 'Nom',
    phone: 'Téléphone',
    job: 'Métier',
    roles: 'Rôles',
    profilePicturePath: 'Photo de profil',
    organization: 'Organisation',
    sites: 'Sites',
    agencies: 'Agences',
    agencyIds: 'Agences',
    isActive: 'Actif',
    lastLoginAt: 'Dernière connexion',
    createdAt: 'Créé le',
    updatedAt: 'Modifié le',
    sendInvitation: 'Envoyer l’invitation par mail',
    currentPassword: 'Mot de passe actuel',
    newPassword: 'Nouveau mot de passe',
  }),
  Organization: entity(['Organization', 'OrganizationCreate', 'OrganizationUpdate'], {
    id: 'Identifiant',
    name: 'Nom de l’organisation',
    isInternal: 'Bureau d’études',
    siret: 'SIRET',
    address: 'Adresse',
    zipCode: 'Code postal',
    city: 'Ville',
    phone: 'Téléphone',
    logoPath: 'Logo',
    isActive: 'Active',
    sitesCount: 'Sites',
    usersCount: 'Utilisateurs',
    createdAt: 'Créée le',
    updatedAt: 'Modifiée le',
  }),
  Site: entity(['Site', 'SiteCreate', 'SiteUpdate', 'SitePatch'], {
    id: 'Identifiant',
    name: 'Nom du site',
    isActive: 'Actif',
    organization: 'Organisation',
    agency: 'Agence',
    address: 'Adresse',
    zipCode: 'Code postal',
    city: 'Ville',
    phone: 'Téléphone',
    commercial: 'Commercial',
    providers: 'Prestataires',
    usersCount: 'Utilisateurs',
    workspacesCount: 'Projets',
    createdAt: 'Créé le',
    updatedAt: 'Modifié le',
    version: 'Version',
  }),
  Road: entity(['Road', 'RoadCreate'], {
    id: 'Identifiant',
    name: 'Nom de la route',
    workspaceId: 'Projet',
  }),
  DisplayNamePrefix: entity(['DisplayNamePrefix', 'DisplayNamePrefixCreate'], {
    id: 'Identifiant',
    name: 'Préfixe',
    campaignId: 'Campagne',
    coresCount: 'Carottes',
  }),
  CoresGroup: entity(['CoresGroup', 'CoresGroupCreate'], {
    id: 'Identifiant',
    name: 'Nom du groupe',
    campaignId: 'Campagne',
    cores: 'Carottes du groupe',
  }),
  LayerName: entity(['LayerName'], {
    name: 'Nom',
    layerType: 'Type habituel',
  }),
  CampaignShare: entity(['CampaignShareCreate', 'CampaignShareLink'], {
    email: 'Adresse e-mail du destinataire',
    message: 'Message',
    expiresAt: 'Valable jusqu’au',
    token: 'Jeton',
    url: 'Lien',
    campaign: 'Campagne',
    invitedBy: 'Invité par',
  }),
  Document: entity(['Document', 'DocumentCreate'], {
    id: 'Identifiant',
    name: 'Nom du fichier',
    title: 'Titre',
    extension: 'Type',
    size: 'Taille',
    category: 'Catégorie',
    campaignId: 'Campagne',
    s3Path: 'Emplacement',
    requiredDocumentId: 'Document demandé',
    folderId: 'Dossier',
    uploadedBy: 'Déposé par',
    createdAt: 'Déposé le',
    version: 'Version',
  }),
  Folder: entity(['Folder', 'FolderCreate'], {
    id: 'Identifiant',
    name: 'Nom du dossier',
    campaignId: 'Campagne',
    parentId: 'Dossier parent',
    documentsCount: 'Fichiers',
    createdAt: 'Créé le',
  }),
  RequiredDocument: entity(
    ['RequiredDocument', 'RequiredDocumentCreate', 'RequiredDocumentPatch'],
    {
      id: 'Identifiant',
      campaignId: 'Campagne',
      title: 'Document demandé',
      description: 'Précisions',
      status: 'Statut',
      dueDate: 'Attendu pour le',
      requestedBy: 'Demandé par',
      documents: 'Fichiers envoyés',
      createdAt: 'Demandé le',
    },
  ),
} as const satisfies Record<string, EntityFields>;

/** The entity whose labels name the fields of a contract schema (`CoreCreate` -> `Core`). */
function entityOf(schemaName: string): EntityFields | undefined {
  return Object.values<EntityFields>(fieldLabels).find((candidate) =>
    candidate.schemas.some((name) => name === schemaName),
  );
}

/**
 * The French label of a field of a contract schema, or undefined when the catalogue has none:
 * the field's own, else that of the object it refers to (`cityId` -> `city`, `siteIds` ->
 * `sites`).
 */
export function fieldLabelOf(schemaName: string, field: string): string | undefined {
  const labels = entityOf(schemaName)?.labels;
  if (labels === undefined) return undefined;
  const own = labels[field];
  if (own !== undefined) return own;
  if (field.endsWith('Ids')) return labels[`${field.slice(0, -3)}s`];
  if (field.endsWith('Id')) return labels[field.slice(0, -2)];
  return undefined;
}

/** Whether the catalogue labels the fields of this contract schema. */
export function hasFieldLabels(schemaName: string): boolean {
  return entityOf(schemaName) !== undefined;
}
