import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages } from '@chaussee/validation';
import { purgeBinAsIfExpired } from '../bin/testing/purge-bin.js';
import { present, problemOf } from '../users/testing/http-identity.js';
import { email, SAMPLES, startDocumentsBed, type DocumentsBed } from './testing/documents-bed.js';

describe('The documents of a campaign once recorded', () => {
  let bed: DocumentsBed;
  beforeAll(async () => {
    bed = await startDocumentsBed();
  });
  afterAll(() => bed.server.close());

  it('records only an upload of the caller for that campaign, once, with the measured size and extension', async () => {
    const campaignId = await bed.freshCampaign();
    const otherCampaignId = await bed.freshCampaign();
    const agencyHead = await bed.as(email('chef-agence'));
    const admin = await bed.as(email('admin'));
    const { data } = await bed.upload(agencyHead, campaignId, 'deliverable', [
      { name: 'plan.pdf', content: SAMPLES.pdf },
    ]);
    const s3Path = present(data).files[0]?.path ?? '';
    const body = {
      campaignId,
      name: 'plan.pdf',
      extension: 'pdf',
      size: SAMPLES.pdf.length,
      category: 'deliverable' as const,
      s3Path,
    };
    // Another user, another campaign, another size or extension: refused, each under its field.
    expect((await problemOf(admin.POST('/documents', { body }))).violations).toEqual([
      expect.objectContaining({ propertyPath: 's3Path', code: 'fileNotInCampaign' }),
    ]);
    expect(
      (
        await problemOf(
          agencyHead.POST('/documents', { body: { ...body, campaignId: otherCampaignId } }),
        )
      ).violations,
    ).toEqual([expect.objectContaining({ propertyPath: 's3Path' })]);
    expect(
      (
        await problemOf(
          agencyHead.POST('/documents', { body: { ...body, size: 1, extension: 'png' } }),
        )
      ).violations?.map((violation) => violation.propertyPath),
    ).toEqual(['size', 'extension']);

    expect((await agencyHead.POST('/documents', { body })).response.status).toBe(201);
    expect((await problemOf(agencyHead.POST('/documents', { body }))).violations).toEqual([
      expect.objectContaining({ propertyPath: 's3Path', code: 'fileNotInCampaign' }),
    ]);
  });

  it('records several documents all or none (documents-multiples)', async () => {
    const campaignId = await bed.insertCampaign({
      workspaceId: bed.workspaceId,
      name: 'Campagne livrée',
      memberIds: [bed.userId(email('ingenieur')), bed.userId(email('client-utilisateur'))],
    });
    const agencyHead = await bed.as(email('chef-agence'));
    const { data } = await bed.upload(agencyHead, campaignId, 'deliverable', [
      { name: 'a.pdf', content: SAMPLES.pdf },
      { name: 'b.csv', content: SAMPLES.csv },
    ]);
    const [a, b] = present(data).files;
    const item = (path: string, name: string, size: number) => ({
      campaignId,
      name,
      extension: name.slice(-3),
      size,
      category: 'deliverable' as const,
      s3Path: path,
    });
    const refused = await problemOf(
      agencyHead.POST('/documents-multiples', {
        body: {
          documents: [
            item(a?.path ?? '', 'a.pdf', SAMPLES.pdf.length),
            { ...item(b?.path ?? '', 'b.csv', SAMPLES.csv.length), folderId: campaignId },
          ],
        },
      }),
    );
    expect(refused.violations).toEqual([
      expect.objectContaining({ propertyPath: 'documents.1.folderId', code: 'invalidValue' }),
    ]);
    const created = await agencyHead.POST('/documents-multiples', {
      body: {
        documents: [
          item(a?.path ?? '', 'a.pdf', SAMPLES.pdf.length),
          item(b?.path ?? '', 'b.csv', SAMPLES.csv.length),
        ],
      },
    });
    expect(present(created.data).items.map((document) => document.name)).toEqual([
      'a.pdf',
      'b.csv',
    ]);
    // Recorded deliverables are news for the office's members and the diffused customers.
    const bellOf = async (caller: 'ingenieur' | 'client-utilisateur') => {
      const { data: bell } = await (
        await bed.as(email(caller))
      ).GET('/notifications', { params: { query: {} } });
      return present(bell).items.filter((item) => item.campaign?.id === campaignId);
    };
    expect(await bellOf('ingenieur')).toEqual([
      expect.objectContaining({
        type: 'deliverable_added',
        message: 'Campagne Campagne livrée : 2 nouveaux livrables sont disponibles',
        notifiable: { type: 'document', id: present(created.data).items[0]?.id },
      }),
    ]);
    expect(await bellOf('client-utilisateur')).toEqual([]);
  });

  it('renames titles all or none, and two concurrent renamings of overlapping sets apply whole, one after the other', async () => {
    const campaignId = await bed.freshCampaign();
    const agencyHead = await bed.as(email('chef-agence'));
    const ids: string[] = [];
    for (const name of ['a.pdf', 'b.pdf', 'c.pdf']) {
      ids.push(
        (
          await bed.addDocument(agencyHead, campaignId, 'deliverable', {
            name,
            content: SAMPLES.pdf,
          })
        ).id,
      );
    }
    const [a = '', b = '', c = ''] = ids;
    const unknown = await problemOf(
      agencyHead.PUT('/documents/update-titles', {
        body: {
          documents: [
            { id: a, title: 'A' },
            { id: campaignId, title: 'X' },
          ],
        },
      }),
    );
    expect(unknown.status).toBe(404);
    const renamings = Array.from({ length: 6 }, (_, round) =>
      agencyHead.PUT('/documents/update-titles', {
        body: {
          documents: (round % 2 === 0 ? [c, a, b] : [b, c]).map((id) => ({
            id,
            title: `Tour ${String(round)}`,
          })),
        },
      }),
    );
    const answers = await Promise.all(renamings);
    expect(answers.map((answer) => answer.response.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const { data } = await agencyHead.GET('/campaigns/{id}/documents', {
      params: { path: { id: campaignId }, query: {} },
    });
    const titles = new Map(present(data).items.map((document) => [document.id, document.title]));
    // b and c were renamed together every round: whichever came last, they carry the same title.
    expect(titles.get(b)).toBe(titles.get(c));
    expect(titles.get(a)).toMatch(/^Tour [024]$/u);
    // A customer may not rename a deliverable (« upload deliverables »).
    const customer = await bed.as(email('client-principal'));
    expect(
      (
        await problemOf(
          customer.PUT('/documents/update-titles', {
            body: { documents: [{ id: a, title: 'Non' }] },
          }),
        )
      ).status,
    ).toBe(403);
  });

  it('renames with the versions read: a title renamed since by someone else is a 412, and nothing of the set is renamed', async () => {
    const campaignId = await bed.freshCampaign();
    const agencyHead = await bed.as(email('chef-agence'));
    // The same head in another tab (another session): what matters is the version each read.
    const otherTab = await bed.as(email('chef-agence'));
    const first = await bed.addDocument(agencyHead, campaignId, 'deliverable', {
      name: 'a.pdf',
      content: SAMPLES.pdf,
    });
    const second = await bed.addDocument(agencyHead, campaignId, 'deliverable', {
      name: 'b.pdf',
      content: SAMPLES.pdf,
    });
    expect(first.version).toBe(1);
    const titlesNow = async () => {
      const { data } = await agencyHead.GET('/campaigns/{id}/documents', {
        params: { path: { id: campaignId }, query: {} },
      });
      return new Map(present(data).items.map((document) => [document.id, document]));
    };
    // The other tab renames the first document from what it read: its version moves on.
    const renamed = await otherTab.PUT('/documents/update-titles', {
      body: { documents: [{ id: first.id, title: 'Renommé ailleurs', version: 1 }] },
    });
    expect(present(renamed.data).items[0]).toMatchObject({
      title: 'Renommé ailleurs',
      version: 2,
    });
    // The first tab, still holding version 1 of it, renames both: refused as a whole.
    const stale = await problemOf(
      agencyHead.PUT('/documents/update-titles', {
        body: {
          documents: [
            { id: second.id, title: 'B', version: second.version },
            { id: first.id, title: 'Renommé ici', version: first.version },
          ],
        },
      }),
    );
    expect(stale.status).toBe(412);
    expect(stale.code).toBe('stale_version');
    expect(stale.detail).toBe(serverMessages.staleVersion);
    const after = await titlesNow();
    expect(after.get(first.id)).toMatchObject({ title: 'Renommé ailleurs', version: 2 });
    expect(after.get(second.id)).toMatchObject({ title: second.title, version: 1 });
    // With the current version it passes; without any version it overwrites.
    const current = await agencyHead.PUT('/documents/update-titles', {
      body: { documents: [{ id: first.id, title: 'Renommé ici', version: 2 }] },
    });
    expect(present(current.data).items[0]?.version).toBe(3);
    await agencyHead.PUT('/documents/update-titles', {
      body: { documents: [{ id: first.id, title: 'Rapport final' }] },
    });
    expect((await titlesNow()).get(first.id)).toMatchObject({ title: 'Rapport final', version: 4 });
  });

  it('deletes a document, and its stored file with the purge of the bin (« delete file »: commercial yes, engineer no)', async () => {
    const campaignId = await bed.freshCampaign();
    const agencyHead = await bed.as(email('chef-agence'));
    const document = await bed.addDocument(agencyHead, campaignId, 'deliverable');
    const file = join(bed.server.config.dataDir, 'files', document.s3Path);
    expect(existsSync(file)).toBe(true);
    const engineer = await bed.as(email('ingenieur'));
    expect(
      (
        await problemOf(
          engineer.DELETE('/documents/{id}', { params: { path: { id: document.id } } }),
        )
      ).status,
    ).toBe(403);
    const commercial = await bed.as(email('commercial'));
    const deleted = await commercial.DELETE('/documents/{id}', {
      params: { path: { id: document.id } },
    });
    expect(deleted.response.status).toBe(204);
    // In the bin (src/bin) until its purge, which removes the file.
    expect(existsSync(file)).toBe(true);
    await purgeBinAsIfExpired(bed.server, bed.clock.now);
    expect(existsSync(file)).toBe(false);
    expect(
      (
        await problemOf(
          commercial.DELETE('/documents/{id}', { params: { path: { id: document.id } } }),
        )
      ).status,
    ).toBe(404);
  });

  it('removes the stored files of a deleted campaign with the purge of the bin: its documents and its unrecorded uploads', async () => {
    const campaignId = await bed.freshCampaign();
    const agencyHead = await bed.as(email('chef-agence'));
    await bed.addDocument(agencyHead, campaignId, 'deliverable');
    await bed.upload(agencyHead, campaignId, 'deliverable', [
      { name: 'brouillon.pdf', content: SAMPLES.pdf },
    ]);
    expect(bed.storedFiles(campaignId)).toHaveLength(2);
    const superAdmin = await bed.as(email('super-admin'));
    const deleted = await superAdmin.DELETE('/campaigns/{id}', {
      params: { path: { id: campaignId } },
    });
    expect(deleted.response.status).toBe(204);
    expect(bed.storedFiles(campaignId)).toHaveLength(2);
    await purgeBinAsIfExpired(bed.server, bed.clock.now);
    expect(bed.storedFiles(campaignId)).toEqual([]);
  });

  it('counts what the caller may read (documents-stats) and streams the delivery zip to the office only', async () => {
    const campaignId = await bed.freshCampaign();
    const agencyHead = await bed.as(email('chef-agence'));
    await bed.addDocument(agencyHead, campaignId, 'deliverable', {
      name: 'a.pdf',
      content: SAMPLES.pdf,
    });
    await bed.addDocument(agencyHead, campaignId, 'deliverable', {
      name: 'a.pdf',
      content: SAMPLES.pdf,
    });
    const customerMain = await bed.as(email('client-principal'));
    await bed.addDocument(customerMain, campaignId, 'customerFile', {
      name: 'b.csv',
      content: SAMPLES.csv,
    });
    const { data } = await customerMain.GET('/campaigns/{id}/documents-stats', {
      params: { path: { id: campaignId } },
    });
    expect(present(data)).toEqual({
      campaignId,
      documentsCount: 3,
      totalSize: 2 * SAMPLES.pdf.length + SAMPLES.csv.length,
      byCategory: [
        { category: 'customerFile', count: 1, size: SAMPLES.csv.length },
        { category: 'deliverable', count: 2, size: 2 * SAMPLES.pdf.length },
      ],
      requiredDocuments: [],
    });

    const zip = await agencyHead.GET('/campaigns/{id}/documents/delivery', {
      params: { path: { id: campaignId } },
      parseAs: 'arrayBuffer',
    });
    const bytes = Buffer.from(present(zip.data));
    expect(zip.response.headers.get('content-type')).toBe('application/zip');
    expect(bytes.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    expect(bytes.includes(Buffer.from('a (2).pdf'))).toBe(true);
    expect(bytes.includes(Buffer.from('b.csv'))).toBe(false);
    expect(
      (
        await problemOf(
          customerMain.GET('/campaigns/{id}/documents/delivery', {
            params: { path: { id: campaignId } },
          }),
        )
      ).status,
    ).toBe(403);
    const empty = await bed.freshCampaign();
    expect(
      (
        await problemOf(
          agencyHead.GET('/campaigns/{id}/documents/delivery', { params: { path: { id: empty } } }),
        )
      ).status,
    ).toBe(404);
  });
});
