import type { SessionUser } from '@chaussee/permissions';
import type { components } from '@chaussee/sdk';
import { createViolation, type Violation } from '@chaussee/validation';
import type { MembershipGuard } from '../access/membership-guard.js';
import type { Clock } from '../clock.js';
import type { Db } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import {
  notifyDeliverablesAdded,
  notifyRequiredDocumentSent,
} from '../notifications/document-events.js';
import { isCampaignDocumentKeyOf } from '../storage/campaign-document-key.js';
import { assertMayAdd } from './document-access.js';
import { cleanFileName } from './document-content.js';
import { toDocument } from './document-presenter.js';
import {
  createDocumentUploadRepository,
  type DocumentUploadRow,
} from './document-upload.repository.js';
import { createDocumentRepository, type NewDocumentRow } from './document.repository.js';
import { createFolderRepository } from './folder.repository.js';
import {
  createRequiredDocumentRepository,
  type RequiredDocumentRow,
} from './required-document.repository.js';

type Schemas = components['schemas'];
type DocumentCreate = Schemas['DocumentCreate'];
type Document = Schemas['Document'];

/** The statuses a file request takes a (new) file in: asked, sent already, or refused. */
const OPEN_REQUEST_STATUSES: ReadonlySet<Schemas['RequiredDocumentStatus']> = new Set([
  'awaiting',
  'awaiting_validation',
  'refused',
]);

/** The categories a file sent in answer to a file request may have: the customer's files. */
const ANSWER_CATEGORIES: ReadonlySet<Schemas['DocumentCategory']> = new Set([
  'requiredDocument',
  'customerFile',
]);

/** `jpeg` and `jpg` are one extension; the rest compare without case. */
function sameExtension(sent: string, measured: string): boolean {
  const normal = (extension: string) => {
    const lower = extension.toLowerCase();
    return lower === 'jpeg' ? 'jpg' : lower;
  };
  return normal(sent) === normal(measured);
}

export interface DocumentRecordsDeps {
  db: Db;
  membership: MembershipGuard;
  now: Clock;
}

/**
 * The second step of adding files (POST /documents and /documents-multiples): a file uploaded by
 * the caller for the campaign becomes a document of its file manager, with what the upload
 * measured (size, hash, type), in a folder, possibly answering a file request. All or none.
 */
