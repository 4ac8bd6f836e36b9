import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemOf } from '../users/testing/http-identity.js';
import { email, SAMPLES, startDocumentsBed, type DocumentsBed } from './testing/documents-bed.js';
import { streamMultipart } from './testing/streamed-multipart.js';

const MIB = 1024 * 1024;

/** Polls until `check` holds (the server cleans up a cut upload as the socket closes). */
async function eventually(check: () => Promise<boolean> | boolean): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('The condition never held.');
}

describe('The limits of a document upload, and what a refused or cut upload leaves', () => {
  let bed: DocumentsBed;
  let uploadUrl: string;
  beforeAll(async () => {
    bed = await startDocumentsBed({
      config: { documentUploadLimits: { fileBytes: MIB, requestBytes: 2 * MIB, files: 3 } },
    });
    uploadUrl = `${bed.server.baseUrl}/api/documents/upload-multiples`;
  });
  afterAll(() => bed.server.close());

  const partialFiles = () => {
    const folder = join(bed.server.config.dataDir, 'files', '.partial');
    return existsSync(folder) ? readdirSync(folder) : [];
  };

  it('refuses a file over DOCUMENT_UPLOAD_FILE_LIMIT with a 413 in French, keeping nothing of the request', async () => {
    const campaignId = await bed.freshCampaign();
    const token = await bed.tokenOf(email('chef-agence'));
    const before = await bed.rowCounts();
    const answer = await streamMultipart(
      uploadUrl,
      token,
      { campaignId, category: 'deliverable' },
      'files',
      [
        { name: 'petit.csv', head: SAMPLES.csv, size: 1000 },
        { name: 'gros.csv', head: SAMPLES.csv, size: MIB + 1 },
      ],
    );
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({
      code: 'payload_too_large',
      violations: [
        {
          propertyPath: 'files.1',
          code: 'documentTooLarge',
          message: 'Le fichier ne doit pas dépasser 1 Mo',
        },
      ],
    });
    expect(bed.storedFiles(campaignId)).toEqual([]);
    expect(partialFiles()).toEqual([]);
    expect(await bed.rowCounts()).toEqual(before);
  });

  it('refuses a request over DOCUMENT_UPLOAD_REQUEST_LIMIT under the file that crosses it', async () => {
    const campaignId = await bed.freshCampaign();
    const token = await bed.tokenOf(email('chef-agence'));
    const file = (name: string) => ({ name, head: SAMPLES.csv, size: 0.9 * MIB });
    const answer = await streamMultipart(
      uploadUrl,
      token,
      { campaignId, category: 'deliverable' },
      'files',
      [file('a.csv'), file('b.csv'), file('c.csv')],
    );
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({
      violations: [{ propertyPath: 'files.2', code: 'uploadTooLarge' }],
    });
    expect(bed.storedFiles(campaignId)).toEqual([]);
  });

  it('leaves no file and no row when the client goes away in the middle of a file', async () => {
    const campaignId = await bed.freshCampaign();
    const token = await bed.tokenOf(email('chef-agence'));
    const before = await bed.rowCounts();
    await streamMultipart(
      uploadUrl,
      token,
      { campaignId, category: 'deliverable' },
      'files',
      [
        { name: 'complet.pdf', head: SAMPLES.pdf, size: 100_000 },
        { name: 'coupé.pdf', head: SAMPLES.pdf, size: 900_000 },
      ],
      { abortAfterBytes: 400_000 },
    );
    // The first file reached the store before the cut: the server removes it as it sees the end.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await eventually(() => bed.storedFiles(campaignId).length === 0 && partialFiles().length === 0);
    expect(await bed.rowCounts()).toEqual(before);
  });

  it('answers a body cut short anywhere near its end with a 400, never waiting, and keeps nothing', async () => {
    const campaignId = await bed.freshCampaign();
    const token = await bed.tokenOf(email('chef-agence'));
    const form = new FormData();
    form.append('campaignId', campaignId);
    form.append('category', 'deliverable');
    form.append('files', new Blob([SAMPLES.pdf]), 'a.pdf');
    form.append('files', new Blob([SAMPLES.pdf]), 'b.pdf');
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const body = new Uint8Array(await request.arrayBuffer());
    const headers = {
      'content-type': request.headers.get('content-type') ?? '',
      authorization: `Bearer ${token}`,
    };
    // 40 bytes: the last part's data whole, its closing delimiter gone (the parser then says
    // nothing); the others cut inside the delimiter or the data.
    for (const cut of [10, 40, 42, 46, 100]) {
      const response = await fetch(uploadUrl, {
        method: 'POST',
        headers,
        body: body.slice(0, body.length - cut),
        signal: AbortSignal.timeout(5000),
      });
      expect(response.status, `cut of ${String(cut)} bytes`).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'bad_request' });
    }
    await eventually(() => bed.storedFiles(campaignId).length === 0 && partialFiles().length === 0);
  });

  it('decides on the fields before reading a file: a field after a file, or a file first, is refused', async () => {
    const campaignId = await bed.freshCampaign();
    const client = await bed.as(email('chef-agence'));
    const fieldAfter = await problemOf(
      client.POST('/documents/upload-multiples', {
        body: { campaignId, category: 'deliverable', files: ['a.pdf'] },
        bodySerializer: () => {
          const form = new FormData();
          form.append('campaignId', campaignId);
          form.append('category', 'deliverable');
          form.append('files', new Blob([SAMPLES.pdf]), 'a.pdf');
          form.append('category', 'customerFile');
          return form;
        },
      }),
    );
    expect(fieldAfter).toMatchObject({
      status: 400,
      code: 'bad_request',
      detail:
        "Le formulaire d'envoi doit donner ses champs (campagne, catégorie) avant les fichiers. Renvoyez-le dans cet ordre.",
    });
    const fileFirst = await problemOf(
      client.POST('/documents/upload', {
        body: { campaignId, category: 'deliverable', file: 'a.pdf' },
        bodySerializer: () => {
          const form = new FormData();
          form.append('file', new Blob([SAMPLES.pdf]), 'a.pdf');
          form.append('campaignId', campaignId);
          form.append('category', 'deliverable');
          return form;
        },
      }),
    );
    expect(fileFirst).toMatchObject({ status: 400, code: 'validation_failed' });
    expect(bed.storedFiles(campaignId)).toEqual([]);
  });

  it('refuses a caller without the right before reading the file, storing nothing', async () => {
    const campaignId = await bed.freshCampaign();
    const customer = await bed.tokenOf(email('client-principal'));
    const answer = await streamMultipart(
      uploadUrl,
      customer,
      { campaignId, category: 'deliverable' },
      'files',
      [{ name: 'rapport.pdf', head: SAMPLES.pdf, size: 500_000 }],
    );
    expect(answer.status).toBe(403);
    expect(bed.storedFiles(campaignId)).toEqual([]);
  });
});
