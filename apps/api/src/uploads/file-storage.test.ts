import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalFileStorage } from './file-storage.js';

describe('local file storage', () => {
  const root = mkdtempSync(join(tmpdir(), 'chaussee-store-'));
  const storage = createLocalFileStorage(join(root, 'files'));
  afterAll(() => {
    rmSync(root, { recursive: true, force: true });
  });

  it('stores, reads back and deletes a file by its storage path', async () => {
    await storage.put('avatars/u/1.png', Buffer.from('png'));
    await expect(storage.get('avatars/u/1.png')).resolves.toEqual(Buffer.from('png'));
    await storage.delete('avatars/u/1.png');
    await expect(storage.get('avatars/u/1.png')).resolves.toBeUndefined();
  });

  it('never reads or writes outside its folder', async () => {
    await expect(storage.put('../escape.txt', Buffer.from('x'))).rejects.toThrow(/outside/u);
    await expect(storage.get('/etc/passwd')).rejects.toThrow(/outside/u);
  });
});
