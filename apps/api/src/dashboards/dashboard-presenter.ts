import type { components } from '@chaussee/sdk';
import { labelOf } from '@chaussee/validation';
import { CORE_FILTER_KEYS } from './core-filters.js';
import { dashboardTexts } from './dashboard-messages.js';
import type { CategoryWithCharts, ChartRow } from './dashboard.repository.js';

type Schemas = components['schemas'];

/** The filter columns every chart of a coring dashboard offers (one filter bar for all). */
const FILTER_COLUMNS: Schemas['Chart']['filterColumns'] = CORE_FILTER_KEYS.map((key) => ({
  key,
  label: dashboardTexts.filters[key],
}));

export function toChart(row: ChartRow): Schemas['Chart'] {
  return {
    id: row.id,
    campaignId: row.campaignId,
    categoryId: row.categoryId,
    chartType: row.chartType,
    title: labelOf('DashboardChartType', row.chartType),
    kind: row.kind,
    position: row.position,
    unit: row.unit,
    comment: row.comment,
    visibleToCustomers: row.isVisibleToCustomers,
    filterColumns: FILTER_COLUMNS,
  };
}

/** A tab with the charts the viewer may see (`charts` already filtered). */
export function toDashboardCategory({
  category,
  charts,
}: CategoryWithCharts): Schemas['DashboardCategory'] {
  return {
    id: category.id,
    campaignId: category.campaignId,
    name: category.name,
    position: category.position,
    hasChart: charts.length > 0,
    // Map layers are not stored yet (the map's issue): no tab has any.
    hasCarto: false,
    charts: charts.map((chart) => ({
      id: chart.id,
      chartType: chart.chartType,
      title: labelOf('DashboardChartType', chart.chartType),
      kind: chart.kind,
      visibleToCustomers: chart.isVisibleToCustomers,
    })),
    mapLayerIds: [],
  };
}
