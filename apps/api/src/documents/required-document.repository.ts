import type { components } from '@chaussee/sdk';
import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { requiredDocuments, users } from '../db/schema.js';
import type { PageOf, PageRequest } from '../http/paging.js';

type RequiredDocumentStatus = components['schemas']['RequiredDocumentStatus'];

export type RequiredDocumentRow = typeof requiredDocuments.$inferSelect;
type UserRow = typeof users.$inferSelect;

/** A file request with the user who asked for it (null once gone or deleted). */
export interface RequiredDocumentWithRequester {
  request: RequiredDocumentRow;
  requester: UserRow | null;
}

function live(row: { request: RequiredDocumentRow; requester: UserRow | null }) {
  return {
    request: row.request,
    requester: row.requester?.deletedAt === null ? row.requester : null,
  };
}

/** The SQL of file requests (required documents). */
export function createRequiredDocumentRepository(db: Db) {
  function selectWithRequester() {
    return db
      .select({ request: requiredDocuments, requester: users })
      .from(requiredDocuments)
      .leftJoin(users, eq(users.id, requiredDocuments.requestedById));
  }

  return {
    async findById(id: string): Promise<RequiredDocumentWithRequester | undefined> {
      const [row] = await selectWithRequester().where(eq(requiredDocuments.id, id));
      return row && live(row);
    },

    /** The file requests of these ids that exist. */
    async findByIds(ids: readonly string[]): Promise<RequiredDocumentRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(requiredDocuments)
        .where(inArray(requiredDocuments.id, [...new Set(ids)]));
    },

    /** Locks the requests' rows (status changes of one request happen one after the other). */
    async lockByIds(ids: readonly string[]): Promise<RequiredDocumentRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(requiredDocuments)
        .where(inArray(requiredDocuments.id, [...new Set(ids)]))
        .orderBy(asc(requiredDocuments.id))
        .for('update');
    },

    async listByCampaign(
      campaignId: string,
      page: PageRequest,
    ): Promise<PageOf<RequiredDocumentWithRequester>> {
      const where = eq(requiredDocuments.campaignId, campaignId);
      const rows = await selectWithRequester()
        .where(where)
        .orderBy(desc(requiredDocuments.createdAt), desc(requiredDocuments.id))
        .limit(page.limit)
        .offset(page.offset);
      const [total] = await db.select({ total: count() }).from(requiredDocuments).where(where);
      return { rows: rows.map(live), total: total?.total ?? 0 };
    },

    /** How many requests of the campaign are in each status (statuses without any left out). */
    async countsByStatus(
      campaignId: string,
    ): Promise<{ status: RequiredDocumentStatus; count: number }[]> {
      return db
        .select({ status: requiredDocuments.status, count: count() })
        .from(requiredDocuments)
        .where(eq(requiredDocuments.campaignId, campaignId))
        .groupBy(requiredDocuments.status)
        .orderBy(asc(requiredDocuments.status));
    },

    async insert(values: typeof requiredDocuments.$inferInsert): Promise<RequiredDocumentRow> {
      const [row] = await db.insert(requiredDocuments).values(values).returning();
      if (!row) throw new Error('The file request was not inserted.');
      return row;
    },

    async setStatus(ids: readonly string[], status: RequiredDocumentStatus, at: Date) {
      if (ids.length === 0) return;
      await db
        .update(requiredDocuments)
        .set({ status, updatedAt: at })
        .where(inArray(requiredDocuments.id, [...ids]));
    },
  };
}
