// @ts-check
// The list endpoints `pnpm bench:api` measures, with the parameters the web app sends, and the demo
// ids they are called on (found through the API, as a client would). A list operation the server
// implements without a row here is reported by `unlistedListOperations`: every list or aggregate
// endpoint added later gets its row.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../../lib/paths.mjs';
import { DEMO_PASSWORD } from '../../lib/demo-password.mjs';

const PASSWORD = DEMO_PASSWORD;
/** NEXTROAD_ADMIN (an engineer of the office): member of the demo projects, may list users. */
export const OFFICE_ADMIN = 'bureau-admin@demo.chaussee.fr';
/** The only role that lists the accounts one may act as. */
const SUPER_ADMIN = 'super-admin@demo.chaussee.fr';

/**
 * @typedef {object} DemoIds
 * @property {string} userId the office admin
 * @property {string} coringCampaignId the coring campaign with the most cores
 * @property {number} coresCount its cores
 * @property {string} workspaceId the workspace with the most campaigns
 * @property {string} organizationId
 * @property {string} siteId
 * @property {string} providerId a laboratory
 * @property {string} layerId a layer of a core of the coring campaign
 */

/**
 * @typedef {object} Endpoint
 * @property {string} operationId
 * @property {(ids: DemoIds) => string} path the path and query under /api
 * @property {string} [account] who calls it (the office admin when absent)
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
];

/**
 * A signed-in caller of the API.
 * @param {string} apiUrl the server's origin followed by /api
 * @param {string} email
 */
export async function signIn(apiUrl, email) {
  const response = await fetch(`${apiUrl}/login_check`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email}: ${response.status}`);
  /** @type {{ token: string }} */
  const { token } = await response.json();
  /**
   * @param {string} path
   * @returns {Promise<any>}
   */
  const get = async (path) => {
    const answer = await fetch(`${apiUrl}${path}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!answer.ok)
      throw new Error(`GET ${path} as ${email}: ${answer.status} ${await answer.text()}`);
    return answer.json();
  };
  return { token, get };
}

/**
 * The demo's ids the endpoints are called on.
 * @param {Awaited<ReturnType<typeof signIn>>} caller the office admin
 * @returns {Promise<DemoIds>}
 */
export async function findDemoIds(caller) {
  const me = await caller.get('/current_user');
  const workspaces = await caller.get(`/users/${me.id}/workspaces?displayCampaigns=true&limit=200`);
  /** @type {{ id: string, site: { id: string }, organization: { id: string }, campaigns: { id: string, type: string }[] }[]} */
  const items = workspaces.items;
  const largestWorkspace = [...items].sort((a, b) => b.campaigns.length - a.campaigns.length)[0];
  if (largestWorkspace === undefined) throw new Error('the office admin has no workspace');
  let coringCampaignId = '';
  let coresCount = -1;
  for (const campaign of items.flatMap((workspace) => workspace.campaigns)) {
    if (campaign.type !== 'coring') continue;
    const page = await caller.get(`/campaigns/${campaign.id}/cores?limit=1`);
    if (page.total > coresCount) {
      coresCount = page.total;
      coringCampaignId = campaign.id;
    }
  }
  const withLayers = await caller.get(
    `/campaigns/${coringCampaignId}/cores?limit=200&coringResult=true`,
  );
  /** @type {{ layers?: { id: string }[] }[]} */
  const cores = withLayers.items;
  const layerId = cores.flatMap((core) => core.layers ?? [])[0]?.id ?? '';
  const providers = await caller.get('/providers?limit=200&isLaboratory=true');
  return {
    userId: me.id,
    coringCampaignId,
    coresCount,
    workspaceId: largestWorkspace.id,
    organizationId: largestWorkspace.organization.id,
    siteId: largestWorkspace.site.id,
    providerId: providers.items[0]?.id ?? '',
    layerId,
  };
}

/**
 * The list operations of the contract (GET answering an array, or a page of `items`/`member`)
 * that the server implements (not 501) but that have no row in ENDPOINTS.
 * @param {string} apiUrl
 * @param {string} token
 * @returns {Promise<string[]>}
 */
export async function unlistedListOperations(apiUrl, token) {
  /** @type {any} */
  const document = JSON.parse(readFileSync(join(repoRoot, 'openapi/openapi.json'), 'utf8'));
  /** @param {any} schema @returns {any} */
  const resolve = (schema) => {
    let node = schema;
    while (node?.$ref) {
      node = String(node.$ref)
        .slice(2)
        .split('/')
        .reduce((parent, key) => parent?.[key], document);
    }
    return node;
  };
  /** @param {any} schema @returns {boolean} */
  const isList = (schema) => {
    const node = resolve(schema);
    if (node === undefined) return false;
    if (node.type === 'array') return true;
    if (Array.isArray(node.allOf)) return node.allOf.some(isList);
    const properties = node.properties ?? {};
    return ['items', 'member'].some((key) => resolve(properties[key])?.type === 'array');
  };
  const listed = new Set(ENDPOINTS.map((endpoint) => endpoint.operationId));
  const missing = [];
  for (const [path, item] of Object.entries(document.paths)) {
    const operation = item.get;
    const content = operation?.responses?.['200']?.content ?? {};
    const schema = Object.values(content)[0]?.schema;
    if (!operation || listed.has(operation.operationId) || !isList(schema)) continue;
    const url = path.replaceAll(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
    const answer = await fetch(`${apiUrl}${url}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    await answer.arrayBuffer();
    if (answer.status !== 501) missing.push(operation.operationId);
  }
  return missing;
}
