/** Media types of the files the application stores, by the extension of their key. */
const MEDIA_TYPES: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  csv: 'text/csv; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  json: 'application/json',
  geojson: 'application/geo+json',
  kml: 'application/vnd.google-earth.kml+xml',
  kmz: 'application/vnd.google-earth.kmz',
  zip: 'application/zip',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
};

/**
 * Shown in the browser rather than saved: raster pictures and PDF only. SVG, HTML-like and text
 * files may carry script or be sniffed as such, so they are always downloaded.
 */
const INLINE_EXTENSIONS = new Set(['png', 'jpg', 'jpeg', 'gif', 'webp', 'pdf']);

function extensionOf(key: string): string {
  const name = key.slice(key.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1);
}

/** The Content-Type of a stored file, by its key's extension. */
export function mediaTypeOfKey(key: string): string {
  return MEDIA_TYPES[extensionOf(key)] ?? 'application/octet-stream';
}

/** A quoted-string fallback for old clients: printable ASCII only, no quote or backslash. */
function asciiFallback(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]|["\\]/gu, (character) =>
      /[\u0300-\u036f]/u.test(character) ? '' : '_',
    );
}

/** RFC 8187 value: UTF-8, percent-encoded beyond the attr-chars. */
function extendedValue(name: string): string {
  return encodeURIComponent(name).replace(
    /['()*]/gu,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * The Content-Disposition of a stored file (RFC 6266): `attachment` under `downloadName` when one is
 * given, else inline for pictures and PDF under the key's own name, attachment for the rest.
 */
export function contentDispositionOf(key: string, downloadName?: string): string {
  const inline = downloadName === undefined && INLINE_EXTENSIONS.has(extensionOf(key));
  return namedContentDisposition(downloadName ?? key.slice(key.lastIndexOf('/') + 1), inline);
}

/** The media types shown in the browser rather than saved (see INLINE_EXTENSIONS). */
const INLINE_MEDIA_TYPES = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'application/pdf',
]);

/**
 * The Content-Disposition of a file served under its own name (a campaign document): inline for
 * pictures and PDF, so that the file manager previews them, attachment for the rest.
 */
export function documentContentDisposition(name: string, mediaType: string): string {
  return namedContentDisposition(name, INLINE_MEDIA_TYPES.has(mediaType));
}

function namedContentDisposition(name: string, inline: boolean): string {
  return `${inline ? 'inline' : 'attachment'}; filename="${asciiFallback(name)}"; filename*=UTF-8''${extendedValue(name)}`;
}
