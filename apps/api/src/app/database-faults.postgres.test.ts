import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiError, type ChausseeClient } from '@chaussee/sdk';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The throwaway server of the PostgreSQL stage, which this test takes away and brings back.
import { startThrowawayPostgres } from '../../../../scripts/lib/postgres.mjs';
import { DEMO_PASSWORD } from '../db/seed.js';
import { startApiProcess, type ApiProcess } from '../testing/api-process.js';
import { answerOf, present } from '../users/testing/http-identity.js';

/**
 * Database faults (issue 27, point 5): while 20 clients create cores and save their layers, every
 * connection of the API is ended by the server (`pg_terminate_backend`), then the server stops and
 * starts again. Throughout, the API answers each request either with its success or with a 503
 * `database_unavailable` (never a 500, never a dropped connection); it serves again within 5 s of
 * the server's return without being restarted; and everything it acknowledged (2xx) is in the
 * database afterwards, with no core number given twice.
 */
const CLIENTS = 20;

interface Acknowledged {
  cores: Map<string, number>;
  /** The thickness of the one layer each core was saved with, when the save was acknowledged. */
  layers: Map<string, number>;
}

type Server = Awaited<ReturnType<typeof startThrowawayPostgres>>;

describe('the API while its PostgreSQL server goes away and comes back', () => {
  let server: Server;
  let api: ApiProcess;
  let client: ChausseeClient;
  let campaignId: string;
  let materialCategoryId: string;
  const dataDir = mkdtempSync(join(tmpdir(), 'chaussee-faults-'));

  async function adminQuery<Row extends pg.QueryResultRow>(text: string, values: unknown[] = []) {
    const connection = new pg.Client({ connectionString: server.url });
    await connection.connect();
    try {
      return (await connection.query<Row>(text, values)).rows;
    } finally {
      await connection.end();
    }
  }

  beforeAll(async () => {
    server = await startThrowawayPostgres();
    api = await startApiProcess({
      DATABASE_URL: server.url,
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      DEMO_DATA: '1',
      JWT_SECRET: 'database-faults-secret-of-at-least-32-characters',
    });
    const { data: session } = await api.client().POST('/login_check', {
      body: { username: 'super-admin@demo.chaussee.fr', password: DEMO_PASSWORD },
    });
    client = api.client(present(session).token);
    // A coring campaign still open to new cores: the first that accepts one.
    const candidates = await adminQuery<{ id: string }>(
      "select id from campaigns where type = 'coring' order by name",
    );
    for (const candidate of candidates) {
      const probe = await answerOf(client.POST('/cores', { body: { campaignId: candidate.id } }));
      if (probe.status === 201) {
        campaignId = candidate.id;
        break;
      }
    }
    const [category] = await adminQuery<{ id: string }>(
      'select id from material_categories order by name limit 1',
    );
    materialCategoryId = present(category).id;
  }, 300_000);

  afterAll(async () => {
    await api.stop();
    server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('answers 503 while the database is away, recovers alone, and loses no acknowledged write', async () => {
    expect(campaignId).toBeDefined();
    const acknowledged: Acknowledged = { cores: new Map(), layers: new Map() };
    const unavailable: string[] = [];
    const failures: string[] = [];
    // When each successful request was sent and when its answer was read: pg_ctl runs
    // synchronously and holds this process meanwhile, so an answer sent before the server went
    // away may only be read after; what cannot succeed is a request *sent* while it is away.
    const successes: { sentAt: number; readAt: number }[] = [];
    let running = true;

    /** Sorts one answer: a success (its body), a 503 for the database, or a failure of the test. */
    async function call<Body>(
      what: string,
      send: () => Promise<{ data?: Body }>,
    ): Promise<Body | undefined> {
      const sentAt = Date.now();
      try {
        const { data } = await send();
        successes.push({ sentAt, readAt: Date.now() });
        return present(data);
      } catch (error) {
        if (error instanceof ApiError && error.problem.code === 'database_unavailable') {
          unavailable.push(what);
        } else if (error instanceof ApiError) {
          failures.push(`${what}: ${String(error.status)} ${JSON.stringify(error.problem)}`);
        } else {
          failures.push(
            `${what}: no answer (${error instanceof Error ? error.message : String(error)})`,
          );
        }
        return undefined;
      }
    }

    async function work(index: number) {
      let round = 0;
      while (running) {
        round += 1;
        const created = await call('create a core', () =>
          client.POST('/cores', { body: { campaignId } }),
        );
        if (!created) {
          await new Promise((done) => setTimeout(done, 100));
          continue;
        }
        acknowledged.cores.set(created.id, created.number);
        const thickness = 10 + index + round;
        const saved = await call('save its layers', () =>
          client.PUT('/cores/{id}/cores-layers', {
            params: { path: { id: created.id } },
            body: {
              layers: [{ type: 'CA', materialCategoryId, thickness, condition: 'healthy_smooth' }],
            },
          }),
        );
        if (saved) acknowledged.layers.set(created.id, thickness);
      }
    }

    const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));
    const workers = Array.from({ length: CLIENTS }, (_, index) => work(index));

    await pause(2_000);
    // An administrator ends every session of the database: the API's pooled connections die.
    await adminQuery(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where pid <> pg_backend_pid() and backend_type = 'client backend'`,
    );
    await pause(2_000);
    server.pause();
    const awayFrom = Date.now();
    await pause(3_000);
    server.resume();
    const backAt = Date.now();
    await pause(5_000);
    running = false;
    await Promise.all(workers);

    if (failures.length > 0) process.stderr.write(`API OUTPUT:\n${api.output().slice(-6000)}\n`);
    expect(failures).toEqual([]);
    // The faults did happen, and the API served again afterwards, within 5 s of the server's return.
    expect(unavailable.length).toBeGreaterThan(0);
    expect(successes.some(({ sentAt }) => sentAt > awayFrom && sentAt < backAt)).toBe(false);
    const firstBack = Math.min(
      ...successes.filter(({ sentAt }) => sentAt >= backAt).map(({ readAt }) => readAt),
    );
    expect(firstBack - backAt).toBeLessThan(5_000);

    // Every acknowledged core is there with the number it was answered; no number twice.
    const rows = await adminQuery<{ id: string; number: number; thicknesses: number[] | null }>(
      `select c.id, c.number, array_agg(l.thickness) filter (where l.id is not null) as thicknesses
         from cores c left join core_layers l on l.core_id = c.id
        where c.campaign_id = $1 group by c.id, c.number`,
      [campaignId],
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const [id, number] of acknowledged.cores) expect(byId.get(id)?.number).toBe(number);
    for (const [id, thickness] of acknowledged.layers) {
      expect(byId.get(id)?.thicknesses).toEqual([thickness]);
    }
    const numbers = rows.map((row) => row.number);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(acknowledged.cores.size).toBeGreaterThan(CLIENTS);
  }, 120_000);
});
