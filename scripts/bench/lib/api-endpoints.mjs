// @ts-check
// The list endpoints `pnpm bench:api` measures, with the parameters the web app sends (the largest
// page the contract allows where no screen calls it yet, said so next to the row), and the demo
// ids they are called on (lib/api-demo.mjs, plus what lib/api-activity.mjs makes through the API
// first). A list operation the server implements without a row here is reported by
// `unlistedListOperations` (lib/api-unlisted.mjs): every list or aggregate endpoint added later
// gets its row.
import { SUPER_ADMIN } from './api-demo.mjs';

/**
 * @typedef {import('./api-demo.mjs').DemoIds & import('./api-activity.mjs').ActivityIds} BenchIds
 */

/**
 * @typedef {object} Endpoint
 * @property {string} operationId
 * @property {(ids: BenchIds) => string} path the path and query under /api
 * @property {string | null} [account] who calls it: the office admin when absent; null for a
 *   public operation, called without a token as its visitors call it
 */

/** @type {readonly Endpoint[]} */
export const ENDPOINTS = [
  {
    operationId: 'listCampaignCores',
    path: (ids) => `/campaigns/${ids.coringCampaignId}/cores?limit=200`,
  },
  {
    operationId: 'listUserWorkspaces',
    path: (ids) => `/users/${ids.userId}/workspaces?displayCampaigns=true&limit=20`,
  },
  {
    operationId: 'listUserCampaigns',
    path: (ids) => `/users/${ids.userId}/campaigns?showDocuments=true&limit=20`,
  },
  {
    operationId: 'listWorkspaceCampaigns',
    path: (ids) => `/workspaces/${ids.workspaceId}/campaigns?coresCount=true&limit=20`,
  },
  {
    operationId: 'listOrganizationWorkspaces',
    path: (ids) => `/organizations/${ids.organizationId}/workspaces?limit=20`,
  },
  {
    operationId: 'listSiteWorkspaces',
    path: (ids) => `/v2/sites/${ids.siteId}/workspaces?limit=20`,
  },
  {
    operationId: 'listCampaignUsers',
    path: (ids) => `/campaigns/${ids.coringCampaignId}/users?limit=200`,
  },
  {
    operationId: 'listCampaignMemberships',
    path: (ids) => `/campaigns/${ids.coringCampaignId}/user-campaigns?limit=200`,
  },
  {
    operationId: 'listCampaignShareLinks',
    path: (ids) => `/campaigns/${ids.coringCampaignId}/share-links`,
  },
  {
    operationId: 'listCampaignAnalyses',
    path: (ids) => `/campaigns/${ids.coringCampaignId}/analyses?limit=200`,
  },
  {
    operationId: 'listCampaignPrestations',
    path: (ids) => `/campaigns/${ids.coringCampaignId}/prestations?limit=200`,
  },
  {
    operationId: 'listCampaignOtherMaterials',
    path: (ids) => `/campaigns/${ids.coringCampaignId}/other-materials?limit=200`,
  },
  {
    operationId: 'listCoresGroups',
    path: (ids) => `/v2/coring/campaigns/${ids.coringCampaignId}/cores-groups?limit=200`,
  },
  {
    operationId: 'listCoringCampaignDisplayNamePrefixes',
    path: (ids) => `/coring-campaigns/${ids.coringCampaignId}/display-name-prefixes?limit=200`,
  },
  {
    operationId: 'listLayerPrestations',
    path: (ids) => `/cores-layers/${ids.layerId}/layer-prestations?limit=200`,
  },
  {
    operationId: 'listWorkspaceRoads',
    path: (ids) => `/workspaces/${ids.workspaceId}/roads?limit=200`,
  },
  {
    operationId: 'listWorkspaceCities',
    path: (ids) => `/workspaces/${ids.workspaceId}/cities?limit=200`,
  },
  { operationId: 'listUsers', path: () => '/v2/users?limit=200' },
  {
    operationId: 'listSuperLoginUsers',
    path: () => '/super-login/users?limit=200',
    account: SUPER_ADMIN,
  },
  { operationId: 'listOrganizations', path: () => '/organizations?limit=200' },
  { operationId: 'listCustomerOrganizations', path: () => '/customersOrganizations?limit=200' },
  {
    operationId: 'listOrganizationSites',
    path: (ids) => `/v2/organizations/${ids.organizationId}/sites?limit=200`,
  },
  { operationId: 'listAgencies', path: () => '/agencies?limit=200' },
  { operationId: 'listSites', path: () => '/sites?limit=200' },
  { operationId: 'listSiteUsers', path: (ids) => `/v2/sites/${ids.siteId}/users?limit=200` },
  { operationId: 'listSiteProviders', path: (ids) => `/sites/${ids.siteId}/providers?limit=200` },
  { operationId: 'listProviders', path: () => '/providers?limit=200' },
  {
    operationId: 'listProviderLaboratories',
    path: (ids) => `/provider/${ids.providerId}/laboratories?limit=200`,
  },
  {
    operationId: 'listProviderPrestations',
    path: (ids) => `/providers/${ids.providerId}/prestations?limit=200`,
  },
  {
    operationId: 'listMaterialCategories',
    path: (ids) => `/material-categories?organizationId=${ids.organizationId}&limit=200`,
  },
  { operationId: 'listDegradations', path: () => '/degradations?limit=200' },
  { operationId: 'listNotifications', path: () => '/notifications?page=1&itemsCount=10' },

  // Issue 27: the bin and the audit trail are the super administrator's.
  { operationId: 'listBinItems', path: () => '/bin?limit=200', account: SUPER_ADMIN },
  {
    operationId: 'searchAuditEvents',
    path: () => '/audit-events?page=1&itemsCount=25',
    account: SUPER_ADMIN,
  },
  {
    operationId: 'listCampaignHistory',
    path: (ids) => `/campaigns/${ids.documentsCampaignId}/history?page=1&itemsCount=25`,
  },
  {
    operationId: 'listCoreHistory',
    path: (ids) => `/cores/${ids.coreId}/history?page=1&itemsCount=25`,
  },
  // Macro views (issue 25): the first page of 200 the screens ask, without filter.
  {
    operationId: 'listUserMacroOrganizations',
    path: (ids) => `/users/${ids.userId}/macro-organizations?limit=200`,
  },
  {
    operationId: 'listUserMacroCores',
    path: (ids) => `/users/${ids.userId}/macro-cores?limit=200&offset=0`,
  },
  {
    operationId: 'listUserMacroCampaigns',
    path: (ids) => `/users/${ids.userId}/macro-campaigns?limit=200&offset=0`,
  },
  {
    operationId: 'listProjectMacroCores',
    path: (ids) => `/projects/${ids.workspaceId}/macro-cores?limit=200&offset=0`,
  },
  {
    operationId: 'listProjectMacroCampaigns',
    path: (ids) => `/projects/${ids.workspaceId}/macro-campaigns?limit=200&offset=0`,
  },
  // No screen calls the projects of a user nor an organization's lists yet: the same page.
  {
    operationId: 'listUserMacroProjects',
    path: (ids) => `/users/${ids.userId}/macro-projects?limit=200&offset=0`,
  },
  {
    operationId: 'listOrganizationMacroProjects',
    path: (ids) => `/organizations/${ids.organizationId}/macro-projects?limit=200&offset=0`,
  },
  {
    operationId: 'listOrganizationMacroCores',
    path: (ids) => `/organizations/${ids.organizationId}/macro-cores?limit=200&offset=0`,
  },
  {
    operationId: 'listOrganizationMacroCampaigns',
    path: (ids) => `/organizations/${ids.organizationId}/macro-campaigns?limit=200&offset=0`,
  },
  // The file manager of the campaign with the most deliverables (its « Livrables » tab first).
  {
    operationId: 'listCampaignDocuments',
    path: (ids) =>
      `/campaigns/${ids.documentsCampaignId}/documents?category=deliverable&limit=200&offset=0`,
  },
  {
    operationId: 'listCampaignFolders',
    path: (ids) => `/campaigns/${ids.documentsCampaignId}/folders`,
  },
  {
    operationId: 'listCampaignRequiredDocuments',
    path: (ids) => `/campaigns/${ids.documentsCampaignId}/required-documents?limit=200&offset=0`,
  },
  // No screen lists a campaign's download links yet.
  {
    operationId: 'listCampaignDownloadLinks',
    path: (ids) => `/campaigns/${ids.documentsCampaignId}/download-links?limit=200`,
  },
  // The public /download page: no session. Its first page counts a visit of the link.
  {
    operationId: 'listDownloadLinkFiles',
    path: (ids) => `/download-links/${ids.downloadLinkToken}/files?limit=200&offset=0`,
    account: null,
  },
  // The dashboard and the map of that campaign.
  {
    operationId: 'listCampaignCategories',
    path: (ids) => `/campaigns/${ids.documentsCampaignId}/categories?hasChart=true&limit=100`,
  },
  {
    operationId: 'listCampaignDownloads',
    path: (ids) => `/campaigns/${ids.coringCampaignId}/downloads?type=raw_data&limit=20`,
  },
  {
    operationId: 'listCampaignMapLayers',
    path: (ids) => `/campaigns/${ids.documentsCampaignId}/map-layers?limit=200`,
  },
  {
    operationId: 'listCampaignDynamicFilters',
    path: (ids) =>
      `/campaigns/${ids.documentsCampaignId}/dynamic-filters/${ids.mapLayerId}?limit=200`,
  },
  {
    operationId: 'listDynamicFilterValues',
    path: (ids) => `/dynamic-filter-values/${ids.dynamicFilterId}?limit=200`,
  },
  // No screen calls these map operations yet: the cores layer of the same campaign, the largest
  // page, the landmarks as the standard column (22 values on the demo).
  {
    operationId: 'resetDynamicFiltersByLayers',
    path: (ids) =>
      `/dynamic-filters/reset-by-layers?selected-maplayers=${ids.mapLayerId}&limit=200`,
  },
  {
    operationId: 'listStandardColumnValues',
    path: (ids) =>
      `/campaigns/${ids.documentsCampaignId}/standard-column-values/${ids.mapLayerId}/landmark?with-current-filters=true&limit=200`,
  },
  {
    operationId: 'listMapLayerFieldData',
    path: (ids) => `/map-layers/${ids.mapLayerId}/field-data/${ids.documentsCampaignId}?limit=200`,
  },
  {
    operationId: 'listMapLayerImages',
    path: (ids) =>
      `/image-settings/${ids.mapLayerId}/imageList/${ids.documentsCampaignId}?limit=200`,
  },
  {
    operationId: 'listMapLayerFloatDocs',
    path: (ids) =>
      `/float-doc-settings/${ids.mapLayerId}/floatDocList/${ids.documentsCampaignId}?limit=200`,
  },
  // The auscultation campaign's dashboard: its tables (default sections) and survey.
  {
    operationId: 'listAuscultationStatisticTables',
    path: (ids) =>
      `/auscultation-campaigns/${ids.auscultationCampaignId}/statistic-tables?limit=100`,
  },
  {
    operationId: 'listAuscultationSurveyItems',
    path: (ids) => `/auscultation-campaigns/${ids.auscultationCampaignId}/survey-items?limit=200`,
  },
  {
    operationId: 'listSurveyItemHistory',
    path: (ids) => `/survey-items/${ids.surveyItemId}/history?limit=50`,
  },
  // The versions page asks each product without parameters.
  { operationId: 'listProductVersions', path: () => '/web-versions' },
];
