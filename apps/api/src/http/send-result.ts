import type { FastifyReply } from 'fastify';
import type { Contract } from './contract/contract.js';
import type { ContractOperation } from './contract/contract-operations.js';
import type { HandlerResult } from './operation-handler.js';
import { versionTagOf } from './entity-version.js';
import { SerializedJson } from './serialized-json.js';

function isJsonMediaType(mediaType: string): boolean {
  return mediaType === 'application/json' || mediaType.endsWith('+json');
}

/** The handler broke the contract: a bug of ours, answered as a 500 and logged. */
export class ContractBreach extends Error {
  constructor(operation: ContractOperation, problems: readonly string[]) {
    super(
      `The answer of ${operation.operationId} does not match the contract: ${problems.join('; ')}`,
    );
    this.name = 'ContractBreach';
  }
}

export interface SendOptions {
  contract: Contract;
  /** Tests: check every body against the contract (a breach becomes a 500 naming it). */
  checkResponses: boolean;
}

/**
 * Sends a handler's result through the contract: the status must be documented, JSON bodies are
 * projected on the response schema of their status and media type (no undeclared field leaves the
 * server), binary bodies pass through with their media type.
 */
export function sendResult(
  reply: FastifyReply,
  operation: ContractOperation,
  result: HandlerResult,
  { contract, checkResponses }: SendOptions,
): FastifyReply {
  const contents = operation.responses.get(result.status);
  if (!contents) {
    throw new ContractBreach(operation, [`status ${String(result.status)} is not documented`]);
  }
  reply.code(result.status);
  if (result.headers) reply.headers(result.headers);
  const content =
    result.contentType === undefined
      ? contents[0]
      : contents.find(({ mediaType }) => mediaType === result.contentType);
  if (result.body === undefined || content === undefined) {
    if (checkResponses) {
      const problems = contract.checkResponse(operation, {
        status: result.status,
        mediaType: undefined,
        body: undefined,
      });
      if (problems.length > 0) throw new ContractBreach(operation, problems);
    }
    return reply.send();
  }
  const { mediaType, schemaPointer } = content;
  if (!isJsonMediaType(mediaType)) {
    if (mediaType !== '*/*' || !reply.hasHeader('content-type')) {
      reply.type(mediaType === '*/*' ? 'application/octet-stream' : mediaType);
    }
    return reply.send(result.body);
  }
  if (result.body instanceof SerializedJson) {
    if (checkResponses) {
      const parsed: unknown = JSON.parse(result.body.text);
      const problems = [
        ...contract.checkResponse(operation, { status: result.status, mediaType, body: parsed }),
      ];
      // Nothing is projected away from a serialized body: a key the schema lacks is a breach.
      const projected =
        schemaPointer === undefined ? parsed : contract.project(parsed, schemaPointer);
      if (JSON.stringify(projected) !== JSON.stringify(parsed)) {
        problems.push('the serialized body has members the contract does not declare');
      }
      if (problems.length > 0) throw new ContractBreach(operation, problems);
    }
    tagVersion(reply, result, result.body.text);
    return reply.type(mediaType).send(result.body.text);
  }
  const body =
    schemaPointer === undefined ? result.body : contract.project(result.body, schemaPointer);
  if (checkResponses) {
    const problems = contract.checkResponse(operation, { status: result.status, mediaType, body });
    if (problems.length > 0) throw new ContractBreach(operation, problems);
  }
  const text = JSON.stringify(body);
  tagVersion(reply, result, text);
  return reply.type(mediaType).send(text);
}

/**
 * The `ETag` of a versioned resource's answer, read or write: the one its next write sends in
 * `If-Match`. The GET hooks (entity-tag.ts, answer-cache.ts) keep it instead of a hash of the body.
 */
function tagVersion(reply: FastifyReply, result: HandlerResult, text: string): void {
  if (result.version !== undefined) reply.header('etag', versionTagOf(result.version, text));
}
