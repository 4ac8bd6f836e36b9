import type { components } from '@chaussee/sdk';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { productVersions } from '../db/schema.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import type { PageOf, PageRequest } from '../http/paging.js';

type Schemas = components['schemas'];

export type VersionRow = typeof productVersions.$inferSelect;
export type VersionValues = Pick<VersionRow, 'version' | 'releasedAt' | 'notes'>;

const NUMBER_UNIQUE = 'product_versions_number_unique';

/** The release notes of each product; a number is unique per product (with or without its v). */
export function createVersionsRepository(db: Db) {
  return {
    /** Newest first: by release date, then by creation for two versions of one day. */
    async list(product: Schemas['VersionProduct'], page: PageRequest): Promise<PageOf<VersionRow>> {
      const where = eq(productVersions.product, product);
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(productVersions)
          .where(where)
          .orderBy(desc(productVersions.releasedAt), desc(productVersions.createdAt))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: count() }).from(productVersions).where(where),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },

    /** The new version, or undefined when the product already has this number. */
    async insert(
      product: Schemas['VersionProduct'],
      values: VersionValues,
    ): Promise<VersionRow | undefined> {
      const [row] = await db
        .insert(productVersions)
        .values({ product, ...values })
        .onConflictDoNothing()
        .returning();
      return row;
    },

    /**
     * The edited version; `missing` when the product has no such version, `duplicate` when another
     * version of the product has the number.
     */
    async update(
      product: Schemas['VersionProduct'],
      id: string,
      values: VersionValues,
      at: Date,
    ): Promise<VersionRow | 'missing' | 'duplicate'> {
      try {
        const [row] = await db
          .update(productVersions)
          .set({ ...values, updatedAt: at })
          .where(and(eq(productVersions.id, id), eq(productVersions.product, product)))
          .returning();
        return row ?? 'missing';
      } catch (error) {
        if (isUniqueViolation(error, NUMBER_UNIQUE)) return 'duplicate';
        throw error;
      }
    },
  };
}

export type VersionsRepository = ReturnType<typeof createVersionsRepository>;
