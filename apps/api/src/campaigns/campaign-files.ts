import { eq, inArray } from 'drizzle-orm';
import { storedKeysOfPicture } from '../core-pictures/picture-key.js';
import type { Db } from '../db/database.js';
import { campaigns, corePictures, cores } from '../db/schema.js';
import type { FileStorage } from '../storage/file-storage.js';

/*
 * Files stored below campaigns. The database rows go with the campaign (foreign keys cascade);
 * the stored files are listed inside the deleting transaction and removed once it has committed,
 * so that a rolled-back deletion never loses a file.
 */

/** Storage keys of the core pictures of these campaigns (uploads and their cached copies). */
export async function storedKeysOfCampaigns(
  db: Db,
  campaignIds: readonly string[],
): Promise<string[]> {
  if (campaignIds.length === 0) return [];
  const rows = await db
    .select({ path: corePictures.path })
    .from(corePictures)
    .innerJoin(cores, eq(cores.id, corePictures.coreId))
    .where(inArray(cores.campaignId, [...campaignIds]));
  return rows.flatMap((row) => storedKeysOfPicture(row.path));
}

/** Storage keys of the core pictures of every campaign of a workspace (uploads and copies). */
export async function storedKeysOfWorkspace(db: Db, workspaceId: string): Promise<string[]> {
  const rows = await db
    .select({ path: corePictures.path })
    .from(corePictures)
    .innerJoin(cores, eq(cores.id, corePictures.coreId))
    .innerJoin(campaigns, eq(campaigns.id, cores.campaignId))
    .where(eq(campaigns.workspaceId, workspaceId));
  return rows.flatMap((row) => storedKeysOfPicture(row.path));
}

/**
 * Removes stored files after their rows are gone. A file the store fails to remove stays as an
 * orphan under a random key nobody can reach any more; the deletion itself has succeeded, so it is
 * not undone for that. The failures are answered for the caller to log.
 */
export async function deleteStoredFiles(
  storage: FileStorage,
  keys: readonly string[],
): Promise<unknown[]> {
  const outcomes = await Promise.allSettled(keys.map((key) => storage.delete(key)));
  return outcomes.flatMap((outcome): unknown[] =>
    outcome.status === 'rejected' ? [outcome.reason as unknown] : [],
  );
}
