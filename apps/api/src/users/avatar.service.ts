import type { SessionUser } from '@chaussee/permissions';
import type { FileStorage } from '../storage/file-storage.js';
import { isStorageKey, newStorageKey } from '../storage/storage-key.js';
import { assertPicture } from '../uploads/picture.js';
import type { UserAccess } from './user-access.js';

/** Profile pictures: checked by content, stored under a name the server chooses. */
export function createAvatarService({
  storage,
  access,
}: {
  storage: FileStorage;
  access: UserAccess;
}) {
  const folderOf = (userId: string) => `avatars/${userId}/`;
  return {
    /** POST /users/{id}/avatar/upload; the client then PATCHes the user with the answered path. */
    async uploadAvatar(caller: SessionUser, id: string, data: Buffer): Promise<{ path: string }> {
      const user = await access.editableUser(caller, id, false);
      const { extension, mediaType } = assertPicture(data);
      const path = newStorageKey(folderOf(user.id), extension);
      await storage.put(path, data, mediaType);
      return { path };
    },

    /** Whether a path is a picture uploaded for this user (and still stored). */
    async isAvatarOf(userId: string, path: string): Promise<boolean> {
      // The path comes from the client: anything but a key of this user's folder is refused
      // before the store sees it (the store throws on keys it could not have made).
      if (!path.startsWith(folderOf(userId)) || !isStorageKey(path)) return false;
      return (await storage.get(path)) !== undefined;
    },
  };
}

export type AvatarService = ReturnType<typeof createAvatarService>;
