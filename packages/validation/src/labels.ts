import type { components } from '@chaussee/sdk';

type Schemas = components['schemas'];

/** The schemas of the contract that are enums of strings (a union of codes, not any string). */
type StringEnumName = {
  [Name in keyof Schemas]: Schemas[Name] extends string
    ? string extends Schemas[Name]
      ? never
      : Name
    : never;
}[keyof Schemas];

/**
 * The contract's enums outside the label catalogue (src/schemas/enums): codes that no screen
 * shows as words yet. Any other enum, a new one included, needs its labels below or typecheck
 * fails; moving one out of this list is how it joins the catalogue.
 */
type UnlabelledEnum =
  | 'CampaignDataType'
  | 'ChartKind'
  | 'DocumentCategory'
  | 'NotificationType'
  | 'StatisticsPeriod'
  | 'VersionProduct';

/** Each enum of the catalogue with the French label of each of its codes, and nothing else. */
type Catalogue = {
  [Name in Exclude<StringEnumName, UnlabelledEnum>]: Record<Schemas[Name], string>;
};

/**
 * French label of every code of every enum of the contract (spec section 3, label catalogue).
 * Typed against the contract's enums (`Catalogue`): an enum added to the contract without its
 * labels here, a code without a label, or a label for a code that no longer exists, is a compile
 * error.
 */
