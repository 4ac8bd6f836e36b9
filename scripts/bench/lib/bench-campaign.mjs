// @ts-check
// Builds the benchmark's campaigns: the project, the road and each campaign with its first core
// through the real API, as the demo accounts would; then the other cores in bulk, while the server
// is stopped, by the API's own bulk insert (apps/api/src/db/bench-cores-cli.ts, the demo seed's
// fast path): 10,000 cores through POST /cores one by one would take many minutes.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from '../../lib/paths.mjs';
import { DEMO_PASSWORD } from '../../lib/demo-password.mjs';

const PASSWORD = DEMO_PASSWORD;
/** NEXTROAD_ADMIN: may create projects and campaigns, and list users. */
const OFFICE_ADMIN = 'bureau-admin@demo.chaussee.fr';
/** The engineer who opens the campaign in the browser: a member of the project, the campaign's engineer. */
export const ENGINEER = 'ingenieur@demo.chaussee.fr';

const benchCoresCli = join(repoRoot, 'apps/api/dist/db/bench-cores-cli.js');

/**
 * A minimal JSON client of the API for one signed-in user.
 * @param {string} baseUrl
 * @param {string} email
 */
async function signedInClient(baseUrl, email) {
  /**
   * @param {string} method
   * @param {string} path
   * @param {unknown} [body]
   * @returns {Promise<any>}
   */
  const call = async (method, path, body, token = '') => {
    const response = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token === '' ? {} : { authorization: `Bearer ${token}` }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} as ${email}: ${response.status} ${text}`);
    return text === '' ? undefined : JSON.parse(text);
  };
  const { token } = await call('POST', '/login_check', { username: email, password: PASSWORD });
  return {
    /** @param {string} path */
    get: (path) => call('GET', path, undefined, token),
    /** @param {string} path @param {unknown} body */
    post: (path, body) => call('POST', path, body, token),
  };
}

/**
 * Creates one project for the benchmark and, in it, one coring campaign per size asked, each with
 * its first core on one road (the core the others inherit from, spec section 4). The engineer is a
 * member of the project and the engineer of every campaign. The other cores come from
 * `addBenchCores`, while the server is stopped.
 * @param {string} baseUrl
 * @param {readonly number[]} sizes
 * @returns {Promise<Map<number, string>>} the campaign id of each size
 */
export async function createBenchCampaigns(baseUrl, sizes) {
  const admin = await signedInClient(baseUrl, OFFICE_ADMIN);
  const engineer = await signedInClient(baseUrl, ENGINEER);
  const adminUser = await admin.get('/current_user');
  const engineerUser = await engineer.get('/current_user');
  const users = await admin.get('/v2/users?limit=100');
  /** @type {{ id: string, job: string | null }[]} */
  const members = users.member;
  const technician = members.find((user) => user.job === 'technician');
  if (technician === undefined) throw new Error('no technician among the demo users');

  const workspace = await admin.post('/workspaces', {
    name: 'Banc d’essai — grille des carottes',
    siteId: adminUser.sites[0].id,
    memberIds: [engineerUser.id],
  });
  const road = await engineer.post('/roads', { name: 'RD 1075', workspaceId: workspace.id });
  /** @type {Map<number, string>} */
  const campaignIds = new Map();
  for (const size of sizes) {
    const campaign = await admin.post('/coring-campaigns', {
      workspaceId: workspace.id,
      name: `Banc d’essai — ${size} carottes`,
      engineerId: engineerUser.id,
      technicianIds: [technician.id],
    });
    await engineer.post('/cores', {
      campaignId: campaign.id,
      roadId: road.id,
      direction: 'Sens 1',
      lane: 'Voie lente',
      diameter: 100,
      landmark: 'PR 0',
      abscissa: 0,
    });
    campaignIds.set(size, campaign.id);
  }
  return campaignIds;
}

/**
 * Adds to each campaign the cores that make up its size (all but the first), in bulk, into the
 * database of the stopped server (`dataDir`): the numbers 2 to size, on the first core's road,
 * with landmarks, abscissas and notes that vary (one core in seven has a note).
 * @param {string} dataDir
 * @param {ReadonlyMap<number, string>} campaignIds
 * @param {(line: string) => void} log
 */
export async function addBenchCores(dataDir, campaignIds, log) {
  for (const [size, campaignId] of campaignIds) {
    const started = performance.now();
    await promisify(execFile)(process.execPath, [benchCoresCli, campaignId, String(size - 1)], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    });
    log(`  ${size - 1} cores added in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
}

/**
 * Checks through the API that each campaign has its size in cores (the server restarted on the
 * database the cores were added to).
 * @param {string} baseUrl
 * @param {ReadonlyMap<number, string>} campaignIds
 */
export async function checkBenchCampaigns(baseUrl, campaignIds) {
  const engineer = await signedInClient(baseUrl, ENGINEER);
  for (const [size, campaignId] of campaignIds) {
    const listed = await engineer.get(`/campaigns/${campaignId}/cores?limit=1`);
    if (listed.total !== size) throw new Error(`campaign of ${size} cores has ${listed.total}`);
  }
}
