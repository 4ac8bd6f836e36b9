import type { components } from '@chaussee/sdk';
import { pointAlong } from './demo-geography.js';
import { type DemoCoringCampaign, roadOf } from './demo-projects.js';

type Schemas = components['schemas'];

export interface DemoLayer {
  type: Schemas['LayerType'];
  /** Name of a common material category (demo-materials). */
  material: string;
  thickness: number;
  condition: Schemas['ConditionDescriptor'];
  /** Laboratory results, when the campaign has them. */
  results: { pahMgKg: number; thMgKg: number; asbestosDetected: boolean } | null;
}

export interface DemoCore {
  number: number;
  prefixed: boolean;
  status: Schemas['CoreStatus'];
  lat: number;
  lng: number;
  landmark: string;
  abscissa: number;
  city: string;
  zipCode: string;
  direction: string;
  lane: string;
  lateralPosition: string;
  structureType: string;
  isFullStructure: boolean;
  diameter: number;
  note: string | null;
  layers: readonly DemoLayer[];
  interfaces: readonly Schemas['InterfaceBondState'][];
}

/** Common material categories of the demo, with the layer type they go with. */
export const DEMO_MATERIALS: readonly { name: string; layerType: Schemas['LayerType'] }[] = [
  { name: 'Béton bitumineux semi-grenu (BBSG)', layerType: 'EB' },
  { name: 'Béton bitumineux mince (BBM)', layerType: 'EB' },
  { name: 'Enrobé à module élevé (EME)', layerType: 'EB' },
  { name: 'Grave-bitume (GB)', layerType: 'EB' },
  { name: 'Enrobé ancien goudronneux', layerType: 'CA' },
  { name: 'Enduit superficiel', layerType: 'CA' },
  { name: 'Grave-ciment (GC)', layerType: 'GTLH' },
  { name: 'Sable traité au liant hydraulique', layerType: 'MTLH' },
  { name: 'Grave non traitée (GNT)', layerType: 'CS' },
  { name: 'Béton de ciment', layerType: 'BETON' },
];

