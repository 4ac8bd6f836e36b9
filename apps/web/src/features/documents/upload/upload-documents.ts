import { ApiError, type ChausseeClient } from '@chaussee/sdk';
import { createDocuments, type Document, type DocumentCategory } from '@chaussee/sdk/react';
import { frenchErrorOf } from '../../../shared/api/french-error.js';
import { progressFetch, type UploadProgress } from '../../../shared/files/progress-fetch.js';

/** Where uploaded files go: the campaign, the tab's category, the open folder, a file request. */
export interface UploadTarget {
  campaignId: string;
  category: DocumentCategory;
  folderId: string | null;
  /** The file request the files answer (sending an asked file). */
  requiredDocumentId?: string;
}

/** The contract's pattern of an extension (DocumentCreate.extension), without the dot. */
const EXTENSION = /\.([A-Za-z0-9]{1,16})$/u;

/** A file's extension as the contract records it (`pdf`), or null when its name has none. */
export function extensionOf(fileName: string): string | null {
  return EXTENSION.exec(fileName)?.[1]?.toLowerCase() ?? null;
}

/**
 * First step of an upload (POST /documents/upload, multipart): the file goes to storage and the
 * server answers its path, after checking its type on its content and its size. Progress is
 * reported as the share of the file sent.
 */
export async function uploadDocumentFile(
  client: ChausseeClient,
  file: File,
  target: UploadTarget,
  { onProgress, signal }: { onProgress: UploadProgress; signal: AbortSignal },
): Promise<string> {
  const form = new FormData();
  form.append('campaignId', target.campaignId);
  form.append('category', target.category);
  form.append('file', file);
  const { data } = await client.POST('/documents/upload', {
    // The contract types the part as a string; the real part is the file, sent as multipart.
    body: { file: file.name, campaignId: target.campaignId, category: target.category },
    bodySerializer: () => form,
    fetch: progressFetch(form, onProgress),
    signal,
  });
  return data.path;
}

/** An uploaded file to record: the file and the path its upload answered. */
export interface UploadedDocumentFile {
  file: File;
  path: string;
}

/** The contract allows 100 documents per POST /documents-multiples. */
const DOCUMENTS_PER_REQUEST = 100;

/**
 * Second step: records the uploaded files as documents of the campaign (POST /documents-multiples,
 * all or none per request), titled after their name until someone renames them.
 */
export async function recordDocuments(
  uploaded: readonly UploadedDocumentFile[],
  target: UploadTarget,
): Promise<Document[]> {
  const recorded: Document[] = [];
  for (let start = 0; start < uploaded.length; start += DOCUMENTS_PER_REQUEST) {
    const documents = uploaded
      .slice(start, start + DOCUMENTS_PER_REQUEST)
      .map(({ file, path }) => ({
        campaignId: target.campaignId,
        name: file.name,
        title: null,
        // Files without an extension are refused before they are sent (see checkDocumentFile).
        extension: extensionOf(file.name) ?? '',
        size: file.size,
        category: target.category,
        s3Path: path,
        folderId: target.folderId,
        requiredDocumentId: target.requiredDocumentId ?? null,
      }));
    const { data } = await createDocuments({ documents });
    recorded.push(...data.items);
  }
  return recorded;
}

/**
 * Why the server refused a file, in French: each violation's own sentence (the catalogue's, as
 * the server writes them) when it listed some, else the sentence of its problem.
 */
export function refusalOf(error: unknown): string {
  const violations = error instanceof ApiError ? (error.problem.violations ?? []) : [];
  if (violations.length > 0) return violations.map((violation) => violation.message).join(' ');
  return frenchErrorOf(error);
}
