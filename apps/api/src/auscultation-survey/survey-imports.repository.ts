import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { degradations, surveyImports, surveyItems } from '../db/schema.js';
import type { NewSurveyItemRow } from './survey-items.repository.js';

type SurveyImportRow = typeof surveyImports.$inferSelect;
type NewSurveyImportRow = typeof surveyImports.$inferInsert;

/** One statement per thousand items keeps under the parameter limit of PostgreSQL. */
const CHUNK = 1000;

/** The SQL of survey imports. */
export function createSurveyImportsRepository(db: Db) {
  return {
    async findByHash(
      campaignId: string,
      contentHash: string,
    ): Promise<SurveyImportRow | undefined> {
      const [found] = await db
        .select()
        .from(surveyImports)
        .where(
          and(eq(surveyImports.campaignId, campaignId), eq(surveyImports.contentHash, contentHash)),
        );
      return found;
    },

    async degradations() {
      return db.select().from(degradations);
    },

    /** The import row and all its items in one transaction: all of them, or nothing. */
    async insertImport(
      values: NewSurveyImportRow,
      items: readonly Omit<NewSurveyItemRow, 'importId'>[],
    ): Promise<string> {
      return db.transaction(async (tx) => {
        const [created] = await tx
          .insert(surveyImports)
          .values(values)
          .returning({ id: surveyImports.id });
        if (created === undefined) throw new Error('The survey import was not inserted');
        for (let start = 0; start < items.length; start += CHUNK) {
          await tx
            .insert(surveyItems)
            .values(
              items.slice(start, start + CHUNK).map((item) => ({ ...item, importId: created.id })),
            );
        }
        return created.id;
      });
    },
  };
}
