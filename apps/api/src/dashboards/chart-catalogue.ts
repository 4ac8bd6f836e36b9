import type { components } from '@chaussee/sdk';
import { dashboardTexts } from './dashboard-messages.js';

type Schemas = components['schemas'];
type ChartType = Schemas['DashboardChartType'];

/** How a chart of the catalogue is drawn and in which unit its values are. */
interface CatalogueChart {
  kind: Schemas['ChartKind'];
  unit: string | null;
}

/**
 * The charts a coring campaign's dashboard can show (DashboardChartType), each drawn one way; its
 * title is the catalogue's label of its type. Counted charts are unitless (null).
 */
export const CHART_CATALOGUE = {
  cores_by_status: { kind: 'pie', unit: null },
  layers_by_type: { kind: 'bar', unit: null },
  thickness_distribution: { kind: 'bar', unit: null },
  bituminous_thickness_along_road: { kind: 'line', unit: 'mm' },
  pah_class_by_layer: { kind: 'stacked_bar', unit: null },
  pah_ref_be_class_by_layer: { kind: 'stacked_bar', unit: null },
  th_class_by_layer: { kind: 'stacked_bar', unit: null },
  asbestos_by_layer: { kind: 'stacked_bar', unit: null },
  cores_by_waste_route: { kind: 'pie', unit: null },
} as const satisfies Record<ChartType, CatalogueChart>;

/**
 * The dashboard a coring campaign starts with: every chart of the catalogue, seen by customers, in
 * two tabs (the structure of the road, then what the analyses say of its material).
 */
export const DEFAULT_DASHBOARD: readonly { name: string; chartTypes: readonly ChartType[] }[] = [
  {
    name: dashboardTexts.categories.structure,
    chartTypes: [
      'cores_by_status',
      'layers_by_type',
      'thickness_distribution',
      'bituminous_thickness_along_road',
    ],
  },
  {
    name: dashboardTexts.categories.pollutants,
    chartTypes: [
      'pah_class_by_layer',
      'pah_ref_be_class_by_layer',
      'th_class_by_layer',
      'asbestos_by_layer',
      'cores_by_waste_route',
    ],
  },
];
