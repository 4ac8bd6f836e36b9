import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';

/**
 * Where uploaded files live, by storage path (`avatars/…png`). Local disk today; an S3 bucket can
 * implement the same three calls later.
 */
export interface FileStorage {
  put(path: string, data: Buffer): Promise<void>;
  /** The content, or undefined when nothing is stored at that path. */
  get(path: string): Promise<Buffer | undefined>;
  delete(path: string): Promise<void>;
}

function isMissing(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}

/** Files under one folder (`DATA_DIR/files`); a path never escapes it. */
export function createLocalFileStorage(rootDir: string): FileStorage {
  const root = resolve(rootDir);
  function locate(path: string): string {
    const file = resolve(root, path);
    if (!file.startsWith(root + sep)) throw new Error(`Storage path outside the store: ${path}`);
    return file;
  }
  return {
    async put(path, data) {
      const file = locate(path);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, data);
    },
    async get(path) {
      try {
        return await readFile(locate(path));
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async delete(path) {
      await rm(locate(path), { force: true });
    },
  };
}
