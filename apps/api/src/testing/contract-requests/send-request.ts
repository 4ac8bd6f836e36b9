import type { OperationRequest, QueryValue } from './operation-requests.js';

/** What an operation answered. */
export interface Answer {
  status: number;
  /** The media type of the answer, without parameters (`application/problem+json`). */
  mediaType: string | undefined;
  /** The body as text (empty for none). */
  text: string;
}

/** The URL of a request: the contract's path with its parameters, under /api, and the query. */
function urlOf(baseUrl: string, request: OperationRequest): string {
  const path = request.operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) =>
    encodeURIComponent(request.path[name] ?? ''),
  );
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(request.query)) {
    const values: readonly QueryValue[] = Array.isArray(value) ? value : [value];
    for (const item of values) query.append(name, String(item));
  }
  const search = query.toString();
  return `${baseUrl}/api${path}${search === '' ? '' : `?${search}`}`;
}

/** The body and content type of a request, as fetch takes them. */
function bodyOf(request: OperationRequest): {
  body?: string | FormData;
  headers: Record<string, string>;
} {
  const { body } = request;
  if (!body) return { headers: {} };
  if (body.kind === 'json') {
    return { body: JSON.stringify(body.value), headers: { 'content-type': body.mediaType } };
  }
  const form = new FormData();
  for (const [name, value] of Object.entries(body.fields)) {
    for (const item of typeof value === 'string' ? [value] : value) form.append(name, item);
  }
  for (const file of body.files) {
    form.append(
      file.field,
      new Blob([new Uint8Array(file.data)], { type: file.contentType }),
      file.filename,
    );
  }
  return { body: form, headers: {} };
}

/** Sends a request as built, with `token` as the bearer token (none: anonymous). */
export async function sendRequest(
  baseUrl: string,
  request: OperationRequest,
  token: string | undefined,
): Promise<Answer> {
  const { body, headers } = bodyOf(request);
  const response = await fetch(urlOf(baseUrl, request), {
    method: request.operation.method.toUpperCase(),
    headers: { ...headers, ...(token === undefined ? {} : { authorization: `Bearer ${token}` }) },
    ...(body === undefined ? {} : { body }),
  });
  return {
    status: response.status,
    mediaType: response.headers.get('content-type')?.split(';')[0]?.trim(),
    text: await response.text(),
  };
}
