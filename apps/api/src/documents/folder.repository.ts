import { and, asc, count, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { campaigns, documents, folders } from '../db/schema.js';

export type FolderRow = typeof folders.$inferSelect;

/** A folder with the number of documents directly in it. */
export interface FolderWithCount {
  folder: FolderRow;
  documentsCount: number;
}

/** The SQL of a campaign's folders. */
export function createFolderRepository(db: Db) {
  async function countsOf(rows: readonly FolderRow[]): Promise<FolderWithCount[]> {
    if (rows.length === 0) return [];
    const counts = await db
      .select({ folderId: documents.folderId, total: count() })
      .from(documents)
      .where(
        inArray(
          documents.folderId,
          rows.map((row) => row.id),
        ),
      )
      .groupBy(documents.folderId);
    const byFolder = new Map(counts.map((row) => [row.folderId, row.total]));
    return rows.map((folder) => ({ folder, documentsCount: byFolder.get(folder.id) ?? 0 }));
  }

  return {
    /** The campaign's folders, by name within the tree (parents are ordered by the service). */
    async listByCampaign(campaignId: string): Promise<FolderWithCount[]> {
      const rows = await db
        .select()
        .from(folders)
        .where(eq(folders.campaignId, campaignId))
        .orderBy(asc(folders.name), asc(folders.id));
      return countsOf(rows);
    },

    /** The folders of these ids that belong to the campaign. */
    async findInCampaign(campaignId: string, ids: readonly string[]): Promise<FolderRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(folders)
        .where(and(eq(folders.campaignId, campaignId), inArray(folders.id, [...new Set(ids)])));
    },

    /** The folders of these ids, whatever their campaign (an id a client chose must be new). */
    async findByIds(ids: readonly string[]): Promise<FolderRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(folders)
        .where(inArray(folders.id, [...new Set(ids)]));
    },

    /** Whether a sibling (same parent, the root when null) has this name, whatever its case. */
    async hasSiblingNamed(
      campaignId: string,
      parentId: string | null,
      name: string,
    ): Promise<boolean> {
      const rows = await db
        .select({ id: folders.id })
        .from(folders)
        .where(
          and(
            eq(folders.campaignId, campaignId),
            parentId === null ? isNull(folders.parentId) : eq(folders.parentId, parentId),
            sql`lower(${folders.name}) = lower(${name})`,
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    async insert(values: typeof folders.$inferInsert): Promise<FolderRow> {
      const [row] = await db.insert(folders).values(values).returning();
      if (!row) throw new Error('The folder was not inserted.');
      return row;
    },

    async update(
      id: string,
      values: { name: string; parentId: string | null; updatedAt: Date },
    ): Promise<void> {
      await db.update(folders).set(values).where(eq(folders.id, id));
    },

    /**
     * Gives every folder of the campaign a name no sibling can have (its id), so that a new tree
     * whose names swap between siblings is written without tripping the unique index half-way.
     */
    async renameAside(campaignId: string): Promise<void> {
      await db
        .update(folders)
        .set({ name: sql`${folders.id}::text`, parentId: null })
        .where(eq(folders.campaignId, campaignId));
    },

    /** Deletes the campaign's folders but `keptIds`; their documents go back to the root. */
    async deleteOthers(campaignId: string, keptIds: readonly string[]): Promise<void> {
      await db
        .delete(folders)
        .where(
          keptIds.length === 0
            ? eq(folders.campaignId, campaignId)
            : and(eq(folders.campaignId, campaignId), notInArray(folders.id, [...keptIds])),
        );
    },

    /**
     * Locks the campaign's row until the transaction ends, so that the changes of one campaign's
     * tree (a folder created, the tree replaced) happen one after the other. `no key update`:
     * documents being recorded meanwhile (which only reference the campaign) do not wait.
     */
    async lockCampaign(campaignId: string): Promise<void> {
      await db
        .select({ id: campaigns.id })
        .from(campaigns)
        .where(eq(campaigns.id, campaignId))
        .for('no key update');
    },

    async withCounts(rows: readonly FolderRow[]): Promise<FolderWithCount[]> {
      return countsOf(rows);
    },
  };
}