export const labels = {
  AuditAction: {
    insert: 'Création',
    update: 'Modification',
    delete: 'Suppression',
    access: 'Ouverture par un lien de partage',
  },
  AuditActorKind: {
    user: 'Utilisateur',
    guest: 'Invité',
  },
  CampaignStatus: {
    abandoned: 'Abandonnée',
    archived: 'Archivée',
    awaiting: 'En attente',
    awaiting_validation: 'En attente de validation',
    cancelled: 'Annulée',
    finished: 'Terminée',
    new: 'Nouvelle',
    refused: 'Refusée',
    validated: 'Validée',
    preparing: 'En préparation',
    processing: 'En cours de traitement',
    taken: 'Prélevée',
    extracted: 'Extraite',
    extracting: "En cours d'extraction",
    sent_to_provider: 'Envoyée au prestataire',
    sent_to_study_manager: "Envoyée au chargé d'affaires",
    sent_for_analysis: 'Envoyée en analyse',
    results_acquired: 'Résultats acquis',
    results_obtained: 'Résultats obtenus',
    taking_in_progress: 'Prélèvement en cours',
    taking_validated: 'Prélèvement validé',
    programing_validated: 'Programmation validée',
    testing: 'Essais en cours',
    verification: 'En vérification',
    asserting: 'En cours de contrôle',
    waiting_validation: 'Validation en attente',
    waiting_validation_no_data: 'Validation en attente, sans données',
    to_complete: 'À compléter',
  } satisfies Record<Schemas['CampaignStatus'], string>,

  BinKind: {
    workspace: 'Espace de travail',
    campaign: 'Campagne',
    core: 'Carotte',
    document: 'Document',
  } satisfies Record<Schemas['BinKind'], string>,

  CampaignType: {
    coring: 'Carottage',
    auscultation: 'Auscultation',
    macro: 'Macro-campagne',
  } satisfies Record<Schemas['CampaignType'], string>,

  CoreStatus: {
    empty: 'Vide',
    cancelled: 'Annulée',
    validated: 'Validée',
    sent_to_study_manager: "Envoyée au chargé d'affaires",
  } satisfies Record<Schemas['CoreStatus'], string>,

  LayerType: {
    CA: 'CA – Amiante, HAP, HCT',
    CS: 'CS – Structure',
    EB: 'EB – Enrobé bitumineux',
    MTLH: 'MTLH – Matériau traité aux liants hydrauliques',
    GTLH: 'GTLH – Grave traitée aux liants hydrauliques',
    BETON: 'Béton',
    OTHER: 'Autre',
  } satisfies Record<Schemas['LayerType'], string>,

  PollutantKind: {
    asbestos: 'Amiante',
    PAH: 'HAP',
    TH: 'HCT',
    asbestos_ref_be: 'Amiante (Réf. BE)',
    PAH_ref_be: 'HAP (Réf. BE)',
    TH_ref_be: 'HCT (Réf. BE)',
  } satisfies Record<Schemas['PollutantKind'], string>,

  PollutantClass: {
    PAH_0: 'HAP < 50 mg/kg',
    PAH_50: 'HAP de 50 à 500 mg/kg',
    PAH_500: 'HAP de 500 à 1 000 mg/kg',
    PAH_1000: 'HAP ≥ 1 000 mg/kg',
    TH_0: 'HCT < 500 mg/kg',
    TH_500: 'HCT ≥ 500 mg/kg',
    asbestos_absent: 'Amiante non détecté',
    asbestos_present: 'Amiante détecté',
  } satisfies Record<Schemas['PollutantClass'], string>,

  // The waste routes of milled material (packages/validation/src/waste-routes.ts holds the rule).
  WasteRoute: {
    hazardous_asbestos: 'Déchet dangereux amianté (ISDD)',
    hazardous: 'Déchet dangereux (ISDD ou traitement thermique)',
    non_hazardous: 'Déchet non dangereux (ISDND) ou valorisation contrôlée',
    not_inert: 'Non inerte (ISDND)',
    conditional_reuse: 'Réemploi sous conditions',
    free_reuse: 'Réemploi libre',
    unknown: 'Indéterminée (analyses manquantes)',
  } satisfies Record<Schemas['WasteRoute'], string>,

  // The titles of the charts of a coring campaign's dashboard.
  DashboardChartType: {
    cores_by_status: 'Carottes par statut',
    layers_by_type: 'Couches par type de matériau',
    thickness_distribution: 'Répartition des épaisseurs totales',
    bituminous_thickness_along_road: 'Épaisseur bitumineuse le long de la route',
    pah_class_by_layer: 'Classe HAP par couche',
    pah_ref_be_class_by_layer: 'Classe HAP par couche (Réf. BE)',
    th_class_by_layer: 'Classe HCT par couche',
    asbestos_by_layer: 'Amiante par couche',
    cores_by_waste_route: 'Carottes par filière d’évacuation',
  } satisfies Record<Schemas['DashboardChartType'], string>,

  InterfaceBondState: {
    bonded: 'Collée',
    'semi-bonded': 'Semi-collée',
    unbonded: 'Décollée',
  } satisfies Record<Schemas['InterfaceBondState'], string>,

  CoreSampleKind: {
    core: 'Carotte',
    under: 'Sous la carotte',
    hole: 'Fond de trou',
    front: 'Front',
  } satisfies Record<Schemas['CoreSampleKind'], string>,

  ConditionDescriptor: {
    healthy_smooth: 'Saine / lisse',
    cracked_smooth: 'Fissurée / lisse',
    cracked_ripped_off: 'Fissurée / arrachements',
    mediocre_smooth: 'Médiocre / lisse',
    mediocre_ripped_off: 'Médiocre / arrachements',
    fragmented: 'Fragmentée',
    crushed: 'Broyée',
  } satisfies Record<Schemas['ConditionDescriptor'], string>,

  DistressType: {
    tearing_off: 'Arrachement',
    various_cracks: 'Fissures diverses',
    longitudinal_joint: 'Joint longitudinal',
    crazing: 'Faïençage',
    longitudinal_crack: 'Fissure longitudinale',
    transverse_crack: 'Fissure transversale',
    pothole: 'Nid-de-poule',
    slab_cracks: 'Fissures de dalles',
    sagging: 'Affaissement',
    glaze_penetrant: 'Glaçage / ressuage',
    repair: 'Réparation',
    corner_break: "Cassure d'angle",
    hollow_rut: 'Ornière en creux',
    rut_edge: "Bord d'ornière",
    healthy_area: 'Zone saine',
  } satisfies Record<Schemas['DistressType'], string>,

  SurveyItemKind: {
    point: 'Ponctuel',
    segment: 'Linéaire',
  } satisfies Record<Schemas['SurveyItemKind'], string>,

  MapLayerKind: {
    cores: 'Carottes',
    auscultation_points: 'Dégradations ponctuelles',
    auscultation_segments: 'Dégradations linéaires',
    prs: 'Points de repère (PR)',
  } satisfies Record<Schemas['MapLayerKind'], string>,

  LaboratoryOrderStatus: {
    New: 'Nouvelle',
    Validated: 'Validée',
    Sent: 'Envoyée',
    Finished: 'Terminée',
    ResultsSent: 'Résultats envoyés',
    Cancel: 'Annulée',
  } satisfies Record<Schemas['LaboratoryOrderStatus'], string>,

  // The spec gives these laboratory codes without their meaning: the code is what the laboratory
  // and the engineers read, so it is its own label until the business names them.
  SampleCode: {
    BACC: 'BACC',
    MACC: 'MACC',
    LFRA: 'LFRA',
    'LFRA-RUPT': 'LFRA-RUPT',
    DECO: 'DECO',
    MADI: 'MADI',
    CFAI: 'CFAI',
    TFAI: 'TFAI',
    FRAC: 'FRAC',
    FEUIL: 'FEUIL',
    CMED: 'CMED',
    TMED: 'TMED',
    CBON: 'CBON',
    TBON: 'TBON',
    CTBO: 'CTBO',
    TTBO: 'TTBO',
  } satisfies Record<Schemas['SampleCode'], string>,

  Job: {
    commercial: 'Commercial',
    engineer: 'Ingénieur',
    study_manager: "Chargé d'affaires",
    technician: 'Technicien',
  } satisfies Record<Schemas['Job'], string>,

  Role: {
    ROLE_READ_ONLY: 'Lecture seule',
    ROLE_USER: 'Utilisateur',
    ROLE_CUSTOMER_USER: 'Client utilisateur',
    ROLE_CUSTOMER_MAIN: 'Client principal',
    ROLE_CUSTOMER_SUPERVISOR: 'Client superviseur',
    ROLE_NEXTROAD_USER: "Collaborateur du bureau d'études",
    ROLE_NEXTROAD_MAIN: "Responsable d'agence",
    ROLE_NEXTROAD_ADMIN: "Administrateur du bureau d'études",
    ROLE_ADMIN: 'Administrateur',
    ROLE_SUPER_ADMIN: 'Super administrateur',
    ROLE_ACCESS_STATS: 'Accès aux statistiques',
  } satisfies Record<Schemas['Role'], string>,

  // The steps of a file request as the customer and the office read them (asked, sent, decided).
  RequiredDocumentStatus: {
    awaiting: 'Demandé',
    awaiting_validation: 'Envoyé, à valider',
    validated: 'Validé',
    refused: 'Refusé',
  },
  UserType: {
    internal: "Collaborateur du bureau d'études",
    customer_main: 'Client principal',
    customer_supervisor: 'Client superviseur',
    customer_user: 'Client utilisateur',
  } satisfies Record<Schemas['UserType'], string>,
} as const satisfies Catalogue;

