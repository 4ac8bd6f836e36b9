import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { ChausseeClient, components } from '@chaussee/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMembershipGuard } from '../access/membership-guard.js';
import { createMembershipRepository } from '../access/membership.repository.js';
import type { Db } from '../db/database.js';
import { createDocumentAccess } from '../documents/document-access.js';
import { createPdfDocumentsService } from './pdf-documents.service.js';
import { answerOf, present, problemOf } from '../users/testing/http-identity.js';
import { startDocumentsBed, type DocumentsBed } from './testing/documents-bed.js';
import { BROKEN_PDF, encryptedPdf, pageWidthsOf, pdfOfPages } from './testing/pdf-fixtures.js';

type Document = components['schemas']['Document'];

describe('POST /pdf/merge and POST /pdf/split', () => {
  let t: DocumentsBed;
  let campaignId: string;
  let folderId: string;
  /** NEXTROAD_MAIN: « upload deliverables ». */
  let agencyHead: ChausseeClient;

  beforeAll(async () => {
    t = await startDocumentsBed();
    campaignId = (
      await t.campaign(['agencyHead', 'technician', 'customerUser', 'customerMain', 'reader'])
    ).id;
    folderId = await t.folder(campaignId, 'Rapports');
    agencyHead = await t.as('agencyHead');
  });
  afterAll(() => t.close());

  const merge = (client: ChausseeClient, documentsIds: string[], title?: string) =>
    client.POST('/pdf/merge', { body: { documentsIds, ...(title !== undefined && { title }) } });
  const split = (
    client: ChausseeClient,
    documentId: string,
    ranges?: { from: number; to: number }[],
  ) => client.POST('/pdf/split', { body: { documentId, ...(ranges && { ranges }) } });

  async function pdf(pages: number, label: string, fields: { title?: string } = {}) {
    return t.storeDocument({
      campaignId,
      name: `${label}.pdf`,
      content: await pdfOfPages(pages, label),
      folderId,
      ...fields,
    });
  }

  /** The pages of a document the tools made, read back from the store by their widths. */
  async function widthsOf(document: Document): Promise<number[]> {
    return pageWidthsOf(present(await t.store.get(document.s3Path)));
  }

  describe('merge', () => {
    it('merges 3 PDFs in the order given into a new document of the first one’s category and folder', async () => {
      const a = await pdf(2, 'A', { title: 'Rapport de synthèse' });
      const b = await pdf(3, 'B');
      const c = await pdf(1, 'C');
      const before = (await t.documentsOf(campaignId)).length;
      const { data, response } = await merge(agencyHead, [b.id, a.id, c.id]);
      expect(response.status).toBe(201);
      const merged = present(data);
      expect(merged).toMatchObject({
        campaignId,
        folderId,
        category: 'deliverable',
        title: 'B (fusion)',
        name: 'B (fusion).pdf',
        extension: 'pdf',
        requiredDocumentId: null,
        uploadedBy: { id: await t.idOf('agencyHead') },
      });
      const stored = present(await t.store.get(merged.s3Path));
      expect(merged.size).toBe(stored.length);
      // 3 + 2 + 1 pages, B's then A's then C's (widths 595 + page number in its source).
      expect(await widthsOf(merged)).toEqual([596, 597, 598, 596, 597, 596]);
      expect((await t.documentsOf(campaignId)).length).toBe(before + 1);
    });

    it('takes the title given, and the first document’s title when it has one', async () => {
      const a = await pdf(1, 'D', { title: 'Plan / coupe' });
      const b = await pdf(1, 'E');
      expect(present((await merge(agencyHead, [a.id, b.id])).data)).toMatchObject({
        title: 'Plan / coupe (fusion)',
        name: 'Plan - coupe (fusion).pdf',
      });
      expect(
        present((await merge(agencyHead, [a.id, b.id], 'Dossier complet')).data),
      ).toMatchObject({ title: 'Dossier complet', name: 'Dossier complet.pdf' });
    });

    it('refuses a fake PDF, an encrypted one and a document that is no PDF, each under its index, storing nothing', async () => {
      const good = await pdf(1, 'F');
      const fake = await t.storeDocument({ campaignId, name: 'faux.pdf', content: BROKEN_PDF });
      const locked = await t.storeDocument({
        campaignId,
        name: 'protégé.pdf',
        content: encryptedPdf('encrypted'),
      });
      const restricted = await t.storeDocument({
        campaignId,
        name: 'restreint.pdf',
        content: encryptedPdf('restricted'),
      });
      const sheet = await t.storeDocument({
        campaignId,
        name: 'mesures.csv',
        content: Buffer.from('a;b\r\n'),
        mediaType: 'text/csv',
      });
      const before = await t.documentsOf(campaignId);
      expect(
        await problemOf(merge(agencyHead, [good.id, fake.id, locked.id, restricted.id])),
      ).toMatchObject({
        status: 400,
        code: 'validation_failed',
        violations: [
          {
            propertyPath: 'documentsIds.1',
            code: 'pdfUnreadable',
            message: 'Ce PDF est endommagé ou illisible : il ne peut pas être fusionné ni découpé',
          },
          {
            propertyPath: 'documentsIds.2',
            code: 'pdfEncrypted',
            message:
              'Ce PDF est protégé (chiffré ou verrouillé par un mot de passe) : enregistrez-en une copie sans protection, déposez-la, puis réessayez',
          },
          { propertyPath: 'documentsIds.3', code: 'pdfEncrypted' },
        ],
      });
      expect(await problemOf(merge(agencyHead, [good.id, sheet.id]))).toMatchObject({
        status: 400,
        violations: [
          {
            propertyPath: 'documentsIds.1',
            code: 'notAPdf',
            message:
              "Ce document n'est pas un PDF : seuls des PDF peuvent être fusionnés ou découpés",
          },
        ],
      });
      expect(await t.documentsOf(campaignId)).toEqual(before);
    });

    it('refuses documents of two campaigns, even to a member of both', async () => {
      const other = (await t.campaign(['agencyHead'])).id;
      const here = await pdf(1, 'G');
      const there = await t.storeDocument({
        campaignId: other,
        name: 'ailleurs.pdf',
        content: await pdfOfPages(1, 'H'),
      });
      expect(await problemOf(merge(agencyHead, [here.id, there.id]))).toMatchObject({
        status: 400,
        violations: [
          {
            propertyPath: 'documentsIds.1',
            code: 'documentsOfOneCampaign',
            message: 'Tous les documents doivent appartenir à la même campagne',
          },
        ],
      });
    });

    it('needs the right to add a document of the category, and to read every document', async () => {
      const a = await pdf(1, 'I');
      const b = await pdf(1, 'J');
      // Section 6 Files: deliverables are read by every customer, uploaded by ADMIN, SUPER_ADMIN
      // and NEXTROAD_MAIN only; customer files are uploaded by CUSTOMER_MAIN (and above).
      for (const lower of ['customerUser', 'customerMain', 'technician', 'reader'] as const) {
        expect((await answerOf(merge(await t.as(lower), [a.id, b.id]))).status, lower).toBe(403);
      }
      const ownA = await t.storeDocument({
        campaignId,
        name: 'bordereau.pdf',
        category: 'customerFile',
        content: await pdfOfPages(1, 'K'),
      });
      const ownB = await t.storeDocument({
        campaignId,
        name: 'annexe.pdf',
        category: 'customerFile',
        content: await pdfOfPages(2, 'L'),
      });
      const { data } = await merge(await t.as('customerMain'), [ownA.id, ownB.id]);
      expect(present(data)).toMatchObject({ category: 'customerFile', folderId: null });
      expect(await problemOf(merge(await t.as('customerSupervisor'), [a.id, b.id]))).toMatchObject({
        status: 403,
        code: 'not_member',
      });
      expect(await problemOf(merge(await t.guestOf(campaignId), [a.id, b.id]))).toMatchObject({
        status: 403,
        code: 'forbidden',
      });
      expect(
        await problemOf(merge(agencyHead, [a.id, '00000000-0000-4000-8000-000000000000'])),
      ).toMatchObject({ status: 404 });
    });
  });

  describe('split', () => {
    it('makes one document per page, in page order, titled after the original', async () => {
      const original = await pdf(3, 'M', { title: 'Rapport' });
      const { data, response } = await split(agencyHead, original.id);
      expect(response.status).toBe(201);
      const { items } = present(data);
      expect(items.map((item) => [item.title, item.name, item.folderId, item.category])).toEqual([
        ['Rapport - page 1', 'Rapport - page 1.pdf', folderId, 'deliverable'],
        ['Rapport - page 2', 'Rapport - page 2.pdf', folderId, 'deliverable'],
        ['Rapport - page 3', 'Rapport - page 3.pdf', folderId, 'deliverable'],
      ]);
      expect(await Promise.all(items.map(widthsOf))).toEqual([[596], [597], [598]]);
      // The original is kept.
      expect((await t.documentsOf(campaignId)).some((row) => row.id === original.id)).toBe(true);
    });

    it('makes one document per range of pages, in the order of the ranges', async () => {
      const original = await pdf(5, 'N');
      const { data } = await split(agencyHead, original.id, [
        { from: 4, to: 5 },
        { from: 1, to: 3 },
        { from: 2, to: 2 },
      ]);
      const { items } = present(data);
      expect(items.map((item) => item.title)).toEqual([
        'N - pages 4 à 5',
        'N - pages 1 à 3',
        'N - page 2',
      ]);
      expect(await Promise.all(items.map(widthsOf))).toEqual([[599, 600], [596, 597, 598], [597]]);
    });

    it('refuses ranges reversed or past the last page, every one at once', async () => {
      const original = await pdf(4, 'O');
      expect(
        await problemOf(
          split(agencyHead, original.id, [
            { from: 1, to: 4 },
            { from: 3, to: 2 },
            { from: 4, to: 5 },
          ]),
        ),
      ).toMatchObject({
        status: 400,
        violations: [
          {
            propertyPath: 'ranges.1.to',
            code: 'pageRangeOrder',
            message: 'La dernière page de la plage doit suivre la première',
          },
          {
            propertyPath: 'ranges.2.to',
            code: 'pageBeyondDocument',
            message: "Le document n'a que 4 pages",
          },
        ],
      });
    });

    it('refuses an encrypted or fake PDF under documentId, and a lower role', async () => {
      const locked = await t.storeDocument({
        campaignId,
        name: 'verrou.pdf',
        content: encryptedPdf('encrypted'),
      });
      expect(await problemOf(split(agencyHead, locked.id))).toMatchObject({
        status: 400,
        violations: [{ propertyPath: 'documentId', code: 'pdfEncrypted' }],
      });
      const fake = await t.storeDocument({
        campaignId,
        name: 'faux.pdf',
        content: Buffer.from('Ceci est un texte renommé en .pdf'),
      });
      expect(await problemOf(split(agencyHead, fake.id))).toMatchObject({
        status: 400,
        violations: [{ propertyPath: 'documentId', code: 'pdfUnreadable' }],
      });
      const original = await pdf(2, 'P');
      expect(await problemOf(split(await t.as('customerUser'), original.id))).toMatchObject({
        status: 403,
        code: 'forbidden',
      });
      expect(await problemOf(split(await t.as('customerSupervisor'), original.id))).toMatchObject({
        status: 403,
        code: 'not_member',
      });
    });
  });

  describe('a recording that fails', () => {
    it('leaves no file behind in the store, and no row', async () => {
      const a = await pdf(1, 'Q');
      const b = await pdf(2, 'R');
      const membership = createMembershipGuard(createMembershipRepository(t.db));
      // The database refuses the recording, once the new PDF is stored.
      const failing = new Proxy(t.db, {
        get: (target, property, receiver): unknown =>
          property === 'transaction'
            ? () => Promise.reject(new Error('database gone'))
            : Reflect.get(target, property, receiver),
      }) satisfies Db;
      const service = createPdfDocumentsService({
        db: failing,
        storage: t.store,
        access: createDocumentAccess({ db: t.db, membership }),
        now: t.bed.clock.now,
      });
      const folder = join(
        t.bed.server.config.dataDir,
        'files',
        'campaigns',
        campaignId,
        'documents',
      );
      const filesBefore = (await readdir(folder)).sort();
      const rowsBefore = await t.documentsOf(campaignId);
      const user = {
        id: await t.idOf('agencyHead'),
        roles: ['ROLE_NEXTROAD_MAIN' as const],
        job: 'study_manager' as const,
      };
      await expect(service.merge(user, { documentsIds: [a.id, b.id] })).rejects.toThrow(
        'database gone',
      );
      await expect(service.split(user, { documentId: b.id })).rejects.toThrow('database gone');
      expect((await readdir(folder)).sort()).toEqual(filesBefore);
      expect(await t.documentsOf(campaignId)).toEqual(rowsBefore);
    });
  });
});
