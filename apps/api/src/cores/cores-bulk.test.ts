import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  coreInterfaces,
  coreLayers,
  cores,
  displayNamePrefixes,
  layerPollutantAnalyses,
  samples,
} from '../db/schema.js';
import { insertTestCampaign } from '../testing/test-campaign.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { type BulkCore, insertCoresInBulk } from './cores-bulk.js';

const now = () => new Date('2026-03-02T08:00:00Z');

describe('insertCoresInBulk (the demo seed path)', () => {
  let test: TestDatabase;

  beforeAll(async () => {
    test = await createTestDatabase();
  });
  afterAll(() => test.dispose());

  function described(index: number, prefixId: string | null): BulkCore {
    return {
      displayNamePrefixId: prefixId,
      status: index % 3 === 0 ? 'validated' : 'empty',
      diameter: 100,
      landmark: `PR ${String(index)}`,
      abscissa: index * 10,
      layers: [
        {
          type: 'CA',
          thickness: 40,
          condition: 'healthy_smooth',
          pollutantAnalyses: [
            { kind: 'PAH_ref_be', valueMgKg: 600 },
            { kind: 'asbestos_ref_be', asbestosPresent: false },
          ],
          samples: [{ kind: 'core', codes: ['BACC'] }],
        },
        { type: 'CS', thickness: 120, condition: 'cracked_smooth', otherMaterial: 'Laitier' },
        { type: 'EB', thickness: 200, condition: 'crushed' },
      ],
      interfaces: [
        { position: 1, bondState: 'bonded' },
        { position: 2, bondState: 'unbonded' },
      ],
    };
  }

  it('numbers after the campaign highest and writes layers, results, samples and interfaces', async () => {
    const db = test.database.db;
    const campaign = await insertTestCampaign(db, { type: 'coring' });
    const [prefix] = await db
      .insert(displayNamePrefixes)
      .values({ campaignId: campaign.id, name: 'CA-' })
      .returning();
    const before = await insertCoresInBulk(db, campaign.id, [{ displayName: 'Témoin' }, {}], now);
    expect(before.map((core) => core.number)).toEqual([1, 2]);

    const written = await insertCoresInBulk(
      db,
      campaign.id,
      Array.from({ length: 200 }, (_, index) => described(index, prefix?.id ?? null)),
      now,
    );
    expect(written.map((core) => core.number)).toEqual(
      Array.from({ length: 200 }, (_, index) => index + 3),
    );
    const rows = await db
      .select()
      .from(cores)
      .where(eq(cores.campaignId, campaign.id))
      .orderBy(asc(cores.number));
    expect(rows.map((row) => row.displayName).slice(0, 4)).toEqual(['Témoin', '2', 'CA-3', 'CA-4']);
    expect(rows[2]).toMatchObject({ status: 'validated', landmark: 'PR 0', abscissa: 0 });

    const sample = written[5];
    expect(sample?.layerIds).toHaveLength(3);
    const layers = await db
      .select()
      .from(coreLayers)
      .where(eq(coreLayers.coreId, sample?.id ?? ''))
      .orderBy(asc(coreLayers.position));
    expect(layers.map((layer) => [layer.id, layer.type, layer.position])).toEqual([
      [sample?.layerIds[0], 'CA', 1],
      [sample?.layerIds[1], 'CS', 2],
      [sample?.layerIds[2], 'EB', 3],
    ]);
    const interfaces = await db
      .select()
      .from(coreInterfaces)
      .where(eq(coreInterfaces.coreId, sample?.id ?? ''))
      .orderBy(asc(coreInterfaces.position));
    expect(interfaces.map((row) => [row.upperLayerId, row.lowerLayerId, row.bondState])).toEqual([
      [sample?.layerIds[0], sample?.layerIds[1], 'bonded'],
      [sample?.layerIds[1], sample?.layerIds[2], 'unbonded'],
    ]);
    const allLayerIds = written.flatMap((core) => core.layerIds);
    expect(allLayerIds).toHaveLength(600);
    const analyses = await db
      .select()
      .from(layerPollutantAnalyses)
      .where(inArray(layerPollutantAnalyses.layerId, allLayerIds));
    expect(analyses).toHaveLength(400);
    const sampleRows = await db.select().from(samples).where(inArray(samples.layerId, allLayerIds));
    expect(sampleRows.map((row) => row.id).sort()).toEqual(
      written.flatMap((core) => core.sampleIds.flat()).sort(),
    );
    expect(sample?.sampleIds.map((ids) => ids.length)).toEqual([1, 0, 0]);
  });
});
