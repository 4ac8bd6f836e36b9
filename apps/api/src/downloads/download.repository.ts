import { and, asc, count, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { campaignDownloads, users } from '../db/schema.js';
import type { PageOf, PageRequest } from '../http/paging.js';

export type DownloadRow = typeof campaignDownloads.$inferSelect;
type NewDownloadRow = typeof campaignDownloads.$inferInsert;
type UserRow = typeof users.$inferSelect;

/** A download with the user who asked for it (null once that user is gone or deleted). */
export interface DownloadWithRequester {
  download: DownloadRow;
  requester: UserRow | null;
}

/** What a finished job records. */
export interface FinishedDownload {
  fileName: string;
  size: number;
  documentId: string;
}

const withRequester = { download: campaignDownloads, requester: users };

function live(row: { download: DownloadRow; requester: UserRow | null }): DownloadWithRequester {
  return {
    download: row.download,
    requester: row.requester?.deletedAt === null ? row.requester : null,
  };
}

const WAITING = ['pending', 'processing'] as const;

/** The SQL of the download jobs; the only code that reads or writes campaign_downloads. */
export function createDownloadRepository(db: Db) {
  function selectWithRequester() {
    return db
      .select(withRequester)
      .from(campaignDownloads)
      .leftJoin(users, eq(users.id, campaignDownloads.requestedById));
  }

  return {
    async insert(row: NewDownloadRow): Promise<DownloadRow> {
      const [inserted] = await db.insert(campaignDownloads).values(row).returning();
      if (inserted === undefined) throw new Error('The download was not inserted');
      return inserted;
    },

    async findById(id: string): Promise<DownloadWithRequester | undefined> {
      const [row] = await selectWithRequester().where(eq(campaignDownloads.id, id));
      return row && live(row);
    },

    /** The same export of the campaign still pending or processing, if any. */
    async findWaiting(
      campaignId: string,
      type: DownloadRow['type'],
      format: DownloadRow['format'],
    ): Promise<DownloadRow | undefined> {
      const [row] = await db
        .select()
        .from(campaignDownloads)
        .where(
          and(
            eq(campaignDownloads.campaignId, campaignId),
            eq(campaignDownloads.type, type),
            eq(campaignDownloads.format, format),
            inArray(campaignDownloads.status, [...WAITING]),
          ),
        )
        .limit(1);
      return row;
    },

    /** A page of a campaign's downloads (of one type, if given), newest first. */
    async listByCampaign(
      campaignId: string,
      type: DownloadRow['type'] | undefined,
      page: PageRequest,
    ): Promise<PageOf<DownloadWithRequester>> {
      const where = and(
        eq(campaignDownloads.campaignId, campaignId),
        type === undefined ? undefined : eq(campaignDownloads.type, type),
      );
      const rows = await selectWithRequester()
        .where(where)
        .orderBy(desc(campaignDownloads.createdAt), desc(campaignDownloads.id))
        .limit(page.limit)
        .offset(page.offset);
      const [total] = await db.select({ total: count() }).from(campaignDownloads).where(where);
      return { rows: rows.map(live), total: total?.total ?? 0 };
    },

    /**
     * Takes the oldest job no live worker owns: a pending one, or a processing one whose lease ran
     * out (the process that took it died). FOR UPDATE SKIP LOCKED makes two workers, in two
     * processes, never take the same row: the second skips the row the first has locked, and once
     * the first commits, the row is processing with a lease in the future.
     */
    async claimNext(at: Date, leaseUntil: Date): Promise<DownloadRow | undefined> {
      return db.transaction(async (tx) => {
        const [candidate] = await tx
          .select({ id: campaignDownloads.id })
          .from(campaignDownloads)
          .where(
            or(
              eq(campaignDownloads.status, 'pending'),
              and(
                eq(campaignDownloads.status, 'processing'),
                lt(campaignDownloads.leaseExpiresAt, at),
              ),
            ),
          )
          .orderBy(asc(campaignDownloads.createdAt), asc(campaignDownloads.id))
          .limit(1)
          .for('update', { skipLocked: true });
        if (candidate === undefined) return undefined;
        const [claimed] = await tx
          .update(campaignDownloads)
          .set({
            status: 'processing',
            progress: 0,
            attempts: sql`${campaignDownloads.attempts} + 1`,
            leaseExpiresAt: leaseUntil,
          })
          .where(eq(campaignDownloads.id, candidate.id))
          .returning();
        return claimed;
      });
    },

    /**
     * Records the progress of a job this worker owns and renews its lease; false when the job is
     * no longer its own (taken again by another worker after the lease ran out, or deleted).
     */
    async progress(
      id: string,
      attempt: number,
      progress: number,
      leaseUntil: Date,
    ): Promise<boolean> {
      const rows = await db
        .update(campaignDownloads)
        .set({ progress, leaseExpiresAt: leaseUntil })
        .where(ownJob(id, attempt))
        .returning({ id: campaignDownloads.id });
      return rows.length > 0;
    },

    /** The job ends with its file; false when it was no longer this worker's. */
    async finish(id: string, attempt: number, at: Date, file: FinishedDownload): Promise<boolean> {
      const rows = await db
        .update(campaignDownloads)
        .set({ ...file, status: 'finished', progress: 100, finishedAt: at, leaseExpiresAt: null })
        .where(ownJob(id, attempt))
        .returning({ id: campaignDownloads.id });
      return rows.length > 0;
    },

    /** The job ends in failure, with the French sentence the user reads. */
    async fail(id: string, attempt: number, at: Date, message: string): Promise<void> {
      await db
        .update(campaignDownloads)
        .set({ status: 'failed', failureMessage: message, finishedAt: at, leaseExpiresAt: null })
        .where(ownJob(id, attempt));
    },
  };
}

/** The row of a job as this worker took it: still processing, at the attempt it claimed. */
function ownJob(id: string, attempt: number) {
  return and(
    eq(campaignDownloads.id, id),
    eq(campaignDownloads.status, 'processing'),
    eq(campaignDownloads.attempts, attempt),
  );
}

export type DownloadRepository = ReturnType<typeof createDownloadRepository>;
