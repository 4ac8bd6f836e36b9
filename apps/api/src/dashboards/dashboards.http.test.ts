import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemOf } from '../users/testing/http-identity.js';
import {
  DEMO,
  startProjectsTestbed,
  type ProjectsTestbed,
} from '../workspaces/testing/projects-testbed.js';
import { insertDashboardFixture } from './testing/dashboard-fixture.js';

/**
 * The dashboard through HTTP as the office configures and comments it and as a customer reads it:
 * what customers see follows visibleToCustomers, comments survive a configuration, and the
 * configuration's own rules (one chart of a type, the campaign's own tabs) are the server's.
 */
describe('Configuring and commenting a coring dashboard', () => {
  let bed: ProjectsTestbed;
  let campaignId: string;
  let workspaceId: string;

  beforeAll(async () => {
    bed = await startProjectsTestbed();
    workspaceId = await bed.insertWorkspace({
      siteId: (await bed.insertOrganization('Département')).siteId,
      name: 'Routes',
      memberIds: [bed.userId(DEMO.engineer), bed.userId(DEMO.customerSupervisor)],
    });
    campaignId = (await insertDashboardFixture(bed.db, { workspaceId })).campaignId;
  });
  afterAll(() => bed.server.close());

  const path = () => ({ params: { path: { id: campaignId }, query: {} } });

  async function categoriesAs(email: string) {
    const { data } = await (await bed.as(email)).GET('/campaigns/{id}/categories', path());
    return data.items;
  }

  async function chartId(chartType: string): Promise<string> {
    const charts = (await categoriesAs(DEMO.engineer)).flatMap((category) => category.charts);
    const found = charts.find((chart) => chart.chartType === chartType);
    if (!found) throw new Error(`No chart ${chartType}`);
    return found.id;
  }

  it('lets an engineer comment a chart, shows the comment to the customer, and removes it with null', async () => {
    const engineer = await bed.as(DEMO.engineer);
    const id = await chartId('cores_by_waste_route');
    const { data } = await engineer.PATCH('/charts/{id}', {
      params: { path: { id } },
      body: { comment: 'Deux carottes sans analyse : à compléter.' },
    });
    expect(data.comment).toBe('Deux carottes sans analyse : à compléter.');
    const customer = await bed.as(DEMO.customerSupervisor);
    const seen = await customer.GET('/campaigns/{id}/charts/{chartId}', {
      params: { path: { id: campaignId, chartId: id } },
    });
    expect(seen.data.comment).toBe('Deux carottes sans analyse : à compléter.');
    // A merge patch without the field changes nothing.
    const unchanged = await engineer.PATCH('/charts/{id}', { params: { path: { id } }, body: {} });
    expect(unchanged.data.comment).toBe('Deux carottes sans analyse : à compléter.');
    const cleared = await engineer.PATCH('/charts/{id}', {
      params: { path: { id } },
      body: { comment: null },
    });
    expect(cleared.data.comment).toBeNull();
  });

  it('refuses a comment over 1000 characters, in French', async () => {
    const engineer = await bed.as(DEMO.engineer);
    const problem = await problemOf(
      engineer.PATCH('/charts/{id}', {
        params: { path: { id: await chartId('cores_by_status') } },
        body: { comment: 'x'.repeat(1001) },
      }),
    );
    expect(problem.violations).toEqual([
      { propertyPath: 'comment', code: 'maxLength', message: '1000 caractères max' },
    ]);
  });

  it('replaces the dashboard: order, tabs, visibility; comments kept, charts left out deleted', async () => {
    const engineer = await bed.as(DEMO.engineer);
    const [structure] = await categoriesAs(DEMO.engineer);
    if (!structure) throw new Error('No tab');
    const statusId = await chartId('cores_by_status');
    await engineer.PATCH('/charts/{id}', {
      params: { path: { id: statusId } },
      body: { comment: 'Campagne terminée.' },
    });
    const { data } = await engineer.PUT('/campaigns/{id}/dashboard', {
      params: { path: { id: campaignId } },
      body: {
        categories: [
          {
            name: 'Filières',
            charts: [
              { chartType: 'cores_by_waste_route', visibleToCustomers: true },
              { chartType: 'pah_ref_be_class_by_layer', visibleToCustomers: false },
            ],
          },
          {
            id: structure.id,
            name: 'Structure',
            charts: [
              { chartType: 'bituminous_thickness_along_road', visibleToCustomers: true },
              { chartType: 'cores_by_status', visibleToCustomers: true },
            ],
          },
          {
            name: 'Interne',
            charts: [{ chartType: 'th_class_by_layer', visibleToCustomers: false }],
          },
        ],
      },
    });
    expect(
      data.items.map((category) => [
        category.name,
        category.charts.map((chart) => [chart.chartType, chart.visibleToCustomers]),
      ]),
    ).toEqual([
      [
        'Filières',
        [
          ['cores_by_waste_route', true],
          ['pah_ref_be_class_by_layer', false],
        ],
      ],
      [
        'Structure',
        [
          ['bituminous_thickness_along_road', true],
          ['cores_by_status', true],
        ],
      ],
      ['Interne', [['th_class_by_layer', false]]],
    ]);
    expect(data.items[1]?.id).toBe(structure.id);
    const status = await engineer.GET('/campaigns/{id}/charts/{chartId}', {
      params: { path: { id: campaignId, chartId: statusId } },
    });
    expect([status.data.comment, status.data.position]).toEqual(['Campagne terminée.', 2]);

    // The customer sees neither the hidden charts nor a tab left without chart for them.
    const customerTabs = await categoriesAs(DEMO.customerSupervisor);
    expect(
      customerTabs.map((category) => [
        category.name,
        category.hasChart,
        category.charts.map((chart) => chart.chartType),
      ]),
    ).toEqual([
      ['Filières', true, ['cores_by_waste_route']],
      ['Structure', true, ['bituminous_thickness_along_road', 'cores_by_status']],
      ['Interne', false, []],
    ]);
    const customer = await bed.as(DEMO.customerSupervisor);
    const tabsWithCharts = await customer.GET('/campaigns/{id}/categories', {
      params: { path: { id: campaignId }, query: { hasChart: true } },
    });
    expect(tabsWithCharts.data.items.map((category) => category.name)).toEqual([
      'Filières',
      'Structure',
    ]);
  });

  it('refuses a chart type twice, a tab of another campaign, and a campaign of another type', async () => {
    const engineer = await bed.as(DEMO.engineer);
    const twice = await problemOf(
      engineer.PUT('/campaigns/{id}/dashboard', {
        params: { path: { id: campaignId } },
        body: {
          categories: [
            { name: 'A', charts: [{ chartType: 'cores_by_status', visibleToCustomers: true }] },
            { name: 'B', charts: [{ chartType: 'cores_by_status', visibleToCustomers: false }] },
          ],
        },
      }),
    );
    expect(twice.violations?.map((violation) => [violation.propertyPath, violation.code])).toEqual([
      ['categories.1.charts.0.chartType', 'uniqueItems'],
    ]);
    const other = await insertDashboardFixture(bed.db, { workspaceId });
    const [foreignTab] = (
      await engineer.GET('/campaigns/{id}/categories', {
        params: { path: { id: other.campaignId }, query: {} },
      })
    ).data.items;
    const foreign = await problemOf(
      engineer.PUT('/campaigns/{id}/dashboard', {
        params: { path: { id: campaignId } },
        body: { categories: [{ id: foreignTab?.id ?? null, name: 'Volée', charts: [] }] },
      }),
    );
    expect(foreign.violations?.map((violation) => violation.propertyPath)).toEqual([
      'categories.0.id',
    ]);
    const surveyId = await bed.insertCampaign({
      workspaceId,
      type: 'auscultation',
      name: 'Relevé',
      memberIds: [bed.userId(DEMO.engineer)],
    });
    const wrongType = await problemOf(
      engineer.PUT('/campaigns/{id}/dashboard', {
        params: { path: { id: surveyId } },
        body: { categories: [] },
      }),
    );
    expect(wrongType.status).toBe(400);
  });

  it('validates the filters of a chart in French, as the HTTP layer does for every query', async () => {
    const token = await bed.tokenOf(DEMO.engineer);
    const id = await chartId('cores_by_status');
    const response = await fetch(
      `${bed.server.baseUrl}/api/charts/${id}/generate-content?prFrom=PR%202&material=XX`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    expect(response.status).toBe(400);
    const problem = (await response.json()) as { violations: { propertyPath: string }[] };
    expect(problem.violations.map((violation) => violation.propertyPath).sort()).toEqual([
      'material',
      'prFrom',
    ]);
  });
});
