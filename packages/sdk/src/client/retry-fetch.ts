/** Methods that change nothing on the server, so that sending them twice is harmless. */
const RETRIED_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Answers that say "try again" (spec section 7): timeout, conflict, too early, rate limit, 5xx. */
const RETRIED_STATUSES = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

type Fetch = (request: Request) => Promise<Response>;

/**
 * Wraps fetch so that a non-mutating request is sent a second time, once, when the first answer
 * has a transient status. Mutating requests are never resent: the first one may have taken effect.
 */
export function withRetryOnce(fetch: Fetch): Fetch {
  return async (request) => {
    if (!RETRIED_METHODS.has(request.method)) return fetch(request);
    const first = await fetch(request.clone());
    if (!RETRIED_STATUSES.has(first.status)) return first;
    // The first answer is dropped without waiting: cancelling a body can wait for the whole stream
    // (MSW's mocked responses never settle it), and nobody reads it.
    first.body?.cancel().catch(() => undefined);
    return fetch(request);
  };
}
