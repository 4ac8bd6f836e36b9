import type { components } from '@chaussee/sdk';
import { and, asc, count, desc, eq, inArray, sql, sum } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { documents, users } from '../db/schema.js';
import type { PageOf, PageRequest } from '../http/paging.js';

type DocumentCategory = components['schemas']['DocumentCategory'];
type RequiredDocumentStatus = components['schemas']['RequiredDocumentStatus'];

export type DocumentRow = typeof documents.$inferSelect;
export type NewDocumentRow = typeof documents.$inferInsert;
type UserRow = typeof users.$inferSelect;

/** A document with the user who uploaded it (null once that user is gone or deleted). */
export interface DocumentWithUploader {
  document: DocumentRow;
  uploader: UserRow | null;
}

/** Count and size of a campaign's documents of one category. */
export interface CategoryCount {
  category: DocumentCategory;
  count: number;
  size: number;
}

const withUploader = { document: documents, uploader: users };

/** A deleted account shows as no uploader (the contract's « null when that user was deleted »). */
function live(row: { document: DocumentRow; uploader: UserRow | null }): DocumentWithUploader {
  return {
    document: row.document,
    uploader: row.uploader?.deletedAt === null ? row.uploader : null,
  };
}

/** The file manager's order: newest first, then by id so that pages never overlap. */
const NEWEST_FIRST = [desc(documents.createdAt), desc(documents.id)] as const;

/** The SQL of the documents table; the only code that reads or writes it. */
export function createDocumentRepository(db: Db) {
  function selectWithUploader() {
    return db
      .select(withUploader)
      .from(documents)
      .leftJoin(users, eq(users.id, documents.uploadedById));
  }

  return {
    async findById(id: string): Promise<DocumentWithUploader | undefined> {
      const [row] = await selectWithUploader().where(eq(documents.id, id));
      return row && live(row);
    },

    /** The documents of these ids that exist, in no particular order. */
    async findByIds(ids: readonly string[]): Promise<DocumentWithUploader[]> {
      if (ids.length === 0) return [];
      const rows = await selectWithUploader().where(inArray(documents.id, [...new Set(ids)]));
      return rows.map(live);
    },

    /** The documents of a campaign stored at these keys (a zip's `documentPaths`). */
    async findByPaths(
      campaignId: string,
      paths: readonly string[],
    ): Promise<DocumentWithUploader[]> {
      if (paths.length === 0) return [];
      const rows = await selectWithUploader().where(
        and(eq(documents.campaignId, campaignId), inArray(documents.s3Path, [...new Set(paths)])),
      );
      return rows.map(live);
    },

    /** A document by its storage key (GET /files/{path}). */
    async findByPath(path: string): Promise<DocumentWithUploader | undefined> {
      const [row] = await selectWithUploader().where(eq(documents.s3Path, path));
      return row && live(row);
    },

    /** A page of a campaign's documents of these categories, newest first. */
    async listByCampaign(
      campaignId: string,
      categories: readonly DocumentCategory[],
      page: PageRequest,
    ): Promise<PageOf<DocumentWithUploader>> {
      if (categories.length === 0) return { rows: [], total: 0 };
      const where = and(
        eq(documents.campaignId, campaignId),
        inArray(documents.category, [...categories]),
      );
      const rows = await selectWithUploader()
        .where(where)
        .orderBy(...NEWEST_FIRST)
        .limit(page.limit)
        .offset(page.offset);
      const [total] = await db.select({ total: count() }).from(documents).where(where);
      return { rows: rows.map(live), total: total?.total ?? 0 };
    },

    /** Every document of a campaign of these categories, folders' order for a zip (name, id). */
    async allOfCampaign(
      campaignId: string,
      categories: readonly DocumentCategory[],
    ): Promise<DocumentRow[]> {
      if (categories.length === 0) return [];
      return db
        .select()
        .from(documents)
        .where(
          and(eq(documents.campaignId, campaignId), inArray(documents.category, [...categories])),
        )
        .orderBy(asc(documents.name), asc(documents.id));
    },

    /** The files sent in answer to these file requests, oldest first. */
    async listByRequiredDocuments(
      requiredDocumentIds: readonly string[],
    ): Promise<DocumentWithUploader[]> {
      if (requiredDocumentIds.length === 0) return [];
      const rows = await selectWithUploader()
        .where(inArray(documents.requiredDocumentId, [...requiredDocumentIds]))
        .orderBy(asc(documents.createdAt), asc(documents.id));
      return rows.map(live);
    },

    /** Count and size per category of a campaign's documents of these categories. */
    async countsByCategory(
      campaignId: string,
      categories: readonly DocumentCategory[],
    ): Promise<CategoryCount[]> {
      if (categories.length === 0) return [];
      const rows = await db
        .select({
          category: documents.category,
          count: count(),
          size: sum(documents.size).mapWith(Number),
        })
        .from(documents)
        .where(
          and(eq(documents.campaignId, campaignId), inArray(documents.category, [...categories])),
        )
        .groupBy(documents.category)
        .orderBy(asc(documents.category));
      return rows;
    },

    async insertMany(values: readonly NewDocumentRow[]): Promise<DocumentRow[]> {
      if (values.length === 0) return [];
      return db
        .insert(documents)
        .values([...values])
        .returning();
    },

    /**
     * Locks the documents' rows until the transaction ends, in the order of their ids: two
     * requests renaming overlapping sets wait for each other instead of deadlocking.
     */
    async lockByIds(ids: readonly string[]): Promise<DocumentRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(documents)
        .where(inArray(documents.id, [...new Set(ids)]))
        .orderBy(asc(documents.id))
        .for('update');
    },

    /** A renaming is a new version of the document (Document.version, If-Match of its titles). */
    async updateTitle(id: string, title: string, at: Date): Promise<void> {
      await db
        .update(documents)
        .set({ title, updatedAt: at, version: sql`${documents.version} + 1` })
        .where(eq(documents.id, id));
    },

    /**
     * Puts the document in the bin (src/bin) with the status its file request has now, which its
     * restore may give back; undefined when it was already gone.
     */
    async bin(
      id: string,
      binning: { by: string; at: Date; requestStatus: RequiredDocumentStatus | null },
    ): Promise<DocumentRow | undefined> {
      const [row] = await db
        .update(documents)
        .set({
          deletedAt: binning.at,
          deletedById: binning.by,
          requiredDocumentStatusWhenBinned: binning.requestStatus,
        })
        .where(eq(documents.id, id))
        .returning();
      return row;
    },

    /** How many files still answer the file request. */
    async countOfRequiredDocument(requiredDocumentId: string): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(documents)
        .where(eq(documents.requiredDocumentId, requiredDocumentId));
      return row?.total ?? 0;
    },
  };
}
