import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/** A caller's id is kept when it is short and plain (it ends up in logs); otherwise a new one. */
const ACCEPTABLE_ID = /^[\w.:-]{1,128}$/;

/** The request id: the incoming `x-request-id` (a proxy's or the client's), else a fresh UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  const value = Array.isArray(incoming) ? incoming[0] : incoming;
  return value !== undefined && ACCEPTABLE_ID.test(value) ? value : randomUUID();
}

/** Every answer names its request id, so that a user's report leads to the log lines. */
export function registerRequestIdHeader(app: FastifyInstance): void {
  // A callback hook: an async one costs a promise on every request.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
