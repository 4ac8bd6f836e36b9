import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { assertGuestMayCall } from '../access/guest-operations.js';
import { AppError } from '../errors/app-error.js';
import { serverDetailOf } from '../errors/database-limits.js';
import type { Contract } from './contract/contract.js';
import { isJsonObject } from './contract/contract-document.js';
import type { ContractOperation } from './contract/contract-operations.js';
import { undecodableQueryViolations } from './contract/query-encoding.js';
import { createRequestValidator, type ValidateRequest } from './contract/request-validation.js';
import type { OperationId, OperationInput, RouteModule } from './operation-handler.js';
import type { RateLimit } from '../rate-limits/rate-limiter.js';
import type { AuditImpersonation, Authenticate, Principal } from './principal.js';
import { auditActorOf, runAsActor } from '../audit/audit-context.js';
import { watchContractBreaches } from './contract-breach-watch.js';
import {
  answerInFlight,
  answerKeyOf,
  expectAnswer,
  keepAnswer,
  noteAnswerHeaders,
  sendKeptAnswer,
  type AnswerReuse,
} from './answer-cache.js';
import { answerNotModified } from './entity-tag.js';
import { receiveBody, type UploadLimits } from './request-body.js';
import { sendResult } from './send-result.js';
import { NO_STREAMED_FILES, type StreamedUploadLimits } from './streamed-upload.js';

export interface ContractRoutesOptions {
  contract: Contract;
  routeModules: readonly RouteModule[];
  authenticate: Authenticate;
  auditImpersonation: AuditImpersonation;
  /** Counts each request against its operation's rate limits (none when absent: framework tests). */
  rateLimit: RateLimit | undefined;
  /** Takes the secrets out of a URL (the audited path of a token link). */
  redactSecrets: (url: string) => string;
  uploadLimits: UploadLimits;
  /** The limits of the uploads read as streams (the campaign documents); small ones by default. */
  streamedUploadLimits?: StreamedUploadLimits;
  /** Tests: every answer is checked against the contract and each breach reported here. */
  onContractBreach: ((breach: string) => void) | undefined;
  /** The answers reused while the data holds still (answer-cache.ts); none when absent. */
  answerReuse?: AnswerReuse | undefined;
}

/** `/users/{id}` -> `/users/:id`, `/{product}-versions` -> `/:product-versions` (find-my-way). */
export function fastifyPathOf(contractPath: string): string {
  return contractPath.replace(/\{([^}]+)\}/g, ':$1');
}

/** Fastify's parsed params and query, as plain records (they are typed `unknown`). */
function recordOf(value: unknown): Record<string, unknown> {
  return isJsonObject(value) ? { ...value } : {};
}

function bearerTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header === undefined ? null : /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

/**
 * The caller: a secured operation needs a valid bearer token (401 otherwise); a public one ignores
 * a token that is not valid, and still knows the caller when it is.
 */
async function principalOf(
  token: string | undefined,
  operation: ContractOperation,
  authenticate: Authenticate,
): Promise<Principal | undefined> {
  const principal = token === undefined ? undefined : await authenticate(token);
  if (principal === undefined && !operation.isPublic) {
    throw new AppError('unauthenticated', {
      detail: token === undefined ? 'A bearer token is required' : 'Invalid or expired token',
    });
  }
  return principal;
}

/** The operation's handler, from the one module holding it; two modules claiming it is a wiring bug. */
function handlerOf<Id extends OperationId>(
  modules: readonly RouteModule[],
  operationId: Id,
): RouteModule[Id] {
  const owners = modules.filter((module) => module[operationId] !== undefined);
  if (owners.length > 1) throw new Error(`Two route modules handle ${operationId}`);
  return owners[0]?.[operationId];
}

function checkModuleKeys(modules: readonly RouteModule[], contract: Contract): void {
  for (const module of modules) {
    for (const key of Object.keys(module)) {
      if (!contract.operationById(key)) throw new Error(`No contract operation is named ${key}`);
    }
  }
}

/**
 * A streamed upload answered before its body was read to the end (a refusal, a file over its
 * limit): the rest of the body is read and dropped once the answer is sent, so that the client,
 * still sending, finishes and reads the answer instead of waiting on a connection nobody reads.
 */
function drainUnreadBody(request: FastifyRequest, reply: FastifyReply): void {
  reply.raw.once('finish', () => {
    const incoming = request.raw;
    if (incoming.complete) return;
    incoming.unpipe();
    incoming.resume();
  });
}

