import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices } from '../../app/services.js';
import { problemOf } from '../../users/testing/http-identity.js';
import { startTestServer, type TestServer } from '../../testing/test-server.js';
import { testConfig } from '../../testing/test-config.js';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import { DEMO_PASSWORD, seedDemoDataOnce } from '../seed.js';
import { demoCoresOf } from './demo-cores.js';
import { DEMO_ORGANIZATIONS } from './demo-organizations.js';
import { DEMO_SHARED_CAMPAIGN_KEY, DEMO_WORKSPACES } from './demo-projects.js';
import { seedDemoDatasetOnce, type DemoDatasetOutcome } from './seed-dataset.js';

const coringCampaigns = DEMO_WORKSPACES.flatMap((workspace) => workspace.coring);

/** The demo dataset as `npm start` loads it, read back through the API. */
describe('the demo dataset', () => {
  let testDb: TestDatabase;
  let server: TestServer;
  let outcome: DemoDatasetOutcome;
  let dataDir: string;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    dataDir = mkdtempSync(join(tmpdir(), 'chaussee-seed-'));
    const config = testConfig({ dataDir });
    await seedDemoDataOnce(testDb.database.db, () => new Date(), { NODE_ENV: 'test' });
    const { domainDeps } = await createServices({ database: testDb.database, config });
    outcome = await seedDemoDatasetOnce(domainDeps);
    server = await startTestServer({ database: testDb.database, config: { dataDir } });
  }, 300_000);

  afterAll(async () => {
    await server.close();
    await testDb.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function signIn(email: string): Promise<string> {
    const { data } = await server.client.POST('/login_check', {
      body: { username: email, password: DEMO_PASSWORD },
    });
    if (!data) throw new Error('no token');
    return data.token;
  }

  it('is loaded once: a second call keeps the data and answers the same share token', async () => {
    expect(outcome.seeded).toBe(true);
    const { domainDeps } = await createServices({
      database: testDb.database,
      config: testConfig({ dataDir }),
    });
    const again = await seedDemoDatasetOnce(domainDeps);
    expect(again).toEqual({ seeded: false, shareToken: outcome.shareToken });
  });

  it('shows a département customer its workspaces, active and archived, and not the city’s', async () => {
    const token = await signIn('client-principal@demo.chaussee.fr');
    const client = server.clientAs(token);
    const me = (await client.GET('/current_user')).data;
    if (!me) throw new Error('no user');
    const active = await client.GET('/users/{id}/workspaces', {
      params: { path: { id: me.id }, query: { displayCampaigns: true } },
    });
    const archived = await client.GET('/users/{id}/workspaces', {
      params: { path: { id: me.id }, query: { archived: true } },
    });
    const isere = DEMO_WORKSPACES.filter((workspace) => workspace.customersAreMembers);
    const names = (page: typeof active.data) => page?.items.map((item) => item.name).sort() ?? [];
    expect(names(active.data)).toEqual(
      isere
        .filter((w) => !w.isArchived)
        .map((w) => w.name)
        .sort(),
    );
    expect(names(archived.data)).toEqual(
      isere
        .filter((w) => w.isArchived)
        .map((w) => w.name)
        .sort(),
    );
    expect(
      active.data?.items.every((item) => item.organization.id === DEMO_ORGANIZATIONS.isere.id),
    ).toBe(true);
  });

  it('refuses a customer the city’s campaign with the « not a member » message', async () => {
    const token = await signIn('client-principal@demo.chaussee.fr');
    const cityCampaign = DEMO_WORKSPACES.find((w) => !w.customersAreMembers)?.coring[0];
    if (!cityCampaign) throw new Error('The city has a coring campaign in the demo.');
    const problem = await problemOf(
      server
        .clientAs(token)
        .GET('/coring-campaigns/{id}', { params: { path: { id: cityCampaign.id } } }),
    );
    expect(problem).toMatchObject({
      status: 403,
      code: 'not_member',
      detail: 'Only members can view campaign',
    });
  });

  it('has every coring campaign at its status with its cores, layers and results', async () => {
    const token = await signIn('ingenieur@demo.chaussee.fr');
    const client = server.clientAs(token);
    for (const campaign of coringCampaigns) {
      const { data } = await client.GET('/coring-campaigns/{id}', {
        params: { path: { id: campaign.id } },
      });
      expect(data?.status).toBe(campaign.status);
      expect(data?.coresCount).toBe(campaign.coresCount);
    }
    const diagnostic = coringCampaigns.find((c) => c.key === 'rd1075-diagnostic');
    if (!diagnostic) throw new Error('missing');
    const { data: cores } = await client.GET('/campaigns/{id}/cores', {
      params: { path: { id: diagnostic.id }, query: { coringResult: true, limit: 200 } },
    });
    const expected = demoCoresOf(diagnostic);
    expect(cores?.total).toBe(expected.length);
    const layers = cores?.items.flatMap((core) => core.layers ?? []) ?? [];
    expect(layers.length).toBe(expected.reduce((sum, core) => sum + core.layers.length, 0));
    expect(layers.some((layer) => layer.pollutantAnalyses.some((a) => a.kind === 'PAH'))).toBe(
      true,
    );
    const withPictures = cores?.items.filter((core) => core.corePictures.length > 0) ?? [];
    expect(withPictures.length).toBeGreaterThan(0);
    expect(cores?.items.every((core) => core.lat !== null && core.road !== null)).toBe(true);
  });

  it('signs a guest in with the printed share link, on the shared campaign only', async () => {
    if (outcome.shareToken === undefined) throw new Error('no share token');
    const { data } = await server.client.POST('/guest/login_check', {
      body: { token: outcome.shareToken },
    });
    expect(data?.token).toBeTruthy();
    const shared = coringCampaigns.find((c) => c.key === DEMO_SHARED_CAMPAIGN_KEY);
    const guest = server.clientAs(data?.token ?? '');
    const me = (await guest.GET('/current_user')).data;
    expect(me?.campaign?.id).toBe(shared?.id);
  });
});
