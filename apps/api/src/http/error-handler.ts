import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { requestMessages } from '@chaussee/validation';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, type ErrorCode } from '../errors/app-error.js';
import { isDatabaseUnavailable } from '../errors/database-unavailable.js';
import { appErrorProblem, problemOf, sendAppError, sendProblem } from './problem.js';
import { ContractBreach } from './send-result.js';

/** What a 503 for an unreachable database tells the client to wait before retrying. */
const DATABASE_RETRY_SECONDS = 5;

/** Fastify's and its plugins' own refusals, by their error code. */
const FRAMEWORK_ERROR_CODES: Readonly<Record<string, ErrorCode>> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_REQ_FILE_TOO_LARGE: 'payload_too_large',
  FST_PARTS_LIMIT: 'payload_too_large',
  FST_FILES_LIMIT: 'payload_too_large',
  FST_FIELDS_LIMIT: 'payload_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'bad_request',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'bad_request',
  FST_ERR_CTP_INVALID_JSON_BODY: 'bad_request',
  FST_PROTO_VIOLATION: 'bad_request',
};

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && 'code' in error && typeof error.code === 'string';
}

/** The stable code of a framework error, or undefined for an unexpected one (a 500). */
function codeOfFrameworkError(error: FastifyError): ErrorCode | undefined {
  const known = FRAMEWORK_ERROR_CODES[error.code];
  if (known) return known;
  // Other client errors of Fastify (a malformed JSON body has a SyntaxError with statusCode 400).
  const status = error.statusCode ?? 500;
  if (status === 404) return 'not_found';
  if (status >= 400 && status < 500) return 'bad_request';
  return undefined;
}

/**
 * Every error becomes the contract's problem body. AppErrors carry their code; Fastify's own
 * client errors (body too large, malformed JSON, wrong media type) map to a stable code; a
 * database that cannot be reached is a 503 `database_unavailable` with Retry-After; anything
 * else is a 500 `internal_error` that says nothing of the cause, which is logged with the request id.
 */
export function registerErrorHandler(
  app: FastifyInstance,
  { explainContractBreaches }: { explainContractBreaches: boolean },
): void {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof AppError) return sendAppError(reply, error);
    const code = isFastifyError(error) ? codeOfFrameworkError(error) : undefined;
    if (code !== undefined && isFastifyError(error)) {
      request.log.info({ err: error }, 'request refused by the framework');
      return sendProblem(reply, appErrorProblem(code, error.message));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', String(DATABASE_RETRY_SECONDS));
      return sendProblem(
        reply,
        appErrorProblem('database_unavailable', 'The database cannot be reached for now'),
      );
    }
    request.log.error({ err: error }, 'unexpected error');
    // Tests name the breach in the answer, so that the failing call says what is wrong.
    const detail =
      explainContractBreaches && error instanceof ContractBreach ? error.message : undefined;
    return sendProblem(reply, problemOf({ status: 500, code: 'internal_error', detail }));
  });
}

/**
 * The router's own refusals (Fastify's `frameworkErrors`), before any route: a path parameter over
 * `maxParamLength` (414) or a path that does not decode (400). Fastify's default answer is its own
 * JSON quoting the whole path back; ours is the problem body, in French, quoting nothing.
 */
export function answerRouterError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  request.log.info({ code: error.code }, 'request refused by the router');
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    sendAppError(reply, new AppError('uri_too_long', { detail: requestMessages.uriTooLong }));
  } else if (error.code === 'FST_ERR_BAD_URL') {
    sendAppError(reply, new AppError('bad_request', { detail: requestMessages.badUrl }));
  } else {
    sendProblem(reply, problemOf({ status: 500, code: 'internal_error' }));
  }
}

/**
 * What Node's HTTP parser refuses before Fastify sees a request, by the parser's error code: a
 * request line and headers over 16 kB (a 100,000-character address) is a 431, a malformed request
 * a 400, a request too slow to arrive a 408. Anything else closes the connection unanswered.
 */
const CLIENT_ERROR_ANSWERS: Readonly<
  Record<string, { status: 400 | 408 | 431; code: ErrorCode; detail: string }>
> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    code: 'request_too_large',
    detail: requestMessages.headersTooLarge,
  },
  HPE_INVALID_METHOD: { status: 400, code: 'bad_request', detail: requestMessages.badRequestLine },
  HPE_INVALID_URL: { status: 400, code: 'bad_request', detail: requestMessages.badRequestLine },
  HPE_INVALID_HEADER_TOKEN: {
    status: 400,
    code: 'bad_request',
    detail: requestMessages.badRequestLine,
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    code: 'request_timeout',
    detail: requestMessages.timeout,
  },
};

/**
 * Fastify's `clientErrorHandler`: the parser's refusals above answered as problem+json in French,
 * written on the socket (there is no request object yet), never echoing the request; instead of
 * Fastify's default `application/json` body.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  const answer = error.code === undefined ? undefined : CLIENT_ERROR_ANSWERS[error.code];
  if (answer === undefined || !socket.writable) {
    socket.destroy();
    return;
  }
  const body = JSON.stringify(problemOf(answer));
  socket.end(
    [
      `HTTP/1.1 ${String(answer.status)} ${STATUS_CODES[answer.status] ?? 'Error'}`,
      'Content-Type: application/problem+json; charset=utf-8',
      `Content-Length: ${String(Buffer.byteLength(body))}`,
      'Connection: close',
      '',
      body,
    ].join('\r\n'),
  );
}
