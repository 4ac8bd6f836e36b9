/** The three views of a coring campaign's dashboard (the route's tab, or a guest's `view`). */
export const DASHBOARD_VIEWS = ['dashboard', 'structural-synoptic', 'analyses-synoptic'] as const;

export type DashboardViewName = (typeof DASHBOARD_VIEWS)[number];

export function isDashboardView(value: string | null | undefined): value is DashboardViewName {
  return DASHBOARD_VIEWS.some((view) => view === value);
}
