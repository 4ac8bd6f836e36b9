import type { components } from '@chaussee/sdk';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import {
  coreInterfaces,
  coreLayers,
  cores,
  layerPollutantAnalyses,
  materialCategories,
  roads,
} from '../../db/schema.js';
import { insertTestCampaign } from '../../testing/test-campaign.js';

type Schemas = components['schemas'];

interface FixtureLayer {
  type: Schemas['LayerType'];
  thickness: number;
  material?: 'bbsg' | 'tar' | 'gnt';
  /** Bond state of the interface with the next layer. */
  bondBelow?: Schemas['InterfaceBondState'];
  analyses?: { kind: Schemas['PollutantKind']; value?: number; asbestos?: boolean }[];
}

interface FixtureCore {
  name: string;
  status: Schemas['CoreStatus'];
  direction: string | null;
  lane: string | null;
  landmark: string | null;
  abscissa: number | null;
  layers: FixtureLayer[];
}

/**
 * The small fixed coring campaign the dashboard tests compute by hand (written straight to the
 * tables). Road order: Grenoble lane 1 (K2 at PR 1 + 500.5 m, K1 at PR 2, K3 at PR 10: numbers, not text),
 * then Lyon lane 2 (K4), then the core without direction (K5).
 *
 * | core | status                | layers (mm)                          | results → route                        |
 * | K1   | validated             | EB 40 BBSG, CA 60 tar, CS 200 GNT    | L1 free; L2 PAH 1200 → hazardous        |
 * | K2   | validated             | EB 50 BBSG, GTLH 150                 | L1 PAH 60, TH 600 → not_inert           |
 * | K3   | sent_to_study_manager | EB 30 BBSG                           | L1 asbestos → hazardous_asbestos        |
 * | K4   | empty                 | none                                 | unknown                                 |
 * | K5   | cancelled             | EB 80 BBSG                           | no analysis → unknown                   |
 */
const FIXTURE_CORES: readonly FixtureCore[] = [
  {
    name: 'K1',
    status: 'validated',
    direction: 'Grenoble',
    lane: '1',
    landmark: 'PR 2',
    abscissa: 100,
    layers: [
      {
        type: 'EB',
        thickness: 40,
        material: 'bbsg',
        bondBelow: 'bonded',
        analyses: [
          { kind: 'asbestos', asbestos: false },
          { kind: 'PAH', value: 20 },
          { kind: 'TH', value: 100 },
        ],
      },
      {
        type: 'CA',
        thickness: 60,
        material: 'tar',
        bondBelow: 'unbonded',
        analyses: [
          { kind: 'asbestos', asbestos: false },
          { kind: 'PAH', value: 1200 },
          { kind: 'TH', value: 300 },
          { kind: 'PAH_ref_be', value: 800 },
        ],
      },
      { type: 'CS', thickness: 200, material: 'gnt' },
    ],
  },
  {
    name: 'K2',
    status: 'validated',
    direction: 'Grenoble',
    lane: '1',
    landmark: 'PR 1',
    abscissa: 500.5,
    layers: [
      {
        type: 'EB',
        thickness: 50,
        material: 'bbsg',
        bondBelow: 'semi-bonded',
        analyses: [
          { kind: 'asbestos', asbestos: false },
          { kind: 'PAH', value: 60 },
          { kind: 'TH', value: 600 },
        ],
      },
      { type: 'GTLH', thickness: 150 },
    ],
  },
  {
    name: 'K3',
    status: 'sent_to_study_manager',
    direction: 'Grenoble',
    lane: '1',
    landmark: 'PR 10',
    abscissa: 0,
    layers: [
      {
        type: 'EB',
        thickness: 30,
        material: 'bbsg',
        analyses: [
          { kind: 'asbestos', asbestos: true },
          { kind: 'asbestos_ref_be', asbestos: true },
        ],
      },
    ],
  },
  {
    name: 'K4',
    status: 'empty',
    direction: 'Lyon',
    lane: '2',
    landmark: 'PR 3',
    abscissa: 20,
    layers: [],
  },
  {
    name: 'K5',
    status: 'cancelled',
    direction: null,
    lane: null,
    landmark: null,
    abscissa: null,
    layers: [{ type: 'EB', thickness: 80, material: 'bbsg' }],
  },
];

