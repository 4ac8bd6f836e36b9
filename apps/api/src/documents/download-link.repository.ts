import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { campaigns, documents, downloadLinkDocuments, downloadLinks, users } from '../db/schema.js';
import type { PageOf, PageRequest } from '../http/paging.js';

export type DownloadLinkRow = typeof downloadLinks.$inferSelect;
type DocumentRow = typeof documents.$inferSelect;
type UserRow = typeof users.$inferSelect;
type CampaignRow = typeof campaigns.$inferSelect;

/**
 * A link with its campaign, its author (null once gone or deleted) and how many documents it
 * still shares.
 */
export interface DownloadLinkWithFacts {
  link: DownloadLinkRow;
  campaign: Pick<CampaignRow, 'id' | 'name' | 'type'>;
  creator: UserRow | null;
  documentsCount: number;
}

/**
 * What opening a link's files needs, and no more: whether it is still active, its password, and
 * its campaign's name (the zip's). The public page reads it at each request.
 */
export type DownloadLinkAccess = Pick<
  DownloadLinkRow,
  'id' | 'expiresAt' | 'revokedAt' | 'passwordHash'
> & { campaignName: string };

interface LinkRow {
  link: DownloadLinkRow;
  campaign: Pick<CampaignRow, 'id' | 'name' | 'type'>;
  creator: UserRow | null;
}

