/**
 * Parameter checks of spec section 2. A failed check is a page-not-found error, never a redirect.
 */

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/iu;
const NIL_UUID = '00000000-0000-0000-0000-000000000000';
const MAX_UUID = 'ffffffff-ffff-ffff-ffff-ffffffffffff';

/** A UUID of versions 1 to 8 (RFC 9562), or the all-zero or all-ones one the spec also accepts. */
function isUuid(value: string | undefined): boolean {
  if (value === undefined) return false;
  const lower = value.toLowerCase();
  return lower === NIL_UUID || lower === MAX_UUID || UUID_PATTERN.test(value);
}

const CORING_DASHBOARD_TABS = ['dashboard', 'structural-synoptic', 'analyses-synoptic'] as const;
type CoringDashboardTab = (typeof CORING_DASHBOARD_TABS)[number];
const DEFAULT_CORING_DASHBOARD_TAB: CoringDashboardTab = 'dashboard';

function isCoringDashboardTab(value: string | undefined): value is CoringDashboardTab {
  return CORING_DASHBOARD_TABS.some((tab) => tab === value);
}

/** The path of a coring campaign's dashboard; the tab defaults to `dashboard`. */
export function coringDashboardPath(
  id: string,
  tab: CoringDashboardTab = DEFAULT_CORING_DASHBOARD_TAB,
): string {
  return `/coring-campaign/${id}/${tab}`;
}

/** What a route's parameters must satisfy; each check sees the path parameters and the query. */
export type ParamCheck = (
  params: Readonly<Record<string, string | undefined>>,
  query: URLSearchParams,
) => boolean;

export const uuidParam =
  (name: string): ParamCheck =>
  (params) =>
    isUuid(params[name]);

export const nonEmptyParam =
  (name: string): ParamCheck =>
  (params) =>
    (params[name] ?? '') !== '';

export const coringTabParam: ParamCheck = (params) => isCoringDashboardTab(params.tab);

/** `/workspaces/{archived?}`: absent, or exactly the word `archived`. */
export const archivedSegment: ParamCheck = (params) =>
  params.archived === undefined || params.archived === 'archived';

export const nonEmptyQuery =
  (name: string): ParamCheck =>
  (_params, query) =>
    (query.get(name) ?? '').trim() !== '';
