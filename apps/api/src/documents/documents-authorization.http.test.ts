import { createHash, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { ChausseeClient } from '@chaussee/sdk';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMembershipGuard } from '../access/membership-guard.js';
import { createMembershipRepository } from '../access/membership.repository.js';
import { documents, documentUploads, requiredDocuments } from '../db/schema.js';
import { storePdfDeliverables } from '../document-tools/testing/contract-documents.js';
import type { OperationId } from '../http/operation-handler.js';
import { newCampaignDocumentKey } from '../storage/campaign-document-key.js';
import { createTestFileStorage } from '../storage/testing/test-file-storage.js';
import { DEMO_CALLERS, statusesByCaller, type TableCall } from '../testing/authorization-table.js';
import {
  CAMPAIGN_CALLERS,
  campaignCallerClients,
  startProjectsAuthorizationBed,
  type CampaignCaller,
  type CampaignCallerClients,
  type ProjectsAuthorizationBed,
} from '../workspaces/testing/projects-authorization-bed.js';
import { createDownloadLinksService } from './download-links.service.js';
import { createRequiredDocumentsService } from './required-documents.service.js';
import { SAMPLES } from './testing/documents-bed.js';

/**
 * The authorization table of the file manager (issue 21, spec section 6 Files): every demo account
 * (every role and job), an office account outside the workspace, a customer of another
 * organization, a guest of this campaign, a guest of another campaign, a token ended by a new
 * session version, and no token. The campaign is in a workspace whose members are every demo
 * account but ADMIN and SUPER_ADMIN (who see every campaign), so that a refusal comes from the right.
 * Note the role hierarchy: NEXTROAD_USER includes CUSTOMER_MAIN, hence the staff's right to send
 * customer files and to share deliverables.
 */
type Caller = CampaignCaller;