/** The SQL of download links and the documents they share. */
export function createDownloadLinkRepository(db: Db) {
  async function withFacts(rows: readonly LinkRow[]): Promise<DownloadLinkWithFacts[]> {
    if (rows.length === 0) return [];
    // Joined to the documents so that one in the bin (src/bin: the view shows live rows only) is
    // not counted, as it is not listed.
    const counts = await db
      .select({ linkId: downloadLinkDocuments.linkId, total: count() })
      .from(downloadLinkDocuments)
      .innerJoin(documents, eq(documents.id, downloadLinkDocuments.documentId))
      .where(
        inArray(
          downloadLinkDocuments.linkId,
          rows.map((row) => row.link.id),
        ),
      )
      .groupBy(downloadLinkDocuments.linkId);
    const byLink = new Map(counts.map((row) => [row.linkId, row.total]));
    return rows.map(({ link, campaign, creator }) => ({
      link,
      campaign,
      creator: creator?.deletedAt === null ? creator : null,
      documentsCount: byLink.get(link.id) ?? 0,
    }));
  }

  function selectWithCreator() {
    return db
      .select({
        link: downloadLinks,
        campaign: { id: campaigns.id, name: campaigns.name, type: campaigns.type },
        creator: users,
      })
      .from(downloadLinks)
      .innerJoin(campaigns, eq(campaigns.id, downloadLinks.campaignId))
      .leftJoin(users, eq(users.id, downloadLinks.createdById));
  }

  // The public page's three statements run at each of its requests: each is built once, and
  // named, so that PostgreSQL parses and plans it once per connection instead of per request.
  const prepareAccess = () =>
    db
      .select({
        id: downloadLinks.id,
        expiresAt: downloadLinks.expiresAt,
        revokedAt: downloadLinks.revokedAt,
        passwordHash: downloadLinks.passwordHash,
        campaignName: campaigns.name,
      })
      .from(downloadLinks)
      .innerJoin(campaigns, eq(campaigns.id, downloadLinks.campaignId))
      .where(eq(downloadLinks.tokenHash, sql.placeholder('tokenHash')))
      .prepare('download_link_access');
  const prepareDocuments = () =>
    db
      .select({ document: documents, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(downloadLinkDocuments)
      .innerJoin(documents, eq(documents.id, downloadLinkDocuments.documentId))
      .where(eq(downloadLinkDocuments.linkId, sql.placeholder('linkId')))
      .orderBy(asc(downloadLinkDocuments.position))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare('download_link_documents');
  const prepareVisit = () =>
    db
      .update(downloadLinks)
      .set({
        downloadCount: sql`${downloadLinks.downloadCount} + 1`,
        lastDownloadedAt: sql`${sql.placeholder('at')}`,
      })
      .where(eq(downloadLinks.id, sql.placeholder('linkId')))
      .prepare('download_link_visit');
  let accessQuery: ReturnType<typeof prepareAccess> | undefined;
  let documentsQuery: ReturnType<typeof prepareDocuments> | undefined;
  let visitQuery: ReturnType<typeof prepareVisit> | undefined;

  return {
    /** The link and the documents it shares, in the order given. */
    async insert(
      values: typeof downloadLinks.$inferInsert,
      documentIds: readonly string[],
    ): Promise<DownloadLinkRow> {
      const [link] = await db.insert(downloadLinks).values(values).returning();
      if (!link) throw new Error('The download link was not inserted.');
      await db
        .insert(downloadLinkDocuments)
        .values(
          documentIds.map((documentId, position) => ({ linkId: link.id, documentId, position })),
        );
      return link;
    },

    async findByTokenHash(tokenHash: string): Promise<DownloadLinkWithFacts | undefined> {
      const [row] = await selectWithCreator().where(eq(downloadLinks.tokenHash, tokenHash));
      return row && (await withFacts([row]))[0];
    },

    /**
     * The link behind a token hash, for its files: one indexed read, its campaign joined only so
     * that a link whose campaign is in the bin is not found, as with `findByTokenHash`.
     */
    async findAccessByTokenHash(tokenHash: string): Promise<DownloadLinkAccess | undefined> {
      accessQuery ??= prepareAccess();
      const [row] = await accessQuery.execute({ tokenHash });
      return row;
    },

    async findById(id: string): Promise<DownloadLinkWithFacts | undefined> {
      const [row] = await selectWithCreator().where(eq(downloadLinks.id, id));
      return row && (await withFacts([row]))[0];
    },

    async listByCampaign(
      campaignId: string,
      page: PageRequest,
    ): Promise<PageOf<DownloadLinkWithFacts>> {
      const where = eq(downloadLinks.campaignId, campaignId);
      const rows = await selectWithCreator()
        .where(where)
        .orderBy(desc(downloadLinks.createdAt), desc(downloadLinks.id))
        .limit(page.limit)
        .offset(page.offset);
      const [total] = await db.select({ total: count() }).from(downloadLinks).where(where);
      return { rows: await withFacts(rows), total: total?.total ?? 0 };
    },

    /**
     * A page of the documents the link shares, in the order they were given, with their total
     * counted by the same statement (a window count); a second statement only for a page past the
     * end, which has no row to carry it.
     */
    async documentsOf(linkId: string, page: PageRequest): Promise<PageOf<DocumentRow>> {
      documentsQuery ??= prepareDocuments();
      const rows = await documentsQuery.execute({
        linkId,
        limit: page.limit,
        offset: page.offset,
      });
      const first = rows[0];
      if (first !== undefined || page.offset === 0) {
        return { rows: rows.map((row) => row.document), total: first?.total ?? 0 };
      }
      const [total] = await db
        .select({ total: count() })
        .from(downloadLinkDocuments)
        .innerJoin(documents, eq(documents.id, downloadLinkDocuments.documentId))
        .where(eq(downloadLinkDocuments.linkId, linkId));
      return { rows: [], total: total?.total ?? 0 };
    },

    /** Counts one visit of the link's files. */
    async recordVisit(linkId: string, at: Date): Promise<void> {
      visitQuery ??= prepareVisit();
      await visitQuery.execute({ linkId, at });
    },

    /** Revokes the campaign's link (once: a second revocation keeps the first date). */
    async revoke(campaignId: string, linkId: string, at: Date): Promise<void> {
      await db
        .update(downloadLinks)
        .set({ revokedAt: at })
        .where(
          and(
            eq(downloadLinks.id, linkId),
            eq(downloadLinks.campaignId, campaignId),
            isNull(downloadLinks.revokedAt),
          ),
        );
    },
  };
}
