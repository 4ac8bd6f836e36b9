import { getFile, zipFiles, type Document } from '@chaussee/sdk/react';

/**
 * The file name a Content-Disposition header gives (`filename*=UTF-8''…` first, then
 * `filename="…"`), else `fallback`.
 */
export function fileNameOf(headers: Headers, fallback: string): string {
  const disposition = headers.get('Content-Disposition') ?? '';
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/iu.exec(disposition)?.[1];
  if (encoded !== undefined) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A badly encoded name: the plain one, else the fallback.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/iu.exec(disposition)?.[1]?.trim();
  return plain === undefined || plain === '' ? fallback : plain;
}

/** Hands a file the app received to the browser, which saves it under `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started reading the file; the address is freed after the click is handled.
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 0);
}

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
