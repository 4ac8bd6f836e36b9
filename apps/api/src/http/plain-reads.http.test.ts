import { describe, expect, it } from 'vitest';
import { callOf } from '../testing/contract-requests/call-as-callers.js';
import type { Caller } from '../testing/contract-requests/fixture-world.js';
import { scopeFor } from '../testing/contract-requests/operation-requests.js';
import { sendRequest } from '../testing/contract-requests/send-request.js';
import { useFixtureWorld } from '../testing/contract-requests/use-fixture-world.js';
import { loadContract } from './contract/contract.js';

/** Who reads: every kind of session a read may serve differently. */
const READERS: readonly Caller[] = ['superAdmin', 'member', 'customer', 'guest'];

/** The reads that write on purpose, each with why: the only ones allowed to move the generation. */
const READS_THAT_WRITE: ReadonlySet<string> = new Set<string>([
  // A visit of a shared link (its first page, its zip) is recorded: the office sees when and how
  // often its link was opened (download-links.service.ts, recordVisit). Rate limited, never kept.
  'listDownloadLinkFiles',
  'zipDownloadLinkFiles',
]);

/**
 * The net under the answers reused (answer-cache.ts, db/data-generation.ts): a read that writes,
 * or runs in a transaction, or sets a connection's parameter, moves the data generation, so its
 * answer is never kept and every answer the server kept is dropped, for everyone, at each call.
 * The bin's list did (a transaction to set its search path) until it named its tables by their
 * schema. Every read of the contract is sent here as the authorization table sends it, and must
 * leave the generation still.
 */
describe('every read of the contract leaves the data generation still', () => {
  const fixture = useFixtureWorld();

  it('writes nothing for any reader, but the reads that write on purpose', async () => {
    const { world, shared } = fixture;
    const { generation } = world.server.database;
    const reads = loadContract().operations.filter(
      (operation) => operation.method === 'get' && world.isImplemented(operation.operationId),
    );
    const writing = new Set<string>();
    let answered = 0;
    for (const operation of reads) {
      for (const caller of READERS) {
        const scope = scopeFor(operation, world, shared);
        const { request, token } = await callOf(operation.operationId, caller, scope, world);
        // The first read may create what its campaign lacks yet (the map layers of a campaign
        // opened for the first time): its answer is then not kept, and the second read computes
        // it again, which must write nothing.
        await sendRequest(world.server.baseUrl, request, token);
        const before = generation.current();
        const answer = await sendRequest(world.server.baseUrl, request, token);
        if (answer.status === 200) answered += 1;
        if (!generation.isUnchangedSince(before)) writing.add(operation.operationId);
      }
    }
    expect(answered).toBeGreaterThan(200);
    expect([...writing].sort()).toEqual([...READS_THAT_WRITE].sort());
  }, 600_000);
});