describe('Authorization table of the file manager', () => {
  let table: ProjectsAuthorizationBed;
  let campaignId: string;
  let deliverablePath: string;
  let requestId: string;
  let linkToken: string;
  let callers: CampaignCallerClients;
  const callerOf = new Map<ChausseeClient, Caller>();
  const ids = new Map<Caller, string>();

  beforeAll(async () => {
    table = await startProjectsAuthorizationBed();
    const { bed } = table;
    campaignId = await bed.insertCampaign({ workspaceId: table.workspaceId, name: 'Diagnostic' });
    callers = await campaignCallerClients(table, campaignId);
    for (const caller of CAMPAIGN_CALLERS) {
      callerOf.set(await callers.clientOf(caller), caller);
      // The uploader of a caller's own file: themselves, or an office account for the callers
      // who are no demo account (a guest, no token).
      const email = (DEMO_CALLERS as readonly string[]).includes(caller)
        ? `${caller}@demo.chaussee.fr`
        : 'bureau-admin@demo.chaussee.fr';
      ids.set(caller, bed.userId(email));
    }
    ids.set('foreign-customer', callers.foreignCustomerId);
    ids.set('stale', callers.staleId);
    const [deliverable] = await storePdfDeliverables(deps(), campaignId, 1);
    deliverablePath = deliverable?.s3Path ?? '';
    requestId = await fileRequest();
    linkToken = (await link()).token;
  });
  afterAll(() => table.bed.server.close());

  /** The super administrator, acting through the services for the fixtures. */
  const superAdmin = () => ({
    id: table.bed.userId('super-admin@demo.chaussee.fr'),
    roles: ['ROLE_SUPER_ADMIN' as const],
    job: null,
  });

  /** The server's database and store, for fixtures written beside the requests. */
  function deps() {
    const db = table.bed.db;
    return {
      db,
      storage: createTestFileStorage(join(table.bed.server.config.dataDir, 'files')),
      membership: createMembershipGuard(createMembershipRepository(db)),
      mailer: { send: () => Promise.resolve() },
      publicUrl: 'http://localhost:3000',
      now: table.bed.clock.now,
    };
  }

  async function fileRequest(): Promise<string> {
    const requests = createRequiredDocumentsService(deps());
    return (await requests.create(superAdmin(), { campaignId, title: 'Plan de récolement' })).id;
  }

  async function link() {
    const [document] = await storePdfDeliverables(deps(), campaignId, 1);
    return createDownloadLinksService(deps()).create(superAdmin(), {
      campaignId,
      documentIds: [document?.id ?? ''],
    });
  }

  /** A file request whose file was sent (awaiting_validation). */
  async function sentRequest(): Promise<string> {
    const id = await fileRequest();
    const [sent] = await storePdfDeliverables(deps(), campaignId, 1);
    await table.bed.db
      .update(documents)
      .set({ requiredDocumentId: id, category: 'requiredDocument' })
      .where(eq(documents.id, sent?.id ?? ''));
    await table.bed.db
      .update(requiredDocuments)
      .set({ status: 'awaiting_validation' })
      .where(eq(requiredDocuments.id, id));
    return id;
  }

  /** A PDF the caller uploaded for the campaign, not recorded yet, as POST /documents takes it. */
  async function uploadOf(caller: Caller, category: 'deliverable' | 'customerFile') {
    const key = newCampaignDocumentKey(campaignId, 'pdf');
    await deps().storage.put(key, SAMPLES.pdf);
    await table.bed.db.insert(documentUploads).values({
      storageKey: key,
      campaignId,
      uploadedById: ids.get(caller) ?? '',
      category,
      name: 'rapport.pdf',
      extension: 'pdf',
      size: SAMPLES.pdf.length,
      mediaType: 'application/pdf',
      contentHash: createHash('sha256').update(SAMPLES.pdf).digest('hex'),
    });
    return {
      campaignId,
      name: 'rapport.pdf',
      extension: 'pdf',
      size: SAMPLES.pdf.length,
      category,
      s3Path: key,
    };
  }

  const at = () => ({ params: { path: { id: campaignId } } });
  const paged = () => ({ params: { path: { id: campaignId }, query: {} } });
  const multipart = (category: 'deliverable' | 'customerFile') => ({
    body: { campaignId, category, files: ['rapport.pdf'] },
    bodySerializer: () => {
      const form = new FormData();
      form.append('campaignId', campaignId);
      form.append('category', category);
      form.append('files', new Blob([SAMPLES.pdf]), 'rapport.pdf');
      return form;
    },
  });

  /** The calls of each row; `caller` gives the uploads of the caller's own. */
  const calls: Record<string, (client: ChausseeClient, caller: Caller) => ReturnType<TableCall>> = {
    listCampaignDocuments: (c) => c.GET('/campaigns/{id}/documents', paged()),
    getCampaignDocumentsStats: (c) => c.GET('/campaigns/{id}/documents-stats', at()),
    listCampaignRequiredDocuments: (c) => c.GET('/campaigns/{id}/required-documents', paged()),
    getNotifiableRequiredDocument: (c) =>
      c.GET('/notifiables/required-documents/{id}', { params: { path: { id: requestId } } }),
    getFile: (c) =>
      c.GET('/files/{path}', { params: { path: { path: deliverablePath } }, parseAs: 'stream' }),
    'uploadDocument deliverable': (c) =>
      c.POST('/documents/upload', {
        body: { campaignId, category: 'deliverable', file: 'rapport.pdf' },
        bodySerializer: () => {
          const form = new FormData();
          form.append('campaignId', campaignId);
          form.append('category', 'deliverable');
          form.append('file', new Blob([SAMPLES.pdf]), 'rapport.pdf');
          return form;
        },
      }),
    'uploadDocuments deliverable': (c) =>
      c.POST('/documents/upload-multiples', multipart('deliverable')),
    'uploadDocuments customerFile': (c) =>
      c.POST('/documents/upload-multiples', multipart('customerFile')),
    'createDocument deliverable': async (c, caller) =>
      c.POST('/documents', { body: await uploadOf(caller, 'deliverable') }),
    'createDocuments customerFile': async (c, caller) =>
      c.POST('/documents-multiples', {
        body: { documents: [await uploadOf(caller, 'customerFile')] },
      }),
    'createDocument answering a file request': async (c, caller) =>
      c.POST('/documents', {
        body: {
          ...(await uploadOf(caller, 'customerFile')),
          requiredDocumentId: await fileRequest(),
        },
      }),
    updateDocumentTitles: async (c) => {
      const [document] = await storePdfDeliverables(deps(), campaignId, 1);
      return c.PUT('/documents/update-titles', {
        body: { documents: [{ id: document?.id ?? '', title: 'Rapport final' }] },
      });
    },
    deleteDocument: async (c) => {
      const [document] = await storePdfDeliverables(deps(), campaignId, 1);
      return c.DELETE('/documents/{id}', { params: { path: { id: document?.id ?? '' } } });
    },
    downloadCampaignDelivery: (c) =>
      c.GET('/campaigns/{id}/documents/delivery', { ...at(), parseAs: 'stream' }),
    createCampaignFolder: (c) =>
      c.POST('/campaigns/{id}/folders', { ...at(), body: { name: `Dossier ${randomUUID()}` } }),
    replaceCampaignFolders: (c) =>
      c.PUT('/campaigns/{id}/folders', { ...at(), body: { folders: [{ name: 'Rapports' }] } }),
    createRequiredDocument: (c) =>
      c.POST('/required-documents', { body: { campaignId, title: 'Attestation' } }),
    patchRequiredDocument: async (c) =>
      c.PATCH('/required-documents/{id}', {
        params: { path: { id: await sentRequest() } },
        body: { status: 'validated' },
      }),
    createDownloadLink: async (c) => {
      const [document] = await storePdfDeliverables(deps(), campaignId, 1);
      return c.POST('/download-links', { body: { campaignId, documentIds: [document?.id ?? ''] } });
    },
    listCampaignDownloadLinks: (c) => c.GET('/campaigns/{id}/download-links', paged()),
    revokeDownloadLink: async (c) =>
      c.DELETE('/campaigns/{id}/download-links/{linkId}', {
        params: { path: { id: campaignId, linkId: (await link()).id } },
      }),
    getDownloadLink: (c) =>
      c.GET('/download-links/{token}', { params: { path: { token: linkToken } } }),
    listDownloadLinkFiles: (c) =>
      c.GET('/download-links/{token}/files', { params: { path: { token: linkToken }, query: {} } }),
  };

  // prettier-ignore
  const TABLE: [string, ...number[]][] = [
    //                                          SA   A    BA   CA   COL  COM  ING  CHA  TEC  CS   CP   CU   LEC  STA  NM   FCU  GH   GST  OLD  ANON
    ['listCampaignDocuments',                   200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 403, 403, 403, 403, 403, 403, 401, 401],
    ['getCampaignDocumentsStats',               200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 403, 403, 403, 403, 403, 403, 401, 401],
    ['listCampaignRequiredDocuments',           200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 403, 403, 403, 403, 403, 403, 401, 401],
    ['getNotifiableRequiredDocument',           200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 403, 403, 403, 403, 403, 403, 401, 401],
    ['getFile',                                 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 403, 403, 403, 403, 403, 403, 401, 401],
    ['uploadDocument deliverable',              201, 201, 201, 201, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 401, 401],
    ['uploadDocuments deliverable',             201, 201, 201, 201, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 401, 401],
    ['uploadDocuments customerFile',            201, 201, 201, 201, 201, 201, 201, 201, 201, 201, 201, 403, 403, 403, 403, 403, 403, 403, 401, 401],
    ['createDocument deliverable',              201, 201, 201, 201, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 401, 401],
    ['createDocuments customerFile',            201, 201, 201, 201, 201, 201, 201, 201, 201, 201, 201, 403, 403, 403, 403, 403, 403, 403, 401, 401],
    ['createDocument answering a file request', 201, 201, 201, 201, 201, 201, 201, 201, 201, 201, 201, 403, 403, 403, 403, 403, 403, 403, 401, 401],
    ['updateDocumentTitles',                    200, 200, 200, 200, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 401, 401],
    ['deleteDocument',                          204, 204, 204, 204, 403, 204, 403, 204, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 401, 401],
    ['downloadCampaignDelivery',                200, 200, 200, 200, 200, 200, 200, 200, 200, 403, 403, 403, 403, 403, 403, 403, 403, 403, 401, 401],
    ['createCampaignFolder',                    201, 201, 201, 201, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 401, 401],
    ['replaceCampaignFolders',                  200, 200, 200, 200, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 401, 401],
    ['createRequiredDocument',                  201, 201, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 401, 401],
    ['patchRequiredDocument',                   200, 200, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 401, 401],
    ['createDownloadLink',                      201, 201, 201, 201, 201, 201, 201, 201, 201, 201, 201, 403, 403, 403, 403, 403, 403, 403, 401, 401],
    ['listCampaignDownloadLinks',               200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 403, 403, 403, 403, 403, 403, 403, 401, 401],
    ['revokeDownloadLink',                      204, 204, 204, 204, 204, 204, 204, 204, 204, 204, 204, 403, 403, 403, 403, 403, 403, 403, 401, 401],
    ['getDownloadLink',                         200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200],
    ['listDownloadLinkFiles',                   200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200],
  ];

  it.each(TABLE)('%s', async (row, ...expected) => {
    const call = calls[row];
    if (!call) throw new Error(`No call written for ${row}`);
    const statuses = await statusesByCaller(
      CAMPAIGN_CALLERS,
      (client) => call(client, callerOf.get(client) ?? 'anonymous'),
      callers.clientOf,
      expected,
    );
    expect(statuses.actual).toEqual(statuses.expected);
  });

  it('covers every operation of the file manager, each in a row of its own', () => {
    const operations: OperationId[] = [
      'listCampaignDocuments',
      'getCampaignDocumentsStats',
      'listCampaignRequiredDocuments',
      'getNotifiableRequiredDocument',
      'getFile',
      'uploadDocument',
      'uploadDocuments',
      'createDocument',
      'createDocuments',
      'updateDocumentTitles',
      'deleteDocument',
      'downloadCampaignDelivery',
      'createCampaignFolder',
      'replaceCampaignFolders',
      'createRequiredDocument',
      'patchRequiredDocument',
      'createDownloadLink',
      'listCampaignDownloadLinks',
      'revokeDownloadLink',
      'getDownloadLink',
      'listDownloadLinkFiles',
    ];
    expect([...new Set(TABLE.map(([row]) => row.split(' ')[0]))].sort()).toEqual(
      [...operations].sort(),
    );
    expect(TABLE.map(([row]) => row).sort()).toEqual(Object.keys(calls).sort());
  });
});
