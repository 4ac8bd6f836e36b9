import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../testing/test-clock.js';
import { createFileStorage } from './create-file-storage.js';
import type { FileStorage } from './file-storage.js';
import { createS3FileStorage, S3_PART_BYTES } from './s3-file-storage.js';
import { loadStorageConfig, type S3Settings } from './storage-config.js';
import { startFakeS3Server, type FakeS3Server } from './testing/fake-s3-server.js';
import { createTestUrlSigner } from './testing/test-file-storage.js';

const KEY = 'organizations/3f1c2b7a-9d4e-4c1a-8b2f-6e5d4c3b2a19/logo-1.png';
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

describe('S3 file storage against a fake S3 server', () => {
  let fake: FakeS3Server;
  let settings: S3Settings;
  let storage: FileStorage;
  const clock = createTestClock('2026-03-02T09:00:00.000Z');

  beforeAll(async () => {
    fake = await startFakeS3Server();
    const config = loadStorageConfig({
      S3_BUCKET: 'chaussee-files',
      S3_REGION: 'fr-par',
      S3_ENDPOINT: fake.endpoint,
      S3_ACCESS_KEY_ID: 'AKIATESTCHAUSSEE',
      S3_SECRET_ACCESS_KEY: 'test-secret',
      S3_FORCE_PATH_STYLE: '1',
    });
    if (!config.s3) throw new Error('S3 settings expected');
    settings = config.s3;
    storage = createS3FileStorage(settings, clock.now);
  });
  afterAll(() => fake.close());

  it('puts an object path-style in the bucket, with its content type, and reads it back', async () => {
    await storage.put(KEY, PNG, 'image/png');
    const put = fake.requests.at(-1);
    expect(put).toMatchObject({ method: 'PUT', path: `/chaussee-files/${KEY}` });
    expect(put?.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIATESTCHAUSSEE\/\d{8}\/fr-par\/s3\/aws4_request/u,
    );
    expect(fake.objects.get(`chaussee-files/${KEY}`)).toEqual({
      body: PNG,
      contentType: 'image/png',
    });
    await expect(storage.get(KEY)).resolves.toEqual(PNG);
  });

  it('answers undefined for a missing object and deletes quietly', async () => {
    await expect(storage.get('organizations/none/logo-0.png')).resolves.toBeUndefined();
    await storage.put('tmp/x.txt', Buffer.from('x'));
    await storage.delete('tmp/x.txt');
    expect(fake.objects.has('chaussee-files/tmp/x.txt')).toBe(false);
    await expect(storage.get('tmp/x.txt')).resolves.toBeUndefined();
    await expect(storage.delete('tmp/x.txt')).resolves.toBeUndefined();
  });

  it('streams an object as it arrives, and answers undefined as a stream for a missing object', async () => {
    await storage.put(KEY, PNG, 'image/png');
    const stream = await storage.getStream(KEY);
    if (stream === undefined) throw new Error('stream expected');
    await expect(buffer(stream)).resolves.toEqual(PNG);
    await expect(storage.getStream('organizations/none/logo-0.png')).resolves.toBeUndefined();
    await expect(storage.getStream('../x.png')).rejects.toThrow(/Invalid storage key/u);
  });

  it('stores a small stream with one PUT, a large one in parts of S3_PART_BYTES, and reads both back', async () => {
    await storage.putStream('documents/c/small.pdf', Readable.from([PNG]), 'application/pdf');
    expect(fake.objects.get('chaussee-files/documents/c/small.pdf')).toEqual({
      body: PNG,
      contentType: 'application/pdf',
    });

    const large = Buffer.alloc(2 * S3_PART_BYTES + 12_345, 7);
    large[S3_PART_BYTES] = 1;
    const before = fake.requests.length;
    const chunks = Array.from({ length: Math.ceil(large.length / 65_536) }, (_, index) =>
      large.subarray(index * 65_536, (index + 1) * 65_536),
    );
    await storage.putStream('documents/c/large.pdf', Readable.from(chunks), 'application/pdf');
    const sent = fake.requests.slice(before);
    expect(sent.map(({ method, query }) => `${method} ${query.get('partNumber') ?? ''}`)).toEqual([
      'POST ',
      'PUT 1',
      'PUT 2',
      'PUT 3',
      'POST ',
    ]);
    expect(fake.objects.get('chaussee-files/documents/c/large.pdf')?.body.equals(large)).toBe(true);
    expect(fake.openUploads.size).toBe(0);
  });

  it('aborts the multipart upload of a stream that fails: no object, no open upload', async () => {
    let sent = 0;
    const failing = new Readable({
      read() {
        if (sent >= S3_PART_BYTES + 1000) {
          this.destroy(new Error('upload cut'));
          return;
        }
        sent += 500_000;
        this.push(Buffer.alloc(500_000, 3));
      },
    });
    await expect(storage.putStream('documents/c/cut.pdf', failing)).rejects.toThrow('upload cut');
    expect(fake.objects.has('chaussee-files/documents/c/cut.pdf')).toBe(false);
    expect(fake.openUploads.size).toBe(0);
  });

  it('refuses invalid keys before calling S3', async () => {
    const before = fake.requests.length;
    await expect(storage.put('../x.png', PNG)).rejects.toThrow(/Invalid storage key/u);
    await expect(storage.get('/etc/passwd')).rejects.toThrow(/Invalid storage key/u);
    await expect(storage.delete('a//b')).rejects.toThrow(/Invalid storage key/u);
    await expect(storage.presignedUrl('A.png', { expiresInSeconds: 60 })).rejects.toThrow(
      /Invalid storage key/u,
    );
    expect(fake.requests).toHaveLength(before);
  });

  it('answers a real SigV4 presigned GET URL that downloads the object', async () => {
    await storage.put(KEY, PNG, 'image/png');
    const { url, expiresAt } = await storage.presignedUrl(KEY, { expiresInSeconds: 900 });
    const parsed = new URL(url);
    expect(parsed.origin + parsed.pathname).toBe(`${fake.endpoint}/chaussee-files/${KEY}`);
    expect(parsed.searchParams.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
    expect(parsed.searchParams.get('X-Amz-Expires')).toBe('900');
    expect(parsed.searchParams.get('X-Amz-Date')).toBe('20260302T090000Z');
    expect(parsed.searchParams.get('X-Amz-Credential')).toBe(
      'AKIATESTCHAUSSEE/20260302/fr-par/s3/aws4_request',
    );
    expect(parsed.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/u);
    expect(expiresAt).toEqual(new Date('2026-03-02T09:15:00.000Z'));

    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(PNG);
  });

  it('signs the download name as response-content-disposition', async () => {
    const { url } = await storage.presignedUrl(KEY, {
      expiresInSeconds: 60,
      downloadName: 'Logo du département.png',
    });
    const parsed = new URL(url);
    expect(parsed.searchParams.get('response-content-disposition')).toBe(
      `attachment; filename="Logo du departement.png"; filename*=UTF-8''Logo%20du%20d%C3%A9partement.png`,
    );
    expect(parsed.searchParams.get('X-Amz-SignedHeaders')).toBe('host');
    const response = await fetch(url);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment;/u);
  });

  it('signs differently when the key or the duration changes', async () => {
    const signatureOf = async (key: string, expiresInSeconds: number) =>
      new URL((await storage.presignedUrl(key, { expiresInSeconds })).url).searchParams.get(
        'X-Amz-Signature',
      );
    const reference = await signatureOf(KEY, 60);
    expect(await signatureOf(KEY, 60)).toBe(reference);
    expect(await signatureOf(KEY, 61)).not.toBe(reference);
    expect(await signatureOf(KEY.replace('logo-1', 'logo-2'), 60)).not.toBe(reference);
  });

  it('is what createFileStorage makes when S3_BUCKET is set, local disk otherwise', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'chaussee-factory-'));
    try {
      const signer = createTestUrlSigner(clock.now);
      const s3 = createFileStorage({ s3: settings, signingSecret: undefined }, dataDir, signer);
      await s3.put('factory/s3.txt', Buffer.from('s3'));
      expect(fake.objects.get('chaussee-files/factory/s3.txt')?.body).toEqual(Buffer.from('s3'));
      expect((await s3.presignedUrl('factory/s3.txt', { expiresInSeconds: 60 })).url).toMatch(
        /X-Amz-Signature=/u,
      );

      const local = createFileStorage(loadStorageConfig({}), dataDir, signer);
      await local.put('factory/local.txt', Buffer.from('local'));
      expect(fake.objects.has('chaussee-files/factory/local.txt')).toBe(false);
      await expect(local.get('factory/local.txt')).resolves.toEqual(Buffer.from('local'));
      expect((await local.presignedUrl('factory/local.txt', { expiresInSeconds: 60 })).url).toMatch(
        /\/api\/storage\/factory%2Flocal\.txt\?expires=\d+&signature=/u,
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
