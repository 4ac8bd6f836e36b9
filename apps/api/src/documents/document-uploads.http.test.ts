import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemOf, present } from '../users/testing/http-identity.js';
import { email, SAMPLES, startDocumentsBed, type DocumentsBed } from './testing/documents-bed.js';

describe('Uploading and recording the files of a campaign', () => {
  let bed: DocumentsBed;
  beforeAll(async () => {
    bed = await startDocumentsBed();
  });
  afterAll(() => bed.server.close());

  it('streams a deliverable to the store, records it, lists it to a customer and serves its bytes', async () => {
    const campaignId = await bed.freshCampaign();
    const agencyHead = await bed.as(email('chef-agence'));
    const { data, response } = await bed.upload(agencyHead, campaignId, 'deliverable', [
      { name: 'C:\\Rapports\\Rapport\u0007 final.pdf', content: SAMPLES.pdf },
    ]);
    expect(response.status).toBe(201);
    const path = present(data).files[0]?.path ?? '';
    expect(path).toMatch(
      new RegExp(`^campaigns/${campaignId}/documents/[0-9a-f-]{36}\\.pdf$`, 'u'),
    );

    const created = await agencyHead.POST('/documents', {
      body: {
        campaignId,
        name: 'Rapport final.pdf',
        title: 'Rapport de diagnostic',
        extension: 'pdf',
        size: SAMPLES.pdf.length,
        category: 'deliverable',
        s3Path: path,
      },
    });
    expect(created.response.status).toBe(201);
    expect(present(created.data)).toMatchObject({
      name: 'Rapport final.pdf',
      title: 'Rapport de diagnostic',
      extension: 'pdf',
      size: SAMPLES.pdf.length,
      category: 'deliverable',
      campaignId,
      s3Path: path,
      folderId: null,
      requiredDocumentId: null,
      uploadedBy: { id: bed.userId(email('chef-agence')) },
    });

    const customer = await bed.as(email('client-utilisateur'));
    const list = await customer.GET('/campaigns/{id}/documents', {
      params: { path: { id: campaignId }, query: { category: 'deliverable' } },
    });
    expect(present(list.data).items.map((item) => item.s3Path)).toEqual([path]);

    const file = await customer.GET('/files/{path}', {
      params: { path: { path } },
      parseAs: 'arrayBuffer',
    });
    expect(Buffer.from(present(file.data))).toEqual(SAMPLES.pdf);
    expect(file.response.headers.get('content-type')).toBe('application/pdf');
    expect(file.response.headers.get('content-disposition')).toBe(
      `inline; filename="Rapport final.pdf"; filename*=UTF-8''Rapport%20final.pdf`,
    );
    expect(await bed.rowCounts()).toMatchObject({ uploads: 0 });
  });

  it('refuses a fake PDF (content not matching) and a type off the list, leaving no file and no row', async () => {
    const campaignId = await bed.freshCampaign();
    const agencyHead = await bed.as(email('chef-agence'));
    const before = await bed.rowCounts();
    const fake = await problemOf(
      bed.upload(agencyHead, campaignId, 'deliverable', [
        { name: 'plan.png', content: SAMPLES.png },
        { name: 'rapport.pdf', content: Buffer.from('MZ\x90\x00 not a pdf at all') },
      ]),
    );
    expect(fake).toMatchObject({
      status: 400,
      code: 'validation_failed',
      violations: [
        {
          propertyPath: 'files.1',
          code: 'documentContent',
          message:
            "Le contenu de ce fichier ne correspond pas à son extension (un fichier renommé n'est pas accepté)",
        },
      ],
    });
    const exe = await problemOf(
      bed.upload(agencyHead, campaignId, 'deliverable', [
        { name: 'outil.exe', content: SAMPLES.pdf },
      ]),
    );
    expect(exe.violations).toEqual([
      expect.objectContaining({ propertyPath: 'files.0', code: 'documentType' }),
    ]);
    expect(bed.storedFiles(campaignId)).toEqual([]);
    expect(await bed.rowCounts()).toEqual(before);
  });
});
