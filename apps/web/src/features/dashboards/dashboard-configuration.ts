import {
  DashboardChartType,
  type CampaignDashboardUpdate,
  type DashboardCategory,
} from '@chaussee/sdk/react';

type ChartType = (typeof DashboardChartType)[keyof typeof DashboardChartType];

interface ConfiguredChart {
  chartType: ChartType;
  visibleToCustomers: boolean;
}

interface ConfiguredCategory {
  id: string;
  name: string;
  charts: ConfiguredChart[];
}

/** The dashboard being configured: its tabs with their charts, and the catalogue's other charts. */
export interface DashboardConfiguration {
  categories: ConfiguredCategory[];
  hidden: ChartType[];
}

/** Every chart of the catalogue, in the contract's order. */
const CATALOGUE = Object.values(DashboardChartType);

/** The configuration as the dashboard is: its tabs in order; the catalogue's charts not on it hidden. */
export function configurationOf(categories: readonly DashboardCategory[]): DashboardConfiguration {
  const configured = categories.map((category) => ({
    id: category.id,
    name: category.name,
    charts: category.charts.map(({ chartType, visibleToCustomers }) => ({
      chartType,
      visibleToCustomers,
    })),
  }));
  const shown = new Set(
    configured.flatMap((category) => category.charts.map((one) => one.chartType)),
  );
  return { categories: configured, hidden: CATALOGUE.filter((type) => !shown.has(type)) };
}

function mapCharts(
  configuration: DashboardConfiguration,
  change: (charts: ConfiguredChart[]) => ConfiguredChart[],
): DashboardConfiguration {
  return {
    ...configuration,
    categories: configuration.categories.map((category) => ({
      ...category,
      charts: change(category.charts),
    })),
  };
}

/** Moves a chart one place up (-1) or down (+1) in its tab; at an end, nothing moves. */
export function moveChart(
  configuration: DashboardConfiguration,
  chartType: ChartType,
  step: -1 | 1,
): DashboardConfiguration {
  return mapCharts(configuration, (charts) => {
    const index = charts.findIndex((one) => one.chartType === chartType);
    const target = index + step;
    const moving = charts[index];
    const other = charts[target];
    if (index < 0 || moving === undefined || other === undefined) return charts;
    const next = [...charts];
    next[index] = other;
    next[target] = moving;
    return next;
  });
}

export function setVisibleToCustomers(
  configuration: DashboardConfiguration,
  chartType: ChartType,
  visibleToCustomers: boolean,
): DashboardConfiguration {
  return mapCharts(configuration, (charts) =>
    charts.map((one) => (one.chartType === chartType ? { ...one, visibleToCustomers } : one)),
  );
}

/** Takes a chart off the dashboard (its comment goes with it on save, as the contract says). */
export function hideChart(
  configuration: DashboardConfiguration,
  chartType: ChartType,
): DashboardConfiguration {
  const next = mapCharts(configuration, (charts) =>
    charts.filter((one) => one.chartType !== chartType),
  );
  return {
    ...next,
    hidden: CATALOGUE.filter((type) => type === chartType || next.hidden.includes(type)),
  };
}

/** Puts a hidden chart back, at the end of a tab, hidden from customers until said otherwise. */
export function showChart(
  configuration: DashboardConfiguration,
  chartType: ChartType,
  categoryId: string,
): DashboardConfiguration {
  return {
    categories: configuration.categories.map((category) =>
      category.id === categoryId
        ? { ...category, charts: [...category.charts, { chartType, visibleToCustomers: false }] }
        : category,
    ),
    hidden: configuration.hidden.filter((type) => type !== chartType),
  };
}

/** The body of PUT /campaigns/{id}/dashboard: the whole dashboard, tabs kept by id. */
export function configurationBody(configuration: DashboardConfiguration): CampaignDashboardUpdate {
  return {
    categories: configuration.categories.map(({ id, name, charts }) => ({ id, name, charts })),
  };
}
