import type { components } from '@chaussee/sdk';
import { and, asc, count, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { degradations, surveyItemChanges, surveyItems, users } from '../db/schema.js';
import type { PageOf, PageRequest } from '../http/paging.js';

type Schemas = components['schemas'];
export type SurveyItemRow = typeof surveyItems.$inferSelect;
export type NewSurveyItemRow = typeof surveyItems.$inferInsert;
type DegradationRow = typeof degradations.$inferSelect;
type UserRow = typeof users.$inferSelect;

/** A survey item with its degradation (distress type and unit). */
export interface SurveyItemView {
  item: SurveyItemRow;
  degradation: DegradationRow;
}

export interface SurveyItemFilters {
  road?: string | undefined;
  distressType?: Schemas['DistressType'] | undefined;
  severity?: number | undefined;
  kind?: Schemas['SurveyItemKind'] | undefined;
  prFrom?: number | undefined;
  prTo?: number | undefined;
}

export interface SurveyItemChangeView {
  change: typeof surveyItemChanges.$inferSelect;
  author: UserRow | null;
}

/** The SQL of survey items and their history. */
export function createSurveyItemsRepository(db: Db) {
  function filtersOf(campaignId: string, filters: SurveyItemFilters): SQL | undefined {
    const conditions: SQL[] = [eq(surveyItems.campaignId, campaignId)];
    if (filters.road !== undefined) conditions.push(eq(surveyItems.road, filters.road));
    if (filters.distressType !== undefined) {
      conditions.push(eq(degradations.distressType, filters.distressType));
    }
    if (filters.severity !== undefined) conditions.push(eq(surveyItems.severity, filters.severity));
    if (filters.kind !== undefined) conditions.push(eq(surveyItems.kind, filters.kind));
    return and(...conditions);
  }

  return {
    async list(
      campaignId: string,
      filters: SurveyItemFilters,
      page: PageRequest,
    ): Promise<PageOf<SurveyItemView>> {
      const where = and(
        filtersOf(campaignId, filters),
        ...prBounds(filters.prFrom, filters.prTo),
      );
      const [rows, [totalRow]] = await Promise.all([
        db
          .select({ item: surveyItems, degradation: degradations })
          .from(surveyItems)
          .innerJoin(degradations, eq(degradations.id, surveyItems.degradationId))
          .where(where)
          .orderBy(
            asc(surveyItems.road),
            asc(surveyItems.prStart),
            asc(surveyItems.abscissaStart),
            asc(surveyItems.id),
          )
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ total: count() })
          .from(surveyItems)
          .innerJoin(degradations, eq(degradations.id, surveyItems.degradationId))
          .where(where),
      ]);
      return { rows, total: totalRow?.total ?? 0 };
    },

    async findById(id: string): Promise<SurveyItemView | undefined> {
      const [found] = await db
        .select({ item: surveyItems, degradation: degradations })
        .from(surveyItems)
        .innerJoin(degradations, eq(degradations.id, surveyItems.degradationId))
        .where(eq(surveyItems.id, id));
      return found;
    },

    /** Writes the new values and the history entry together. */
    async update(
      id: string,
      values: Partial<NewSurveyItemRow>,
      change: typeof surveyItemChanges.$inferInsert,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.update(surveyItems).set(values).where(eq(surveyItems.id, id));
        await tx.insert(surveyItemChanges).values(change);
      });
    },

    async history(itemId: string, page: PageRequest): Promise<PageOf<SurveyItemChangeView>> {
      const where = eq(surveyItemChanges.surveyItemId, itemId);
      const [rows, [totalRow]] = await Promise.all([
        db
          .select({ change: surveyItemChanges, author: users })
          .from(surveyItemChanges)
          .leftJoin(users, eq(users.id, surveyItemChanges.changedById))
          .where(where)
          .orderBy(desc(surveyItemChanges.changedAt), desc(surveyItemChanges.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: count() }).from(surveyItemChanges).where(where),
      ]);
      return { rows, total: totalRow?.total ?? 0 };
    },

    async degradationById(id: string): Promise<DegradationRow | undefined> {
      const [found] = await db.select().from(degradations).where(eq(degradations.id, id));
      return found;
    },
  };
}

function prBounds(prFrom: number | undefined, prTo: number | undefined): SQL[] {
  const bounds: SQL[] = [];
  if (prFrom !== undefined) bounds.push(gte(surveyItems.prStart, prFrom));
  if (prTo !== undefined) bounds.push(lte(surveyItems.prStart, prTo));
  return bounds;
}

export type SurveyItemsRepository = ReturnType<typeof createSurveyItemsRepository>;
