import { coreWasteRoute, labelOf, wasteRouteOf } from '@chaussee/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coreLayers, cores, layerPollutantAnalyses } from '../db/schema.js';
import { insertTestCampaign } from '../testing/test-campaign.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { createPollutantChartsRepository } from './pollutant-charts.repository.js';
import { readCampaignSynoptic } from './synoptic-repository.js';

/**
 * The waste-route chart decides in SQL (a CASE on the thresholds) what packages/validation's
 * wasteRouteOf decides in TypeScript for the synoptic: both must agree on every threshold and on
 * every missing result. One core per combination, one layer each; a last core has two layers.
 */
const ASBESTOS = [null, false, true] as const;
const PAH = [null, 0, 49.9, 50, 499.9, 500, 999.9, 1000, 5000] as const;
const TH = [null, 0, 499.9, 500] as const;

describe('the waste route in SQL and in the shared rule', () => {
  let testDb: TestDatabase;
  let campaignId: string;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    const db = testDb.database.db;
    campaignId = (await insertTestCampaign(db, { type: 'coring' })).id;
    const combinations = ASBESTOS.flatMap((asbestos) =>
      PAH.flatMap((pah) => TH.map((th) => ({ asbestos, pah, th }))),
    );
    const coreRows = await db
      .insert(cores)
      .values(
        combinations.map((_, index) => ({
          campaignId,
          number: index + 1,
          displayName: `C${String(index + 1)}`,
          status: 'validated' as const,
        })),
      )
      .returning({ id: cores.id });
    const layerRows = await db
      .insert(coreLayers)
      .values(
        coreRows.map((core) => ({
          coreId: core.id,
          position: 1,
          type: 'EB' as const,
          thickness: 50,
          condition: 'healthy_smooth' as const,
        })),
      )
      .returning({ id: coreLayers.id });
    const analyses = combinations.flatMap(({ asbestos, pah, th }, index) => {
      const layerId = layerRows[index]?.id ?? '';
      return [
        ...(asbestos === null
          ? []
          : [{ layerId, kind: 'asbestos' as const, asbestosPresent: asbestos }]),
        // The PAH as the office's reference value: the rule takes it where the laboratory has none.
        ...(pah === null ? [] : [{ layerId, kind: 'PAH_ref_be' as const, valueMgKg: pah }]),
        ...(th === null ? [] : [{ layerId, kind: 'TH' as const, valueMgKg: th }]),
      ];
    });
    await db.insert(layerPollutantAnalyses).values(analyses);
  });
  afterAll(() => testDb.dispose());

  it('routes every combination of results the same way', async () => {
    const db = testDb.database.db;
    const chart = await createPollutantChartsRepository(db).coresByWasteRoute(campaignId, {});
    const synoptic = await readCampaignSynoptic(db, campaignId, {});
    const byRule = new Map<string, number>();
    for (const core of synoptic.groups.flatMap((group) => group.cores)) {
      const label = labelOf('WasteRoute', core.wasteRoute);
      byRule.set(label, (byRule.get(label) ?? 0) + 1);
    }
    const bySql = new Map(
      chart.labels.map((label, index) => [label.label, chart.series[0]?.data[index]]),
    );
    expect(bySql).toEqual(byRule);
    // The synoptic's routes are the rule's, read from each layer's results.
    const sample = synoptic.groups.flatMap((group) => group.cores).slice(0, 3);
    for (const core of sample) {
      expect(core.wasteRoute).toBe(
        coreWasteRoute(
          core.layers.map((layer) => ({
            asbestosPresent:
              layer.pollutants.find((p) => p.kind === 'asbestos')?.asbestosPresent ?? null,
            pah: layer.pollutants.find((p) => p.kind === 'PAH_ref_be')?.value ?? null,
            th: layer.pollutants.find((p) => p.kind === 'TH')?.value ?? null,
          })),
        ),
      );
    }
    expect(wasteRouteOf({ asbestosPresent: false, pah: 1000, th: null })).toBe('hazardous');
    // Every route of the rule is met by some combination, so the comparison covers them all.
    expect(chart.labels.map((label) => label.key).sort()).toEqual([
      'conditional_reuse',
      'free_reuse',
      'hazardous',
      'hazardous_asbestos',
      'non_hazardous',
      'not_inert',
      'unknown',
    ]);
  });
});