/** Name of an enum of the contract that has labels. */
export type LabelledEnum = keyof typeof labels;

/** A code of one of those enums, as the SDK types it. */
export type EnumCode<E extends LabelledEnum> = keyof (typeof labels)[E] & string;

/** The French label of a code, e.g. `labelOf('InterfaceBondState', 'semi-bonded')` -> « Semi-collée ». */
export function labelOf<E extends LabelledEnum>(enumName: E, code: EnumCode<E>): string {
  const labelsOfEnum: Record<string, string> = labels[enumName];
  // A code the server sends before the web app is updated: show the code rather than nothing.
  return labelsOfEnum[code] ?? code;
}

/**
 * The labels of an enum of the contract: by its schema name (`Weather` of a `$ref`), else those of
 * the one enum of the catalogue that has every code listed (an enum written inline, `type:
 * [string, 'null']` with its `enum`). Undefined when the catalogue does not know it.
 */
export function enumLabelsOf(
  enumName: string | undefined,
  codes: readonly unknown[],
): Readonly<Record<string, string>> | undefined {
  const catalogue: Readonly<Record<string, Readonly<Record<string, string>>>> = labels;
  const named = enumName === undefined ? undefined : catalogue[enumName];
  if (named !== undefined) return named;
  const wanted = codes.filter((code) => code !== null);
  if (wanted.length === 0) return undefined;
  const matches = Object.values(catalogue).filter((candidate) =>
    wanted.every((code) => typeof code === 'string' && Object.hasOwn(candidate, code)),
  );
  // CoreStatus' codes are all CampaignStatus codes too: the enum with exactly those codes wins.
  const exact = matches.filter((candidate) => Object.keys(candidate).length === wanted.length);
  if (exact.length === 1) return exact[0];
  return matches.length === 1 ? matches[0] : undefined;
}
