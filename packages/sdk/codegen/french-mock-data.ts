/**
 * What the MSW mocks answer, so that screens fed by them look like real French road-investigation
 * data: people, French cities and regions, roads such as « RD 1089 », PR landmarks and abscissas in
 * metres, layer thicknesses in mm, pollutant contents in mg/kg. Statuses come from the contract's
 * enums without help. Each entry is a faker expression pasted into the generated mocks, where
 * `faker` is the French locale; `type` is the JSON type it produces.
 */

interface FakerData {
  type: 'string' | 'number' | 'integer';
  expression: string;
}

const str = (expression: string): FakerData => ({ type: 'string', expression });
const int = (expression: string): FakerData => ({ type: 'integer', expression });
const num = (expression: string): FakerData => ({ type: 'number', expression });
const oneOf = (values: readonly (string | number)[]) =>
  `faker.helpers.arrayElement(${JSON.stringify(values)})`;

const road =
  "`${faker.helpers.arrayElement(['RD', 'RD', 'RD', 'RN', 'A', 'VC'])} ${faker.number.int({ min: 1, max: 1200 })}`";
const materials = [
  'Béton bitumineux semi-grenu (BBSG)',
  'Béton bitumineux très mince (BBTM)',
  'Grave-bitume (GB3)',
  'Grave-ciment',
  'Grave non traitée',
  'Enduit superficiel',
];
const remarks = [
  'RAS',
  'Fissures longitudinales en rive',
  "Présence d'eau en fond de trou",
  'Carotte prélevée en bande de roulement droite',
  'Enrobé désagrégé en surface',
  'Interface décollée entre la couche de roulement et la couche de base',
  'Réparation ancienne visible à proximité',
];
const fileStem = oneOf([
  'rapport-carottage',
  'plan-de-situation',
  'bon-de-commande',
  'resultats-laboratoire',
  'releve-degradations',
]);

/** The data, by name; formats `x-fr-<name>` point at them (see french-mock-formats.ts). */
export const frenchData = {
  firstName: str('faker.person.firstName()'),
  lastName: str('faker.person.lastName()'),
  city: str('faker.location.city()'),
  address: str('faker.location.streetAddress()'),
  road: str(road),
  company: str('faker.company.name()'),
  agency: str('`Agence ${faker.location.state()}`'),
  site: str('`Site de ${faker.location.city()}`'),
  laboratory: str('`Laboratoire de ${faker.location.city()}`'),
  workspace: str(
    `\`\${${oneOf(['Diagnostic', 'Réfection', 'Renforcement', 'Entretien'])}} \${${road}} – \${faker.location.city()}\``,
  ),
  campaign: str(
    `\`\${${oneOf(['Carottage', 'Auscultation', 'Sondages'])}} \${${road}} \${faker.number.int({ min: 2019, max: 2026 })}\``,
  ),
  reference: str('`CH-${faker.number.int({ min: 2019, max: 2026 })}-${faker.string.numeric(4)}`'),
  customerReference: str('`BC ${faker.string.numeric(6)}`'),
  customerCode: str('`CL${faker.string.numeric(6)}`'),
  layerName: str(
    oneOf([
      'Couche de roulement',
      'Couche de liaison',
      'Couche de base',
      'Couche de fondation',
      'Couche de forme',
    ]),
  ),
  material: str(oneOf(materials)),
  prestation: str(
    oneOf([
      'Recherche d’amiante (META)',
      'Dosage des HAP',
      'Hydrocarbures totaux (HCT)',
      'Préparation d’échantillon',
    ]),
  ),
  coreName: str('`CA-${faker.number.int({ min: 1, max: 60 })}`'),
  corePrefix: str(oneOf(['CA-', 'C', 'K-', 'SD-'])),
  coresGroup: str("`Groupe ${faker.helpers.arrayElement(['Nord', 'Sud', 'Est', 'Ouest'])}`"),
  mapLayer: str(oneOf(['Carottes', 'Dégradations', 'Déflexions', 'Orniérage', 'PR'])),
  dashboardCategory: str(oneOf(['Synthèse', 'Épaisseurs', 'Pollution', 'Dégradations'])),
  chartTitle: str(
    oneOf(['Épaisseur des enrobés', 'Teneur en HAP par carotte', 'Répartition des dégradations']),
  ),
  pdfSettings: str(oneOf(['Rapport standard', 'Rapport client', 'Charte agence'])),
  landmark: str('`PR ${faker.number.int({ min: 0, max: 150 })}`'),
  direction: str(oneOf(['Sens 1', 'Sens 2', 'Sens unique'])),
  lane: str(oneOf(['Voie lente', 'Voie rapide', 'Voie unique', 'Bande d’arrêt d’urgence'])),
  lateralPosition: str(
    oneOf(['Bande de roulement droite', 'Bande de roulement gauche', 'Axe', 'Rive']),
  ),
  structureType: str(oneOf(['Souple', 'Bitumineuse épaisse', 'Semi-rigide', 'Mixte', 'Rigide'])),
  remark: str(oneOf(remarks)),
  documentTitle: str(
    oneOf([
      'Rapport de carottage',
      'Plan de situation',
      'Bon de commande',
      'Procès-verbal de réception',
      'Résultats amiante et HAP',
    ]),
  ),
  fileName: str(`\`\${${fileStem}}-\${faker.string.numeric(3)}.pdf\``),
  storagePath: str(`\`campaigns/\${faker.string.uuid()}/\${${fileStem}}.pdf\``),
  extension: str(oneOf(['pdf', 'xlsx', 'jpg', 'png', 'docx'])),
  unit: str(oneOf(['mm', 'm', 'mg/kg', '%', 'MPa'])),
  columnKey: str(oneOf(['thickness', 'pahMgKg', 'thMgKg', 'diameter', 'landmark', 'abscissa'])),
  columnLabel: str(
    oneOf(['Épaisseur (mm)', 'HAP (mg/kg)', 'HCT (mg/kg)', 'PR', 'Commune', 'Sens']),
  ),
  color: str('faker.color.rgb()'),
  token: str('`eyJ${faker.string.alphanumeric(36)}.${faker.string.alphanumeric(48)}`'),
  words: str('faker.word.words({ count: { min: 1, max: 3 } })'),
  abscissa: int('faker.number.int({ min: 0, max: 999 })'),
  thickness: int('faker.number.int({ min: 20, max: 250 })'),
  depth: int('faker.number.int({ min: 0, max: 600 })'),
  diameter: int(oneOf([100, 150, 200])),
  surveyedLength: int('faker.number.int({ min: 500, max: 40000 })'),
  fileSize: int('faker.number.int({ min: 20000, max: 15000000 })'),
  latitude: num('faker.number.float({ min: 42.5, max: 50.9, fractionDigits: 6 })'),
  longitude: num('faker.number.float({ min: -4.5, max: 7.8, fractionDigits: 6 })'),
  pah: num('faker.number.float({ min: 0, max: 1500, fractionDigits: 1 })'),
  th: num('faker.number.float({ min: 0, max: 5000, fractionDigits: 1 })'),
} satisfies Record<string, FakerData>;

