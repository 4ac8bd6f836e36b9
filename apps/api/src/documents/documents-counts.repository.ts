import type { components } from '@chaussee/sdk';
import { and, count, inArray, max } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { documents, requiredDocuments } from '../db/schema.js';

type Schemas = components['schemas'];
type DocumentCategory = Schemas['DocumentCategory'];

/** The categories of each tab of the file manager (as document-access.ts reads them). */
const DELIVERABLES: readonly DocumentCategory[] = ['deliverable', 'multiplePlanPDF', 'other'];
const CUSTOMER_FILES: readonly DocumentCategory[] = ['customerFile', 'requiredDocument'];
/** A request still waiting for the customer's file: never answered, or its file refused. */
const PENDING: readonly Schemas['RequiredDocumentStatus'][] = ['awaiting', 'refused'];

/**
 * The file counts of campaigns for the campaigns-files list (DocumentsCount): deliverables,
 * customer files, requests waiting for a file, and when the latest deliverable came; three grouped
 * queries whatever the number of campaigns.
 */
export async function documentsCountsOf(
  db: Db,
  campaignIds: readonly string[],
): Promise<Map<string, Schemas['DocumentsCount']>> {
  const counts = new Map<string, Schemas['DocumentsCount']>(
    campaignIds.map((id) => [
      id,
      { deliverables: 0, customerFiles: 0, pendingRequests: 0, lastDeliveryAt: null },
    ]),
  );
  if (campaignIds.length === 0) return counts;
  const ids = [...new Set(campaignIds)];
  const [delivered, sent, pending] = await Promise.all([
    db
      .select({
        campaignId: documents.campaignId,
        total: count(),
        latest: max(documents.createdAt),
      })
      .from(documents)
      .where(
        and(inArray(documents.campaignId, ids), inArray(documents.category, [...DELIVERABLES])),
      )
      .groupBy(documents.campaignId),
    db
      .select({ campaignId: documents.campaignId, total: count() })
      .from(documents)
      .where(
        and(inArray(documents.campaignId, ids), inArray(documents.category, [...CUSTOMER_FILES])),
      )
      .groupBy(documents.campaignId),
    db
      .select({ campaignId: requiredDocuments.campaignId, total: count() })
      .from(requiredDocuments)
      .where(
        and(
          inArray(requiredDocuments.campaignId, ids),
          inArray(requiredDocuments.status, [...PENDING]),
        ),
      )
      .groupBy(requiredDocuments.campaignId),
  ]);
  for (const row of delivered) {
    const entry = counts.get(row.campaignId);
    if (entry === undefined) continue;
    entry.deliverables = row.total;
    entry.lastDeliveryAt = row.latest === null ? null : new Date(row.latest).toISOString();
  }
  for (const row of sent) {
    const entry = counts.get(row.campaignId);
    if (entry !== undefined) entry.customerFiles = row.total;
  }
  for (const row of pending) {
    const entry = counts.get(row.campaignId);
    if (entry !== undefined) entry.pendingRequests = row.total;
  }
  return counts;
}
