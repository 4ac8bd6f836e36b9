import { getFile, zipFiles, type Document } from '@chaussee/sdk/react';
import { fileNameOf, saveBlob } from '../../shared/files/save-blob.js';

/**
 * A stored file's content (GET /files/{path}): the call carries the session's token, which a plain
 * link cannot, so the file comes through the client. The path is one URL segment (`/` as `%2F`).
 */
export async function fetchDocumentFile(
  file: Pick<Document, 's3Path'>,
  signal?: AbortSignal,
): Promise<{ blob: Blob; headers: Headers }> {
  const answer = await getFile(encodeURIComponent(file.s3Path), { signal: signal ?? null });
  return { blob: answer.data, headers: answer.headers };
}

/** Downloads one document under its file name. */
export async function downloadDocument(file: Pick<Document, 's3Path' | 'name'>): Promise<void> {
  const { blob, headers } = await fetchDocumentFile(file);
  saveBlob(blob, fileNameOf(headers, file.name));
}

/** Downloads documents of one campaign as one zip (POST /files/zip), named as the server says. */
export async function downloadZip(
  campaign: { id: string; name: string },
  files: readonly Pick<Document, 's3Path'>[],
): Promise<void> {
  const answer = await zipFiles({
    campaignId: campaign.id,
    documentPaths: files.map((file) => file.s3Path),
  });
  saveBlob(answer.data, fileNameOf(answer.headers, `${campaign.name}.zip`));
}
