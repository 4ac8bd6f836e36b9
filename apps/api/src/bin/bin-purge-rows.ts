import { and, inArray, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { storedKeysOfCampaigns } from '../campaigns/campaign-files.js';
import { storedKeysOfPicture } from '../core-pictures/picture-key.js';
import type { Db } from '../db/database.js';
import { campaigns, corePictures, cores, documents, workspaces } from '../db/schema.js';
import type { BinnedTable } from './bin.repository.js';

/*
 * The SQL of the bin's purge (bin-purge.ts runs it): like bin.repository.ts, meant for a
 * transaction of `withBaseTables` (src/db/live-views.ts), whose search path reaches the binned rows.
 */

/** How many items of each kind one purge transaction removes at most (the next one goes on). */
const PURGE_BATCH = 100;

/**
 * Removes for good the items binned before `before`, with everything below them (the foreign keys
 * cascade), and answers the storage keys of their files, to remove once this has committed.
 * Rows are taken with SKIP LOCKED: one being restored at this moment waits for the next purge.
 */
export async function purgeBinnedBefore(
  db: Db,
  before: Date,
): Promise<{ removed: number; keys: string[] }> {
  const expired = (deletedAt: AnyPgColumn): SQL =>
    and(isNotNull(deletedAt), lt(deletedAt, before)) ?? sql`false`;
  const documentRows = await db
    .select({ id: documents.id, key: documents.s3Path })
    .from(documents)
    .where(expired(documents.deletedAt))
    .limit(PURGE_BATCH)
    .for('update', { skipLocked: true });
  const coreRows = await db
    .select({ id: cores.id })
    .from(cores)
    .where(expired(cores.deletedAt))
    .limit(PURGE_BATCH)
    .for('update', { skipLocked: true });
  const campaignRows = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(expired(campaigns.deletedAt))
    .limit(PURGE_BATCH)
    .for('update', { skipLocked: true });
  const workspaceRows = await db
    .select({ id: workspaces.id })
    .from(workspaces)
    .where(expired(workspaces.deletedAt))
    .limit(PURGE_BATCH)
    .for('update', { skipLocked: true });

  const coreIds = coreRows.map((row) => row.id);
  const campaignIds = [
    ...campaignRows.map((row) => row.id),
    ...(workspaceRows.length === 0
      ? []
      : (
          await db
            .select({ id: campaigns.id })
            .from(campaigns)
            .where(
              inArray(
                campaigns.workspaceId,
                workspaceRows.map((row) => row.id),
              ),
            )
        ).map((row) => row.id)),
  ];
  const pictures =
    coreIds.length === 0
      ? []
      : await db
          .select({ path: corePictures.path })
          .from(corePictures)
          .where(inArray(corePictures.coreId, coreIds));
  const keys = [
    ...documentRows.map((row) => row.key),
    ...pictures.flatMap((row) => storedKeysOfPicture(row.path)),
    ...(await storedKeysOfCampaigns(db, campaignIds)),
  ];

  const deleteIds = async (table: BinnedTable, ids: string[]) => {
    if (ids.length > 0) await db.delete(table).where(inArray(table.id, ids));
  };
  await deleteIds(
    documents,
    documentRows.map((row) => row.id),
  );
  await deleteIds(cores, coreIds);
  await deleteIds(
    campaigns,
    campaignRows.map((row) => row.id),
  );
  await deleteIds(
    workspaces,
    workspaceRows.map((row) => row.id),
  );
  return {
    removed: documentRows.length + coreRows.length + campaignRows.length + workspaceRows.length,
    keys: [...new Set(keys)],
  };
}
