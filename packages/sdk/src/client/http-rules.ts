import type { Middleware } from 'openapi-fetch';
import { apiErrorFromResponse, emptyResponseError, type ApiError } from './api-error.js';

/**
 * The cross-cutting HTTP rules of spec section 7 as openapi-fetch middleware. Every call of the
 * typed client and of the generated hooks passes through them (see create-client.ts); retries live
 * in retry-fetch.ts because they must resend the request.
 */

/** Returns the current access token, or nothing when the user is signed out. */
export type TokenGetter = () => string | null | undefined | Promise<string | null | undefined>;

/** Called when an authenticated call is answered 401, before the call rejects. */
export type UnauthorizedHandler = (error: ApiError) => void;

const MERGE_PATCH = 'application/merge-patch+json';
const JSON_LD = 'application/ld+json';
const JSON_TYPE = 'application/json';
/** Answers that never carry a body, whatever the operation. */
const STATUSES_WITHOUT_BODY = new Set([204, 205, 304]);

/** `Authorization: Bearer <token>` when a token exists; the client adds no header otherwise. */
export function bearerToken(getToken: TokenGetter | undefined): Middleware {
  return {
    async onRequest({ request }) {
      const token = await getToken?.();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
    },
  };
}

/**
 * Accept is ld+json for the hydra-style `/v2/` paths and json otherwise, unless the caller asked
 * for something else (a file download); PATCH bodies are JSON merge patches.
 */
export const contentNegotiation: Middleware = {
  onRequest({ request, schemaPath }) {
    if (!request.headers.has('Accept')) {
      request.headers.set('Accept', schemaPath.startsWith('/v2/') ? JSON_LD : JSON_TYPE);
    }
    if (request.method === 'PATCH') request.headers.set('Content-Type', MERGE_PATCH);
  },
};

/** A POST without a body sends `{}`: the API reads every POST body as a JSON object. */
export const emptyPostBody: Middleware = {
  onRequest({ request }) {
    if (request.method !== 'POST' || request.body !== null) return undefined;
    const headers = new Headers(request.headers);
    headers.set('Content-Type', JSON_TYPE);
    return new Request(request, { body: '{}', headers });
  },
};

function isTextual(contentType: string): boolean {
  return contentType === '' || contentType.includes('json') || contentType.startsWith('text/');
}

async function isMissingBody(request: Request, response: Response): Promise<boolean> {
  if (request.method === 'HEAD' || STATUSES_WITHOUT_BODY.has(response.status)) return false;
  if (response.body === null || response.headers.get('Content-Length') === '0') return true;
  // A file download is trusted to have content; reading it twice would cost its whole size.
  if (!isTextual(response.headers.get('Content-Type') ?? '')) return false;
  return (await response.clone().text()).trim() === '';
}

/**
 * Turns every failure into an {@link ApiError}: error statuses (after the 401 handler has run for
 * authenticated calls) and success answers that came back empty where a body is expected.
 */
export function failuresAsApiErrors(onUnauthorized: UnauthorizedHandler | undefined): Middleware {
  return {
    async onResponse({ request, response }) {
      if (!response.ok) {
        const error = await apiErrorFromResponse(response);
        if (response.status === 401 && request.headers.has('Authorization'))
          onUnauthorized?.(error);
        throw error;
      }
      if (await isMissingBody(request, response)) throw emptyResponseError(response);
      return undefined;
    },
  };
}
