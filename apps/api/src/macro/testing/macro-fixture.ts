import type { components } from '@chaussee/sdk';
import type { Db } from '../../db/database.js';
import { coreLayers, cores, layerPollutantAnalyses, roads } from '../../db/schema.js';

type Schemas = components['schemas'];

/** One layer of a fixture core, with its laboratory results. */
interface FixtureLayer {
  pah?: number;
  th?: number;
  asbestos?: boolean;
  /** An office reference value, which the macro views never read as a laboratory result. */
  pahRefBe?: number;
}

interface FixtureCore {
  name: string;
  layers: FixtureLayer[];
  road?: string;
  lat?: number;
  lng?: number;
}

/**
 * Writes cores with layers and results straight to the tables (the macro tests compute their
 * expectations by hand from these). Layers are EB, 50 mm, from position 1.
 */
export async function insertMacroCores(
  db: Db,
  campaign: { id: string; workspaceId: string },
  fixtures: readonly FixtureCore[],
): Promise<Record<string, string>> {
  const ids: Record<string, string> = {};
  for (const [index, fixture] of fixtures.entries()) {
    let roadId: string | null = null;
    if (fixture.road !== undefined) {
      const [road] = await db
        .insert(roads)
        .values({ workspaceId: campaign.workspaceId, name: fixture.road })
        .onConflictDoNothing()
        .returning();
      roadId = road?.id ?? null;
    }
    const [core] = await db
      .insert(cores)
      .values({
        campaignId: campaign.id,
        number: index + 1,
        displayName: fixture.name,
        sortRank: index,
        roadId,
        lat: fixture.lat ?? null,
        lng: fixture.lng ?? null,
      })
      .returning({ id: cores.id });
    if (!core) throw new Error('The core was not inserted.');
    ids[fixture.name] = core.id;
    for (const [position, layer] of fixture.layers.entries()) {
      const [row] = await db
        .insert(coreLayers)
        .values({
          coreId: core.id,
          position: position + 1,
          type: 'EB',
          thickness: 50,
          condition: 'healthy_smooth' satisfies Schemas['ConditionDescriptor'],
        })
        .returning({ id: coreLayers.id });
      if (!row) throw new Error('The layer was not inserted.');
      const results: (typeof layerPollutantAnalyses.$inferInsert)[] = [];
      if (layer.pah !== undefined)
        results.push({ layerId: row.id, kind: 'PAH', valueMgKg: layer.pah });
      if (layer.th !== undefined)
        results.push({ layerId: row.id, kind: 'TH', valueMgKg: layer.th });
      if (layer.asbestos !== undefined) {
        results.push({ layerId: row.id, kind: 'asbestos', asbestosPresent: layer.asbestos });
      }
      if (layer.pahRefBe !== undefined) {
        results.push({ layerId: row.id, kind: 'PAH_ref_be', valueMgKg: layer.pahRefBe });
      }
      if (results.length > 0) await db.insert(layerPollutantAnalyses).values(results);
    }
  }
  return ids;
}