export type FrenchDataName = keyof typeof frenchData;

/**
 * Which data a property gets, by the path of names leading to it: the component schema, then the
 * properties down to it (`Core.landmark`, `CampaignSummary.workspace.name`). First match wins;
 * `name` depends on what owns it.
 */
export const frenchDataRules: readonly (readonly [RegExp, FrenchDataName])[] = [
  [/\.firstName$/, 'firstName'],
  [/\.lastName$/, 'lastName'],
  [/road\w*\.name$/i, 'road'],
  [/cit(y|ies)\w*\.name$/i, 'city'],
  [/\.city$/, 'city'],
  [/\.address$/, 'address'],
  [/agenc\w*\.name$/i, 'agency'],
  [/laborator\w*\.name$/i, 'laboratory'],
  [/(organi[sz]ation|provider|customer)\w*\.name$/i, 'company'],
  [/site\w*\.name$/i, 'site'],
  [/(workspace|project)\w*\.name$/i, 'workspace'],
  [/campaign\w*\.name$/i, 'campaign'],
  [/(layerName|CoreLayer\w*)\.name$/i, 'layerName'],
  [/(material\w*|otherMaterial)(\.name)?$/i, 'material'],
  [/prestation\w*\.name$/i, 'prestation'],
  [/prefix\w*\.name$/i, 'corePrefix'],
  [/coresGroup\w*\.name$/i, 'coresGroup'],
  [/mapLayer\w*\.name$/i, 'mapLayer'],
  [/dashboardCategory\w*\.name$/i, 'dashboardCategory'],
  [/pdfParameters\w*\.name$/i, 'pdfSettings'],
  [/document\w*\.name$/i, 'fileName'],
  [/(chart|charts|series)\w*\.(name|title)$/i, 'chartTitle'],
  [/\.(displayName|NR_name)$/, 'coreName'],
  [/\.customerReference$/, 'customerReference'],
  [/\.customerCode$/, 'customerCode'],
  [/campaign\w*\.reference$/i, 'reference'],
  [/\.landmark$/, 'landmark'],
  [/\.abscissa$/, 'abscissa'],
  [/\.direction$/, 'direction'],
  [/\.lane$/, 'lane'],
  [/\.lateralPosition$/, 'lateralPosition'],
  [/\.structureType$/, 'structureType'],
  [/\.(comment|globalComment|note|description)$/, 'remark'],
  [/\.title$/, 'documentTitle'],
  [/\.fileName$/, 'fileName'],
  [/\.(path|s3Path|logoPath|profilePicturePath)$/, 'storagePath'],
  [/\.extension$/, 'extension'],
  [/\.unit$/, 'unit'],
  [/\.(key|field|valueField)$/, 'columnKey'],
  [/\.label$/, 'columnLabel'],
  [/\.color$/, 'color'],
  [/\.(token|refresh_token)$/, 'token'],
  [/\.(thickness|totalThickness)$/, 'thickness'],
  [/\.(topDepth|bottomDepth)$/, 'depth'],
  [/\.diameter$/, 'diameter'],
  [/\.surveyedLength$/, 'surveyedLength'],
  [/\.(size|totalSize)$/, 'fileSize'],
  [/\.lat$/, 'latitude'],
  [/\.lng$/, 'longitude'],
  [/\.pah(Max)?MgKg$/, 'pah'],
  [/\.(th(Max)?MgKg|valueMgKg)$/, 'th'],
];

/** Data of the string formats the contract itself uses. */
export const contractFormatData: Readonly<Record<string, string>> = {
  // orval's default, `split('T')[0]`, is `string | undefined` under noUncheckedIndexedAccess.
  date: 'faker.date.past({ years: 3 }).toISOString().slice(0, 10)',
  'fr-phone': "faker.phone.number({ style: 'national' })",
  'zip-code': 'faker.location.zipCode()',
  siret: 'faker.string.numeric(14)',
  semver: 'faker.system.semver()',
};
