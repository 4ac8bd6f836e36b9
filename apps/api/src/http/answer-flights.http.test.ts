import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fixedTokens, signedIn } from '../testing/framework-fixtures.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { createAnswerReuse } from './answer-cache.js';
import type { RouteModule } from './operation-handler.js';

/**
 * Callers asking the same answer while it is being computed (answer-flights.ts), through a
 * handler that holds its answer until the test lets it go: on the embedded database a real list
 * computes within one turn of the event loop, so callers never overlap there (the HTTP tests of
 * answer-reuse.http.test.ts cover what is kept).
 */
describe('one computation for callers of the same answer at the same moment', () => {
  let testDb: TestDatabase;
  let server: TestServer;
  let computations = 0;
  let release: () => void = () => undefined;
  let released: Promise<void> = Promise.resolve();
  /** Set to make the next computation fail. */
  let failNext = false;
  /** The clock the reuse reads (milliseconds). */
  let now = Date.now();

  const holding: RouteModule = {
    listProductVersions: async () => {
      computations += 1;
      const computation = computations;
      await released;
      if (failNext) {
        failNext = false;
        throw new Error('the first computation fails (test)');
      }
      return {
        status: 200,
        body: {
          items: [],
          total: computation,
          limit: 20,
          offset: 0,
        },
      };
    },
  };

  beforeAll(async () => {
    testDb = await createTestDatabase();
    server = await startTestServer({
      database: testDb.database,
      services: {
        routeModules: [holding],
        // A second session of the same user: another token, so never the same answer.
        authenticate: (token) =>
          token === 'valid-again' ? Promise.resolve(signedIn) : fixedTokens(token),
        auditImpersonation: () => Promise.resolve(),
        answerReuse: createAnswerReuse(
          testDb.database.generation,
          () => true,
          () => now,
        ),
      },
    });
  });

  afterAll(async () => {
    await server.close();
    await testDb.dispose();
  });

  let query = 0;
  beforeEach(() => {
    computations = 0;
    released = new Promise((resolve) => {
      release = resolve;
    });
    // A URL of its own per test: no answer kept by an earlier one.
    query += 1;
  });

  const versionsAs = (token: string) =>
    fetch(`${server.baseUrl}/api/web-versions?limit=20&offset=${String(query)}`, {
      headers: { authorization: `Bearer ${token}` },
    });
  /** Waits until the handler has been called `count` times in all. */
  async function computationsReach(count: number): Promise<void> {
    while (computations < count) await new Promise((resolve) => setTimeout(resolve, 5));
  }
  /** Lets the calls already made reach the server and wait there. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

  it('computes once and hands the same answer to every caller', async () => {
    expect(signedIn.impersonatorId).toBeNull();
    const calls = Array.from({ length: 5 }, () => versionsAs('valid'));
    await computationsReach(1);
    await settle();
    release();
    const answers = await Promise.all(calls);
    expect(answers.map(({ status }) => status)).toEqual([200, 200, 200, 200, 200]);
    const bodies = await Promise.all(answers.map((answer) => answer.text()));
    expect(computations).toBe(1);
    expect(new Set(bodies).size).toBe(1);
    expect(new Set(answers.map((answer) => answer.headers.get('etag'))).size).toBe(1);
  });

  it('hands the answer being replaced to the callers that come while it is computed again', async () => {
    const totalOf = async (answer: Response) => ((await answer.json()) as { total: number }).total;
    release();
    expect(await totalOf(await versionsAs('valid'))).toBe(1);
    // Its reuse time ends: the next caller computes it again, and holds it.
    now += 2_000;
    released = new Promise((resolve) => {
      release = resolve;
    });
    const computing = versionsAs('valid');
    await computationsReach(2);
    // Answered before the computation under way is let go (or, if they wait for it, not at all).
    const meanwhile = await Promise.race([
      Promise.all([versionsAs('valid'), versionsAs('valid')]),
      new Promise<undefined>((resolve) =>
        setTimeout(() => {
          resolve(undefined);
        }, 5_000),
      ),
    ]);
    release();
    if (meanwhile === undefined) throw new Error('the callers waited for the computation');
    expect(await Promise.all(meanwhile.map(totalOf))).toEqual([1, 1]);
    expect(await totalOf(await computing)).toBe(2);
    expect(await totalOf(await versionsAs('valid'))).toBe(2);
    expect(computations).toBe(2);
  });

  it('makes callers wait for the new answer once the one it replaces is too old', async () => {
    release();
    await (await versionsAs('valid')).text();
    now += 4_000;
    released = new Promise((resolve) => {
      release = resolve;
    });
    const calls = Array.from({ length: 3 }, () => versionsAs('valid'));
    await computationsReach(2);
    await settle();
    release();
    const totals = await Promise.all(
      (await Promise.all(calls)).map(
        async (answer) => ((await answer.json()) as { total: number }).total,
      ),
    );
    expect(totals).toEqual([2, 2, 2]);
    expect(computations).toBe(2);
  });

  it('does not hand the waiters an answer computed across a write: each computes its own', async () => {
    const calls = Array.from({ length: 3 }, () => versionsAs('valid'));
    await computationsReach(1);
    await settle();
    // A write during the computation: its answer is not kept, so it is no one else's.
    testDb.database.generation.beginWrite()();
    release();
    const answers = await Promise.all(calls);
    const totals = await Promise.all(
      answers.map(async (answer) => ((await answer.json()) as { total: number }).total),
    );
    expect(computations).toBe(3);
    expect(new Set(totals)).toEqual(new Set([1, 2, 3]));
  });

  it('lets the waiters compute their own when the first computation fails', async () => {
    failNext = true;
    const calls = Array.from({ length: 3 }, () => versionsAs('valid'));
    await computationsReach(1);
    await settle();
    release();
    const statuses = (await Promise.all(calls)).map(({ status }) => status).sort();
    expect(statuses).toEqual([200, 200, 500]);
    expect(computations).toBe(3);
  });

  it('does not join a computation for another token, even of the same user', async () => {
    const calls = [versionsAs('valid'), versionsAs('valid-again')];
    await computationsReach(2);
    release();
    expect((await Promise.all(calls)).map(({ status }) => status)).toEqual([200, 200]);
    expect(computations).toBe(2);
  });
});
