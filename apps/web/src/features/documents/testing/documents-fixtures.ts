import {
  getListCampaignDocumentsMockHandler,
  getListCampaignFoldersMockHandler,
  getListCampaignRequiredDocumentsMockHandler,
} from '@chaussee/sdk/mocks';
import type { Document, Folder, RequiredDocument } from '@chaussee/sdk/react';
import type { CurrentUser } from '../../../shared/session/session-api.js';
import { adminUser } from '../../../shared/session/testing/fake-session-api.js';
import type { setUpMockApi } from '../../../shared/testing/mock-api.js';

type MockApi = ReturnType<typeof setUpMockApi>;

export const campaignId = '2b7c5c1e-4a5f-4c3e-9d2a-7e1f0a9b8c6d';
export const campaign = { id: campaignId, name: 'Carottage RD 12' };

/** Document `n` of the campaign: a deliverable PDF at the root, uploaded by Paul Martin. */
export function documentNumbered(n: number, values: Partial<Document> = {}): Document {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    name: `rapport-${String(n)}.pdf`,
    title: `Rapport ${String(n)}`,
    extension: 'pdf',
    size: 1536 * 1024,
    category: 'deliverable',
    campaignId,
    s3Path: `campaigns/${campaignId}/documents/rapport-${String(n)}.pdf`,
    requiredDocumentId: null,
    folderId: null,
    uploadedBy: {
      id: '66666666-6666-4666-8666-666666666666',
      email: 'paul.martin@demo.chaussee.fr',
      firstName: 'Paul',
      lastName: 'Martin',
      job: 'study_manager',
      roles: ['ROLE_NEXTROAD_MAIN'],
      profilePicturePath: null,
    },
    createdAt: '2026-03-02T09:30:00Z',
    version: 1,
    ...values,
  };
}

export function folderNamed(name: string, values: Partial<Folder> = {}): Folder {
  return {
    id: `00000000-0000-4000-9000-${name.length.toString().padStart(12, '0')}`,
    name,
    campaignId,
    parentId: null,
    documentsCount: 0,
    createdAt: '2026-03-01T08:00:00Z',
    ...values,
  };
}

export function requiredDocument(values: Partial<RequiredDocument> = {}): RequiredDocument {
  return {
    id: '00000000-0000-4000-a000-000000000001',
    campaignId,
    title: 'Plan de récolement',
    description: 'Le plan des réseaux de la RD 12.',
    status: 'awaiting',
    dueDate: '2026-04-15',
    requestedBy: {
      id: adminUser.id,
      email: adminUser.email,
      firstName: 'Sandrine',
      lastName: 'Admin',
      job: null,
      roles: ['ROLE_SUPER_ADMIN'],
      profilePicturePath: null,
    },
    documents: [],
    createdAt: '2026-03-03T10:00:00Z',
    ...values,
  };
}

function page<T>(items: readonly T[]) {
  return { total: items.length, limit: 200, offset: 0, items: [...items] };
}

/**
 * GET /campaigns/{id}/documents answers the documents of the category asked (a function: what it
 * returns at each call, so that a test sees the list read again after a change).
 */
export function serveDocuments(
  api: MockApi,
  documents: readonly Document[] | (() => readonly Document[]),
) {
  api.use(
    getListCampaignDocumentsMockHandler(({ request }) => {
      const category = new URL(request.url).searchParams.get('category');
      const all = typeof documents === 'function' ? documents() : documents;
      return page(all.filter((document) => category === null || document.category === category));
    }),
  );
}

export function serveFolders(api: MockApi, folders: readonly Folder[]) {
  api.use(getListCampaignFoldersMockHandler({ items: [...folders] }));
}

export function serveRequiredDocuments(
  api: MockApi,
  requests: readonly RequiredDocument[] | (() => readonly RequiredDocument[]),
) {
  api.use(
    getListCampaignRequiredDocumentsMockHandler(() =>
      page(typeof requests === 'function' ? requests() : requests),
    ),
  );
}

/** The users of the rights table the screens are tested with (spec section 6, Files). */
export const users = {
  superAdmin: adminUser,
  studyManager: {
    ...adminUser,
    id: '77777777-7777-4777-8777-777777777777',
    roles: ['ROLE_NEXTROAD_MAIN'],
    job: 'study_manager',
  },
  customerMain: {
    ...adminUser,
    id: '88888888-8888-4888-8888-888888888888',
    roles: ['ROLE_CUSTOMER_MAIN'],
  },
  customerUser: {
    ...adminUser,
    id: '99999999-9999-4999-8999-999999999999',
    roles: ['ROLE_CUSTOMER_USER'],
  },
} satisfies Record<string, CurrentUser>;
