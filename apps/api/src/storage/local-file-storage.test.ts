import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalFileStorage } from './local-file-storage.js';
import { createTestUrlSigner } from './testing/test-file-storage.js';

describe('local file storage', () => {
  const root = mkdtempSync(join(tmpdir(), 'chaussee-store-'));
  const signer = createTestUrlSigner();
  const storage = createLocalFileStorage(join(root, 'files'), signer);
  afterAll(() => {
    rmSync(root, { recursive: true, force: true });
  });

  it('stores, reads back and deletes a file by its key', async () => {
    await storage.put('avatars/u/1.png', Buffer.from('png'), 'image/png');
    expect(existsSync(join(root, 'files/avatars/u/1.png'))).toBe(true);
    await expect(storage.get('avatars/u/1.png')).resolves.toEqual(Buffer.from('png'));
    await storage.put('avatars/u/1.png', Buffer.from('png, again'));
    await expect(storage.get('avatars/u/1.png')).resolves.toEqual(Buffer.from('png, again'));
    await storage.delete('avatars/u/1.png');
    await expect(storage.get('avatars/u/1.png')).resolves.toBeUndefined();
  });

  it('answers nothing for a missing file or a folder, and deletes a missing file quietly', async () => {
    await expect(storage.get('nothing/here.png')).resolves.toBeUndefined();
    await storage.put('folder/inside.txt', Buffer.from('x'));
    await expect(storage.get('folder')).resolves.toBeUndefined();
    await expect(storage.delete('nothing/here.png')).resolves.toBeUndefined();
  });

  it('streams a file as it is read, and answers nothing as a stream for a missing file or a folder', async () => {
    const content = 'x'.repeat(200_000);
    await storage.put('documents/c/big.txt', Buffer.from(content));
    const stream = await storage.getStream('documents/c/big.txt');
    if (stream === undefined) throw new Error('stream expected');
    await expect(text(stream)).resolves.toBe(content);
    await expect(storage.getStream('documents/c/none.txt')).resolves.toBeUndefined();
    await expect(storage.getStream('documents/c')).resolves.toBeUndefined();
    await expect(storage.getStream('../outside')).rejects.toThrow(/Invalid/u);
  });

  it('stores a stream as it is read, and leaves nothing at the key (nor aside) when the stream fails', async () => {
    const content = 'y'.repeat(300_000);
    await storage.putStream(
      'documents/c/streamed.txt',
      Readable.from([content.slice(0, 1000), content.slice(1000)]),
    );
    await expect(storage.get('documents/c/streamed.txt')).resolves.toEqual(Buffer.from(content));

    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(100_000, 1));
        this.destroy(new Error('upload cut'));
      },
    });
    await expect(storage.putStream('documents/c/cut.txt', failing)).rejects.toThrow('upload cut');
    expect(existsSync(join(root, 'files/documents/c/cut.txt'))).toBe(false);
    expect(readdirSync(join(root, 'files/.partial'))).toEqual([]);
    await expect(storage.putStream('../escape.txt', Readable.from(['x']))).rejects.toThrow(
      /Invalid/u,
    );
  });

  it('keeps reading a stream whose file is deleted once it was handed out', async () => {
    await storage.put('documents/c/gone.txt', Buffer.from('still here'));
    const stream = await storage.getStream('documents/c/gone.txt');
    if (stream === undefined) throw new Error('stream expected');
    await storage.delete('documents/c/gone.txt');
    await expect(text(stream)).resolves.toBe('still here');
  });

  it('never reads, writes or deletes outside its folder', async () => {
    mkdirSync(join(root, 'outside'), { recursive: true });
    await expect(storage.put('../escape.txt', Buffer.from('x'))).rejects.toThrow(/Invalid/u);
    await expect(storage.put('a/../../escape.txt', Buffer.from('x'))).rejects.toThrow(/Invalid/u);
    await expect(storage.get('/etc/passwd')).rejects.toThrow(/Invalid/u);
    await expect(storage.get('../outside')).rejects.toThrow(/Invalid/u);
    await expect(storage.delete('..')).rejects.toThrow(/Invalid/u);
    expect(existsSync(join(root, 'escape.txt'))).toBe(false);
    expect(existsSync(join(root, 'outside'))).toBe(true);
  });

  it('answers URLs signed for the API that the signer accepts', async () => {
    const { url, expiresAt } = await storage.presignedUrl('avatars/u/1.png', {
      expiresInSeconds: 60,
    });
    const parsed = new URL(url);
    expect(parsed.pathname).toBe('/api/storage/avatars%2Fu%2F1.png');
    expect(expiresAt.getTime()).toBe(Number(parsed.searchParams.get('expires')) * 1000);
    expect(
      signer.verify({
        key: 'avatars/u/1.png',
        expires: Number(parsed.searchParams.get('expires')),
        signature: parsed.searchParams.get('signature') ?? '',
        downloadName: undefined,
      }),
    ).toBe('valid');
    await expect(storage.presignedUrl('../x', { expiresInSeconds: 60 })).rejects.toThrow(
      /Invalid/u,
    );
  });
});
