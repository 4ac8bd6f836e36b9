import type { components } from '@chaussee/sdk';
import { labels } from '@chaussee/validation';
import { and, asc, count, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { degradations, materialCategories, sites, userSites } from '../db/schema.js';

type Schemas = components['schemas'];
export type MaterialCategoryRow = typeof materialCategories.$inferSelect;
export type DegradationRow = typeof degradations.$inferSelect;

interface Page {
  limit: number;
  offset: number;
}

/** The distress types in the contract's order (the label catalogue follows it). */
const DISTRESS_TYPE_ORDER = sql`array[${sql.join(
  Object.keys(labels.DistressType).map((distressType) => sql`${distressType}`),
  sql`, `,
)}]::text[]`;

/** Material categories and degradations: reference lists shared by every campaign. */
export function createReferenceCatalogueRepository(db: Db) {
  return {
    /** The organizations of the user's sites. */
    async organizationIdsOf(userId: string): Promise<string[]> {
      const rows = await db
        .selectDistinct({ organizationId: sites.organizationId })
        .from(userSites)
        .innerJoin(sites, eq(sites.id, userSites.siteId))
        .where(eq(userSites.userId, userId));
      return rows.map((row) => row.organizationId);
    },

    /** The common categories plus those of the given organizations, by name (then id). */
    async listMaterialCategories(
      organizationIds: readonly string[],
      page: Page,
    ): Promise<{ items: MaterialCategoryRow[]; total: number }> {
      const scope: SQL | undefined =
        organizationIds.length === 0
          ? isNull(materialCategories.organizationId)
          : or(
              isNull(materialCategories.organizationId),
              inArray(materialCategories.organizationId, [...organizationIds]),
            );
      const [items, totals] = await Promise.all([
        db
          .select()
          .from(materialCategories)
          .where(scope)
          .orderBy(asc(materialCategories.name), asc(materialCategories.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: count() }).from(materialCategories).where(scope),
      ]);
      return { items, total: totals[0]?.total ?? 0 };
    },

    /** Every degradation in the order of the distress type list (then by label). */
    async listDegradations(page: Page): Promise<{ items: DegradationRow[]; total: number }> {
      const [items, totals] = await Promise.all([
        db
          .select()
          .from(degradations)
          .orderBy(
            sql`array_position(${DISTRESS_TYPE_ORDER}, ${degradations.distressType})`,
            asc(degradations.label),
            asc(degradations.id),
          )
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: count() }).from(degradations),
      ]);
      return { items, total: totals[0]?.total ?? 0 };
    },

    async findMaterialCategory(values: {
      name: string;
      organizationId: string | null;
    }): Promise<MaterialCategoryRow | undefined> {
      const [found] = await db
        .select()
        .from(materialCategories)
        .where(
          and(
            sql`lower(${materialCategories.name}) = lower(${values.name})`,
            values.organizationId === null
              ? isNull(materialCategories.organizationId)
              : eq(materialCategories.organizationId, values.organizationId),
          ),
        )
        .limit(1);
      return found;
    },

    async insertMaterialCategory(values: {
      name: string;
      layerType: Schemas['LayerType'] | null;
      organizationId: string | null;
    }): Promise<MaterialCategoryRow> {
      const [created] = await db.insert(materialCategories).values(values).returning();
      if (!created) throw new Error('The material category was not inserted.');
      return created;
    },

    async findDegradation(
      distressType: Schemas['DistressType'],
    ): Promise<DegradationRow | undefined> {
      const [found] = await db
        .select()
        .from(degradations)
        .where(eq(degradations.distressType, distressType))
        .limit(1);
      return found;
    },

    async insertDegradation(values: Omit<DegradationRow, 'id'>): Promise<DegradationRow> {
      const [created] = await db.insert(degradations).values(values).returning();
      if (!created) throw new Error('The degradation was not inserted.');
      return created;
    },
  };
}

export type ReferenceCatalogueRepository = ReturnType<typeof createReferenceCatalogueRepository>;
