import {
  getGenerateChartContentMockHandler,
  getGetCampaignChartMockHandler,
  getGetCampaignChartResponseMock,
  getListCampaignCategoriesMockHandler,
} from '@chaussee/sdk/mocks';
import type { Chart, ChartContent, DashboardCategory } from '@chaussee/sdk/react';
import type { setUpMockApi } from '../../../shared/testing/mock-api.js';

type MockApi = ReturnType<typeof setUpMockApi>;

export const campaignId = '2b7c5c1e-4a5f-4c3e-9d2a-7e1f0a9b8c6d';
export const statusChartId = '6f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a01';
export const pahChartId = '6f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a02';
export const materialsChartId = '6f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a03';

const FILTER_COLUMNS = [
  { key: 'road', label: 'Route' },
  { key: 'direction', label: 'Sens' },
  { key: 'lane', label: 'Voie' },
  { key: 'status', label: 'Statut' },
];

/** A chart of the contract's shape with the values a test fixes. */
export function chart(values: Partial<Chart> & Pick<Chart, 'id' | 'title' | 'kind'>): Chart {
  return {
    ...getGetCampaignChartResponseMock(),
    campaignId,
    categoryId: 'c0000000-0000-4000-8000-000000000001',
    position: 1,
    unit: null,
    comment: null,
    filterColumns: FILTER_COLUMNS,
    ...values,
  };
}

export const categories: DashboardCategory[] = [
  {
    id: 'c0000000-0000-4000-8000-000000000001',
    campaignId,
    name: 'Carottes',
    position: 1,
    hasChart: true,
    hasCarto: false,
    charts: [
      {
        id: statusChartId,
        chartType: 'cores_by_status',
        title: 'Carottes par statut',
        kind: 'table',
        visibleToCustomers: true,
      },
      {
        id: materialsChartId,
        chartType: 'layers_by_type',
        title: 'Couches par matériau',
        kind: 'bar',
        visibleToCustomers: false,
      },
    ],
    mapLayerIds: [],
  },
  {
    id: 'c0000000-0000-4000-8000-000000000002',
    campaignId,
    name: 'Polluants',
    position: 2,
    hasChart: true,
    hasCarto: false,
    charts: [
      {
        id: pahChartId,
        chartType: 'pah_class_by_layer',
        title: 'Classes HAP par couche',
        kind: 'table',
        visibleToCustomers: true,
      },
    ],
    mapLayerIds: [],
  },
];

/** GET /campaigns/{id}/categories answers `items` in one page. */
export function serveCategories(api: MockApi, items: DashboardCategory[] = categories) {
  api.use(
    getListCampaignCategoriesMockHandler({ total: items.length, limit: 100, offset: 0, items }),
  );
}

/** GET /campaigns/{id}/charts/{chartId} answers the chart of that id among `charts`. */
export function serveCharts(api: MockApi, charts: Chart[]) {
  api.use(
    getGetCampaignChartMockHandler(({ params }) => {
      const found = charts.find((one) => one.id === params.chartId);
      if (found === undefined) throw new Error(`No chart ${String(params.chartId)} in the test`);
      return found;
    }),
  );
}

/** What a test fixes of a content: the codes behind labels and series are their French words. */
interface TestContent {
  kind: ChartContent['kind'];
  labels: string[];
  series: { name: string; unit: string | null; data: (number | null)[] }[];
}

/**
 * GET /charts/{id}/generate-content answers `contentOf(chartId, query)`; every query asked is
 * recorded in `asked`.
 */
export function serveContents(
  api: MockApi,
  contentOf: (chartId: string, query: URLSearchParams) => TestContent,
) {
  const asked: { chartId: string; query: string }[] = [];
  api.use(
    getGenerateChartContentMockHandler(({ params, request }) => {
      const chartId = String(params.id);
      const query = new URL(request.url).searchParams;
      asked.push({ chartId, query: query.toString() });
      const { kind, labels, series } = contentOf(chartId, query);
      return {
        chartId,
        generatedAt: '2026-11-26T04:00:00Z',
        filters: Object.fromEntries(query),
        kind,
        labels,
        labelKeys: labels,
        series: series.map((one) => ({ ...one, key: one.name })),
      };
    }),
  );
  return asked;
}
