import { newStorageKey } from '../storage/storage-key.js';

/** The picture formats the upload accepts (checked by content), by the extension of their key. */
export type PictureMediaType = 'image/jpeg' | 'image/png';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** Where the pictures of one core are stored; the core id comes from the database, never the client. */
function folderOf(coreId: string): string {
  return `cores/${coreId}/pictures/`;
}

/** A new key for an uploaded picture of the core: `cores/<coreId>/pictures/<random>.<jpg|png>`. */
export function newPictureKey(coreId: string, extension: 'jpg' | 'png'): string {
  return newStorageKey(folderOf(coreId), extension);
}

/**
 * Whether `path` (sent by a client) is a key the upload could have made for this core: exactly its
 * folder, a random name and jpg or png. Anything else — another core's picture, an avatar, a
 * resized copy, a made-up path — is refused before the store is asked.
 */
export function isPictureKeyOf(coreId: string, path: string): boolean {
  return new RegExp(`^${folderOf(coreId)}${UUID}\\.(jpg|png)$`, 'u').test(path);
}

/** The media type of a picture key (keys are made by `newPictureKey`, so the extension is ours). */
export function mediaTypeOfKey(key: string): PictureMediaType {
  return key.endsWith('.png') ? 'image/png' : 'image/jpeg';
}

/** Width of the copies served for screens (the contract's default download). */
export const SCREEN_WIDTH = 1600;

/**
 * Where the screen copy of a picture is cached: next to it, named after it, so deleting or
 * replacing the picture finds it without a listing. `isPictureKeyOf` never accepts it.
 */
export function screenCopyKey(pictureKey: string): string {
  return pictureKey.replace(/\.(jpg|png)$/u, `.w${String(SCREEN_WIDTH)}.$1`);
}

/**
 * Every file the store may hold for a picture: the upload and its cached screen copy. Whoever
 * deletes pictures (a picture, a core, a campaign, a workspace) removes all of them.
 */
export function storedKeysOfPicture(pictureKey: string): string[] {
  return [pictureKey, screenCopyKey(pictureKey)];
}
