import type { components } from '@chaussee/sdk';
import { and, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { campaigns, cores, documents, workspaces } from '../db/schema.js';
import type { BinnedTable } from './bin.repository.js';

type BinKind = components['schemas']['BinKind'];
type RequiredDocumentStatus = components['schemas']['RequiredDocumentStatus'];

/*
 * The SQL of a restore (bin.service.ts `restore` and file-request-restore.ts run it): the item's
 * lock, what may refuse it, and the unbin itself. Like bin.repository.ts, meant for a transaction
 * of `withBaseTables` (src/db/live-views.ts), whose search path reaches the binned rows.
 */

/** The binned row of `kind`, locked until the transaction ends; undefined when not in the bin. */
export async function lockBinned(db: Db, kind: BinKind, id: string) {
  switch (kind) {
    case 'workspace': {
      const [row] = await db
        .select({ id: workspaces.id })
        .from(workspaces)
        .where(and(eq(workspaces.id, id), isNotNull(workspaces.deletedAt)))
        .for('update');
      return row && { id: row.id, campaignId: null, workspaceId: row.id };
    }
    case 'campaign': {
      const [row] = await db
        .select({ id: campaigns.id, workspaceId: campaigns.workspaceId })
        .from(campaigns)
        .where(and(eq(campaigns.id, id), isNotNull(campaigns.deletedAt)))
        .for('update');
      return row && { id: row.id, campaignId: row.id, workspaceId: row.workspaceId };
    }
    case 'core':
    case 'document': {
      const table = kind === 'core' ? cores : documents;
      const [row] = await db
        .select({ id: table.id, campaignId: table.campaignId })
        .from(table)
        .where(and(eq(table.id, id), isNotNull(table.deletedAt)))
        .for('update');
      return row && { id: row.id, campaignId: row.campaignId, workspaceId: null };
    }
  }
}

/** The workspace or campaign above a restored item that is itself in the bin, if any. */
export async function binnedParentOf(
  db: Db,
  item: { campaignId: string | null; workspaceId: string | null },
): Promise<{ kind: 'workspace' | 'campaign'; name: string } | undefined> {
  if (item.campaignId !== null) {
    const [campaign] = await db
      .select({
        name: campaigns.name,
        deletedAt: campaigns.deletedAt,
        workspaceName: workspaces.name,
        workspaceDeletedAt: workspaces.deletedAt,
      })
      .from(campaigns)
      .innerJoin(workspaces, eq(workspaces.id, campaigns.workspaceId))
      .where(eq(campaigns.id, item.campaignId));
    if (campaign === undefined) return undefined;
    // The topmost first: restoring the workspace is what must happen first.
    if (campaign.workspaceDeletedAt !== null) {
      return { kind: 'workspace', name: campaign.workspaceName };
    }
    // A campaign restored is its own parent here: only its workspace counts.
    const isItself = item.workspaceId !== null;
    if (!isItself && campaign.deletedAt !== null) return { kind: 'campaign', name: campaign.name };
  }
  return undefined;
}

/** The live core of the campaign that holds `number` now, if any. */
export async function liveCoreWithNumber(db: Db, coreId: string) {
  const [core] = await db
    .select({ campaignId: cores.campaignId, number: cores.number })
    .from(cores)
    .where(eq(cores.id, coreId));
  if (core === undefined) return undefined;
  const [taken] = await db
    .select({ displayName: cores.displayName, number: cores.number })
    .from(cores)
    .where(
      and(
        eq(cores.campaignId, core.campaignId),
        eq(cores.number, core.number),
        isNull(cores.deletedAt),
        ne(cores.id, coreId),
      ),
    );
  return taken;
}

/** The live campaign that holds the restored campaign's customer reference now, if any. */
export async function liveCampaignWithReferenceOf(db: Db, campaignId: string) {
  const [campaign] = await db
    .select({ reference: campaigns.customerReference })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId));
  if (campaign?.reference == null) return undefined;
  const [taken] = await db
    .select({ name: campaigns.name })
    .from(campaigns)
    .where(
      and(
        eq(campaigns.customerReference, campaign.reference),
        isNull(campaigns.deletedAt),
        ne(campaigns.id, campaignId),
      ),
    );
  return taken && { name: taken.name, reference: campaign.reference };
}

/**
 * The file request a binned document answered and the status the request had when the document
 * was binned (null for a document binned before that was kept); undefined when it answered none.
 */
export async function fileRequestOfBinnedDocument(
  db: Db,
  documentId: string,
): Promise<{ requestId: string; statusWhenBinned: RequiredDocumentStatus | null } | undefined> {
  const [row] = await db
    .select({
      requestId: documents.requiredDocumentId,
      statusWhenBinned: documents.requiredDocumentStatusWhenBinned,
    })
    .from(documents)
    .where(and(eq(documents.id, documentId), isNotNull(documents.deletedAt)));
  if (row?.requestId == null) return undefined;
  return { requestId: row.requestId, statusWhenBinned: row.statusWhenBinned };
}

/** Takes the item out of the bin; false when it was not there any more. */
export async function unbin(db: Db, kind: BinKind, id: string, at: Date): Promise<boolean> {
  const back = { deletedAt: null, deletedById: null, updatedAt: at };
  const binnedRow = (table: BinnedTable) => and(eq(table.id, id), isNotNull(table.deletedAt));
  const restored = async (table: BinnedTable) => {
    const rows = await db
      .update(table)
      .set(back)
      .where(binnedRow(table))
      .returning({ id: table.id });
    return rows.length > 0;
  };
  switch (kind) {
    case 'workspace':
      return restored(workspaces);
    case 'campaign':
      return restored(campaigns);
    case 'core':
      return restored(cores);
    case 'document': {
      // The request's status it kept is a fact of its stay in the bin: live, it keeps none.
      const rows = await db
        .update(documents)
        .set({ ...back, requiredDocumentStatusWhenBinned: null })
        .where(binnedRow(documents))
        .returning({ id: documents.id });
      return rows.length > 0;
    }
  }
}
