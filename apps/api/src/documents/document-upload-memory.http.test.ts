import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentUploads } from '../db/schema.js';
import { email, SAMPLES, startDocumentsBed, type DocumentsBed } from './testing/documents-bed.js';
import { streamMultipart } from './testing/streamed-multipart.js';

const MB = 1000 * 1000;
const SIZE = 150 * MB;
/** Generous: the server holds a 64 KiB head and stream buffers, the client 64 KiB chunks. */
const MAX_RSS_GROWTH = 60 * MB;

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

describe('A 150 MB upload', () => {
  let bed: DocumentsBed;
  beforeAll(async () => {
    bed = await startDocumentsBed();
  });
  afterAll(() => bed.server.close());

  it('streams to the store with the memory of the process staying flat', async () => {
    const campaignId = await bed.freshCampaign();
    const token = await bed.tokenOf(email('chef-agence'));
    const url = `${bed.server.baseUrl}/api/documents/upload`;
    const fields = { campaignId, category: 'deliverable' };
    // A first small upload warms the paths up (modules, pools) before the baseline is read.
    await streamMultipart(url, token, fields, 'file', [
      { name: 'petit.pdf', head: SAMPLES.pdf, size: 200_000 },
    ]);
    globalThis.gc?.();
    const baseline = process.memoryUsage.rss();
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage.rss());
    }, 10);
    const answer = await streamMultipart(
      url,
      token,
      fields,
      'file',
      [{ name: 'relevé complet.pdf', head: SAMPLES.pdf, size: SIZE }],
      {
        onProgress: () => {
          peak = Math.max(peak, process.memoryUsage.rss());
        },
      },
    );
    clearInterval(sampler);
    expect(answer.status).toBe(201);
    const growth = peak - baseline;
    expect(growth, `RSS grew by ${String(Math.round(growth / MB))} MB`).toBeLessThan(
      MAX_RSS_GROWTH,
    );

    const { path } = JSON.parse(answer.body) as { path: string };
    const stored = await bed.server.database.db
      .select()
      .from(documentUploads)
      .then((rows) => rows.find((row) => row.storageKey === path));
    expect(stored).toMatchObject({
      size: SIZE,
      mediaType: 'application/pdf',
      name: 'relevé complet.pdf',
    });
    expect(stored?.contentHash).toBe(answer.hashes[0]);
    await expect(sha256Of(join(bed.server.config.dataDir, 'files', path))).resolves.toBe(
      answer.hashes[0],
    );
  }, 180_000);
});
