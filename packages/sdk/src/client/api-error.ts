import type { components } from '../generated/openapi-typescript/schema.js';

/** The error body of every 4xx and 5xx answer (RFC 9457), as the contract defines it. */
export type Problem = components['schemas']['Problem'];

/**
 * Codes the client gives to failures that bring no problem body of their own, so that callers
 * can still pick the French sentence by `code` as they do for the server's codes.
 */
export const clientErrorCodes = {
  /** A success answer without the body the operation promises (spec section 8). */
  emptyResponse: 'empty_response',
  /** An error answer whose body is not a problem document (a proxy page, plain text…). */
  unexpectedResponse: 'unexpected_response',
  /**
   * A 304: the caller sent If-None-Match itself and its copy is current. It has no body, so it
   * is never data; browsers answer their own revalidations with the 200 they kept, so the app
   * never meets it.
   */
  notModified: 'not_modified',
} as const;

/** The one error type of the SDK: every failed call rejects with it, carrying the problem body. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly problem: Problem;

  constructor(problem: Problem) {
    super(problem.detail ?? problem.title);
    this.status = problem.status;
    this.problem = problem;
  }

  /** The stable machine code, from the server's problem or from {@link clientErrorCodes}. */
  get code(): string {
    return this.problem.code;
  }
}

function isProblem(body: unknown): body is Problem {
  if (typeof body !== 'object' || body === null) return false;
  const { type, title, status, code } = body as Record<string, unknown>;
  return (
    typeof type === 'string' &&
    typeof title === 'string' &&
    typeof status === 'number' &&
    typeof code === 'string'
  );
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Builds the error of a non-2xx answer, keeping the server's problem body when it sent one. */
export async function apiErrorFromResponse(response: Response): Promise<ApiError> {
  if (response.status === 304) {
    return new ApiError({
      type: 'about:blank',
      title: 'Not Modified',
      status: 304,
      code: clientErrorCodes.notModified,
      detail: 'The copy named by If-None-Match is current: read it, the answer has no body.',
    });
  }
  const text = await response.text();
  const body = parseJson(text);
  if (isProblem(body)) return new ApiError(body);
  return new ApiError({
    type: 'about:blank',
    title: response.statusText || `HTTP ${response.status}`,
    status: response.status,
    code: clientErrorCodes.unexpectedResponse,
    ...(text ? { detail: text.slice(0, 500) } : {}),
  });
}

/** The error of a success answer that came back empty although the operation returns a body. */
export function emptyResponseError(response: Response): ApiError {
  return new ApiError({
    type: 'about:blank',
    title: 'Empty response',
    status: response.status,
    code: clientErrorCodes.emptyResponse,
    detail: `The answer to ${response.url || 'the request'} has no body.`,
  });
}
