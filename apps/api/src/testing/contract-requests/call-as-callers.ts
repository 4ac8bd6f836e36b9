import type { ContractOperation } from '../../http/contract/contract-operations.js';
import type { OperationId } from '../../http/operation-handler.js';
import { tokenFor } from './caller-tokens.js';
import type { Scope } from './fixture-scope.js';
import { CALLERS, type Caller, type FixtureWorld } from './fixture-world.js';
import { requestFor, scopeFor, type OperationRequest } from './operation-requests.js';
import { sendRequest, type Answer } from './send-request.js';

/** What `caller` sends for a valid call of an operation in `scope`: the request and its token. */
export async function callOf(
  operationId: OperationId,
  caller: Caller,
  scope: Scope,
  world: FixtureWorld,
): Promise<{ request: OperationRequest; token: string | undefined }> {
  const request = await requestFor(operationId, scope, world, caller);
  return { request, token: await tokenFor(caller, scope, world) };
}

/**
 * Calls one operation as each caller, in the order of CALLERS, and answers what each got. An
 * operation that may change data runs on a fresh scope, kept from one caller to the next while
 * they are refused (a refusal changes nothing) and replaced after a success, so that every caller
 * acts on intact resources of its own relation to the campaign.
 */
export async function callAsEveryCaller(
  operation: ContractOperation,
  world: FixtureWorld,
  shared: Scope,
): Promise<Record<Caller, Answer>> {
  const answers: Partial<Record<Caller, Answer>> = {};
  let scope = scopeFor(operation, world, shared);
  for (const caller of CALLERS) {
    const { request, token } = await callOf(operation.operationId, caller, scope, world);
    const answer = await sendRequest(world.server.baseUrl, request, token);
    answers[caller] = answer;
    if (scope.isFresh && answer.status < 400) scope = scopeFor(operation, world, shared);
  }
  return answers as Record<Caller, Answer>;
}
