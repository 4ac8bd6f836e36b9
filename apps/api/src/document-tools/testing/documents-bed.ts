import { createHash } from 'node:crypto';
import { join } from 'node:path';
import type { components } from '@chaussee/sdk';
import { eq } from 'drizzle-orm';
import { startCoresBed, type CoresBed } from '../../cores/testing/cores-bed.js';
import { documents, folders } from '../../db/schema.js';
import type { DocumentRow } from '../../documents/document.repository.js';
import { newCampaignDocumentKey } from '../../storage/campaign-document-key.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { createTestFileStorage } from '../../storage/testing/test-file-storage.js';

type DocumentCategory = components['schemas']['DocumentCategory'];

/** A document to store: its file and what its row says of it. */
interface StoredDocumentInput {
  campaignId: string;
  name: string;
  content: Buffer;
  category?: DocumentCategory;
  title?: string | null;
  folderId?: string | null;
  mediaType?: string;
}

/**
 * The cores bed (demo accounts, campaigns of chosen members) with documents written the way the
 * uploads leave them: the file in the server's own store (local disk under its DATA_DIR), the row
 * in the documents table.
 */
export interface DocumentsBed extends CoresBed {
  /** The server's file store, to read what the tools stored. */
  store: FileStorage;
  storeDocument(input: StoredDocumentInput): Promise<DocumentRow>;
  folder(campaignId: string, name: string): Promise<string>;
  documentsOf(campaignId: string): Promise<DocumentRow[]>;
}

function extensionOf(name: string): string {
  return name.slice(name.lastIndexOf('.') + 1).toLowerCase();
}

export async function startDocumentsBed(): Promise<DocumentsBed> {
  const bed = await startCoresBed();
  const store = createTestFileStorage(join(bed.bed.server.config.dataDir, 'files'));
  return {
    ...bed,
    store,
    async storeDocument({
      campaignId,
      name,
      content,
      category = 'deliverable',
      title = null,
      folderId = null,
      mediaType = 'application/pdf',
    }) {
      const extension = extensionOf(name);
      const key = newCampaignDocumentKey(campaignId, extension);
      await store.put(key, content);
      const [row] = await bed.db
        .insert(documents)
        .values({
          campaignId,
          category,
          name,
          title,
          folderId,
          extension,
          size: content.length,
          mediaType,
          contentHash: createHash('sha256').update(content).digest('hex'),
          s3Path: key,
          uploadedById: await bed.idOf('agencyHead'),
        })
        .returning();
      if (!row) throw new Error('The document was not inserted.');
      return row;
    },
    async folder(campaignId, name) {
      const [row] = await bed.db.insert(folders).values({ campaignId, name }).returning();
      if (!row) throw new Error('The folder was not inserted.');
      return row.id;
    },
    documentsOf: (campaignId) =>
      bed.db.select().from(documents).where(eq(documents.campaignId, campaignId)),
  };
}
