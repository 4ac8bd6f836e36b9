import { requestMessages } from '@chaussee/validation';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, type ErrorCode } from '../errors/app-error.js';
import { appErrorProblem, problemOf, sendAppError, sendProblem } from './problem.js';
import { ContractBreach } from './send-result.js';

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
 * client errors (body too large, malformed JSON, wrong media type) map to a stable code; anything
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
