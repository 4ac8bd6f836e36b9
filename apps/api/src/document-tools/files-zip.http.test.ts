import { randomBytes } from 'node:crypto';
import type { ChausseeClient } from '@chaussee/sdk';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns } from '../db/schema.js';
import type { DocumentRow } from '../documents/document.repository.js';
import { present, problemOf } from '../users/testing/http-identity.js';
import { startDocumentsBed, type DocumentsBed } from './testing/documents-bed.js';
import { readZip } from './testing/read-zip.js';

describe('POST /files/zip', () => {
  let t: DocumentsBed;
  let campaignId: string;
  let customer: ChausseeClient;

  const zipOf = (client: ChausseeClient, id: string, documentPaths: string[]) =>
    client.POST('/files/zip', { body: { campaignId: id, documentPaths }, parseAs: 'arrayBuffer' });

  beforeAll(async () => {
    t = await startDocumentsBed();
    campaignId = (await t.campaign(['agencyHead', 'customerUser', 'customerMain'])).id;
    await t.db
      .update(campaigns)
      .set({ name: 'RD 1075 – Diagnostic' })
      .where(eq(campaigns.id, campaignId));
    customer = await t.as('customerUser');
  });
  afterAll(() => t.close());

  it('zips 50 documents in the order asked, each under its title, with its bytes', async () => {
    const stored: { row: DocumentRow; content: Buffer }[] = [];
    for (let index = 1; index <= 50; index += 1) {
      const content = randomBytes(2000 + index * 1013);
      const isPdf = index % 3 !== 0;
      const row = await t.storeDocument({
        campaignId,
        name: isPdf ? `rapport-${String(index)}.pdf` : `mesures-${String(index)}.csv`,
        title: index % 5 === 0 ? `Planche n°${String(index)}` : null,
        category: index % 2 === 0 ? 'deliverable' : 'customerFile',
        content,
      });
      stored.push({ row, content });
    }
    const { data, response } = await zipOf(
      customer,
      campaignId,
      stored.map(({ row }) => row.s3Path),
    );
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="RD 1075 _ Diagnostic.zip"; filename*=UTF-8''RD%201075%20%E2%80%93%20Diagnostic.zip`,
    );
    const entries = await readZip(Buffer.from(present(data)));
    expect(entries.map((entry) => entry.name)).toEqual(
      stored.map(({ row }) => (row.title === null ? row.name : `${row.title}.${row.extension}`)),
    );
    entries.forEach((entry, index) => {
      const { row, content } = present(stored[index]);
      expect(entry.content.equals(content), entry.name).toBe(true);
      // PDF are stored as they are (compressed already), the rest deflated.
      expect(entry.compressionMethod).toBe(row.extension === 'pdf' ? 0 : 8);
    });
  });

  it('zips a document asked twice once, and names two documents of one name apart', async () => {
    const first = await t.storeDocument({
      campaignId,
      name: 'plan.pdf',
      content: Buffer.from('1'),
    });
    const second = await t.storeDocument({
      campaignId,
      name: 'Plan.pdf',
      content: Buffer.from('2'),
    });
    const { data } = await zipOf(customer, campaignId, [first.s3Path, second.s3Path, first.s3Path]);
    const entries = await readZip(Buffer.from(present(data)));
    expect(entries.map((entry) => [entry.name, entry.content.toString()])).toEqual([
      ['plan.pdf', '1'],
      ['Plan (2).pdf', '2'],
    ]);
  });

  it('puts a note in place of a document whose file is gone from the storage', async () => {
    const gone = await t.storeDocument({
      campaignId,
      name: 'perdu.pdf',
      content: Buffer.from('x'),
    });
    await t.store.delete(gone.s3Path);
    const { data } = await zipOf(customer, campaignId, [gone.s3Path]);
    const [note] = await readZip(Buffer.from(present(data)));
    expect(note?.name).toBe('perdu.pdf - fichier introuvable.txt');
    expect(note?.content.toString()).toBe(
      "Le fichier « perdu.pdf » est introuvable dans le stockage : il n'a pas pu être ajouté à ce zip. Signalez-le à l'administrateur de la plateforme.",
    );
  });

  it('refuses, under its index, a path that is no document of this campaign', async () => {
    const mine = await t.storeDocument({ campaignId, name: 'a.pdf', content: Buffer.from('a') });
    const other = (await t.campaign(['customerUser'])).id;
    const elsewhere = await t.storeDocument({
      campaignId: other,
      name: 'b.pdf',
      content: Buffer.from('b'),
    });
    expect(
      await problemOf(
        zipOf(customer, campaignId, [
          mine.s3Path,
          elsewhere.s3Path,
          `campaigns/${campaignId}/documents/00000000-0000-4000-8000-000000000000.pdf`,
        ]),
      ),
    ).toMatchObject({
      status: 400,
      code: 'validation_failed',
      violations: [
        {
          propertyPath: 'documentPaths.1',
          code: 'fileNotInCampaign',
          message: "Ce fichier n'a pas été déposé dans cette campagne",
        },
        { propertyPath: 'documentPaths.2', code: 'fileNotInCampaign' },
      ],
    });
    // The other campaign's own zip is refused to whoever is not its member.
    expect(
      await problemOf(zipOf(await t.as('agencyHead'), other, [elsewhere.s3Path])),
    ).toMatchObject({ status: 403, code: 'not_member' });
  });

  it('is refused to a customer who is not a member, to a guest, and for an unknown campaign', async () => {
    const doc = await t.storeDocument({ campaignId, name: 'c.pdf', content: Buffer.from('c') });
    expect(
      await problemOf(zipOf(await t.as('customerSupervisor'), campaignId, [doc.s3Path])),
    ).toMatchObject({ status: 403, code: 'not_member', detail: 'Only members can view campaign' });
    expect(
      await problemOf(zipOf(await t.guestOf(campaignId), campaignId, [doc.s3Path])),
    ).toMatchObject({ status: 403, code: 'forbidden' });
    expect(
      await problemOf(zipOf(customer, '00000000-0000-4000-8000-000000000000', [doc.s3Path])),
    ).toMatchObject({ status: 404 });
  });

  it('is refused to a READ_ONLY member, who reads no file category (section 6 Files)', async () => {
    const withReader = (await t.campaign(['reader'])).id;
    const doc = await t.storeDocument({
      campaignId: withReader,
      name: 'd.pdf',
      content: Buffer.from('d'),
    });
    expect(await problemOf(zipOf(await t.as('reader'), withReader, [doc.s3Path]))).toMatchObject({
      status: 403,
      code: 'forbidden',
    });
  });
});