export function createDocumentRecordsService({ db, membership, now }: DocumentRecordsDeps) {
  /** Membership of every campaign, then the right of every item (refused before any check). */
  async function assertMayRecord(user: SessionUser, items: readonly DocumentCreate[]) {
    for (const campaignId of new Set(items.map((item) => item.campaignId))) {
      await membership.readableCampaign(user, campaignId);
    }
    for (const item of items) {
      assertMayAdd(user, item.category);
      if (item.requiredDocumentId != null) assertMayAdd(user, 'requiredDocument');
    }
  }

  /**
   * Every invalid field at once: a path that is no unrecorded upload of the caller for that
   * campaign (or twice in the request), a size or extension other than the upload's, a folder or
   * a file request of another campaign, an answer that is no customer file.
   */
  async function checkItems(
    user: SessionUser,
    items: readonly DocumentCreate[],
    prefix: (index: number) => string,
  ): Promise<{
    uploads: Map<string, DocumentUploadRow>;
    requests: Map<string, RequiredDocumentRow>;
  }> {
    const uploadRepository = createDocumentUploadRepository(db);
    const folders = createFolderRepository(db);
    const requestRepository = createRequiredDocumentRepository(db);
    const violations: Violation[] = [];
    const uploads = new Map<string, DocumentUploadRow>();
    const requests = new Map<string, RequiredDocumentRow>();
    const seen = new Set<string>();
    for (const [index, item] of items.entries()) {
      const at = prefix(index);
      const [upload] = isCampaignDocumentKeyOf(item.campaignId, item.s3Path)
        ? await uploadRepository.findOwn(item.campaignId, user.id, [item.s3Path])
        : [];
      if (!upload || seen.has(item.s3Path)) {
        violations.push(createViolation(`${at}s3Path`, 'fileNotInCampaign'));
      } else {
        uploads.set(item.s3Path, upload);
        if (item.size !== upload.size)
          violations.push(createViolation(`${at}size`, 'invalidValue'));
        if (!sameExtension(item.extension, upload.extension)) {
          violations.push(createViolation(`${at}extension`, 'invalidValue'));
        }
      }
      seen.add(item.s3Path);
      if (cleanFileName(item.name) === '') {
        violations.push(createViolation(`${at}name`, 'documentName'));
      }
      if (item.folderId != null) {
        const [folder] = await folders.findInCampaign(item.campaignId, [item.folderId]);
        if (!folder) violations.push(createViolation(`${at}folderId`, 'invalidValue'));
      }
      if (item.requiredDocumentId != null) {
        const [request] = await requestRepository.findByIds([item.requiredDocumentId]);
        if (request?.campaignId !== item.campaignId) {
          violations.push(createViolation(`${at}requiredDocumentId`, 'invalidValue'));
        } else requests.set(request.id, request);
        if (!ANSWER_CATEGORIES.has(item.category)) {
          violations.push(createViolation(`${at}category`, 'invalidValue'));
        }
      }
    }
    if (violations.length > 0) throw new AppError('validation_failed', { violations });
    return { uploads, requests };
  }

  async function record(
    user: SessionUser,
    items: readonly DocumentCreate[],
    prefix: (index: number) => string,
  ): Promise<Document[]> {
    await assertMayRecord(user, items);
    const { uploads, requests } = await checkItems(user, items, prefix);
    const at = now();
    const rows = await db.transaction(async (tx) => {
      const requestRepository = createRequiredDocumentRepository(tx);
      // Under the requests' locks: a request validated meanwhile takes no more files.
      const locked = await requestRepository.lockByIds([...requests.keys()]);
      const closed = locked.filter((request) => !OPEN_REQUEST_STATUSES.has(request.status));
      if (closed.length > 0) {
        throw new AppError('invalid_status_transition', {
          detail: 'This file request is validated: it takes no more files',
        });
      }
      // Taken out of the unrecorded uploads: of two requests recording one file, one only does.
      const taken = await createDocumentUploadRepository(tx).take([...uploads.keys()]);
      if (taken.length !== uploads.size) {
        throw new AppError('validation_failed', {
          violations: items.flatMap((item, index) =>
            taken.some((row) => row.storageKey === item.s3Path)
              ? []
              : [createViolation(`${prefix(index)}s3Path`, 'fileNotInCampaign')],
          ),
        });
      }
      const values = items.map((item): NewDocumentRow => {
        const upload = uploads.get(item.s3Path);
        if (!upload) throw new Error('An upload checked a moment ago is missing.');
        return {
          campaignId: item.campaignId,
          folderId: item.folderId ?? null,
          requiredDocumentId: item.requiredDocumentId ?? null,
          category: item.category,
          name: cleanFileName(item.name),
          title: item.title ?? null,
          extension: upload.extension,
          size: upload.size,
          mediaType: upload.mediaType,
          contentHash: upload.contentHash,
          s3Path: upload.storageKey,
          uploadedById: user.id,
          createdAt: at,
          updatedAt: at,
        };
      });
      const inserted = await createDocumentRepository(tx).insertMany(values);
      await requestRepository.setStatus([...requests.keys()], 'awaiting_validation', at);
      for (const request of locked) {
        await notifyRequiredDocumentSent(tx, {
          actor: user,
          at,
          campaignId: request.campaignId,
          requiredDocumentId: request.id,
          title: request.title,
          requestedById: request.requestedById,
        });
      }
      const deliverables = inserted.filter((row) => row.category === 'deliverable');
      for (const campaignId of new Set(deliverables.map((row) => row.campaignId))) {
        await notifyDeliverablesAdded(tx, {
          actor: user,
          at,
          campaignId,
          documentIds: deliverables
            .filter((row) => row.campaignId === campaignId)
            .map((row) => row.id),
        });
      }
      return inserted;
    });
    const uploaderOf = await createDocumentRepository(db).findByIds(rows.map((row) => row.id));
    const byId = new Map(uploaderOf.map((row) => [row.document.id, row]));
    return rows.map((row) => toDocument(byId.get(row.id) ?? { document: row, uploader: null }));
  }

  return {
    /** POST /documents. */
    async createDocument(user: SessionUser, item: DocumentCreate): Promise<Document> {
      const [created] = await record(user, [item], () => '');
      if (!created) throw new Error('The document was not recorded.');
      return created;
    },

    /** POST /documents-multiples: every document or none. */
    async createDocuments(
      user: SessionUser,
      items: readonly DocumentCreate[],
    ): Promise<Document[]> {
      return record(user, items, (index) => `documents.${String(index)}.`);
    },
  };
}

export type DocumentRecordsService = ReturnType<typeof createDocumentRecordsService>;
