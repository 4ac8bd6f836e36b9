import { createHash } from 'node:crypto';
import type { onSendHookHandler } from 'fastify';

/**
 * The strong entity tag of a JSON representation: the first 132 bits of the SHA-256 of the bytes
 * the contract's serialisation gives, base64url. Two equal answers have equal tags whoever asks
 * and whatever the database did, and different ones differ: a 304 can never hand a caller another
 * caller's (or a stale) body, and nothing has to be stored or invalidated. It is computed before
 * content coding: the brotli, gzip and plain forms of one answer share it (nginx weakens such tags;
 * we keep them strong for `If-Match`, and send no `Accept-Ranges` that would mix their bytes).
 *
 * The resources a client edits as a whole answer a tag of their version instead, which their
 * writes' `If-Match` checks (entity-version.ts); it embeds this hash, so it is strong too.
 */
export function entityTagOf(representation: string | Buffer): string {
  const digest = createHash('sha256').update(representation).digest('base64url');
  return `"${digest.slice(0, 22)}"`;
}

const TAGGED_ANSWER_CACHE = 'private, no-cache';

function opaqueTagOf(tag: string): string {
  return tag.startsWith('W/') ? tag.slice(2) : tag;
}

/**
 * `If-None-Match` against the current tag, with the weak comparison RFC 9110 (section 13.1.2)
 * asks for: a list of tags, `W/` ignored, `*` matching any current representation.
 */
export function isMatchedByIfNoneMatch(header: string | undefined, tag: string): boolean {
  if (header === undefined) return false;
  const current = opaqueTagOf(tag);
  return header
    .split(',')
    .map((candidate) => candidate.trim())
    .some((candidate) => candidate === '*' || opaqueTagOf(candidate) === current);
}

/**
 * An `onSend` hook for the GET operations whose contract documents a 304: a 200 answer gets its
 * `ETag`, and when the request's `If-None-Match` names it the answer becomes a 304 without body
 * (the caller's copy is current). Placed before compression, which then has nothing to do.
 */
export const answerNotModified: onSendHookHandler = (request, reply, payload, done) => {
  if (reply.statusCode !== 200 || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) {
    done(null, payload);
    return;
  }
  // A kept answer comes with its tag (answer-cache.ts), and a versioned resource with the tag of
  // its version (entity-version.ts): the bytes are not hashed again.
  const known = reply.getHeader('etag');
  const tag = typeof known === 'string' ? known : entityTagOf(payload);
  reply.header('etag', tag);
  // Browsers keep the answer (for this user only) and send If-None-Match at every reuse, instead of
  // guessing a freshness; shared caches never store it. An operation's own Cache-Control stays.
  if (!reply.hasHeader('cache-control')) reply.header('cache-control', TAGGED_ANSWER_CACHE);
  if (!isMatchedByIfNoneMatch(request.headers['if-none-match'], tag)) {
    done(null, payload);
    return;
  }
  // A 304 carries the validators, Cache-Control and Vary, not the representation's metadata (RFC
  // 9110, section 15.4.5).
  reply.code(304).removeHeader('content-type').removeHeader('content-length');
  done(null, null);
};
