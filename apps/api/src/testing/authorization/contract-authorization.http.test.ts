import { describe, expect, it } from 'vitest';
import { loadContract } from '../../http/contract/contract.js';
import type { OperationId } from '../../http/operation-handler.js';
import { callAsEveryCaller } from '../contract-requests/call-as-callers.js';
import { CALLERS, type Caller } from '../contract-requests/fixture-world.js';
import type { Answer } from '../contract-requests/send-request.js';
import { useFixtureWorld } from '../contract-requests/use-fixture-world.js';
import { EXPECTED_STATUSES, type ExpectedRow } from './expected-statuses.js';

const operations = loadContract().operations;

/** A row as the table writes it, to compare and to paste. */
function rowOf(answers: Record<Caller, Answer>): number[] {
  return CALLERS.map((caller) => answers[caller].status);
}

/** What each caller got, with the problem's code: what a reader needs to judge a failing row. */
function describeAnswers(operationId: string, answers: Record<Caller, Answer>): string {
  const details = CALLERS.map((caller) => {
    const { status, text } = answers[caller];
    const code = /"code":"([^"]+)"/.exec(text)?.[1];
    return `${caller} ${String(status)}${code === undefined ? '' : ` ${code}`}`;
  });
  return `${operationId}: [${rowOf(answers).join(', ')}] (${details.join(', ')})`;
}

/**
 * Issue 17's authorization table: every operation of the contract, called with a valid request
 * about the campaign under test by each of the eight callers, answers the status written in
 * expected-statuses.ts. Operations that change data act on fresh resources (see call-as-callers.ts),
 * so the rows do not depend on each other.
 */
describe('the authorization table of every operation of the contract', () => {
  const fixture = useFixtureWorld();

  it('has a row for each operation of the contract, and none for an operation it no longer has', () => {
    const inContract = new Set<string>(operations.map((operation) => operation.operationId));
    const inTable = Object.keys(EXPECTED_STATUSES);
    expect({
      withoutRow: [...inContract].filter((id) => !inTable.includes(id)).sort(),
      notInContract: inTable.filter((id) => !inContract.has(id)).sort(),
    }).toEqual({ withoutRow: [], notInContract: [] });
  });

  it.each(operations.map((operation) => [operation.operationId, operation] as const))(
    '%s',
    async (operationId: OperationId, operation) => {
      const expected: ExpectedRow | undefined = EXPECTED_STATUSES[operationId];
      const answers = await callAsEveryCaller(operation, fixture.world, fixture.shared);
      expect(rowOf(answers), describeAnswers(operationId, answers)).toEqual(expected);
    },
  );
});
