// @ts-check
// The demo as `pnpm bench:api` and `pnpm bench:growth` reach it: its accounts, a signed-in caller,
// and the ids the list endpoints are called on, found through the API as a client would.
import { DEMO_PASSWORD } from '../../lib/demo-password.mjs';

/** NEXTROAD_ADMIN (an engineer of the office): member of the demo projects, may list users. */
export const OFFICE_ADMIN = 'bureau-admin@demo.chaussee.fr';
/** The only role that lists the accounts one may act as, the bin and the whole audit trail. */
export const SUPER_ADMIN = 'super-admin@demo.chaussee.fr';

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
 * @property {string} documentsCampaignId the campaign with the most deliverables (the shared
 *   diagnostic: files, folders, file requests, a dashboard, pictures)
 * @property {string} coreId its first core
 * @property {string} mapLayerId its cores layer on the map
 * @property {string} dynamicFilterId the first value filter of that layer
 * @property {string} auscultationCampaignId an auscultation campaign (the survey, its tables)
 * @property {string} surveyItemId its first survey item
 */

/**
 * @typedef {object} SendOptions
 * @property {unknown} [body] sent as JSON (merge-patch JSON for a PATCH, as the SDK sends it)
 * @property {string} [ifMatch] the version read before a write
 */

/**
 * A signed-in caller of the API.
 * @param {string} apiUrl the server's origin followed by /api
 * @param {string} email
 */
export async function signIn(apiUrl, email) {
  const response = await fetch(`${apiUrl}/login_check`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email}: ${response.status}`);
  /** @type {{ token: string }} */
  const { token } = await response.json();
  /**
   * One request; its JSON body (undefined when empty) and its ETag.
   * @param {string} method
   * @param {string} path
   * @param {SendOptions} [options]
   * @returns {Promise<{ body: any, etag: string | null }>}
   */
  const send = async (method, path, { body, ifMatch } = {}) => {
    /** @type {Record<string, string>} */
    const headers = { authorization: `Bearer ${token}` };
    if (body !== undefined) {
      headers['content-type'] =
        method === 'PATCH' ? 'application/merge-patch+json' : 'application/json';
    }
    if (ifMatch !== undefined) headers['if-match'] = ifMatch;
    const answer = await fetch(`${apiUrl}${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await answer.text();
    if (!answer.ok) throw new Error(`${method} ${path} as ${email}: ${answer.status} ${text}`);
    return { body: text === '' ? undefined : JSON.parse(text), etag: answer.headers.get('etag') };
  };
  /**
   * @param {string} path
   * @returns {Promise<any>}
   */
  const get = async (path) => (await send('GET', path)).body;
  return { token, get, send };
}

/** @typedef {Awaited<ReturnType<typeof signIn>>} Caller */

/**
 * The demo's ids the endpoints are called on.
 * @param {Caller} caller the office admin
 * @returns {Promise<DemoIds>}
 */
export async function findDemoIds(caller) {
  const me = await caller.get('/current_user');
  const workspaces = await caller.get(`/users/${me.id}/workspaces?displayCampaigns=true&limit=200`);
  /** @type {{ id: string, site: { id: string }, organization: { id: string }, campaigns: { id: string, type: string }[] }[]} */
  const items = workspaces.items;
  const largestWorkspace = [...items].sort((a, b) => b.campaigns.length - a.campaigns.length)[0];
  if (largestWorkspace === undefined) throw new Error('the office admin has no workspace');
  const campaigns = items.flatMap((workspace) => workspace.campaigns);
  let coringCampaignId = '';
  let coresCount = -1;
  for (const campaign of campaigns) {
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
  const auscultationCampaignId =
    campaigns.find((campaign) => campaign.type === 'auscultation')?.id ?? '';
  const surveyItems = await caller.get(
    `/auscultation-campaigns/${auscultationCampaignId}/survey-items?limit=1`,
  );
  return {
    userId: me.id,
    coringCampaignId,
    coresCount,
    workspaceId: largestWorkspace.id,
    organizationId: largestWorkspace.organization.id,
    siteId: largestWorkspace.site.id,
    providerId: providers.items[0]?.id ?? '',
    layerId,
    ...(await findDocumentsCampaignIds(caller, me.id)),
    auscultationCampaignId,
    surveyItemId: surveyItems.items[0]?.id ?? '',
  };
}

/**
 * The campaign with the most deliverables, as the campaigns list counts them, with its first
 * core, its cores layer and that layer's first value filter. Listing a campaign's map layers for
 * the first time writes its layers and filters (as the map page's first visit does).
 * @param {Caller} caller
 * @param {string} userId
 */
async function findDocumentsCampaignIds(caller, userId) {
  const page = await caller.get(`/users/${userId}/campaigns?showDocuments=true&limit=200`);
  /** @type {{ id: string, documentsCount?: { deliverables: number } }[]} */
  const campaigns = page.items;
  const deliverablesOf = (/** @type {(typeof campaigns)[number]} */ campaign) =>
    campaign.documentsCount?.deliverables ?? 0;
  const documentsCampaignId =
    [...campaigns].sort((a, b) => deliverablesOf(b) - deliverablesOf(a))[0]?.id ?? '';
  const cores = await caller.get(`/campaigns/${documentsCampaignId}/cores?limit=1`);
  const layers = await caller.get(`/campaigns/${documentsCampaignId}/map-layers?limit=200`);
  /** @type {{ id: string, kind: string }[]} */
  const layerItems = layers.items;
  const mapLayerId = layerItems.find((layer) => layer.kind === 'cores')?.id ?? '';
  const filters = await caller.get(
    `/campaigns/${documentsCampaignId}/dynamic-filters/${mapLayerId}?limit=200`,
  );
  /** @type {{ id: string, kind: string }[]} */
  const filterItems = filters.items;
  return {
    documentsCampaignId,
    coreId: cores.items[0]?.id ?? '',
    mapLayerId,
    dynamicFilterId: filterItems.find((filter) => filter.kind === 'values')?.id ?? '',
  };
}
