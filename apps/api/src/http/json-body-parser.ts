import { requestMessages } from '@chaussee/validation';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors/app-error.js';

/** JSON and its structured suffixes the contract uses: merge-patch (PATCH bodies), JSON-LD (/v2). */
const JSON_MEDIA_TYPES = [
  'application/json',
  'application/merge-patch+json',
  'application/ld+json',
];

// `fatal`: bytes that are not UTF-8 are refused, not silently replaced by U+FFFD.
const utf8 = new TextDecoder('utf-8', { fatal: true });

function refused(detail: string): AppError {
  return new AppError('bad_request', { detail });
}

/**
 * The text of a JSON body, or why it cannot be read. Plain `JSON.parse`: a `__proto__` key stays an
 * own property and never becomes a prototype, and the request validation names it (with NUL
 * characters and lone surrogates), so the caller reads what is wrong instead of « not valid JSON ».
 */
function parseJsonBody(body: Buffer): unknown {
  let text: string;
  try {
    text = utf8.decode(body);
  } catch {
    throw refused(requestMessages.invalidUtf8);
  }
  if (text.trim() === '') throw refused(requestMessages.emptyJson);
  try {
    return JSON.parse(text);
  } catch {
    throw refused(requestMessages.invalidJson);
  }
}

/** Replaces Fastify's JSON parser for every JSON media type of the contract. */
export function registerJsonBodyParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(JSON_MEDIA_TYPES, { parseAs: 'buffer' }, (_request, body, done) => {
    try {
      done(null, parseJsonBody(body as Buffer));
    } catch (error) {
      done(error instanceof Error ? error : new Error(String(error)), undefined);
    }
  });
}
