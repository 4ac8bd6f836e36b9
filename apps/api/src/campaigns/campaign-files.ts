import { eq, inArray } from 'drizzle-orm';
import { storedKeysOfPicture } from '../core-pictures/picture-key.js';
import type { Db } from '../db/database.js';
import { corePictures, cores, documentUploads, documents } from '../db/schema.js';
import type { FileStorage } from '../storage/file-storage.js';

/*
 * Files stored below campaigns (core pictures, the file manager's documents). The purge of the bin
 * (src/bin) lists them inside the transaction that deletes the rows (foreign keys cascade) and
 * removes them once it has committed, so that a rolled-back deletion never loses a file.
 */

/**
 * Storage keys of the files of these campaigns: core pictures (uploads and their cached copies),
 * the file manager's documents and its uploads not recorded yet.
 */
export async function storedKeysOfCampaigns(
  db: Db,
  campaignIds: readonly string[],
): Promise<string[]> {
  if (campaignIds.length === 0) return [];
  const pictures = await db
    .select({ path: corePictures.path })
    .from(corePictures)
    .innerJoin(cores, eq(cores.id, corePictures.coreId))
    .where(inArray(cores.campaignId, [...campaignIds]));
  const files = await db
    .select({ path: documents.s3Path })
    .from(documents)
    .where(inArray(documents.campaignId, [...campaignIds]));
  const uploads = await db
    .select({ path: documentUploads.storageKey })
    .from(documentUploads)
    .where(inArray(documentUploads.campaignId, [...campaignIds]));
  return [
    ...pictures.flatMap((row) => storedKeysOfPicture(row.path)),
    ...[...files, ...uploads].map((row) => row.path),
  ];
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
