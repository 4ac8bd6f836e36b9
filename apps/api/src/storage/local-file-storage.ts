import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FileStorage } from './file-storage.js';
import { assertStorageKey } from './storage-key.js';
import type { StorageUrlSigner } from './url-signer.js';

/** Nothing there, or a folder (a key's prefix) rather than a file. */
function isMissing(error: unknown): boolean {
  return (
    error instanceof Error &&
    'code' in error &&
    (error.code === 'ENOENT' || error.code === 'EISDIR')
  );
}

/**
 * Files under one folder (`DATA_DIR/files`), by key; presigned URLs are the API's own signed
 * `GET /storage/{key}` links. The content type is not kept: it follows the key's extension.
 */
export function createLocalFileStorage(rootDir: string, signer: StorageUrlSigner): FileStorage {
  const root = resolve(rootDir);
  function locate(key: string): string {
    assertStorageKey(key);
    // The key rules already forbid `..` and absolute keys; this second check holds even if they
    // were loosened one day: no key ever reaches a file outside the store.
    const file = resolve(root, key);
    if (!file.startsWith(root + sep)) throw new Error(`Storage key outside the store: ${key}`);
    return file;
  }
  return {
    async put(key, data) {
      const file = locate(key);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, data);
    },
    async putStream(key, data) {
      const file = locate(key);
      // Written aside, then renamed into place: a reader never sees half a file under the key,
      // and a failed upload leaves nothing but a partial file that is removed at once. The
      // folder is inside the store (same file system: the rename is atomic) and its name is no
      // key the server ever makes.
      const partial = join(root, '.partial', randomUUID());
      await mkdir(dirname(partial), { recursive: true });
      try {
        await pipeline(data, createWriteStream(partial, { flags: 'wx' }));
        await mkdir(dirname(file), { recursive: true });
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async get(key) {
      try {
        return await readFile(locate(key));
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async getStream(key) {
      let handle;
      try {
        handle = await open(locate(key), 'r');
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
      // Opening a folder succeeds on Linux; only reading it fails. A folder is no file here.
      if ((await handle.stat()).isDirectory()) {
        await handle.close();
        return undefined;
      }
      // The file is open before the stream is handed out: a file deleted meanwhile still reads.
      return handle.createReadStream();
    },
    async delete(key) {
      await rm(locate(key), { force: true });
    },
    presignedUrl(key, options) {
      // Through then(): an invalid key or duration rejects like the other calls, never throws.
      return Promise.resolve().then(() => signer.sign(key, options));
    },
  };
}
