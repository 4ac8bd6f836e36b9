import type { ChausseeClient } from '@chaussee/sdk';
import { eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertCoresInBulk } from '../cores/cores-bulk.js';
import { startCoresBed, type CoresBed } from '../cores/testing/cores-bed.js';
import { campaignDownloads, documents } from '../db/schema.js';
import { readZip } from '../document-tools/testing/read-zip.js';
import { answerOf, present, problemOf } from '../users/testing/http-identity.js';
import { downloadTexts } from './download-messages.js';
import { createDownloadRepository } from './download.repository.js';
import type { DownloadRunner } from './download-worker.js';
import { rawDataRunner, testWorker } from './testing/test-worker.js';

const MINUTE = 60 * 1000;
const WAITING = ['pending', 'processing'] as const;

describe('Background exports of a campaign (raw data)', () => {
  let t: CoresBed;
  let technician: ChausseeClient;

  beforeAll(async () => {
    t = await startCoresBed();
    technician = await t.as('technician');
  });
  afterAll(() => t.close());
  // One queue for the whole file: each test starts with no job waiting, so a worker takes its own.
  beforeEach(async () => {
    await t.db.delete(campaignDownloads).where(inArray(campaignDownloads.status, WAITING));
  });

  /** A coring campaign with two cores, whose members are the technician and the reader. */
  async function coringCampaign(): Promise<string> {
    const { id } = await t.campaign(['technician', 'reader', 'customerUser'], 'taking_validated');
    await insertCoresInBulk(
      t.db,
      id,
      [
        {
          status: 'validated',
          layers: [{ type: 'EB', thickness: 60, condition: 'healthy_smooth' }],
        },
        { status: 'empty' },
      ],
      t.bed.clock.now,
    );
    return id;
  }

  const ask = (client: ChausseeClient, id: string, format: 'csv' | 'xlsx' = 'csv') =>
    client.POST('/campaigns/{id}/downloads/create', {
      params: { path: { id } },
      body: { type: 'raw_data', format },
    });
  const list = (client: ChausseeClient, id: string) =>
    client.GET('/campaigns/{id}/downloads', {
      params: { path: { id }, query: { type: 'raw_data' } },
    });
  const link = (client: ChausseeClient, id: string) =>
    client.GET('/downloads/{id}/presigned-link', { params: { path: { id } } });

  it('goes pending → processing → finished, with its progress, and ends as a zip document with a link', async () => {
    const campaignId = await coringCampaign();
    const { data: asked, response } = await ask(technician, campaignId);
    expect(response.status).toBe(201);
    expect(asked).toMatchObject({ status: 'pending', progress: 0, fileName: null, size: null });
    const jobId = present(asked).id;
    expect(await problemOf(link(technician, jobId))).toMatchObject({
      status: 409,
      code: 'download_not_ready',
    });

    // The progress seen while it runs: one step per CSV file of the zip, rising.
    const seen: number[] = [];
    const repository = createDownloadRepository(t.db);
    const { worker } = testWorker(t.bed.server, t.bed.clock.now, {
      runner: (job, report) =>
        defaultRunner(job, async (progress) => {
          const row = await repository.findById(job.id);
          seen.push(progress);
          expect(row?.download.status).toBe('processing');
          return report(progress);
        }),
    });
    const ended = await worker.runOnce();
    expect(ended).toMatchObject({ status: 'finished', progress: 100, attempts: 1 });
    expect(seen).toEqual([0, 14, 28, 42, 57, 71]);

    const { data: page } = await list(technician, campaignId);
    expect(present(page).items).toHaveLength(1);
    const [item] = present(page).items;
    expect(item).toMatchObject({
      status: 'finished',
      progress: 100,
      failureMessage: null,
      format: 'csv',
      fileName: expect.stringMatching(/\.zip$/u) as unknown,
    });
    expect(item?.requestedBy?.email).toBe('technicien@demo.chaussee.fr');

    const { data: url } = await link(technician, jobId);
    const { pathname, search } = new URL(present(url).url);
    const zip = await fetch(`${t.bed.server.baseUrl}${pathname}${search}`);
    expect(zip.status).toBe(200);
    const bytes = Buffer.from(await zip.arrayBuffer());
    expect(bytes.length).toBe(item?.size);
    const entries = await readZip(bytes);
    expect(entries.map((entry) => entry.name)).toEqual([
      'carottes.csv',
      'couches.csv',
      'interfaces.csv',
      'echantillons.csv',
      'resultats-essais.csv',
      'analyses-polluants.csv',
    ]);
    expect(entries[0]?.content.toString('utf8').split('\r\n')).toHaveLength(4);

    const [document] = await t.db
      .select()
      .from(documents)
      .where(eq(documents.campaignId, campaignId));
    expect(document).toMatchObject({ category: 'other', extension: 'zip', size: bytes.length });
  });

  /** The raw data export the application runs, on the test server's storage. */
  const defaultRunner: DownloadRunner = (job, report) =>
    rawDataRunner(t.bed.server, t.bed.clock.now)(job, report);

  it('runs, once started as main.ts starts it, the jobs left pending before a restart and those asked after', async () => {
    const campaignId = await coringCampaign();
    const before = present((await ask(technician, campaignId)).data).id;
    const { worker } = testWorker(t.bed.server, t.bed.clock.now, { pollMs: 20 });
    const statusOf = async (id: string) =>
      (await createDownloadRepository(t.db).findById(id))?.download.status;
    worker.start();
    try {
      await expect.poll(() => statusOf(before), { timeout: 10_000 }).toBe('finished');
      const otherCampaign = await coringCampaign();
      const after = present((await ask(technician, otherCampaign)).data).id;
      await expect.poll(() => statusOf(after), { timeout: 10_000 }).toBe('finished');
    } finally {
      await worker.stop();
    }
  });

  it('refuses a second export of the same kind while the first is waiting (409 download_in_progress)', async () => {
    const campaignId = await coringCampaign();
    await ask(technician, campaignId);
    expect(await problemOf(ask(technician, campaignId))).toMatchObject({
      status: 409,
      code: 'download_in_progress',
    });
  });

  it('refuses the xlsx format, which has no raw data export, under the field', async () => {
    const campaignId = await coringCampaign();
    const problem = await problemOf(ask(technician, campaignId, 'xlsx'));
    expect(problem.status).toBe(400);
    expect(problem.violations).toEqual([
      expect.objectContaining({ propertyPath: 'format', code: 'exportFormatUnavailable' }),
    ]);
  });

  it('takes again, at start, a job a dead process left processing once its lease ran out', async () => {
    const campaignId = await coringCampaign();
    const jobId = present((await ask(technician, campaignId)).data).id;
    // A first process takes the job, then dies without a word.
    const lease = 2 * MINUTE;
    const taken = await createDownloadRepository(t.db).claimNext(
      t.bed.clock.now(),
      new Date(t.bed.clock.now().getTime() + lease),
    );
    expect(taken?.id).toBe(jobId);
    // Restarted before the lease ran out: the job may still be the dead one's, so it waits.
    const restarted = testWorker(t.bed.server, t.bed.clock.now, { leaseMs: lease });
    expect(await restarted.worker.runOnce()).toBeUndefined();
    t.bed.clock.advance(lease + 1000);
    const ended = await restarted.worker.runOnce();
    expect(ended).toMatchObject({ id: jobId, status: 'finished', attempts: 2, progress: 100 });
  });

  it('gives one job to one worker when two race for it', async () => {
    const campaignId = await coringCampaign();
    const jobId = present((await ask(technician, campaignId)).data).id;
    let runs = 0;
    const countingRunner: DownloadRunner = (job, report) => {
      runs += 1;
      return defaultRunner(job, report);
    };
    const counting = { runner: countingRunner };
    const first = testWorker(t.bed.server, t.bed.clock.now, counting);
    const second = testWorker(t.bed.server, t.bed.clock.now, counting);
    const [a, b] = await Promise.all([first.worker.runOnce(), second.worker.runOnce()]);
    expect([a?.id, b?.id].filter((id) => id !== undefined)).toEqual([jobId]);
    expect(runs).toBe(1);
    const [row] = await t.db
      .select()
      .from(campaignDownloads)
      .where(eq(campaignDownloads.id, jobId));
    expect(row).toMatchObject({ status: 'finished', attempts: 1 });
  });

  it('skips a job another process holds locked (FOR UPDATE SKIP LOCKED), then takes it once released', async () => {
    const campaignId = await coringCampaign();
    const jobId = present((await ask(technician, campaignId)).data).id;
    const repository = createDownloadRepository(t.db);
    const lease = () => new Date(t.bed.clock.now().getTime() + MINUTE);
    const { database } = t.bed.server;
    const queries: string[] = [];
    const stop = database.observeQueries((query) => queries.push(query));
    if (database.kind === 'postgres') {
      // Another process in the middle of its claim: a transaction of its own holds the row.
      const [row] = await t.db
        .select({ name: sql<string>`current_database()` })
        .from(campaignDownloads)
        .limit(1);
      const url = new URL(process.env.TEST_DATABASE_URL ?? '');
      url.pathname = `/${present(row).name}`;
      const other = new pg.Client({ connectionString: url.toString() });
      await other.connect();
      try {
        await other.query('begin');
        await other.query('select id from campaign_downloads where id = $1 for update', [jobId]);
        // Not blocked, not taken twice: this worker skips the locked row and finds nothing else.
        expect(await repository.claimNext(t.bed.clock.now(), lease())).toBeUndefined();
      } finally {
        await other.query('rollback');
        await other.end();
      }
    }
    expect(await repository.claimNext(t.bed.clock.now(), lease())).toMatchObject({
      id: jobId,
      status: 'processing',
    });
    stop();
    expect(queries.some((query) => /for update skip locked/iu.test(query))).toBe(true);
  });

  it('records a failure with a French message, logs its cause and answers 409 download_failed', async () => {
    const campaignId = await coringCampaign();
    const jobId = present((await ask(technician, campaignId)).data).id;
    const { worker, logged } = testWorker(t.bed.server, t.bed.clock.now, {
      runner: () => Promise.reject(new Error('disk full')),
    });
    expect(await worker.runOnce()).toMatchObject({
      status: 'failed',
      failureMessage: downloadTexts.failed,
    });
    expect(logged).toEqual([expect.objectContaining({ message: 'A download failed' })]);
    const { data: page } = await list(technician, campaignId);
    expect(present(page).items[0]).toMatchObject({
      status: 'failed',
      failureMessage: downloadTexts.failed,
      finishedAt: expect.any(String) as unknown,
    });
    expect(await problemOf(link(technician, jobId))).toMatchObject({
      status: 409,
      code: 'download_failed',
    });
    // A failed export may be asked again.
    expect((await ask(technician, campaignId)).response.status).toBe(201);
  });

  it('lets a worker that lost its job (lease ran out, taken again) write nothing over the new owner', async () => {
    const campaignId = await coringCampaign();
    const jobId = present((await ask(technician, campaignId)).data).id;
    const repository = createDownloadRepository(t.db);
    const lease = MINUTE;
    const stale = await repository.claimNext(
      t.bed.clock.now(),
      new Date(t.bed.clock.now().getTime() + lease),
    );
    t.bed.clock.advance(lease + 1);
    const fresh = await repository.claimNext(
      t.bed.clock.now(),
      new Date(t.bed.clock.now().getTime() + lease),
    );
    expect(fresh).toMatchObject({ id: jobId, attempts: 2 });
    expect(await repository.progress(jobId, present(stale).attempts, 50, t.bed.clock.now())).toBe(
      false,
    );
    await repository.fail(jobId, present(stale).attempts, t.bed.clock.now(), 'perdu');
    expect((await repository.findById(jobId))?.download).toMatchObject({
      status: 'processing',
      failureMessage: null,
    });
  });

  describe('authorization', () => {
    let campaignId: string;
    let finishedId: string;

    beforeAll(async () => {
      campaignId = await coringCampaign();
      finishedId = present((await ask(technician, campaignId)).data).id;
      await testWorker(t.bed.server, t.bed.clock.now).worker.runOnce();
      // The job the rows of « ask » start is removed after each call: the next one may ask again.
    });

    async function clientOf(caller: string): Promise<ChausseeClient> {
      if (caller === 'anonymous') return t.bed.server.client;
      if (caller === 'stale token') return t.bed.server.clientAs('eyJhbGciOiJIUzI1NiJ9.e30.x');
      if (caller === 'guest') return t.guestOf(campaignId);
      if (caller === 'guest elsewhere') return t.guestOf(await coringCampaign());
      return t.as(caller as Parameters<CoresBed['as']>[0]);
    }

    /**
     * Members: technician (staff), customerUser (customer), reader (READ_ONLY). Not members:
     * engineer (staff), customerMain (a customer of another organization than the campaign's).
     * admin and superAdmin see every campaign.
     */
    // prettier-ignore
    const TABLE: readonly [string, string, number, string?][] = [
      ['list', 'superAdmin',      200],
      ['list', 'admin',           200],
      ['list', 'technician',      200],
      ['list', 'customerUser',    200],
      ['list', 'reader',          200],
      ['list', 'engineer',        403, 'not_member'],
      ['list', 'customerMain',    403, 'not_member'],
      ['list', 'guest',           403, 'forbidden'],
      ['list', 'guest elsewhere', 403, 'forbidden'],
      ['list', 'stale token',     401, 'unauthenticated'],
      ['list', 'anonymous',       401, 'unauthenticated'],
      ['ask',  'superAdmin',      201],
      ['ask',  'technician',      201],
      ['ask',  'customerUser',    201],
      ['ask',  'reader',          403, 'forbidden'],
      ['ask',  'engineer',        403, 'not_member'],
      ['ask',  'customerMain',    403, 'not_member'],
      ['ask',  'guest',           403, 'forbidden'],
      ['ask',  'guest elsewhere', 403, 'forbidden'],
      ['ask',  'stale token',     401, 'unauthenticated'],
      ['link', 'superAdmin',      200],
      ['link', 'technician',      200],
      ['link', 'customerUser',    200],
      ['link', 'reader',          403, 'forbidden'],
      ['link', 'engineer',        403, 'not_member'],
      ['link', 'customerMain',    403, 'not_member'],
      ['link', 'guest',           403, 'forbidden'],
      ['link', 'guest elsewhere', 403, 'forbidden'],
      ['link', 'stale token',     401, 'unauthenticated'],
      ['link', 'anonymous',       401, 'unauthenticated'],
    ];

    it.each(TABLE)('%s by %s: %i %s', async (operation, caller, status, code) => {
      const client = await clientOf(caller);
      const call =
        operation === 'list'
          ? list(client, campaignId)
          : operation === 'ask'
            ? ask(client, campaignId)
            : link(client, finishedId);
      const answer = await answerOf(call);
      expect([answer.status, answer.problem?.code]).toEqual([status, code]);
      if (operation === 'ask' && status === 201) {
        await t.db.delete(campaignDownloads).where(inArray(campaignDownloads.status, WAITING));
      }
    });
  });
});
