import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices } from '../../app/services.js';
import { present, problemOf } from '../../users/testing/http-identity.js';
import type { TestServer } from '../../testing/test-server.js';
import { testConfig } from '../../testing/test-config.js';
import { demoCoresOf } from './demo-cores.js';
import { demoId } from './demo-ids.js';
import { DEMO_PR_ONLY_CORES } from './demo-prs.js';
import { DEMO_ORGANIZATIONS } from './demo-organizations.js';
import { DEMO_SHARED_CAMPAIGN_KEY, DEMO_WORKSPACES } from './demo-projects.js';
import { seedDemoDatasetOnce, type DemoDatasetOutcome } from './seed-dataset.js';
import {
  DEMO_SEEDED_AT as SEEDED_AT,
  startDemoDatasetServer,
  type DemoDatasetServer,
} from './testing/demo-dataset-server.js';

const coringCampaigns = DEMO_WORKSPACES.flatMap((workspace) => workspace.coring);

/** The demo dataset as `npm start` loads it, read back through the API. */
describe('the demo dataset', () => {
  let demo: DemoDatasetServer;
  let server: TestServer;
  let outcome: DemoDatasetOutcome;
  let signIn: (email: string) => Promise<string>;

  beforeAll(async () => {
    demo = await startDemoDatasetServer();
    ({ server, outcome, signIn } = demo);
  }, 300_000);

  afterAll(() => demo.close());

  it('is loaded once: a second call keeps the data and answers the same share token', async () => {
    expect(outcome.seeded).toBe(true);
    const { domainDeps } = await createServices({
      database: demo.testDb.database,
      config: testConfig({ dataDir: demo.dataDir }),
    });
    const again = await seedDemoDatasetOnce(domainDeps);
    expect(again).toEqual({ seeded: false, shareToken: outcome.shareToken });
  });

  it('shows a département customer its workspaces, active and archived, and not the city’s', async () => {
    const token = await signIn('client-principal@demo.chaussee.fr');
    const client = server.clientAs(token);
    const me = (await client.GET('/current_user')).data;
    const active = await client.GET('/users/{id}/workspaces', {
      params: { path: { id: me.id }, query: { displayCampaigns: true } },
    });
    const archived = await client.GET('/users/{id}/workspaces', {
      params: { path: { id: me.id }, query: { archived: true } },
    });
    const isere = DEMO_WORKSPACES.filter((workspace) => workspace.customersAreMembers);
    const names = (page: typeof active.data) => page.items.map((item) => item.name).sort();
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
      active.data.items.every((item) => item.organization.id === DEMO_ORGANIZATIONS.isere.id),
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
      expect(data.status).toBe(campaign.status);
      expect(data.coresCount).toBe(campaign.coresCount);
    }
    const diagnostic = coringCampaigns.find((c) => c.key === 'rd1075-diagnostic');
    if (!diagnostic) throw new Error('missing');
    const { data: cores } = await client.GET('/campaigns/{id}/cores', {
      params: { path: { id: diagnostic.id }, query: { coringResult: true, limit: 200 } },
    });
    const expected = demoCoresOf(diagnostic);
    expect(cores.total).toBe(expected.length);
    const layers = cores.items.flatMap((core) => core.layers ?? []);
    expect(layers.length).toBe(expected.reduce((sum, core) => sum + core.layers.length, 0));
    expect(layers.some((layer) => layer.pollutantAnalyses.some((a) => a.kind === 'PAH'))).toBe(
      true,
    );
    const withPictures = cores.items.filter((core) => core.corePictures.length > 0);
    expect(withPictures.length).toBeGreaterThan(0);
    expect(cores.items.every((core) => core.lat !== null && core.road !== null)).toBe(true);
  });

  it('gives each campaign the providers, orders and results its status implies', async () => {
    const client = server.clientAs(await signIn('ingenieur@demo.chaussee.fr'));
    const shown = [];
    for (const campaign of coringCampaigns) {
      const data = present(
        (await client.GET('/coring-campaigns/{id}', { params: { path: { id: campaign.id } } }))
          .data,
      );
      shown.push([
        campaign.status,
        data.providers.length,
        [...new Set(data.laboratoryOrders.map((order) => order.status))],
      ]);
    }
    expect(shown).toEqual([
      ['results_obtained', 2, ['ResultsSent']],
      ['awaiting_validation', 2, []],
      ['taken', 2, []],
      ['taking_in_progress', 2, []],
      ['finished', 2, ['ResultsSent']],
      ['sent_for_analysis', 2, ['Sent']],
      ['programing_validated', 2, []],
    ]);
    // The results of a campaign at « Résultats obtenus » came with its orders.
    const diagnostic = coringCampaigns.find((c) => c.key === 'rd1075-diagnostic');
    const { data: cores } = await client.GET('/campaigns/{id}/cores', {
      params: { path: { id: diagnostic?.id ?? '' }, query: { coringResult: true, limit: 200 } },
    });
    const analyses = cores.items.flatMap((core) =>
      (core.layers ?? []).flatMap((layer) => layer.pollutantAnalyses),
    );
    expect(analyses.length).toBeGreaterThan(0);
    expect(analyses.every((analysis) => analysis.laboratoryOrderId !== null)).toBe(true);
  });

  it('dates nothing after the day it was seeded', async () => {
    const client = server.clientAs(await signIn('client-principal@demo.chaussee.fr'));
    const page = present(
      (await client.GET('/notifications', { params: { query: { itemsCount: 50 } } })).data,
    );
    expect(page.items.length).toBeGreaterThan(0);
    const future = page.items.filter((item) => new Date(item.createdAt) > SEEDED_AT);
    expect(future.map((item) => [item.createdAt, item.message])).toEqual([]);
    const engineer = server.clientAs(await signIn('ingenieur@demo.chaussee.fr'));
    const today = SEEDED_AT.toISOString().slice(0, 10);
    for (const campaign of coringCampaigns) {
      const data = present(
        (await engineer.GET('/coring-campaigns/{id}', { params: { path: { id: campaign.id } } }))
          .data,
      );
      // A campaign whose taking is over ended before today; its orders left and came back too.
      if (['taken', 'sent_for_analysis', 'results_obtained', 'finished'].includes(data.status)) {
        expect([campaign.key, (data.endDate ?? '') <= today]).toEqual([campaign.key, true]);
      }
      for (const order of data.laboratoryOrders) {
        for (const at of [order.sentAt, order.resultsReceivedAt, order.createdAt]) {
          if (at !== null) expect(new Date(at) <= SEEDED_AT).toBe(true);
        }
      }
    }
  });

  it('greets the engineer with the story’s notifications, newest first, some read', async () => {
    const client = server.clientAs(await signIn('ingenieur@demo.chaussee.fr'));
    const me = present((await client.GET('/current_user')).data);
    const page = present(
      (await client.GET('/notifications', { params: { query: { itemsCount: 50 } } })).data,
    );
    expect(page).toMatchObject({ totalItems: 6, unreadCount: 2 });
    expect(page.items.map((item) => [item.createdAt, item.message, item.isRead])).toEqual([
      ['2026-11-20T16:00:00.000Z', 'Campagne Carottage systématique RD 1090 : Prélevée', false],
      [
        '2026-11-09T07:45:00.000Z',
        'Campagne Reconnaissance RD 1085 – rampe de Laffrey : Prélèvement en cours',
        true,
      ],
      [
        '2026-10-02T14:15:00.000Z',
        'Campagne Carottage complémentaire RD 1075 – Vif : En attente de validation',
        false,
      ],
      [
        '2026-09-14T09:00:00.000Z',
        'Vous avez été ajouté à la campagne Carottage complémentaire RD 1075 – Vif',
        true,
      ],
      [
        '2026-08-24T08:30:00.000Z',
        'Vous avez été ajouté à la campagne Carottage systématique RD 1090',
        true,
      ],
      [
        '2026-04-20T10:00:00.000Z',
        'Campagne Carottage RD 1075 – PR 8 à PR 30 : Résultats obtenus',
        true,
      ],
    ]);
    // Fixed ids: links to a demo notification keep working from one install to the next.
    expect(page.items[0]?.id).toBe(demoId(`notification:rd1090-systematique:taken:${me.id}`));
  });

  it.each([
    ['charge-affaires@demo.chaussee.fr', 4, 1],
    // The main customer also hears of the file still asked of the shared campaign.
    ['client-principal@demo.chaussee.fr', 7, 6],
    ['technicien@demo.chaussee.fr', 3, 1],
    ['client-utilisateur@demo.chaussee.fr', 0, 0],
  ])(
    'gives %s %i notifications, %i unread (none from setting up the demo)',
    async (email, total, unread) => {
      const client = server.clientAs(await signIn(email));
      const page = present(
        (await client.GET('/notifications', { params: { query: { itemsCount: 50 } } })).data,
      );
      expect(page).toMatchObject({ totalItems: total, unreadCount: unread });
      expect(page.items.every((item) => item.actor?.email !== 'super-admin@demo.chaussee.fr')).toBe(
        true,
      );
    },
  );

  it('opens the shared campaign’s file manager: folders, deliverables as real PDFs, customer files, a request in each status, a download link', async () => {
    const sharedId = demoId(`campaign:${DEMO_SHARED_CAMPAIGN_KEY}`);
    const client = server.clientAs(await signIn('client-principal@demo.chaussee.fr'));
    const at = { params: { path: { id: sharedId }, query: {} } };
    const { data: stats } = await client.GET('/campaigns/{id}/documents-stats', {
      params: { path: { id: sharedId } },
    });
    expect(present(stats)).toMatchObject({
      documentsCount: 9,
      byCategory: [
        { category: 'customerFile', count: 2 },
        { category: 'deliverable', count: 4 },
        { category: 'requiredDocument', count: 3 },
      ],
      requiredDocuments: [
        { status: 'awaiting', count: 1 },
        { status: 'awaiting_validation', count: 1 },
        { status: 'refused', count: 1 },
        { status: 'validated', count: 1 },
      ],
    });
    const { data: deliverables } = await client.GET('/campaigns/{id}/documents', {
      params: { path: { id: sharedId }, query: { category: 'deliverable' } },
    });
    const report = present(deliverables).items.find(
      (item) => item.name === 'rapport-diagnostic-rd1075.pdf',
    );
    expect(report).toMatchObject({
      title: 'Rapport de diagnostic de chaussée – RD 1075',
      uploadedBy: { email: 'chef-agence@demo.chaussee.fr' },
    });
    const file = await client.GET('/files/{path}', {
      params: { path: { path: report?.s3Path ?? '' } },
      parseAs: 'arrayBuffer',
    });
    expect(Buffer.from(present(file.data)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { data: links } = await client.GET('/campaigns/{id}/download-links', at);
    expect(present(links).items).toEqual([
      expect.objectContaining({ documentsCount: 2, isActive: true }),
    ]);
  });

  it('signs a guest in with the printed share link, on the shared campaign only', async () => {
    if (outcome.shareToken === undefined) throw new Error('no share token');
    const { data } = await server.client.POST('/guest/login_check', {
      body: { token: outcome.shareToken },
    });
    expect(data.token).toBeTruthy();
    const shared = coringCampaigns.find((c) => c.key === DEMO_SHARED_CAMPAIGN_KEY);
    const guest = server.clientAs(data.token);
    const me = (await guest.GET('/current_user')).data;
    expect(me.campaign?.id).toBe(shared?.id);
  });

  it('configures the shared campaign’s dashboard: Ref. BE kept for the office, two comments', async () => {
    const shared = present(coringCampaigns.find((c) => c.key === DEMO_SHARED_CAMPAIGN_KEY));
    const tabsAs = async (email: string) => {
      const client = server.clientAs(await signIn(email));
      const { data } = await client.GET('/campaigns/{id}/categories', {
        params: { path: { id: shared.id }, query: {} },
      });
      return data.items.flatMap((category) => category.charts);
    };
    const staffCharts = await tabsAs('ingenieur@demo.chaussee.fr');
    expect(staffCharts).toHaveLength(9);
    expect(
      staffCharts.filter((chart) => !chart.visibleToCustomers).map((chart) => chart.chartType),
    ).toEqual(['pah_ref_be_class_by_layer']);
    expect(await tabsAs('client-principal@demo.chaussee.fr')).toHaveLength(8);
    const engineer = server.clientAs(await signIn('ingenieur@demo.chaussee.fr'));
    const comments = await Promise.all(
      staffCharts.map(async (chart) => {
        const { data } = await engineer.GET('/campaigns/{id}/charts/{chartId}', {
          params: { path: { id: shared.id, chartId: chart.id } },
        });
        return data.comment ?? null;
      }),
    );
    expect(comments.filter((comment) => comment !== null)).toHaveLength(2);
  });

  it('maps the cores noted with their PR only, placed on the PR layer of their road and flagged', async () => {
    const complement = present(
      coringCampaigns.find((c) => c.key === DEMO_PR_ONLY_CORES.campaignKey),
    );
    const engineer = server.clientAs(await signIn('ingenieur@demo.chaussee.fr'));
    const { data: layers } = await engineer.GET('/campaigns/{id}/map-layers', {
      params: { path: { id: complement.id }, query: {} },
    });
    const coresLayer = present(layers.items.find((layer) => layer.kind === 'cores'));
    const { data } = await engineer.GET('/map-layers/{id}/data/{campaignId}', {
      params: { path: { id: coresLayer.id, campaignId: complement.id }, query: {} },
    });
    expect(data.features).toHaveLength(complement.coresCount);
    // The demo names a core by its number (no prefix in this campaign).
    const numberOf = (name: unknown) => Number(String(name).replace(/\D/gu, ''));
    const computed = data.features.filter(
      (feature) => feature.properties.isPositionComputed === true,
    );
    expect(
      computed.map((feature) => numberOf(feature.properties.name)).sort((a, b) => a - b),
    ).toEqual(DEMO_PR_ONLY_CORES.numbers);
    // Placed near where the demo drew them (between the same waypoints of RD 1075).
    const drawn = demoCoresOf(complement);
    for (const feature of computed) {
      const core = present(drawn.find((c) => c.number === numberOf(feature.properties.name)));
      const geometry = feature.geometry;
      if (geometry?.type !== 'Point') throw new Error('Not a point');
      const [lng, lat] = geometry.coordinates.map(Number);
      expect(Math.abs((lat ?? 0) - core.lat)).toBeLessThan(0.005);
      expect(Math.abs((lng ?? 0) - core.lng)).toBeLessThan(0.005);
    }
  });
});
