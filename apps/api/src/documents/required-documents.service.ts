import type { SessionUser } from '@chaussee/permissions';
import type { components } from '@chaussee/sdk';
import { assertRight } from '../access/access-rules.js';
import type { MembershipGuard } from '../access/membership-guard.js';
import type { Clock } from '../clock.js';
import type { Db } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import { type PageQuery, jsonPage, pageRequest } from '../http/paging.js';
import {
  notifyRequiredDocumentDecided,
  notifyRequiredDocumentRequested,
} from '../notifications/document-events.js';
import { toUserSummary } from '../users/user-presenter.js';
import { mayReadCategory, readableFileManager } from './document-access.js';
import { toDocument } from './document-presenter.js';
import { createDocumentRepository, type DocumentWithUploader } from './document.repository.js';
import {
  createRequiredDocumentRepository,
  type RequiredDocumentWithRequester,
} from './required-document.repository.js';

type Schemas = components['schemas'];
type RequiredDocument = Schemas['RequiredDocument'];

/** The decisions on a sent file: from awaiting_validation only (a file must have been sent). */
const DECISIONS: ReadonlySet<Schemas['RequiredDocumentStatus']> = new Set(['validated', 'refused']);

export interface RequiredDocumentsDeps {
  db: Db;
  membership: MembershipGuard;
  now: Clock;
}

/**
 * File requests (required documents): the office asks the customer for a file (« ask file
 * requests »: ADMIN, SUPER_ADMIN), the customer sends it as a document answering the request
 * (POST /documents with requiredDocumentId, « send an asked file »), the office validates or
 * refuses it (« validate file requests »). Status: awaiting → awaiting_validation → validated or
 * refused; a refused request takes a new file; deleting its last file sets it back to awaiting
 * (and restoring that file from the bin gives the status back: src/bin/file-request-restore.ts).
 */
export function createRequiredDocumentsService({ db, membership, now }: RequiredDocumentsDeps) {
  const repository = createRequiredDocumentRepository(db);
  const documents = createDocumentRepository(db);

  /** Requests with the files answering them that the caller may read, oldest first. */
  async function present(
    user: SessionUser,
    rows: readonly RequiredDocumentWithRequester[],
  ): Promise<RequiredDocument[]> {
    const files = await documents.listByRequiredDocuments(rows.map((row) => row.request.id));
    const filesOf = new Map<string, DocumentWithUploader[]>();
    for (const file of files) {
      if (!mayReadCategory(user, file.document.category)) continue;
      const id = file.document.requiredDocumentId ?? '';
      filesOf.set(id, [...(filesOf.get(id) ?? []), file]);
    }
    return rows.map(({ request, requester }) => ({
      id: request.id,
      campaignId: request.campaignId,
      title: request.title,
      description: request.description,
      status: request.status,
      dueDate: request.dueDate,
      requestedBy: requester && toUserSummary(requester),
      documents: (filesOf.get(request.id) ?? []).map(toDocument),
      createdAt: request.createdAt.toISOString(),
    }));
  }

  async function presentOne(user: SessionUser, id: string): Promise<RequiredDocument> {
    const found = await repository.findById(id);
    if (!found) throw new AppError('not_found');
    const [presented] = await present(user, [found]);
    if (!presented) throw new AppError('not_found');
    return presented;
  }

  return {
    /** POST /required-documents: asked of the campaign's customers, who are notified. */
    async create(
      user: SessionUser,
      body: Schemas['RequiredDocumentCreate'],
    ): Promise<RequiredDocument> {
      await membership.readableCampaign(user, body.campaignId);
      assertRight(user, 'ask', 'FileRequest');
      const at = now();
      const row = await db.transaction(async (tx) => {
        const created = await createRequiredDocumentRepository(tx).insert({
          campaignId: body.campaignId,
          title: body.title.trim(),
          description: body.description ?? null,
          dueDate: body.dueDate ?? null,
          status: 'awaiting',
          requestedById: user.id,
          createdAt: at,
          updatedAt: at,
        });
        await notifyRequiredDocumentRequested(tx, {
          actor: user,
          at,
          campaignId: created.campaignId,
          requiredDocumentId: created.id,
          title: created.title,
        });
        return created;
      });
      return presentOne(user, row.id);
    },

    /**
     * PATCH /required-documents/{id}: validates or refuses the sent file (409 from any other
     * status than awaiting_validation, or towards any other status); its senders are notified.
     */
    async decide(
      user: SessionUser,
      id: string,
      body: Schemas['RequiredDocumentPatch'],
    ): Promise<RequiredDocument> {
      const found = await repository.findById(id);
      if (!found) throw new AppError('not_found');
      await membership.readableCampaign(user, found.request.campaignId);
      assertRight(user, 'validate', 'FileRequest');
      const at = now();
      await db.transaction(async (tx) => {
        const requests = createRequiredDocumentRepository(tx);
        const [current] = await requests.lockByIds([id]);
        if (!current) throw new AppError('not_found');
        const status = body.status;
        if (current.status !== 'awaiting_validation' || !DECISIONS.has(status)) {
          throw new AppError('invalid_status_transition', {
            detail: `A file request cannot go from ${current.status} to ${status}`,
          });
        }
        await requests.setStatus([id], status, at);
        const files = await createDocumentRepository(tx).listByRequiredDocuments([id]);
        await notifyRequiredDocumentDecided(tx, {
          actor: user,
          at,
          campaignId: current.campaignId,
          requiredDocumentId: id,
          title: current.title,
          status: status === 'validated' ? 'validated' : 'refused',
          senderIds: files.map((file) => file.document.uploadedById),
        });
      });
      return presentOne(user, id);
    },

    /** GET /campaigns/{id}/required-documents: newest first, with their files. */
    async list(
      user: SessionUser,
      campaignId: string,
      query: PageQuery,
    ): Promise<Schemas['RequiredDocumentPage']> {
      await readableFileManager(membership, user, campaignId);
      const page = pageRequest(query);
      const found = await repository.listByCampaign(campaignId, page);
      const items = await present(user, found.rows);
      return jsonPage(page, { rows: items, total: found.total }, (item) => item);
    },

    /**
     * GET /notifiables/required-documents/{id}: the request a notification points at, with its
     * campaign, for whoever reads the campaign's file manager.
     */
    async notifiable(
      user: SessionUser,
      id: string,
    ): Promise<Schemas['NotificationRequiredDocument']> {
      const found = await repository.findById(id);
      if (!found) throw new AppError('not_found');
      const { campaign } = await readableFileManager(membership, user, found.request.campaignId);
      const [presented] = await present(user, [found]);
      if (!presented) throw new AppError('not_found');
      return {
        ...presented,
        campaign: { id: campaign.id, name: campaign.name, type: campaign.type },
      };
    },
  };
}

export type RequiredDocumentsService = ReturnType<typeof createRequiredDocumentsService>;
