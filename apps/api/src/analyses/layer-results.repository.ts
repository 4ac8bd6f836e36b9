import type { components } from '@chaussee/sdk';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { layerPollutantAnalyses, sampleResults } from '../db/schema.js';

type Schemas = components['schemas'];

export type NewPollutantAnalysis = typeof layerPollutantAnalyses.$inferInsert;

/** The SQL of the results an order brings: layer pollutant analyses and sample results. */
export function createLayerResultsRepository(db: Db) {
  return {
    /**
     * One result per layer and kind: a laboratory's new value replaces the earlier one (a
     * corrected file, a second order); the office's Ref. BE values are other kinds, never touched.
     */
    async upsertPollutantAnalyses(rows: readonly NewPollutantAnalysis[]): Promise<void> {
      if (rows.length === 0) return;
      await db
        .insert(layerPollutantAnalyses)
        .values([...rows])
        .onConflictDoUpdate({
          target: [layerPollutantAnalyses.layerId, layerPollutantAnalyses.kind],
          set: {
            valueMgKg: sql`excluded.value_mg_kg`,
            asbestosPresent: sql`excluded.asbestos_present`,
            analysedAt: sql`excluded.analysed_at`,
            laboratoryOrderId: sql`excluded.laboratory_order_id`,
          },
        });
    },

    /** `layerId:kind` of the results this order gave that the layers still hold. */
    async resultsOfOrder(orderId: string): Promise<Set<string>> {
      const rows = await db
        .select({ layerId: layerPollutantAnalyses.layerId, kind: layerPollutantAnalyses.kind })
        .from(layerPollutantAnalyses)
        .where(eq(layerPollutantAnalyses.laboratoryOrderId, orderId));
      return new Set(rows.map((row) => `${row.layerId}:${row.kind}`));
    },

    /** The result of one test of a sample, replacing the one received before. */
    async replaceSampleResult(
      sampleId: string,
      code: Schemas['SampleCode'],
      values: Omit<typeof sampleResults.$inferInsert, 'sampleId' | 'code'>,
    ): Promise<void> {
      await db
        .delete(sampleResults)
        .where(and(eq(sampleResults.sampleId, sampleId), eq(sampleResults.code, code)));
      await db.insert(sampleResults).values({ sampleId, code, ...values });
    },
  };
}
