import { createHash } from 'node:crypto';
import type { DomainDeps } from '../../app/domain-deps.js';
import { documents } from '../../db/schema.js';
import type { DocumentRow } from '../../documents/document.repository.js';
import { newCampaignDocumentKey } from '../../storage/campaign-document-key.js';
import { pdfOfPages } from './pdf-fixtures.js';

/**
 * Deliverables of a campaign for the contract-wide tests (authorization table, fuzz): `count`
 * PDFs of two pages each, stored and recorded as an upload leaves them.
 */
export async function storePdfDeliverables(
  { db, storage }: Pick<DomainDeps, 'db' | 'storage'>,
  campaignId: string,
  count: number,
): Promise<DocumentRow[]> {
  const rows: DocumentRow[] = [];
  for (let index = 1; index <= count; index += 1) {
    const content = await pdfOfPages(2, `Livrable ${String(index)}`);
    const key = newCampaignDocumentKey(campaignId, 'pdf');
    await storage.put(key, content, 'application/pdf');
    const [row] = await db
      .insert(documents)
      .values({
        campaignId,
        category: 'deliverable',
        name: `livrable-${String(index)}.pdf`,
        extension: 'pdf',
        size: content.length,
        mediaType: 'application/pdf',
        contentHash: createHash('sha256').update(content).digest('hex'),
        s3Path: key,
      })
      .returning();
    if (!row) throw new Error('The document was not inserted.');
    rows.push(row);
  }
  return rows;
}
