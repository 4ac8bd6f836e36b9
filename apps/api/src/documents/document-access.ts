import {
  type Action,
  defineAbilityFor,
  isGuest,
  type SessionUser,
  type SubjectName,
} from '@chaussee/permissions';
import type { components } from '@chaussee/sdk';
import { createViolation } from '@chaussee/validation';
import { assertRight } from '../access/access-rules.js';
import type { MembershipGuard } from '../access/membership-guard.js';
import type { CampaignWithMembers } from '../access/membership.repository.js';
import type { Db } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import {
  createDocumentRepository,
  type DocumentRow,
  type DocumentWithUploader,
} from './document.repository.js';

type DocumentCategory = components['schemas']['DocumentCategory'];

/*
 * The rights of spec section 6, Files, by document category. The spec names two tabs: the
 * deliverables (the office's work: reports, plans, certificates) and the customer files (what the
 * customer sends, answers to file requests included). The categories it does not name go with the
 * tab they appear in: a multiple-plan PDF and « other » are the office's deliverables.
 */

/** The subject a document of each category is read as. */
const READ_SUBJECT: Readonly<Record<DocumentCategory, SubjectName>> = {
  deliverable: 'Deliverable',
  multiplePlanPDF: 'Deliverable',
  other: 'Deliverable',
  customerFile: 'CustomerFile',
  requiredDocument: 'CustomerFile',
};

/**
 * The right to add (upload, record, rename) a document of each category: « upload deliverables »,
 * « upload customer file » and « send an asked file ».
 */
const ADD_RIGHT: Readonly<Record<DocumentCategory, readonly [Action, SubjectName]>> = {
  deliverable: ['upload', 'Deliverable'],
  multiplePlanPDF: ['upload', 'Deliverable'],
  other: ['upload', 'Deliverable'],
  customerFile: ['upload', 'CustomerFile'],
  requiredDocument: ['send', 'AskedFile'],
};

const CATEGORIES = Object.keys(READ_SUBJECT) as readonly DocumentCategory[];

/** Whether the user may read documents of this category (« accessible to all staff and customers »). */
export function mayReadCategory(user: SessionUser, category: DocumentCategory): boolean {
  return !isGuest(user) && defineAbilityFor(user).can('read', READ_SUBJECT[category]);
}

/** The categories the user may read, in the contract's order. */
export function readableCategories(user: SessionUser): DocumentCategory[] {
  return CATEGORIES.filter((category) => mayReadCategory(user, category));
}

/** 403 unless the user may read documents of this category. */
export function assertMayReadCategory(user: SessionUser, category: DocumentCategory): void {
  if (!mayReadCategory(user, category)) throw new AppError('forbidden');
}

/** 403 unless the user reads at least one category (the lists, the stats, the file requests). */
function assertReadsFiles(user: SessionUser): void {
  if (readableCategories(user).length === 0) throw new AppError('forbidden');
}

/** 403 unless the user may add documents of this category (guests and READ_ONLY never may). */
export function assertMayAdd(user: SessionUser, category: DocumentCategory): void {
  const [action, subject] = ADD_RIGHT[category];
  assertRight(user, action, subject);
}

/** A campaign the user may read the file manager of: membership first, then the read right. */
export async function readableFileManager(
  membership: MembershipGuard,
  user: SessionUser,
  campaignId: string,
): Promise<CampaignWithMembers> {
  const found = await membership.readableCampaign(user, campaignId);
  assertReadsFiles(user);
  return found;
}

export interface DocumentAccessDeps {
  db: Db;
  membership: MembershipGuard;
}

/** The documents a caller may read or change, with their campaign's membership checked. */
export function createDocumentAccess({ db, membership }: DocumentAccessDeps) {
  const repository = createDocumentRepository(db);

  /** Membership of each campaign once, then the right of each document's category. */
  async function assertReadable(user: SessionUser, rows: readonly DocumentRow[]): Promise<void> {
    for (const campaignId of new Set(rows.map((row) => row.campaignId))) {
      await membership.readableCampaign(user, campaignId);
    }
    for (const row of rows) assertMayReadCategory(user, row.category);
  }

  /** The rows of `ids` in their order, or 404 naming none when one does not exist. */
  function inOrder(ids: readonly string[], found: readonly DocumentWithUploader[]) {
    const byId = new Map(found.map((row) => [row.document.id, row]));
    return ids.map((id) => {
      const row = byId.get(id);
      if (!row) throw new AppError('not_found');
      return row;
    });
  }

  return {
    /** One document the caller may read: 404 unknown, 403 not a member or no right. */
    async readable(user: SessionUser, id: string): Promise<DocumentWithUploader> {
      const found = await repository.findById(id);
      if (!found) throw new AppError('not_found');
      await assertReadable(user, [found.document]);
      return found;
    },

    /**
     * Documents by id, in the order of `ids` (duplicates kept), each with its storage key
     * (`document.s3Path`), once the caller is known to read them all: 404 when one does not
     * exist, 403 when the caller is not a member of its campaign or may not read its category.
     * For the document tools (zip, PDF merge and split), which then read the files themselves.
     */
    async readableByIds(
      user: SessionUser,
      ids: readonly string[],
    ): Promise<DocumentWithUploader[]> {
      const rows = inOrder(ids, await repository.findByIds(ids));
      await assertReadable(
        user,
        rows.map((row) => row.document),
      );
      return rows;
    },

    /**
     * The documents of one campaign stored at these keys (POST /files/zip's `documentPaths`), in
     * the order of `paths`, once the caller is known to read them: membership of the campaign
     * first (404, 403), then a key that is no document of the campaign is a 400 under its field
     * (`documentPaths.N`, « Ce fichier n'a pas été déposé dans cette campagne »), then the right of
     * each category (403).
     */
    async readableByPaths(
      user: SessionUser,
      campaignId: string,
      paths: readonly string[],
      field = 'documentPaths',
    ): Promise<DocumentWithUploader[]> {
      await membership.readableCampaign(user, campaignId);
      const byPath = new Map(
        (await repository.findByPaths(campaignId, paths)).map((row) => [row.document.s3Path, row]),
      );
      const missing = paths.flatMap((path, index) => (byPath.has(path) ? [] : [index]));
      if (missing.length > 0) {
        throw new AppError('validation_failed', {
          violations: missing.map((index) =>
            createViolation(`${field}.${String(index)}`, 'fileNotInCampaign'),
          ),
        });
      }
      const rows = paths.map((path) => byPath.get(path)).filter((row) => row !== undefined);
      for (const row of rows) assertMayReadCategory(user, row.document.category);
      return rows;
    },

    /**
     * Documents the caller may change as their category's uploader would (rename), in the order
     * of `ids`: 404 when one does not exist, then membership of each campaign, then the rights.
     */
    async writableByIds(
      user: SessionUser,
      ids: readonly string[],
    ): Promise<DocumentWithUploader[]> {
      const rows = inOrder(ids, await repository.findByIds(ids));
      for (const campaignId of new Set(rows.map((row) => row.document.campaignId))) {
        await membership.readableCampaign(user, campaignId);
      }
      for (const row of rows) assertMayAdd(user, row.document.category);
      return rows;
    },

    /** One document the caller may delete: membership, then « delete file ». */
    async deletable(user: SessionUser, id: string): Promise<DocumentWithUploader> {
      const found = await repository.findById(id);
      if (!found) throw new AppError('not_found');
      await membership.readableCampaign(user, found.document.campaignId);
      assertRight(user, 'delete', 'File');
      return found;
    },
  };
}

export type DocumentAccess = ReturnType<typeof createDocumentAccess>;
