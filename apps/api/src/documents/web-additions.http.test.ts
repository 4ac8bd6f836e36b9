import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readZip } from '../document-tools/testing/read-zip.js';
import { present, problemOf } from '../users/testing/http-identity.js';
import { email, SAMPLES, startDocumentsBed, type DocumentsBed } from './testing/documents-bed.js';

/**
 * What the documents screens added to the contract: GET /campaigns/{id}/folders (the tree drawn
 * before any change), GET /download-links/{token}/zip (« Tout télécharger » for a visitor without a
 * session) and the file counts of GET /users/{id}/campaigns?showDocuments (the campaigns' files).
 */
describe('The folders of a campaign, listed', () => {
  let bed: DocumentsBed;
  let campaignId: string;
  beforeAll(async () => {
    bed = await startDocumentsBed();
    campaignId = await bed.freshCampaign('Diagnostic RD 1075');
    const agencyHead = await bed.as(email('chef-agence'));
    const { data: reports } = await agencyHead.POST('/campaigns/{id}/folders', {
      params: { path: { id: campaignId } },
      body: { name: 'Rapports' },
    });
    await agencyHead.POST('/campaigns/{id}/folders', {
      params: { path: { id: campaignId } },
      body: { name: 'Phase 1', parentId: present(reports).id },
    });
    await agencyHead.POST('/campaigns/{id}/folders', {
      params: { path: { id: campaignId } },
      body: { name: 'Plans' },
    });
    await bed.addDocument(agencyHead, campaignId, 'deliverable', undefined, {
      folderId: present(reports).id,
    });
  });
  afterAll(() => bed.server.close());

  it.each([['client-utilisateur'], ['technicien'], ['chef-agence']] as const)(
    'gives %s, a member who reads the files, the tree parents first with their counts',
    async (caller) => {
      const client = await bed.as(email(caller));
      const { data } = await client.GET('/campaigns/{id}/folders', {
        params: { path: { id: campaignId } },
      });
      expect(present(data).items.map(({ name, documentsCount }) => [name, documentsCount])).toEqual(
        [
          ['Plans', 0],
          ['Rapports', 1],
          ['Phase 1', 0],
        ],
      );
    },
  );

  it('refuses a guest, a reader without files and a stranger to the campaign', async () => {
    const guest = await bed.guestOf(campaignId);
    const call = (client: Awaited<ReturnType<DocumentsBed['as']>>) =>
      client.GET('/campaigns/{id}/folders', { params: { path: { id: campaignId } } });
    expect(await problemOf(call(guest))).toMatchObject({ status: 403 });
    expect(await problemOf(call(await bed.as(email('lecteur'))))).toMatchObject({ status: 403 });
    const stranger = await bed.insertUser({
      email: 'client-ailleurs@exemple.fr',
      roles: ['ROLE_CUSTOMER_MAIN'],
    });
    expect(stranger).toBeTruthy();
    expect(await problemOf(call(await bed.as('client-ailleurs@exemple.fr')))).toMatchObject({
      status: 403,
      detail: 'Only members can view campaign',
    });
  });
});

describe('The zip of a download link', () => {
  let bed: DocumentsBed;
  let campaignId: string;
  let deliverableIds: string[];
  beforeAll(async () => {
    bed = await startDocumentsBed();
    campaignId = await bed.freshCampaign('Diagnostic RD 1075');
    const agencyHead = await bed.as(email('chef-agence'));
    deliverableIds = [
      (
        await bed.addDocument(agencyHead, campaignId, 'deliverable', {
          name: 'rapport.pdf',
          content: SAMPLES.pdf,
        })
      ).id,
      (
        await bed.addDocument(agencyHead, campaignId, 'deliverable', {
          name: 'mesures.csv',
          content: SAMPLES.csv,
        })
      ).id,
    ];
  });
  afterAll(() => bed.server.close());

  async function share(password?: string) {
    const customerMain = await bed.as(email('client-principal'));
    const { data } = await customerMain.POST('/download-links', {
      body: { campaignId, documentIds: deliverableIds, ...(password ? { password } : {}) },
    });
    return present(data);
  }

  const zipOf = (token: string, headers: Record<string, string> = {}) =>
    fetch(`${bed.server.baseUrl}/api/download-links/${token}/zip`, { headers });

  it('streams the link’s files in one zip named after the campaign, without a session', async () => {
    const link = await share();
    const response = await zipOf(link.token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toContain('Diagnostic RD 1075.zip');
    const entries = await readZip(Buffer.from(await response.arrayBuffer()));
    expect(entries.map(({ name, content }) => [name, content])).toEqual([
      ['rapport.pdf', SAMPLES.pdf],
      ['mesures.csv', SAMPLES.csv],
    ]);
  });

  it('needs the password of a protected link, in its header', async () => {
    const link = await share('Chaussée-2026');
    const missing = await zipOf(link.token);
    expect([missing.status, ((await missing.json()) as { code: string }).code]).toEqual([
      403,
      'download_password_required',
    ]);
    const wrong = await zipOf(link.token, { 'X-Download-Password': 'mauvais' });
    expect([wrong.status, ((await wrong.json()) as { code: string }).code]).toEqual([
      403,
      'download_password_invalid',
    ]);
    const right = await zipOf(link.token, { 'X-Download-Password': 'Chaussée-2026' });
    expect(right.status).toBe(200);
    expect(await readZip(Buffer.from(await right.arrayBuffer()))).toHaveLength(2);
  });

  it('answers 404 to an unknown token and 410 to a revoked link', async () => {
    expect((await zipOf('inconnu')).status).toBe(404);
    const link = await share();
    const customerMain = await bed.as(email('client-principal'));
    await customerMain.DELETE('/campaigns/{id}/download-links/{linkId}', {
      params: { path: { id: campaignId, linkId: link.id } },
    });
    const revoked = await zipOf(link.token);
    expect(revoked.status).toBe(410);
    expect(((await revoked.json()) as { detail: string }).detail).toBe('The token has expired');
  });
});

describe('The file counts of the campaigns-files list', () => {
  let bed: DocumentsBed;
  afterAll(() => bed.server.close());

  it('counts deliverables, customer files and requests waiting for a file, with the latest delivery', async () => {
    bed = await startDocumentsBed();
    const campaignId = await bed.freshCampaign('Diagnostic RD 1075');
    const emptyId = await bed.freshCampaign('Relevé RD 12');
    const agencyHead = await bed.as(email('chef-agence'));
    await bed.addDocument(agencyHead, campaignId, 'deliverable');
    const latest = await bed.addDocument(agencyHead, campaignId, 'deliverable');
    const customerMain = await bed.as(email('client-principal'));
    await bed.addDocument(customerMain, campaignId, 'customerFile');
    const admin = await bed.as(email('super-admin'));
    for (const title of ['Plan de récolement', 'DICT']) {
      await admin.POST('/required-documents', { body: { campaignId, title } });
    }
    const { data } = await customerMain.GET('/users/{id}/campaigns', {
      params: {
        path: { id: bed.userId(email('client-principal')) },
        query: { showDocuments: true },
      },
    });
    const byName = new Map(present(data).items.map((item) => [item.name, item.documentsCount]));
    expect(byName.get('Diagnostic RD 1075')).toEqual({
      deliverables: 2,
      customerFiles: 1,
      pendingRequests: 2,
      lastDeliveryAt: latest.createdAt,
    });
    expect(byName.get('Relevé RD 12')).toEqual({
      deliverables: 0,
      customerFiles: 0,
      pendingRequests: 0,
      lastDeliveryAt: null,
    });
    expect(emptyId).toBeTruthy();
  });
});
