import { and, asc, count, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { corePictures, cores } from '../db/schema.js';

export type CorePictureRow = typeof corePictures.$inferSelect;

/** The core a picture belongs to, with what the access rules need. */
export interface PictureCore {
  id: string;
  campaignId: string;
}

/** The SQL of core pictures. Called with a transaction (`db.transaction`) for position changes. */
export function createCorePictureRepository(db: Db) {
  return {
    async findCore(coreId: string): Promise<PictureCore | undefined> {
      const [core] = await db
        .select({ id: cores.id, campaignId: cores.campaignId })
        .from(cores)
        .where(eq(cores.id, coreId));
      return core;
    },

    /**
     * Locks the core's row until the transaction ends: the changes of one core's positions (and the
     * check that a path is not attached twice) then happen one after the other.
     */
    async lockCore(coreId: string): Promise<void> {
      await db.select({ id: cores.id }).from(cores).where(eq(cores.id, coreId)).for('update');
    },

    async findPicture(
      id: string,
    ): Promise<{ picture: CorePictureRow; campaignId: string } | undefined> {
      const [found] = await db
        .select({ picture: corePictures, campaignId: cores.campaignId })
        .from(corePictures)
        .innerJoin(cores, eq(cores.id, corePictures.coreId))
        .where(eq(corePictures.id, id));
      return found;
    },

    /** The core's pictures in their order. */
    listByCore(coreId: string): Promise<CorePictureRow[]> {
      return db
        .select()
        .from(corePictures)
        .where(eq(corePictures.coreId, coreId))
        .orderBy(asc(corePictures.position));
    },

    async countByCore(coreId: string): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(corePictures)
        .where(eq(corePictures.coreId, coreId));
      return row?.total ?? 0;
    },

    async isPathAttached(path: string): Promise<boolean> {
      const rows = await db
        .select({ id: corePictures.id })
        .from(corePictures)
        .where(eq(corePictures.path, path))
        .limit(1);
      return rows.length > 0;
    },

    /** Adds `delta` to the positions of the core's pictures from `first` to `last` (or the end). */
    async shiftPositions(
      coreId: string,
      range: { first: number; last?: number },
      delta: 1 | -1,
    ): Promise<void> {
      const inRange = and(
        eq(corePictures.coreId, coreId),
        gte(corePictures.position, range.first),
        range.last === undefined ? undefined : lte(corePictures.position, range.last),
      );
      await db
        .update(corePictures)
        .set({ position: sql`${corePictures.position} + ${delta}` })
        .where(inRange);
    },

    async insert(values: typeof corePictures.$inferInsert): Promise<CorePictureRow> {
      const [row] = await db.insert(corePictures).values(values).returning();
      if (!row) throw new Error('The core picture was not inserted.');
      return row;
    },

    async update(
      id: string,
      changes: Partial<Pick<CorePictureRow, 'path' | 'title' | 'position'>>,
    ): Promise<CorePictureRow> {
      const [row] = await db
        .update(corePictures)
        .set(changes)
        .where(eq(corePictures.id, id))
        .returning();
      if (!row) throw new Error(`The core picture ${id} was not updated.`);
      return row;
    },

    async delete(id: string): Promise<void> {
      await db.delete(corePictures).where(eq(corePictures.id, id));
    },
  };
}

export type CorePictureRepository = ReturnType<typeof createCorePictureRepository>;