/** A small, fast, seeded generator (mulberry32) from a text (hashed with FNV-1a). */
function randomFrom(seedText: string): () => number {
  let seed = 0x811c9dc5;
  for (const char of seedText) seed = Math.imul(seed ^ char.charCodeAt(0), 0x01000193);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The random draws of one core, one stream per field. */
type CoreDraws = (field: string) => () => number;

/**
 * Each field of each core draws from its own seeded stream (campaign, core number, field): the
 * same campaign gives the same cores, and a field added, or drawn more or less often, reshuffles
 * no other field nor any other core.
 */
function drawsOf(campaignKey: string, number: number): CoreDraws {
  return (field) => randomFrom(`${campaignKey}/${String(number)}/${field}`);
}

function pick<T>(random: () => number, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick() from an empty list');
  return item;
}

const TAKEN_STATUSES: ReadonlySet<Schemas['CampaignStatus']> = new Set([
  'taken',
  'taking_validated',
  'sent_for_analysis',
  'results_obtained',
  'finished',
]);
const WITH_RESULTS: ReadonlySet<Schemas['CampaignStatus']> = new Set([
  'results_obtained',
  'finished',
]);

/** PAH content drawn so that most layers are clean and a few exceed each threshold. */
function pahContent(random: () => number, tarry: boolean): number {
  const draw = random();
  if (tarry && draw < 0.35) return Math.round(1000 + random() * 4000);
  if (draw < 0.08) return Math.round(500 + random() * 500);
  if (draw < 0.25) return Math.round(50 + random() * 450);
  return Math.round(random() * 49 * 10) / 10;
}

function coreStatus(
  campaign: DemoCoringCampaign,
  index: number,
  random: () => number,
): Schemas['CoreStatus'] {
  if (campaign.status === 'awaiting_validation') return 'validated';
  if (campaign.status === 'taking_in_progress') {
    return index < campaign.coresCount * 0.6 ? 'validated' : 'empty';
  }
  if (!TAKEN_STATUSES.has(campaign.status)) return 'empty';
  if (random() < 0.04) return 'cancelled';
  if (campaign.status === 'taken' && random() < 0.1) return 'sent_to_study_manager';
  return 'validated';
}

function layersOf(
  campaign: DemoCoringCampaign,
  draws: CoreDraws,
  structureType: string,
): DemoLayer[] {
  const withResults = WITH_RESULTS.has(campaign.status);
  const [pah, th, asbestos, conditions, thickness] = [
    draws('layers.pah'),
    draws('layers.th'),
    draws('layers.asbestos'),
    draws('layers.condition'),
    draws('layers.thickness'),
  ];
  const result = (tarry: boolean) =>
    withResults
      ? {
          pahMgKg: pahContent(pah, tarry),
          thMgKg: Math.round(th() < 0.15 ? 500 + th() * 1500 : th() * 480),
          asbestosDetected: asbestos() < (tarry ? 0.2 : 0.04),
        }
      : null;
  const condition = () =>
    pick(conditions, [
      'healthy_smooth',
      'healthy_smooth',
      'cracked_smooth',
      'mediocre_smooth',
      'fragmented',
    ] as const);
  const layers: DemoLayer[] = [
    {
      type: 'EB',
      material: pick(draws('layers.material'), [
        'Béton bitumineux semi-grenu (BBSG)',
        'Béton bitumineux mince (BBM)',
      ]),
      thickness: Math.round(40 + thickness() * 40),
      condition: condition(),
      results: result(false),
    },
  ];
  if (draws('layers.tarry')() < 0.45) {
    layers.push({
      type: 'CA',
      material: 'Enrobé ancien goudronneux',
      thickness: Math.round(30 + thickness() * 60),
      condition: condition(),
      results: result(true),
    });
  }
  if (structureType === 'Semi-rigide') {
    layers.push({
      type: 'GTLH',
      material: 'Grave-ciment (GC)',
      thickness: Math.round(150 + thickness() * 100),
      condition: condition(),
      results: null,
    });
  } else {
    layers.push({
      type: 'EB',
      material: 'Grave-bitume (GB)',
      thickness: Math.round(80 + thickness() * 80),
      condition: condition(),
      results: result(false),
    });
  }
  return layers;
}

/** The cores of a demo coring campaign, evenly spread along its road with a little jitter. */
export function demoCoresOf(campaign: DemoCoringCampaign): DemoCore[] {
  const road = roadOf(campaign);
  const cores: DemoCore[] = [];
  for (let index = 0; index < campaign.coresCount; index += 1) {
    const number = index + 1;
    const draws = drawsOf(campaign.key, number);
    const fraction = (index + 0.5 + (draws('position')() - 0.5) * 0.4) / campaign.coresCount;
    const point = pointAlong(road, fraction);
    const status = coreStatus(campaign, index, draws('status'));
    const structureType = pick(draws('structureType'), [
      'Souple',
      'Bitumineuse épaisse',
      'Semi-rigide',
    ]);
    const layers = status === 'validated' ? layersOf(campaign, draws, structureType) : [];
    const bondStates = draws('interfaces');
    cores.push({
      number,
      prefixed: campaign.prefix !== null && layers.some((layer) => layer.type === 'CA'),
      status,
      lat: point.lat,
      lng: point.lng,
      landmark: `PR ${String(point.pr)}`,
      abscissa: point.abscissa,
      city: point.city,
      zipCode: point.zipCode,
      direction: index % 2 === 0 ? 'Sens 1' : 'Sens 2',
      lane: pick(draws('lane'), ['Voie lente', 'Voie lente', 'Voie rapide']),
      lateralPosition: pick(draws('lateralPosition'), [
        'Bande de roulement droite',
        'Axe',
        'Bande de roulement gauche',
      ]),
      structureType,
      isFullStructure: draws('isFullStructure')() < 0.3,
      diameter: draws('diameter')() < 0.8 ? 100 : 150,
      note:
        status === 'cancelled'
          ? 'Carotte non réalisée : réseau enterré détecté.'
          : draws('note')() < 0.05
            ? 'Chaussée fissurée au droit du prélèvement.'
            : null,
      layers,
      interfaces: layers
        .slice(1)
        .map(() => pick(bondStates, ['bonded', 'bonded', 'semi-bonded', 'unbonded'] as const)),
    });
  }
  return cores;
}
