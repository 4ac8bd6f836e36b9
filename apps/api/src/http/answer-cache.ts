import type { FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import type { DataGeneration } from '../db/data-generation.js';
import { createGenerationCache, type GenerationCache } from '../db/generation-cache.js';
import { createAnswerFlights, type AnswerFlights } from './answer-flights.js';
import { entityTagOf } from './entity-tag.js';

/** A JSON answer of a read operation, kept to be sent again as it was. */
export interface KeptAnswer {
  /**
   * Its bytes, encoded once: a string would be encoded again at every send, and measured again for
   * its length (about 180 µs each time for the 200-core page, whose accented text holds it as
   * two bytes a character in memory).
   */
  payload: Buffer;
  contentType: string;
  /** Its entity tag, computed once. */
  tag: string;
  /** The headers the handler gave (Cache-Control, Content-Disposition…). */
  headers: Readonly<Record<string, string>> | undefined;
}

/**
 * Which answers are reused, and where they are kept. An answer is reused for the same bearer
 * token, URL and host while the data's generation holds still (db/data-generation.ts): the same
 * caller asking the same thing of the same data gets the same bytes, and a different token, a
 * write anywhere or `ttlMs` passing computes it again. See registerOperation in contract-routes.ts
 * for the order of checks (the token is checked before any reuse).
 */
export interface AnswerReuse {
  answers: GenerationCache<KeptAnswer>;
  /** The answers being computed, which a second caller of the same one does not compute again. */
  flights: AnswerFlights<KeptAnswer>;
  /** The read operations whose answers may be kept (GET, documented 304, no rate limit). */
  isReusable(operationId: string): boolean;
}

interface PendingAnswer {
  key: string;
  snapshot: number;
  headers: Readonly<Record<string, string>> | undefined;
  /** Ends its flight (answer-flights.ts), once it is kept or known not to be. */
  land: () => void;
}

/**
 * How long an answer is reused with no write: what it reads from the clock moves on its own. Once
 * more as long, it is handed to the callers that come while it is computed again (see
 * answer-flights.ts).
 */
const ANSWER_REUSE_MS = 2_000;

const pendingAnswers = new WeakMap<FastifyRequest, PendingAnswer>();

/** Everything an answer may depend on besides the data: the caller's token, the URL, the host. */
export function answerKeyOf(request: FastifyRequest, bearerToken: string): string {
  const {
    host = '',
    'x-forwarded-host': forwardedHost = '',
    'x-forwarded-proto': proto = '',
  } = request.headers;
  return [bearerToken, request.url, host, String(forwardedHost), String(proto)].join('\n');
}

/** Sends a kept answer: status, the handler's headers, tag and bytes as the first time. */
export function sendKeptAnswer(reply: FastifyReply, kept: KeptAnswer): FastifyReply {
  reply.code(200);
  if (kept.headers) reply.headers(kept.headers);
  reply.header('etag', kept.tag);
  return reply.type(kept.contentType).send(kept.payload);
}

/**
 * The answer of `key` for a caller that found none kept, if its computation is under way from the
 * data of `snapshot` (answer-flights.ts): the answer that computation replaces if there is one,
 * else the new one once computed and kept; undefined when none is under way or it was not kept.
 */
export async function answerInFlight(
  reuse: AnswerReuse,
  key: string,
  snapshot: number,
): Promise<KeptAnswer | undefined> {
  const flight = reuse.flights.underWay(key, snapshot);
  if (flight === undefined) return undefined;
  if (flight.replaced) return flight.replaced;
  await flight.landed;
  return reuse.answers.get(key);
}

/**
 * Marks the answer being computed for `request` as one to keep once sent (see keepAnswer), and as
 * under way for the callers of the same answer meanwhile, with the answer it replaces (its reuse
 * time just ended). Its flight ends when keepAnswer has kept it or refused it, or else when the
 * answer is closed (an aborted request): waiters never hang on it.
 */
export function expectAnswer(
  reuse: AnswerReuse,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  snapshot: number,
): void {
  const land = reuse.flights.depart(key, snapshot, reuse.answers.expired(key, ANSWER_REUSE_MS));
  reply.raw.once('close', land);
  pendingAnswers.set(request, { key, snapshot, headers: undefined, land });
}

/** Tells the pending answer of `request` which headers its handler gave. */
export function noteAnswerHeaders(
  request: FastifyRequest,
  headers: Readonly<Record<string, string>> | undefined,
): void {
  const pending = pendingAnswers.get(request);
  if (pending) pending.headers = headers;
}

function isStorable(headers: Readonly<Record<string, string>> | undefined): boolean {
  const cacheControl = headers?.['cache-control'] ?? '';
  return !/\bno-store\b/i.test(cacheControl);
}

/**
 * An `onSend` hook keeping a 200 JSON answer that `expectAnswer` marked, with its entity tag (set
 * on the reply here, so that answerNotModified does not hash the bytes again). The cache refuses
 * it if anything was written since the request began.
 */
export function keepAnswer(reuse: AnswerReuse): onSendHookHandler {
  return (request, reply, payload, done) => {
    const pending = pendingAnswers.get(request);
    if (pending === undefined) {
      done(null, payload);
      return;
    }
    pendingAnswers.delete(request);
    if (reply.statusCode !== 200 || typeof payload !== 'string' || !isStorable(pending.headers)) {
      pending.land();
      done(null, payload);
      return;
    }
    // A versioned resource's answer comes with its own tag (send-result.ts), which If-Match reads.
    const known = reply.getHeader('etag');
    const tag = typeof known === 'string' ? known : entityTagOf(payload);
    reply.header('etag', tag);
    const contentType = reply.getHeader('content-type');
    const bytes = Buffer.from(payload);
    reuse.answers.keep(
      pending.key,
      {
        payload: bytes,
        contentType: typeof contentType === 'string' ? contentType : 'application/json',
        tag,
        headers: pending.headers,
      },
      pending.snapshot,
    );
    pending.land();
    // Sent as the bytes kept: encoded once for this answer too.
    done(null, bytes);
  };
}

/** `ANSWER_CACHE` applied to the database in use (see config.ts). */
export function isAnswerReuseOn(
  choice: 'auto' | 'on' | 'off',
  kind: 'pglite' | 'postgres',
): boolean {
  return choice === 'on' || (choice === 'auto' && kind === 'pglite');
}

/** The answers kept at most, in bytes of JSON (the oldest go first). */
const ANSWER_REUSE_BYTES = 64 * 1024 * 1024;

/**
 * The answers reused on `generation`, for the operations `isReusable` names; their age measured
 * with `now` (the application's clock, which tests move).
 */
export function createAnswerReuse(
  generation: DataGeneration,
  isReusable: (operationId: string) => boolean,
  now: () => number,
): AnswerReuse {
  return {
    answers: createGenerationCache<KeptAnswer>({
      generation,
      maxEntries: 10_000,
      maxBytes: ANSWER_REUSE_BYTES,
      sizeOf: (answer) => answer.payload.length,
      ttlMs: ANSWER_REUSE_MS,
      now,
    }),
    flights: createAnswerFlights<KeptAnswer>(),
    isReusable,
  };
}
