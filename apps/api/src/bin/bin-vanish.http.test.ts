import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { campaigns, cores, documents } from '../db/schema.js';
import { loadContract } from '../http/contract/contract.js';
import { callOf } from '../testing/contract-requests/call-as-callers.js';
import type { Caller } from '../testing/contract-requests/fixture-world.js';
import {
  scopeFor,
  type OperationRequest,
} from '../testing/contract-requests/operation-requests.js';
import { sendRequest } from '../testing/contract-requests/send-request.js';
import { useFixtureWorld } from '../testing/contract-requests/use-fixture-world.js';

/**
 * What a read naming a binned item may answer: 404, 403 for a caller refused before anything is
 * read, 401 for the guest, whose share-link session ends with its campaign.
 */
const REFUSALS: readonly number[] = [401, 403, 404];

/** Who reads: the super administrator (sees everything), a member, the campaign's guest. */
const READERS: readonly Caller[] = ['superAdmin', 'member', 'guest'];

/**
 * The net under the bin's design (README.md): every read of the contract, sent as the
 * authorization table sends it about the campaign under test, is sent again once that campaign is
 * binned. A read that named the campaign or one of its cores or documents in its path is refused
 * (REFUSALS), and no read answers a body that still names them. A query added later that reached the binned rows would fail here.
 */
describe('a binned campaign vanishes from every read of the contract', () => {
  const fixture = useFixtureWorld();

  it('answers 404 where a path names it, and names it in no answer', async () => {
    const { world, shared } = fixture;
    const campaignId = await shared.campaignId();
    const coreIds = (
      await world.db.select({ id: cores.id }).from(cores).where(eq(cores.campaignId, campaignId))
    ).map((row) => row.id);
    const documentIds = (
      await world.db
        .select({ id: documents.id })
        .from(documents)
        .where(eq(documents.campaignId, campaignId))
    ).map((row) => row.id);
    const binnedIds = [campaignId, ...coreIds, ...documentIds];

    // Every read but the bin's own, which reads the base tables on purpose (the first run of this
    // test caught it: a query reaching binned rows is what this test reports), and the audit
    // trail's search, which names what was written whatever became of it since (its entries are
    // evidence; a binned campaign's own history is refused with the campaign).
    const reads = loadContract().operations.filter(
      (operation) =>
        operation.method === 'get' &&
        operation.tag !== 'Bin' &&
        operation.tag !== 'Audit trail' &&
        world.isImplemented(operation.operationId),
    );
    const asked: {
      operationId: string;
      caller: Caller;
      request: OperationRequest;
      token: string | undefined;
    }[] = [];
    for (const operation of reads) {
      for (const caller of READERS) {
        const scope = scopeFor(operation, world, shared);
        const { request, token } = await callOf(operation.operationId, caller, scope, world);
        const before = await sendRequest(world.server.baseUrl, request, token);
        if (before.status === 200)
          asked.push({ operationId: operation.operationId, caller, request, token });
      }
    }
    expect(asked.length).toBeGreaterThan(100);

    await world.db
      .update(campaigns)
      .set({ deletedAt: world.clock.now() })
      .where(eq(campaigns.id, campaignId));

    const failures: string[] = [];
    for (const { operationId, caller, request, token } of asked) {
      const after = await sendRequest(world.server.baseUrl, request, token);
      const namesBinned = Object.values(request.path).some((value) => binnedIds.includes(value));
      const leaked = binnedIds.filter((id) => after.status === 200 && after.text.includes(id));
      if (namesBinned && !REFUSALS.includes(after.status)) {
        failures.push(`${operationId} as ${caller}: ${String(after.status)} for a binned path`);
      } else if (leaked.length > 0) {
        failures.push(`${operationId} as ${caller}: names ${leaked.join(', ')}`);
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);
});
