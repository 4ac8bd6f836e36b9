import type { SessionUser } from '@chaussee/permissions';
import type { components } from '@chaussee/sdk';
import { createViolation } from '@chaussee/validation';
import type { MembershipGuard } from '../access/membership-guard.js';
import type { Db } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import type { FileStorage } from '../storage/file-storage.js';
import { assertPicture } from '../uploads/picture.js';
import { createCorePictureAccess } from './core-picture-access.js';
import { toCorePicture } from './core-picture-presenter.js';
import {
  type CorePictureRepository,
  type CorePictureRow,
  createCorePictureRepository,
} from './core-picture.repository.js';
import { isPictureKeyOf, newPictureKey, storedKeysOfPicture } from './picture-key.js';
import { insertionPosition, movedPosition, shiftForMove } from './picture-positions.js';

type CorePicture = components['schemas']['CorePicture'];
type CorePictureCreate = components['schemas']['CorePictureCreate'];
type CorePictureUpdate = components['schemas']['CorePictureUpdate'];
type CorePicturePatch = components['schemas']['CorePicturePatch'];

/** The detail of a path that is not a stored, unattached upload of the picture's core. */
export const PATH_NOT_UPLOADED_FOR_CORE = 'The path is not a picture uploaded for this core.';

export interface CorePictureServiceDeps {
  db: Db;
  storage: FileStorage;
  membership: MembershipGuard;
}

function notUploadedForCore(): AppError {
  return new AppError('validation_failed', {
    detail: PATH_NOT_UPLOADED_FOR_CORE,
    violations: [createViolation('path', 'invalidValue')],
  });
}

/**
 * Pictures of a core: a two-step addition (upload the file, then attach its path), captions and an
 * order kept 1..n without gaps, and the stored files removed with their pictures.
 */
export function createCorePictureService({ db, storage, membership }: CorePictureServiceDeps) {
  const access = createCorePictureAccess(createCorePictureRepository(db), membership);

  /**
   * A path from the client names a file of the store only if the upload made it for this core and
   * it is still there; otherwise any user could attach (and later delete) any file of the store.
   */
  async function assertUploadedFor(coreId: string, path: string): Promise<void> {
    if (!isPictureKeyOf(coreId, path) || (await storage.get(path)) === undefined) {
      throw notUploadedForCore();
    }
  }

  /** Under the core's lock: one file, one picture (deleting one must not take another's file). */
  async function assertNotAttached(repo: CorePictureRepository, path: string): Promise<void> {
    if (await repo.isPathAttached(path)) throw notUploadedForCore();
  }

  /** Locks the picture's core and reads the picture again: it may have moved or gone meanwhile. */
  async function lockedPicture(repo: CorePictureRepository, picture: CorePictureRow) {
    await repo.lockCore(picture.coreId);
    const found = await repo.findPicture(picture.id);
    if (!found) throw new AppError('not_found');
    return found.picture;
  }

  /** Moves the picture among its core's pictures; answers the position it lands on. */
  async function moveTo(
    repo: CorePictureRepository,
    picture: CorePictureRow,
    requested: number,
  ): Promise<number> {
    const to = movedPosition(requested, await repo.countByCore(picture.coreId));
    const shift = shiftForMove(picture.position, to);
    if (shift) {
      await repo.shiftPositions(
        picture.coreId,
        { first: shift.first, last: shift.last },
        shift.delta,
      );
    }
    return to;
  }

  /** The file and its cached screen copy; the store treats a missing file as already removed. */
  async function removeFiles(path: string): Promise<void> {
    await Promise.all(storedKeysOfPicture(path).map((key) => storage.delete(key)));
  }

  async function upload(
    user: SessionUser,
    coreId: string,
    data: Buffer,
  ): Promise<{ path: string }> {
    const core = await access.writableCore(user, coreId);
    const { extension, mediaType } = assertPicture(data);
    const path = newPictureKey(core.id, extension === 'png' ? 'png' : 'jpg');
    await storage.put(path, data, mediaType);
    return { path };
  }

  async function create(user: SessionUser, body: CorePictureCreate): Promise<CorePicture> {
    const core = await access.writableCore(user, body.coreId);
    await assertUploadedFor(core.id, body.path);
    const row = await db.transaction(async (tx) => {
      const repo = createCorePictureRepository(tx);
      await repo.lockCore(core.id);
      await assertNotAttached(repo, body.path);
      const position = insertionPosition(body.position, await repo.countByCore(core.id));
      await repo.shiftPositions(core.id, { first: position }, 1);
      return repo.insert({ coreId: core.id, path: body.path, title: body.title ?? null, position });
    });
    return toCorePicture(row);
  }

  return {
    /** POST /core-pictures/upload: checks the file by content and stores it under a new key. */
    upload,

    /** POST /core-pictures: attaches an uploaded path, last unless a position is asked. */
    create,

    /**
     * For the demo data: uploads and attaches a picture in one call, with the same checks as the
     * two requests (the actor needs the right to write pictures on the core's campaign).
     */
    async addPicture(
      actor: SessionUser,
      coreId: string,
      data: Buffer,
      options: { title?: string | null; position?: number } = {},
    ): Promise<CorePicture> {
      const { path } = await upload(actor, coreId, data);
      return create(actor, { coreId, path, ...options });
    },

    async get(user: SessionUser, id: string): Promise<CorePicture> {
      return toCorePicture(await access.readablePicture(user, id));
    },

    /** PUT: path (the current one or a new upload), caption (null when left out) and position. */
    async update(user: SessionUser, id: string, body: CorePictureUpdate): Promise<CorePicture> {
      const picture = await access.writablePicture(user, id);
      const replacesFile = body.path !== picture.path;
      if (replacesFile) await assertUploadedFor(picture.coreId, body.path);
      const { row, previousPath } = await db.transaction(async (tx) => {
        const repo = createCorePictureRepository(tx);
        const current = await lockedPicture(repo, picture);
        if (body.path !== current.path) await assertNotAttached(repo, body.path);
        const position = await moveTo(repo, current, body.position);
        const changes = { path: body.path, title: body.title ?? null, position };
        return { row: await repo.update(id, changes), previousPath: current.path };
      });
      if (previousPath !== row.path) await removeFiles(previousPath);
      return toCorePicture(row);
    },

    /** PATCH (merge patch): only the caption or position sent change. */
    async patch(user: SessionUser, id: string, body: CorePicturePatch): Promise<CorePicture> {
      const picture = await access.writablePicture(user, id);
      const row = await db.transaction(async (tx) => {
        const repo = createCorePictureRepository(tx);
        const current = await lockedPicture(repo, picture);
        const position =
          body.position === undefined
            ? current.position
            : await moveTo(repo, current, body.position);
        const title = body.title === undefined ? current.title : body.title;
        return repo.update(id, { title, position });
      });
      return toCorePicture(row);
    },

    /** DELETE: the row first (the pictures after it move up), then its files. */
    async remove(user: SessionUser, id: string): Promise<void> {
      const picture = await access.writablePicture(user, id);
      const path = await db.transaction(async (tx) => {
        const repo = createCorePictureRepository(tx);
        const current = await lockedPicture(repo, picture);
        await repo.delete(current.id);
        await repo.shiftPositions(current.coreId, { first: current.position + 1 }, -1);
        return current.path;
      });
      // After the commit: a failure to remove the file leaves an orphan file (answered as a 500 and
      // logged), never a picture whose file is gone.
      await removeFiles(path);
    },
  };
}

export type CorePictureService = ReturnType<typeof createCorePictureService>;
