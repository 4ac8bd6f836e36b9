import { afterEach, vi } from 'vitest';

/** A file the screen handed to the browser to save. */
export interface SavedFile {
  name: string;
  blob: Blob;
}

/**
 * Records the files the screen saves (an object URL clicked as a download link) instead of letting
 * happy-dom follow the link. Call it in the test; the spies are restored after it.
 */
export function captureSavedFiles(): SavedFile[] {
  const saved: SavedFile[] = [];
  const blobs = new Map<string, Blob>();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((object) => {
    const url = `blob:test/${String(blobs.size + 1)}`;
    if (object instanceof Blob) blobs.set(url, object);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.href);
    if (blob !== undefined) saved.push({ name: this.download, blob });
    else openedLinks.push(this.href);
  });
  return saved;
}

/** The other links the screen clicked while `captureSavedFiles` listened (a pre-signed URL). */
export const openedLinks: string[] = [];

afterEach(() => {
  openedLinks.splice(0);
  vi.restoreAllMocks();
});
