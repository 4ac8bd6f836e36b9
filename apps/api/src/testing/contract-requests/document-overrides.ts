import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { documentUploads, documents, requiredDocuments } from '../../db/schema.js';
import { storePdfDeliverables } from '../../document-tools/testing/contract-documents.js';
import { pdfOfPages } from '../../document-tools/testing/pdf-fixtures.js';
import { createDownloadLinksService } from '../../documents/download-links.service.js';
import { createRequiredDocumentsService } from '../../documents/required-documents.service.js';
import type { OperationId } from '../../http/operation-handler.js';
import { newCampaignDocumentKey } from '../../storage/campaign-document-key.js';
import { ACTOR, EMAILS, type Caller, type FixtureWorld } from './fixture-world.js';
import { uniqueName } from './fixture-scope.js';
import type { RequestOverride, RequestParts } from './request-overrides.js';

/*
 * The overrides of the file manager's operations (issue 21): the documents, uploads, file requests
 * and download links a valid request names, made for it on the campaign of the call's scope.
 */

function json(parts: RequestParts, value: unknown): RequestParts {
  const mediaType = parts.body?.kind === 'json' ? parts.body.mediaType : 'application/json';
  return { ...parts, body: { kind: 'json', mediaType, value } };
}

/** The account behind a caller; the internal member for guests and anonymous callers. */
function accountOf(world: FixtureWorld, caller: Caller): string {
  const email =
    caller === 'superAdmin' ||
    caller === 'member' ||
    caller === 'nonMember' ||
    caller === 'customer' ||
    caller === 'foreignCustomer'
      ? EMAILS[caller]
      : EMAILS.member;
  return world.userIdOf(email);
}

/** A PDF uploaded by the caller for the campaign and not recorded yet, as POST /documents takes it. */
async function uploadedPdf(world: FixtureWorld, campaignId: string, caller: Caller) {
  const content = await pdfOfPages(1, 'Téléversé');
  const key = newCampaignDocumentKey(campaignId, 'pdf');
  await world.deps.storage.put(key, content, 'application/pdf');
  await world.db.insert(documentUploads).values({
    storageKey: key,
    campaignId,
    uploadedById: accountOf(world, caller),
    category: 'deliverable',
    name: 'rapport.pdf',
    extension: 'pdf',
    size: content.length,
    mediaType: 'application/pdf',
    contentHash: createHash('sha256').update(content).digest('hex'),
  });
  return {
    campaignId,
    name: 'rapport.pdf',
    extension: 'pdf',
    size: content.length,
    category: 'deliverable' as const,
    s3Path: key,
  };
}

/** A file request of the campaign, asked by the super administrator. */
async function fileRequest(world: FixtureWorld, campaignId: string): Promise<string> {
  const requests = createRequiredDocumentsService(world.deps);
  return (await requests.create(ACTOR, { campaignId, title: uniqueName('Plan de récolement') })).id;
}

/** A download link of one deliverable of the campaign, made by the super administrator. */
async function downloadLink(world: FixtureWorld, campaignId: string) {
  const [document] = await storePdfDeliverables(world.deps, campaignId, 1);
  if (!document) throw new Error('No deliverable stored.');
  return createDownloadLinksService(world.deps).create(ACTOR, {
    campaignId,
    documentIds: [document.id],
  });
}

