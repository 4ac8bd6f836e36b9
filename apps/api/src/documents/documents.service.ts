import type { Readable } from 'node:stream';
import type { SessionUser } from '@chaussee/permissions';
import type { components } from '@chaussee/sdk';
import { createViolation } from '@chaussee/validation';
import type { MembershipGuard } from '../access/membership-guard.js';
import type { Clock } from '../clock.js';
import type { Db } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import { staleVersion } from '../http/entity-version.js';
import { type PageQuery, jsonPage, pageRequest } from '../http/paging.js';
import type { FileStorage } from '../storage/file-storage.js';
import { isStorageKey } from '../storage/storage-key.js';
import {
  assertMayAdd,
  assertMayReadCategory,
  createDocumentAccess,
  readableCategories,
  readableFileManager,
} from './document-access.js';
import { toDocument } from './document-presenter.js';
import { createDocumentUploadRepository } from './document-upload.repository.js';
import { createDocumentRepository } from './document.repository.js';
import { createRequiredDocumentRepository } from './required-document.repository.js';

type Schemas = components['schemas'];

/** A stored file as GET /files/{path} streams it. */
export interface StoredFile {
  stream: Readable;
  mediaType: string;
  /** The name the browser saves it as. */
  name: string;
}

/** The detail of a document whose row exists but whose file the store no longer has. */
const DOCUMENT_FILE_MISSING = 'The file of this document is missing from the storage.';

export interface DocumentsServiceDeps {
  db: Db;
  storage: FileStorage;
  membership: MembershipGuard;
  now: Clock;
}

/** The documents of a campaign's file manager once recorded: read, list, rename, delete. */
export function createDocumentsService({ db, storage, membership, now }: DocumentsServiceDeps) {
  const repository = createDocumentRepository(db);
  const access = createDocumentAccess({ db, membership });

  return {
    /**
     * GET /campaigns/{id}/documents: a page of the campaign's documents the caller may read,
     * of one category or of all those, newest first.
     */
    async list(
      user: SessionUser,
      campaignId: string,
      query: PageQuery & { category?: Schemas['DocumentCategory'] | undefined },
    ): Promise<Schemas['DocumentPage']> {
      await readableFileManager(membership, user, campaignId);
      if (query.category !== undefined) assertMayReadCategory(user, query.category);
      const categories = query.category === undefined ? readableCategories(user) : [query.category];
      const page = pageRequest(query);
      return jsonPage(
        page,
        await repository.listByCampaign(campaignId, categories, page),
        toDocument,
      );
    },

    /** GET /campaigns/{id}/documents-stats: counts and sizes of what the caller may read. */
    async stats(user: SessionUser, campaignId: string): Promise<Schemas['CampaignDocumentsStats']> {
      await readableFileManager(membership, user, campaignId);
      const byCategory = await repository.countsByCategory(campaignId, readableCategories(user));
      const requiredDocuments =
        await createRequiredDocumentRepository(db).countsByStatus(campaignId);
      return {
        campaignId,
        documentsCount: byCategory.reduce((total, row) => total + row.count, 0),
        totalSize: byCategory.reduce((total, row) => total + row.size, 0),
        byCategory,
        requiredDocuments,
      };
    },

    /**
     * PUT /documents/update-titles: every document the caller may rename (membership of its
     * campaign, the right to add its category), all or none. The rows are locked in the order of
     * their ids, so that two renamings of overlapping sets apply one after the other, whole; an
     * item sent with the version it read is checked under that lock (412 when it moved on).
     */
    async updateTitles(
      user: SessionUser,
      items: Schemas['DocumentTitlesUpdate']['documents'],
    ): Promise<Schemas['Document'][]> {
      const ids = items.map((item) => item.id);
      const repeated = ids.findIndex((id, index) => ids.indexOf(id) !== index);
      if (repeated >= 0) {
        throw new AppError('validation_failed', {
          violations: [createViolation(`documents.${String(repeated)}.id`, 'uniqueItems')],
        });
      }
      await access.writableByIds(user, ids);
      const at = now();
      await db.transaction(async (tx) => {
        const locked = createDocumentRepository(tx);
        const rows = await locked.lockByIds(ids);
        // A document deleted since the check: the whole renaming is refused.
        if (rows.length !== ids.length) throw new AppError('not_found');
        // One renamed by someone else since the caller read it: none is (no lost update).
        const versions = new Map(rows.map((row) => [row.id, row.version]));
        if (
          items.some((item) => item.version !== undefined && item.version !== versions.get(item.id))
        ) {
          throw staleVersion();
        }
        for (const item of items) await locked.updateTitle(item.id, item.title.trim(), at);
      });
      const renamed = await repository.findByIds(ids);
      const byId = new Map(renamed.map((row) => [row.document.id, row]));
      return ids.map((id) => {
        const row = byId.get(id);
        if (!row) throw new AppError('not_found');
        return toDocument(row);
      });
    },

    /**
     * DELETE /documents/{id} (« delete file »): the document goes to the bin (src/bin), its file
     * is removed when the bin is purged; a file request the document answered goes back to
     * awaiting when no file is left to answer it. The request's status until then goes to the
     * bin with the document: its restore gives it back (src/bin/file-request-restore.ts).
     */
    async remove(user: SessionUser, id: string): Promise<void> {
      await access.deletable(user, id);
      const at = now();
      await db.transaction(async (tx) => {
        const requests = createRequiredDocumentRepository(tx);
        const current = await createDocumentRepository(tx).findById(id);
        if (!current) throw new AppError('not_found');
        const requestId = current.document.requiredDocumentId;
        // Read under its lock: the status kept is the one no other write changed meanwhile.
        const [request] = requestId === null ? [] : await requests.lockByIds([requestId]);
        const row = await createDocumentRepository(tx).bin(id, {
          by: user.id,
          at,
          requestStatus: request?.status ?? null,
        });
        if (!row) throw new AppError('not_found');
        if (requestId !== null) {
          const left = await createDocumentRepository(tx).countOfRequiredDocument(requestId);
          if (left === 0) await requests.setStatus([requestId], 'awaiting', at);
        }
      });
    },

    /**
     * GET /files/{path}: a stored file the caller may read, streamed. A document's file needs the
     * membership of its campaign and the read right of its category; an upload not recorded yet
     * is its uploader's only. Anything else, or a path not visible to the caller, is a 404.
     */
    async file(user: SessionUser, path: string): Promise<StoredFile> {
      if (!isStorageKey(path)) throw new AppError('not_found');
      const document = await repository.findByPath(path);
      let mediaType: string;
      let name: string;
      if (document) {
        await access.readable(user, document.document.id);
        ({ mediaType, name } = document.document);
      } else {
        const upload = await createDocumentUploadRepository(db).findOfUploader(path, user.id);
        if (!upload) throw new AppError('not_found', { detail: 'No file at this path' });
        await membership.readableCampaign(user, upload.campaignId);
        assertMayAdd(user, upload.category);
        ({ mediaType, name } = upload);
      }
      const stream = await storage.getStream(path);
      if (!stream) throw new AppError('not_found', { detail: DOCUMENT_FILE_MISSING });
      return { stream, mediaType, name };
    },
  };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;
