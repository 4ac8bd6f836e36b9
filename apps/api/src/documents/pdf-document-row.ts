import { createHash } from 'node:crypto';
import type { NewDocumentRow } from './document.repository.js';

/** What a PDF the server made (a report, a merge, a split) needs to become a campaign document. */
export interface MadePdf {
  campaignId: string;
  folderId: string | null;
  category: NewDocumentRow['category'];
  name: string;
  title: string;
  bytes: Buffer;
  /** Where the bytes were stored (storage/campaign-document-key.ts). */
  key: string;
  uploadedById: string;
  at: Date;
}

/** The document row of a PDF the server made and stored: its size, hash and media type. */
export function pdfDocumentRow(pdf: MadePdf): NewDocumentRow {
  return {
    campaignId: pdf.campaignId,
    folderId: pdf.folderId,
    category: pdf.category,
    requiredDocumentId: null,
    name: pdf.name,
    title: pdf.title,
    extension: 'pdf',
    size: pdf.bytes.length,
    mediaType: 'application/pdf',
    contentHash: createHash('sha256').update(pdf.bytes).digest('hex'),
    s3Path: pdf.key,
    uploadedById: pdf.uploadedById,
    createdAt: pdf.at,
    updatedAt: pdf.at,
  };
}