export interface DashboardFixture {
  campaignId: string;
  roadId: string;
  coreIds: Record<string, string>;
}

/** Writes the fixture campaign (in a workspace of its own unless given) and answers its ids. */
export async function insertDashboardFixture(
  db: Db,
  values: { workspaceId?: string; memberIds?: readonly string[] } = {},
): Promise<DashboardFixture> {
  const campaign = await insertTestCampaign(db, {
    type: 'coring',
    ...(values.workspaceId === undefined ? {} : { workspaceId: values.workspaceId }),
    ...(values.memberIds === undefined ? {} : { memberIds: values.memberIds }),
  });
  // A second fixture campaign in the same workspace shares its road.
  const [existing] = await db
    .select()
    .from(roads)
    .where(and(eq(roads.workspaceId, campaign.workspaceId), eq(roads.name, 'RD 12')));
  const road =
    existing ??
    (
      await db
        .insert(roads)
        .values({ workspaceId: campaign.workspaceId, name: 'RD 12' })
        .returning()
    )[0];
  if (!road) throw new Error('The road was not inserted.');
  const categories = await db
    .insert(materialCategories)
    .values([
      { name: 'BBSG', layerType: 'EB' },
      { name: 'Enrobé goudronneux', layerType: 'CA' },
      { name: 'GNT', layerType: 'CS' },
    ])
    .returning();
  const materialIds = {
    bbsg: categories[0]?.id,
    tar: categories[1]?.id,
    gnt: categories[2]?.id,
  };
  const coreIds: Record<string, string> = {};
  for (const [index, fixture] of FIXTURE_CORES.entries()) {
    const [core] = await db
      .insert(cores)
      .values({
        campaignId: campaign.id,
        number: index + 1,
        displayName: fixture.name,
        sortRank: index + 1,
        status: fixture.status,
        roadId: road.id,
        direction: fixture.direction,
        lane: fixture.lane,
        landmark: fixture.landmark,
        abscissa: fixture.abscissa,
      })
      .returning();
    if (!core) throw new Error('The core was not inserted.');
    coreIds[fixture.name] = core.id;
    const layerIds: string[] = [];
    for (const [position, layer] of fixture.layers.entries()) {
      const [row] = await db
        .insert(coreLayers)
        .values({
          coreId: core.id,
          position: position + 1,
          type: layer.type,
          thickness: layer.thickness,
          materialCategoryId:
            layer.material === undefined ? null : (materialIds[layer.material] ?? null),
          condition: 'healthy_smooth',
        })
        .returning();
      if (!row) throw new Error('The layer was not inserted.');
      layerIds.push(row.id);
      const analyses = layer.analyses ?? [];
      if (analyses.length > 0) {
        await db.insert(layerPollutantAnalyses).values(
          analyses.map((analysis) => ({
            layerId: row.id,
            kind: analysis.kind,
            valueMgKg: analysis.value ?? null,
            asbestosPresent: analysis.asbestos ?? null,
          })),
        );
      }
    }
    for (const [position, layer] of fixture.layers.entries()) {
      const upperLayerId = layerIds[position];
      const lowerLayerId = layerIds[position + 1];
      if (
        layer.bondBelow === undefined ||
        upperLayerId === undefined ||
        lowerLayerId === undefined
      ) {
        continue;
      }
      await db.insert(coreInterfaces).values({
        coreId: core.id,
        position: position + 1,
        upperLayerId,
        lowerLayerId,
        bondState: layer.bondBelow,
      });
    }
  }
  return { campaignId: campaign.id, roadId: road.id, coreIds };
}
