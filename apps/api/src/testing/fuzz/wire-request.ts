import type { OperationRequest, QueryValue } from '../contract-requests/operation-requests.js';
import type { Text } from './malformed-values.js';

/** A request as it goes on the wire: the target already percent-encoded, the body as bytes. */
export interface RawRequest {
  method: string;
  /** Path and query under `/api`, percent-encoded as sent (`/cores/…?force=true`). */
  target: string;
  headers: Record<string, string>;
  body?: Uint8Array;
}

function encode(text: Text): string {
  return typeof text === 'string' ? encodeURIComponent(text) : text.raw;
}

export const utf8 = new TextEncoder();

/** Builds the target of a request from its parameters, each value already chosen. */
export function targetOf(
  path: string,
  pathValues: Readonly<Record<string, Text>>,
  query: readonly (readonly [Text, Text])[],
): string {
  const filled = path.replace(/\{([^}]+)\}/g, (_match, name: string) =>
    encode(pathValues[name] ?? ''),
  );
  const search = query.map(([name, value]) => `${encode(name)}=${encode(value)}`).join('&');
  return `/api${filled}${search === '' ? '' : `?${search}`}`;
}

export function queryPairs(query: Readonly<Record<string, QueryValue>>): [string, string][] {
  return Object.entries(query).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value]).map((item): [string, string] => [name, String(item)]),
  );
}

/** The valid body of the request as bytes, with its content type. */
export function encodedBody(base: OperationRequest): {
  body?: Uint8Array;
  headers: Record<string, string>;
} {
  const { body } = base;
  if (!body) return { headers: {} };
  if (body.kind === 'json') {
    return {
      body: utf8.encode(JSON.stringify(body.value)),
      headers: { 'content-type': body.mediaType },
    };
  }
  const parts = multipartParts(base);
  return multipart(parts, BOUNDARY);
}

export const BOUNDARY = 'ChausseeFuzzBoundary';

export interface Part {
  name: string;
  filename?: string;
  contentType?: string;
  data: Uint8Array;
}

export function multipartParts(base: OperationRequest): Part[] {
  const body = base.body;
  if (body?.kind !== 'multipart') return [];
  return [
    ...Object.entries(body.fields).flatMap(([name, value]) =>
      (typeof value === 'string' ? [value] : value).map((item) => ({
        name,
        data: utf8.encode(item),
      })),
    ),
    ...body.files.map((file) => ({
      name: file.field,
      filename: file.filename,
      contentType: file.contentType,
      data: new Uint8Array(file.data),
    })),
  ];
}

/** A multipart/form-data body written by hand, so that its variants can break it. */
export function multipart(
  parts: readonly Part[],
  boundary: string,
): { body: Uint8Array; headers: Record<string, string> } {
  const chunks: Uint8Array[] = [];
  for (const part of parts) {
    const disposition =
      `form-data; name="${part.name}"` +
      (part.filename === undefined ? '' : `; filename="${part.filename}"`);
    const head =
      `--${boundary}\r\nContent-Disposition: ${disposition}\r\n` +
      (part.contentType === undefined ? '' : `Content-Type: ${part.contentType}\r\n`) +
      '\r\n';
    chunks.push(utf8.encode(head), part.data, utf8.encode('\r\n'));
  }
  chunks.push(utf8.encode(`--${boundary}--\r\n`));
  return {
    body: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
