import type { SessionUser } from '@chaussee/permissions';
import type { components } from '@chaussee/sdk';
import { AppError } from '../errors/app-error.js';
import type { FileStorage } from '../storage/file-storage.js';
import type { MembershipGuard } from '../access/membership-guard.js';
import type { Db } from '../db/database.js';
import { createCorePictureAccess } from './core-picture-access.js';
import { createCorePictureRepository } from './core-picture.repository.js';
import { mediaTypeOfKey, type PictureMediaType, screenCopyKey } from './picture-key.js';
import { makeScreenCopy } from './screen-copy.js';

type CorePicturesCheck = components['schemas']['CorePicturesCheck'];

/** The detail of a picture whose row exists but whose file the store no longer has. */
export const PICTURE_FILE_MISSING = 'The file of this picture is missing from the storage.';

export interface PictureFile {
  data: Buffer;
  mediaType: PictureMediaType;
}

export interface CorePictureFilesDeps {
  db: Db;
  storage: FileStorage;
  membership: MembershipGuard;
}

/** Reading the stored files of core pictures: downloads (original or screen copy) and the check. */
export function createCorePictureFileService({ db, storage, membership }: CorePictureFilesDeps) {
  const pictures = createCorePictureRepository(db);
  const access = createCorePictureAccess(pictures, membership);

  /**
   * The screen copy, made once and kept in the store. A file with a JPG or PNG signature that the
   * image library cannot decode is served as it is: the upload accepted it, the original is all
   * there is to show.
   */
  async function screenCopyOf(path: string, original: Buffer, mediaType: PictureMediaType) {
    let copy: Buffer | undefined;
    try {
      copy = await makeScreenCopy(original, mediaType);
    } catch {
      return original;
    }
    if (copy === undefined) return original;
    await storage.put(screenCopyKey(path), copy, mediaType);
    return copy;
  }

  return {
    /** GET /core-pictures/{id}/download: the file as uploaded, or its copy for screens. */
    async download(user: SessionUser, id: string, original: boolean): Promise<PictureFile> {
      const picture = await access.readablePicture(user, id);
      const mediaType = mediaTypeOfKey(picture.path);
      if (!original) {
        const cached = await storage.get(screenCopyKey(picture.path));
        if (cached) return { data: cached, mediaType };
      }
      const data = await storage.get(picture.path);
      if (!data) throw new AppError('not_found', { detail: PICTURE_FILE_MISSING });
      if (original) return { data, mediaType };
      return { data: await screenCopyOf(picture.path, data, mediaType), mediaType };
    },

    /** GET /cores/{id}/core-pictures/check: which pictures of the core still have their file. */
    async check(user: SessionUser, coreId: string): Promise<CorePicturesCheck> {
      const core = await access.readableCore(user, coreId);
      const rows = await pictures.listByCore(core.id);
      const stored = await Promise.all(
        rows.map(async (row) => (await storage.get(row.path)) !== undefined),
      );
      const missingFilePictureIds = rows.filter((_, index) => !stored[index]).map((row) => row.id);
      return {
        coreId: core.id,
        picturesCount: rows.length,
        hasPictures: missingFilePictureIds.length < rows.length,
        missingFilePictureIds,
      };
    },
  };
}

export type CorePictureFileService = ReturnType<typeof createCorePictureFileService>;
