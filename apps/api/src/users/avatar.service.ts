import { randomUUID } from 'node:crypto';
import type { SessionUser } from '@chaussee/permissions';
import type { FileStorage } from '../uploads/file-storage.js';
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
      const { extension } = assertPicture(data);
      const path = `${folderOf(user.id)}${randomUUID()}.${extension}`;
      await storage.put(path, data);
      return { path };
    },

    /** Whether a path is a picture uploaded for this user (and still stored). */
    async isAvatarOf(userId: string, path: string): Promise<boolean> {
      if (!path.startsWith(folderOf(userId)) || path.includes('..')) return false;
      return (await storage.get(path)) !== undefined;
    },
  };
}

export type AvatarService = ReturnType<typeof createAvatarService>;
