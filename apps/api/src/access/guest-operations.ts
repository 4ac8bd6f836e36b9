import { isGuest } from '@chaussee/permissions';
import { AppError } from '../errors/app-error.js';
import type { ContractOperation } from '../http/contract/contract-operations.js';
import type { OperationId } from '../http/operation-handler.js';
import type { Principal } from '../http/principal.js';

/**
 * Everything a guest may call. A share link promises a read-only dashboard and map of one campaign
 * (spec sections 1 and 2: the guest routes are the coring, auscultation and macro dashboards and
 * the coring map), so a guest session calls the operations those screens need (spec section 7) and
 * nothing else. The HTTP layer refuses every other secured operation to a guest with 403 before
 * reading the body (`assertGuestMayCall`), so an operation added to the contract is refused to
 * guests until it is written here. Each entry below still goes through its domain's checks: the
 * membership guard limits a guest to its own campaign (403 `not_member` on any other).
 *
 * Left out on purpose, although a guest once read some of them: the cores grid and everything of a
 * core (`listCampaignCores`, `getCore`, layers, interfaces, groups, pictures, hand-written
 * materials), the coring campaign in full (`getCoringCampaign`: customer validation, providers,
 * prestations and laboratory orders), laboratory prestations and analyses, layer names, display
 * name prefixes and material categories (entry helpers), members, share links, documents, files,
 * downloads and exports, notifications (a guest has none), versions and statistics; on the map, the
 * attribute table (`listMapLayerFieldData`, for the table view and point editing) and the filter
 * pickers and reset (`listDynamicFilterValues`, `listStandardColumnValues`,
 * `resetDynamicFiltersByLayers`), which serve only to change the filters a guest may not change
 * (`updateDynamicFilter`). Every entry is a GET (a test checks it): a guest changes nothing.
 */
export const GUEST_OPERATIONS = [
  // The session: who the guest is, who invited it and the one campaign it may read (spec § 4).
  'getCurrentUser',

  // The header of every guest dashboard and map: name, type, status, dates, workspace, site and
  // organization names, and the global comment shown on the dashboard.
  'getCampaign',
  // The auscultation dashboard's facts: distress types, survey date and length, counts.
  'getAuscultationCampaign',

  // Dashboard: its tabs (and the map's, hasChart / hasCarto), each chart and its data (filters
  // are query parameters there, nothing is stored).
  'listCampaignCategories',
  'getCampaignChart',
  'generateChartContent',
  // The structural and analyses synoptics of the coring dashboard (cores, layers, classes).
  'getCampaignSynoptic',
  // Dashboard of an auscultation campaign: its statistic tables.
  'listAuscultationStatisticTables',
  'getAuscultationStatisticTable',
  // …and the distresses surveyed, for its charts and map (import, edit and history are not a guest's).
  'listAuscultationSurveyItems',

  // Map: the campaign's layers, their features (GeoJSON; a coring campaign's cores and their
  // pollutant classes are drawn from these), legends, extent, PR landmarks, the filters in force
  // (shown, not changed), the photos and documents placed on the map.
  'listCampaignMapLayers',
  'getMapLayerData',
  'getMapLayerValueClasses',
  'getMapLayersBoundingBox',
  'getCommonPrsLayer',
  // PR referencing both ways, for the position of a clicked point and of a core located by its PR.
  'getPrPosition',
  'getPrReference',
  'listCampaignDynamicFilters',
  'listMapLayerImages',
  'listMapLayerFloatDocs',
  // Labels, colours and units of the distress types, for the legends of auscultation screens.
  'listDegradations',
] as const satisfies readonly OperationId[];

const allowed: ReadonlySet<OperationId> = new Set(GUEST_OPERATIONS);

/**
 * Refuses a guest any secured operation outside GUEST_OPERATIONS (403 `forbidden`). Public
 * operations (`security: []`) answer a guest as they answer anybody: refusing them would protect
 * nothing, since the same call without the token is answered, and would break a guest opening
 * another share link (`POST /guest/login_check`) or a download link.
 */
export function assertGuestMayCall(
  principal: Principal | undefined,
  operation: Pick<ContractOperation, 'operationId' | 'isPublic'>,
): void {
  if (principal === undefined || operation.isPublic || !isGuest(principal.user)) return;
  if (!allowed.has(operation.operationId)) {
    throw new AppError('forbidden', {
      detail: 'A share link gives read-only access to the dashboard and map of its campaign only',
    });
  }
}