function registerOperation<Id extends OperationId>(
  app: FastifyInstance,
  operation: ContractOperation & { operationId: Id },
  handler: RouteModule[Id],
  options: ContractRoutesOptions,
): void {
  let validateRequest: ValidateRequest<Id> | undefined;
  const isGet = operation.method === 'get';
  const reuse =
    isGet &&
    operation.responses.has(304) &&
    options.answerReuse?.isReusable(operation.operationId) === true
      ? options.answerReuse
      : undefined;

  const handle = async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    // Before anything else, so that the coverage script sees what is built even without a token.
    if (handler === undefined) {
      throw new AppError('not_implemented', {
        detail: `${operation.operationId} is not implemented yet`,
      });
    }
    // Before the caller is read: an answer computed with roles a write changed meanwhile is not kept.
    const snapshot = reuse?.answers.snapshot();
    const token = bearerTokenOf(request);
    const principal = await principalOf(token, operation, options.authenticate);
    // A share link reads its campaign's dashboard and map only: one allow-list, before the body.
    assertGuestMayCall(principal, operation);
    // A user's own reads only: a guest's link expires by the clock, and an impersonated request
    // is audited each time.
    if (
      reuse &&
      snapshot !== undefined &&
      token !== undefined &&
      principal?.impersonatorId === null &&
      typeof principal.user.invitedBy !== 'string'
    ) {
      const key = answerKeyOf(request, token);
      const kept = reuse.answers.get(key) ?? (await answerInFlight(reuse, key, snapshot));
      if (kept) return sendKeptAnswer(reply, kept);
      expectAnswer(reuse, request, reply, key, snapshot);
    }
    const received = await receiveBody(
      request,
      operation,
      options.uploadLimits,
      options.streamedUploadLimits ?? {
        ...options.uploadLimits,
        requestBytes: options.uploadLimits.fileBytes,
      },
    );
    if (received.streamedFiles !== NO_STREAMED_FILES) drainUnreadBody(request, reply);
    validateRequest ??= createRequestValidator<Id>(operation, options.contract.validators);
    const validation = validateRequest({
      params: recordOf(request.params),
      query: recordOf(request.query),
      body: received.body,
      bodyKind: received.kind,
    });
    const undecodable = undecodableQueryViolations(request.url);
    if (!validation.valid || undecodable.length > 0) {
      const violations = [...undecodable, ...(validation.valid ? [] : validation.violations)];
      throw new AppError('validation_failed', { violations, detail: serverDetailOf(violations) });
    }
    const input: OperationInput<Id> = {
      operationId: operation.operationId,
      ...validation.request,
      files: received.files,
      streamedFiles: received.streamedFiles,
      principal,
      requestId: request.id,
      ip: request.ip,
      headers: request.headers,
      log: request.log,
    };
    // After validation, so that a rule can count per target (an address, a token) of the body.
    await options.rateLimit?.(input);
    if (principal?.impersonatorId != null) {
      await options.auditImpersonation({
        impersonatorId: principal.impersonatorId,
        userId: principal.user.id,
        method: request.method,
        // The audit is read by administrators: a link's token is not theirs to see.
        path: options.redactSecrets(request.url.split('?')[0] ?? request.url),
        requestId: request.id,
      });
    }
    // Every write of a changing operation is recorded with its author (src/audit): reads are not,
    // even those that fill a cache row on their way (a map's first layers).
    const result =
      principal && !isGet
        ? await runAsActor(auditActorOf(principal, operation.operationId, request.id), () =>
            handler(input),
          )
        : await handler(input);
    if (reuse) noteAnswerHeaders(request, result.headers);
    return sendResult(reply, operation, result, {
      contract: options.contract,
      checkResponses: options.onContractBreach !== undefined,
    });
  };

  const { contract, onContractBreach } = options;
  // In this order, before the compression the `/api` context adds: the watch reads the body as
  // the handler gave it, and a 304 leaves nothing to compress.
  const onSend = [
    ...(onContractBreach ? [watchContractBreaches(contract, operation, onContractBreach)] : []),
    ...(reuse ? [keepAnswer(reuse)] : []),
    ...(isGet && operation.responses.has(304) ? [answerNotModified] : []),
  ];
  app.route({
    // HEAD is the GET itself, whose body Node leaves out, rather than Fastify's derived route: its
    // last hook cannot take the 304 without body (If-None-Match applies to HEAD too).
    method: isGet ? ['GET', 'HEAD'] : operation.method.toUpperCase(),
    ...(isGet && { exposeHeadRoute: false }),
    url: fastifyPathOf(operation.path),
    handler: handle,
    onSend,
  });
}

/**
 * Registers every operation of the contract (under the prefix of `app`, `/api`), each answered by
 * its route module's handler, or 501 `not_implemented` while none exists.
 */
export function registerContractRoutes(app: FastifyInstance, options: ContractRoutesOptions): void {
  checkModuleKeys(options.routeModules, options.contract);
  for (const operation of options.contract.operations) {
    registerOperation(
      app,
      operation,
      handlerOf(options.routeModules, operation.operationId),
      options,
    );
  }
}
