import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns } from '../db/schema.js';
import { DEMO_PASSWORD } from '../db/seed.js';
import { startApiProcess, type ApiProcess } from '../testing/api-process.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { answerOf, present } from '../users/testing/http-identity.js';

/**
 * Two API processes on one PostgreSQL database behave as one server (issue 27, point 4): what one
 * process records (sign-in failures, rate-limit counts, an ended session, a revoked share link, a
 * background export) holds in the other, because it lives in the database, not in a process.
 * They share the JWT secret and, standing for an S3 bucket, one data folder (README « Several
 * servers »). Run on the PostgreSQL stage only (vitest config: `*.postgres.test.ts`): PGlite is
 * one process's database by nature.
 */
describe('two API processes on one PostgreSQL database', () => {
  let testDb: TestDatabase;
  let first: ApiProcess;
  let second: ApiProcess;
  const started: (ApiProcess | TestDatabase)[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'chaussee-two-servers-'));

  beforeAll(async () => {
    testDb = await createTestDatabase();
    started.push(testDb);
    const env = {
      DATABASE_URL: present(testDb.url),
      DATA_DIR: dataDir,
      JWT_SECRET: 'two-servers-one-secret-of-at-least-32-characters',
      NODE_ENV: 'production',
      // Behind a proxy, as several servers are: each test's client comes from an address of its own.
      TRUST_PROXY: '1',
      DEMO_DATA: '1',
      // Small budgets, so that a few requests reach them: the counts must add up across processes.
      SIGN_IN_CLIENT_FAILURE_LIMIT: '3',
      RATE_LIMIT_GUEST_SIGN_IN_PER_LINK: '2/600',
    };
    // One after the other: the first migrates and seeds, the second finds it done.
    first = await startApiProcess(env);
    started.push(first);
    second = await startApiProcess(env);
    started.push(second);
  }, 300_000);

  afterAll(async () => {
    // What beforeAll got to start, servers first: the database goes once nobody uses it.
    for (const part of started.reverse()) {
      await ('stop' in part ? part.stop() : part.dispose());
    }
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  /** A sign-in from a client address that only the throttle test uses. */
  async function signInFromAfar(server: ApiProcess, email: string, password = DEMO_PASSWORD) {
    return answerOf(
      server.client().POST('/login_check', {
        body: { username: email, password },
        headers: { 'x-forwarded-for': '203.0.113.9' },
      }),
    );
  }

  async function tokenOf(server: ApiProcess, email: string): Promise<string> {
    const { data } = await server
      .client()
      .POST('/login_check', { body: { username: email, password: DEMO_PASSWORD } });
    return present(data).token;
  }

  async function demoCoringCampaignId(): Promise<string> {
    const [campaign] = await testDb.database.db
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(eq(campaigns.type, 'coring'))
      .orderBy(campaigns.name)
      .limit(1);
    return present(campaign).id;
  }

  it('accepts on one server the session opened on the other, and ends it on both', async () => {
    const email = 'technicien@demo.chaussee.fr';
    const token = await tokenOf(first, email);
    const { data: me } = await second.client(token).GET('/current_user');
    expect(present(me).email).toBe(email);

    // The password changed through the second server ends the sessions the first one opened.
    await second.client(token).PUT('/users/{id}/password', {
      params: { path: { id: present(me).id } },
      body: { currentPassword: DEMO_PASSWORD, newPassword: 'Autre-mot-de-passe-2026!' },
    });
    expect((await answerOf(first.client(token).GET('/current_user'))).status).toBe(401);
  });

  it('counts failed sign-ins of one client on both servers', async () => {
    for (const server of [first, second, first]) {
      expect(
        (await signInFromAfar(server, 'ingenieur@demo.chaussee.fr', 'pas le bon')).status,
      ).toBe(401);
    }
    // The client's fourth failure, wherever it lands, is past the limit of three: refused unchecked.
    expect((await signInFromAfar(second, 'ingenieur@demo.chaussee.fr')).status).toBe(429);
  });

  it('counts a rate limit on both servers, and revokes a share link for both', async () => {
    const campaignId = await demoCoringCampaignId();
    const admin = first.client(await tokenOf(first, 'super-admin@demo.chaussee.fr'));
    const { data: link } = await admin.POST('/campaigns/{id}/share', {
      params: { path: { id: campaignId } },
      body: {},
    });
    const shareToken = present(link).token;
    const guestSignIn = (server: ApiProcess) =>
      answerOf(server.client().POST('/guest/login_check', { body: { token: shareToken } }));

    // The budget of two guest sign-ins per link, spent on the first server, holds on the second.
    const { data: opened } = await first
      .client()
      .POST('/guest/login_check', { body: { token: shareToken } });
    const guestToken = present(opened).token;
    expect((await guestSignIn(first)).status).toBe(200);
    expect((await guestSignIn(second)).status).toBe(429);

    // Revoked on the first server, the link's open session ends on the second.
    const guest = second.client(guestToken);
    expect(
      (await answerOf(guest.GET('/campaigns/{id}', { params: { path: { id: campaignId } } })))
        .status,
    ).toBe(200);
    const { data: links } = await admin.GET('/campaigns/{id}/share-links', {
      params: { path: { id: campaignId } },
    });
    const active = present(links).filter((candidate) => candidate.isActive);
    for (const candidate of active) {
      await admin.DELETE('/campaigns/{id}/share-links/{linkId}', {
        params: { path: { id: campaignId, linkId: candidate.id } },
      });
    }
    const afterRevocation = await answerOf(
      guest.GET('/campaigns/{id}', { params: { path: { id: campaignId } } }),
    );
    expect(afterRevocation.status).toBe(401);
  });

  it('runs an export asked on one server, and serves its file from the other', async () => {
    const campaignId = await demoCoringCampaignId();
    const token = await tokenOf(first, 'super-admin@demo.chaussee.fr');
    const { data: asked } = await first.client(token).POST('/campaigns/{id}/downloads/create', {
      params: { path: { id: campaignId } },
      body: { type: 'raw_data', format: 'csv' },
    });
    const downloadId = present(asked).id;
    const deadline = Date.now() + 60_000;
    let status = present(asked).status;
    while (status !== 'finished' && status !== 'failed' && Date.now() < deadline) {
      await new Promise((done) => setTimeout(done, 500));
      const { data: page } = await second.client(token).GET('/campaigns/{id}/downloads', {
        params: { path: { id: campaignId } },
      });
      status = present(page).items.find((download) => download.id === downloadId)?.status ?? status;
    }
    expect(status).toBe('finished');
    const { data: presigned } = await second.client(token).GET('/downloads/{id}/presigned-link', {
      params: { path: { id: downloadId } },
    });
    // The link names the public address (PUBLIC_URL, the reverse proxy's): here, the second server.
    const link = new URL(present(presigned).url);
    const file = await fetch(`${second.baseUrl}${link.pathname}${link.search}`);
    expect(file.status).toBe(200);
    expect((await file.text()).length).toBeGreaterThan(0);
  }, 90_000);
});
