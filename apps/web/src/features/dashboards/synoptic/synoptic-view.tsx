import type { DashboardFilters } from '../dashboard-filters.js';

export interface SynopticViewProps {
  campaignId: string;
  colouring: 'material' | 'pollutant';
  filters: DashboardFilters;
  coreHref?: ((coreId: string) => string) | undefined;
}

export function SynopticView(_props: SynopticViewProps) {
  return null;
}
