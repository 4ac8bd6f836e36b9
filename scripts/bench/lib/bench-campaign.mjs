// @ts-check
// Builds the benchmark's campaigns through the real API, as the demo accounts would: the contract
// has no bulk operation for cores (openapi/src/paths/cores), so cores are added one by one
// (POST /cores), a few requests at a time; the server numbers them in order under a lock.

const PASSWORD = 'Chaussee2026!';
/** NEXTROAD_ADMIN: may create projects and campaigns, and list users. */
const OFFICE_ADMIN = 'bureau-admin@demo.chaussee.fr';
/** The engineer who opens the campaign in the browser: a member of the project, the campaign's engineer. */
export const ENGINEER = 'ingenieur@demo.chaussee.fr';

/** Requests in flight while adding cores. */
const CONCURRENT_ADDS = 6;

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
 * Runs `task(0) … task(count - 1)` with at most `concurrency` at once.
 * @param {number} count
 * @param {number} concurrency
 * @param {(index: number) => Promise<unknown>} task
 */
async function runPool(count, concurrency, task) {
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next;
      next += 1;
      await task(index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
}

/**
 * Creates one project for the benchmark and, in it, one coring campaign per size asked, each with
 * that many cores on one road (landmarks, abscissas and notes vary so that rows differ). The
 * engineer is a member of the project and the engineer of every campaign.
 * @param {string} baseUrl
 * @param {readonly number[]} sizes
 * @param {(line: string) => void} log
 * @returns {Promise<Map<number, string>>} the campaign id of each size
 */
export async function createBenchCampaigns(baseUrl, sizes, log) {
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
    const started = performance.now();
    const campaign = await admin.post('/coring-campaigns', {
      workspaceId: workspace.id,
      name: `Banc d’essai — ${size} carottes`,
      engineerId: engineerUser.id,
      technicianIds: [technician.id],
    });
    // The first core carries the road and the fields the next ones inherit (spec section 4).
    await engineer.post('/cores', {
      campaignId: campaign.id,
      roadId: road.id,
      direction: 'Sens 1',
      lane: 'Voie lente',
      diameter: 100,
      landmark: 'PR 0',
      abscissa: 0,
    });
    await runPool(size - 1, CONCURRENT_ADDS, (index) =>
      engineer.post('/cores', {
        campaignId: campaign.id,
        landmark: `PR ${Math.floor((index + 1) / 20)}`,
        abscissa: ((index + 1) % 20) * 50,
        note: index % 7 === 0 ? `Fissure transversale, carotte ${index + 2}` : null,
      }),
    );
    const listed = await engineer.get(`/campaigns/${campaign.id}/cores?limit=1`);
    if (listed.total !== size) throw new Error(`campaign of ${size} cores has ${listed.total}`);
    campaignIds.set(size, campaign.id);
    log(
      `  campaign of ${size} cores created in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
  }
  return campaignIds;
}
