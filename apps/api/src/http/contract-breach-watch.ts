import type { FastifyReply, onSendHookHandler } from 'fastify';
import type { Contract } from './contract/contract.js';
import type { ContractOperation } from './contract/contract-operations.js';

/** Answers of the server itself, not of an operation: no operation documents them. */
const INFRASTRUCTURE_STATUSES = new Set([413, 415, 500, 501, 503]);

function mediaTypeOf(reply: FastifyReply): string | undefined {
  const header = reply.getHeader('content-type');
  return typeof header === 'string' ? (header.split(';')[0]?.trim() ?? undefined) : undefined;
}

function parseJson(payload: unknown): unknown {
  if (typeof payload !== 'string') return undefined;
  try {
    return JSON.parse(payload);
  } catch {
    return undefined;
  }
}

/**
 * Tests: an `onSend` hook that reports every refusal of an operation (status >= 400) the contract
 * does not document, or whose problem body is not valid. Successes are checked as they are sent
 * (see send-result.ts). The answer itself is left as it is, so that the test still sees it.
 */
export function watchContractBreaches(
  contract: Contract,
  operation: ContractOperation,
  onBreach: (breach: string) => void,
): onSendHookHandler {
  return (_request, reply, payload, done) => {
    const status = reply.statusCode;
    if (status >= 400 && !INFRASTRUCTURE_STATUSES.has(status)) {
      const problems = contract.checkResponse(operation, {
        status,
        mediaType: mediaTypeOf(reply),
        body: parseJson(payload),
      });
      for (const problem of problems) onBreach(problem);
    }
    done(null, payload);
  };
}
