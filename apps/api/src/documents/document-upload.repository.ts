import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { documentUploads } from '../db/schema.js';

export type DocumentUploadRow = typeof documentUploads.$inferSelect;
export type NewDocumentUploadRow = typeof documentUploads.$inferInsert;

/**
 * The SQL of the uploads not recorded yet (document_uploads): what the server measured of each
 * stored file until POST /documents records it.
 */
export function createDocumentUploadRepository(db: Db) {
  return {
    async insertMany(values: readonly NewDocumentUploadRow[]): Promise<void> {
      if (values.length === 0) return;
      await db.insert(documentUploads).values([...values]);
    },

    /** The uploads of these keys made for this campaign by this user, still unrecorded. */
    async findOwn(
      campaignId: string,
      uploadedById: string,
      keys: readonly string[],
    ): Promise<DocumentUploadRow[]> {
      if (keys.length === 0) return [];
      return db
        .select()
        .from(documentUploads)
        .where(
          and(
            eq(documentUploads.campaignId, campaignId),
            eq(documentUploads.uploadedById, uploadedById),
            inArray(documentUploads.storageKey, [...new Set(keys)]),
          ),
        );
    },

    /**
     * Takes these uploads out of the table (the documents recording them are written in the same
     * transaction) and answers those it took: of two requests recording one file, one only gets it.
     */
    async take(keys: readonly string[]): Promise<DocumentUploadRow[]> {
      if (keys.length === 0) return [];
      return db
        .delete(documentUploads)
        .where(inArray(documentUploads.storageKey, [...new Set(keys)]))
        .returning();
    },

    /** An upload of the user's own, still unrecorded (to read it back before recording it). */
    async findOfUploader(
      key: string,
      uploadedById: string,
    ): Promise<DocumentUploadRow | undefined> {
      const [row] = await db
        .select()
        .from(documentUploads)
        .where(
          and(eq(documentUploads.storageKey, key), eq(documentUploads.uploadedById, uploadedById)),
        );
      return row;
    },
  };
}
