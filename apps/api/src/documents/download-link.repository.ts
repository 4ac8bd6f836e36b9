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

    /** A page of the documents the link shares, in the order they were given. */
    async documentsOf(linkId: string, page: PageRequest): Promise<PageOf<DocumentRow>> {
      const where = eq(downloadLinkDocuments.linkId, linkId);
      const rows = await db
        .select({ document: documents })
        .from(downloadLinkDocuments)
        .innerJoin(documents, eq(documents.id, downloadLinkDocuments.documentId))
        .where(where)
        .orderBy(asc(downloadLinkDocuments.position))
        .limit(page.limit)
        .offset(page.offset);
      const [total] = await db
        .select({ total: count() })
        .from(downloadLinkDocuments)
        .innerJoin(documents, eq(documents.id, downloadLinkDocuments.documentId))
        .where(where);
      return { rows: rows.map((row) => row.document), total: total?.total ?? 0 };
    },

    /** Counts one visit of the link's files. */
    async recordVisit(linkId: string, at: Date): Promise<void> {
      await db
        .update(downloadLinks)
        .set({ downloadCount: sql`${downloadLinks.downloadCount} + 1`, lastDownloadedAt: at })
        .where(eq(downloadLinks.id, linkId));
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