export const DOCUMENT_OVERRIDES: Partial<Record<OperationId, RequestOverride>> = {
  getFile: {
    // The storage path of a deliverable of the campaign.
    request: async (parts, { scope, world }) => {
      const [document] = await storePdfDeliverables(world.deps, await scope.campaignId(), 1);
      return { ...parts, path: { path: document?.s3Path ?? '' } };
    },
  },
  patchRequiredDocument: {
    // A file request whose file was sent (awaiting_validation), validated.
    request: async (parts, { scope, world }) => {
      const campaignId = await scope.campaignId();
      const id = await fileRequest(world, campaignId);
      const [sent] = await storePdfDeliverables(world.deps, campaignId, 1);
      await world.db
        .update(documents)
        .set({ requiredDocumentId: id, category: 'requiredDocument' })
        .where(eq(documents.id, sent?.id ?? ''));
      await world.db
        .update(requiredDocuments)
        .set({ status: 'awaiting_validation' })
        .where(eq(requiredDocuments.id, id));
      return json({ ...parts, path: { id } }, { status: 'validated' });
    },
  },
  createDocument: {
    // A PDF the caller uploaded for the campaign, recorded as a deliverable.
    request: async (parts, { scope, world, caller }) =>
      json(parts, await uploadedPdf(world, await scope.campaignId(), caller)),
  },
  createDocuments: {
    // Two PDFs the caller uploaded for the campaign.
    request: async (parts, { scope, world, caller }) => {
      const campaignId = await scope.campaignId();
      return json(parts, {
        documents: [
          await uploadedPdf(world, campaignId, caller),
          await uploadedPdf(world, campaignId, caller),
        ],
      });
    },
  },
  uploadDocument: {
    // A deliverable: a PDF, its fields first.
    request: async (parts, { scope }) => ({
      ...parts,
      body: {
        kind: 'multipart',
        fields: { campaignId: await scope.campaignId(), category: 'deliverable' },
        files: [
          {
            field: 'file',
            filename: 'rapport.pdf',
            contentType: 'application/pdf',
            data: await pdfOfPages(1, 'Rapport'),
          },
        ],
      },
    }),
  },
  uploadDocuments: {
    // Two deliverables, their fields first.
    request: async (parts, { scope }) => {
      const file = async (name: string) => ({
        field: 'files',
        filename: name,
        contentType: 'application/pdf',
        data: await pdfOfPages(1, name),
      });
      return {
        ...parts,
        body: {
          kind: 'multipart',
          fields: { campaignId: await scope.campaignId(), category: 'deliverable' },
          files: [await file('rapport.pdf'), await file('annexe.pdf')],
        },
      };
    },
  },
  updateDocumentTitles: {
    // A deliverable of the campaign, renamed.
    request: async (parts, { scope, world }) => {
      const [document] = await storePdfDeliverables(world.deps, await scope.campaignId(), 1);
      return json(parts, { documents: [{ id: document?.id, title: 'Rapport final' }] });
    },
  },
  deleteDocument: {
    // A deliverable of the campaign.
    request: async (parts, { scope, world }) => {
      const [document] = await storePdfDeliverables(world.deps, await scope.campaignId(), 1);
      return { ...parts, path: { id: document?.id ?? '' } };
    },
  },
  downloadCampaignDelivery: {
    // The campaign has a deliverable to zip.
    request: async (parts, { scope, world }) => {
      await storePdfDeliverables(world.deps, await scope.campaignId(), 1);
      return parts;
    },
  },
  getDownloadLink: {
    // The token of a link of the campaign.
    request: async (parts, { scope, world }) => {
      const link = await downloadLink(world, await scope.campaignId());
      return { ...parts, path: { token: link.token } };
    },
  },
  listDownloadLinkFiles: {
    // The token of a link of the campaign (without password).
    request: async (parts, { scope, world }) => {
      const link = await downloadLink(world, await scope.campaignId());
      return { ...parts, path: { token: link.token } };
    },
  },
  zipDownloadLinkFiles: {
    // The token of a link of the campaign (without password).
    request: async (parts, { scope, world }) => {
      const link = await downloadLink(world, await scope.campaignId());
      return { ...parts, path: { token: link.token } };
    },
  },
  createDownloadLink: {
    // A deliverable of the campaign, shared.
    request: async (parts, { scope, world }) => {
      const campaignId = await scope.campaignId();
      const [document] = await storePdfDeliverables(world.deps, campaignId, 1);
      return json(parts, { campaignId, documentIds: [document?.id] });
    },
  },
  revokeDownloadLink: {
    // A link of the campaign (the generic linkId is a share link's).
    request: async (parts, { scope, world }) => {
      const campaignId = await scope.campaignId();
      const link = await downloadLink(world, campaignId);
      return { ...parts, path: { id: campaignId, linkId: link.id } };
    },
  },
  replaceCampaignFolders: {
    // A tree of two folders, the second in the first.
    request: (parts) => {
      const parentId = randomUUID();
      return Promise.resolve(
        json(parts, {
          folders: [
            { id: parentId, name: 'Rapports' },
            { name: 'Phase 1', parentId },
          ],
        }),
      );
    },
  },
  createCampaignFolder: {
    // A folder at the root, of a name no sibling has.
    request: (parts) => Promise.resolve(json(parts, { name: uniqueName('Dossier') })),
  },
  createRequiredDocument: {
    // A file asked of the campaign's customers.
    request: async (parts, { scope }) =>
      json(parts, { campaignId: await scope.campaignId(), title: 'Plan de récolement' }),
  },
  getNotifiableRequiredDocument: {
    // A file request of the campaign.
    request: async (parts, { scope, world }) => ({
      ...parts,
      path: { id: await fileRequest(world, await scope.campaignId()) },
    }),
  },
};
