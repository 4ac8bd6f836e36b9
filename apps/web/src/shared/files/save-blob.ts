/* Saving a file the app received, shared by the features that download (documents, dashboards). */

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
