import { createViolation } from '@chaussee/validation';
import { AppError } from '../errors/app-error.js';
import { newStorageKey } from './storage-key.js';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** Where the files of one campaign are stored; the campaign id comes from the database. */
function folderOf(campaignId: string): string {
  return `campaigns/${campaignId}/documents/`;
}

/**
 * A new key for a file uploaded to a campaign's file manager (POST /documents/upload and
 * /documents/upload-multiples): `campaigns/<campaignId>/documents/<random>.<extension>`.
 */
export function newCampaignDocumentKey(campaignId: string, extension: string): string {
  return newStorageKey(folderOf(campaignId), extension);
}

/**
 * Whether `key` (sent by a client: a document's `s3Path`, a path of a zip) is one the upload could
 * have made for this campaign: exactly its folder, a random name, an extension. Another campaign's
 * file, an avatar, a core picture, a made-up or traversing path is not.
 */
export function isCampaignDocumentKeyOf(campaignId: string, key: string): boolean {
  return new RegExp(`^${folderOf(campaignId)}${UUID}\\.[a-z0-9]{1,10}$`, 'u').test(key);
}

/** A storage key a client sent, with the field it came in (`s3Path`, `documentPaths.2`). */
export interface SentStorageKey {
  propertyPath: string;
  key: string;
}

/**
 * Refuses, before any file is read or recorded, the keys a client sent that are not files of this
 * campaign: each must have the campaign's shape and be known (`isKnown`: still in the store for
 * POST /documents, the path of one of the campaign's documents for POST /files/zip). Every bad key
 * at once, a 400 under its own field, in French. The campaign is the one the caller was allowed
 * into: the check of the key never replaces the access check of the campaign.
 */
export async function assertCampaignDocumentKeys(
  campaignId: string,
  sent: readonly SentStorageKey[],
  isKnown: (key: string) => Promise<boolean>,
): Promise<void> {
  const refused: SentStorageKey[] = [];
  for (const item of sent) {
    if (!isCampaignDocumentKeyOf(campaignId, item.key) || !(await isKnown(item.key))) {
      refused.push(item);
    }
  }
  if (refused.length > 0) {
    throw new AppError('validation_failed', {
      violations: refused.map(({ propertyPath }) =>
        createViolation(propertyPath, 'fileNotInCampaign'),
      ),
    });
  }
}
