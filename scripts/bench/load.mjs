// @ts-check
// `pnpm bench:load` (or `node scripts/bench/load.mjs [--users 200] [--seconds 60] [--pglite]`):
// simulated users working at once against the built server on a throwaway PostgreSQL server (or
// the embedded PGlite with --pglite). Each user signs in once, then repeats a round of work: list
// its projects, open a campaign, list its cores, edit a core, upload a picture, read its
// notifications, with a pause between steps as a person makes. It prints, per step, the requests
// done, their throughput and p50/p95/p99, and every error (any answer but 2xx, or no answer):
// 0 errors is the goal, and a run with errors names them so that they can be fixed.
//
// Each user comes from an address of its own (X-Forwarded-For behind TRUST_PROXY=1, as behind a
// reverse proxy): the sign-in limits are per client address, as in production. Needs `pnpm build`.
import { parseArgs } from 'node:util';
import { startBuiltServer } from '../lib/built-server.mjs';
import { startThrowawayPostgres } from '../lib/postgres.mjs';
import { formatNumber, formatRows, loadNow, machineLine } from './lib/machine.mjs';
import { DEMO_PASSWORD } from '../lib/demo-password.mjs';

const PASSWORD = DEMO_PASSWORD;
/** Office accounts that may edit cores and add pictures in the demo workspaces. */
const STAFF = [
  'ingenieur@demo.chaussee.fr',
  'charge-affaires@demo.chaussee.fr',
  'technicien@demo.chaussee.fr',
  'bureau-admin@demo.chaussee.fr',
];
/** A valid 1×1 PNG: the server checks a picture by its content. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const STEPS = [
  'sign in',
  'list projects',
  'open a campaign',
  'list cores',
  'edit a core',
  'upload a picture',
  'read notifications',
];

const { values: options } = parseArgs({
  options: {
    users: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '60' },
    pglite: { type: 'boolean', default: false },
    'think-ms': { type: 'string', default: '500' },
  },
});
const USERS = Number(options.users);
const SECONDS = Number(options.seconds);
const THINK_MS = Number(options['think-ms']);

/** @param {number} ms */
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/** @param {number} index */
const addressOf = (index) =>
  `10.${String(Math.floor(index / 250) + 1)}.${String((index % 250) + 1)}.7`;

/**
 * One timed request. Anything but a 2xx is an error, kept with its step and status.
 * @typedef {{ durations: number[], errors: Map<string, number> }} StepFigures
 * @param {Map<string, StepFigures>} figures
 * @param {string} step
 * @param {() => Promise<Response>} send
 * @returns {Promise<any>} the JSON body, or undefined on an error
 */
async function timed(figures, step, send) {
  const entry = figures.get(step);
  if (!entry) throw new Error(`unknown step ${step}`);
  const started = performance.now();
  let label;
  let body;
  try {
    const response = await send();
    const text = await response.text();
    if (response.ok) {
      body = text === '' ? undefined : JSON.parse(text);
    } else {
      label = `${String(response.status)} ${text.slice(0, 160)}`;
    }
  } catch (error) {
    label = `no answer: ${error instanceof Error ? error.message : String(error)}`;
  }
  entry.durations.push(performance.now() - started);
  if (label !== undefined) entry.errors.set(label, (entry.errors.get(label) ?? 0) + 1);
  return label === undefined ? (body ?? {}) : undefined;
}

/**
 * A campaign where the office can still edit cores (not finished), with its cores.
 * @param {string} apiUrl
 */
async function findEditableCampaign(apiUrl) {
  const signIn = await fetch(`${apiUrl}/login_check`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.0.0.1' },
    body: JSON.stringify({ username: STAFF[0], password: PASSWORD }),
  });
  const { token } = /** @type {{ token: string }} */ (await signIn.json());
  const headers = { authorization: `Bearer ${token}`, 'x-forwarded-for': '10.0.0.1' };
  const me = await (await fetch(`${apiUrl}/current_user`, { headers })).json();
  const workspaces = await (
    await fetch(`${apiUrl}/users/${me.id}/workspaces?displayCampaigns=true&limit=200`, { headers })
  ).json();
  /** @type {{ id: string, type: string }[]} */
  const campaigns = workspaces.items.flatMap(
    (/** @type {{ campaigns: { id: string, type: string }[] }} */ workspace) => workspace.campaigns,
  );
  for (const campaign of campaigns.filter((candidate) => candidate.type === 'coring')) {
    const page = await (
      await fetch(`${apiUrl}/campaigns/${campaign.id}/cores?limit=200`, { headers })
    ).json();
    /** @type {{ id: string, note: string | null }[]} */
    const cores = page.items ?? [];
    const [first] = cores;
    if (!first) continue;
    const probe = await fetch(`${apiUrl}/cores/${first.id}`, {
      method: 'PATCH',
      headers: { ...headers, 'content-type': 'application/merge-patch+json' },
      body: JSON.stringify({ note: first.note }),
    });
    if (probe.ok) return { campaignId: campaign.id, coreIds: cores.map((core) => core.id) };
  }
  throw new Error('No demo coring campaign whose cores the engineer may edit.');
}

/**
 * One simulated user, working until `deadline`.
 * @param {{ apiUrl: string, index: number, deadline: number, campaignId: string,
 *   coreIds: readonly string[], figures: Map<string, StepFigures> }} user
 */
async function simulateUser({ apiUrl, index, deadline, campaignId, coreIds, figures }) {
  const address = addressOf(index);
  const email = STAFF[index % STAFF.length] ?? '';
  const coreId = coreIds[index % coreIds.length] ?? '';
  // Users start spread over the first pause, not all in the same millisecond.
  await sleep(Math.random() * THINK_MS);
  // A person signs in once, then works: the session's token serves every step that follows.
  let token;
  while (token === undefined && performance.now() < deadline) {
    const signedIn = await timed(figures, 'sign in', () =>
      fetch(`${apiUrl}/login_check`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({ username: email, password: PASSWORD }),
      }),
    );
    token = signedIn?.token;
    if (token === undefined) await sleep(THINK_MS);
  }
  const headers = { authorization: `Bearer ${String(token)}`, 'x-forwarded-for': address };
  /** @param {string} path @param {RequestInit} [init] */
  const call = (path, init = {}) =>
    fetch(`${apiUrl}${path}`, { ...init, headers: { ...headers, ...init.headers } });
  const pause = () => sleep(THINK_MS * (0.5 + Math.random()));
  let round = 0;
  while (performance.now() < deadline) {
    round += 1;

    await timed(figures, 'list projects', async () => {
      const current = await call('/current_user');
      if (!current.ok) return current;
      const { id } = await current.json();
      return call(`/users/${id}/workspaces?displayCampaigns=true&limit=20`);
    });
    await pause();
    await timed(figures, 'open a campaign', () => call(`/campaigns/${campaignId}`));
    await pause();
    await timed(figures, 'list cores', () => call(`/campaigns/${campaignId}/cores?limit=200`));
    await pause();
    await timed(figures, 'edit a core', () =>
      call(`/cores/${coreId}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/merge-patch+json' },
        body: JSON.stringify({ note: `Charge ${String(index)}, tour ${String(round)}` }),
      }),
    );
    await pause();
    await timed(figures, 'upload a picture', async () => {
      const form = new FormData();
      form.set('coreId', coreId);
      form.set('file', new Blob([PNG], { type: 'image/png' }), 'photo.png');
      const upload = await call('/core-pictures/upload', { method: 'POST', body: form });
      if (!upload.ok) return upload;
      const { path } = await upload.json();
      return call('/core-pictures', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ coreId, path }),
      });
    });
    await pause();
    await timed(figures, 'read notifications', () => call('/notifications?page=1&itemsCount=10'));
    await pause();
  }
}

/** @param {readonly number[]} sorted @param {number} fraction */
function percentile(sorted, fraction) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? Number.NaN;
}

const loadAtStart = loadNow();
const postgres = options.pglite ? undefined : await startThrowawayPostgres();
const server = await startBuiltServer({
  keepOutput: false,
  env: {
    TRUST_PROXY: '1',
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
  },
});
try {
  const apiUrl = `${server.baseUrl}/api`;
  const { campaignId, coreIds } = await findEditableCampaign(apiUrl);
  /** @type {Map<string, StepFigures>} */
  const figures = new Map(STEPS.map((step) => [step, { durations: [], errors: new Map() }]));
  process.stdout.write(
    `${String(USERS)} users for ${String(SECONDS)} s on ${postgres ? 'PostgreSQL' : 'PGlite'} (pause ${String(THINK_MS)} ms ± 50 % between steps)…\n`,
  );
  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: USERS }, (_, index) =>
      simulateUser({ apiUrl, index, deadline, campaignId, coreIds, figures }),
    ),
  );
  const elapsed = (performance.now() - started) / 1000;
  let requests = 0;
  let errors = 0;
  const rows = STEPS.map((step) => {
    const { durations, errors: stepErrors } = figures.get(step) ?? {
      durations: [],
      errors: new Map(),
    };
    const sorted = [...durations].sort((a, b) => a - b);
    const failed = [...stepErrors.values()].reduce((sum, count) => sum + count, 0);
    requests += sorted.length;
    errors += failed;
    return [
      step,
      formatNumber(sorted.length),
      formatNumber(sorted.length / elapsed, 1),
      formatNumber(percentile(sorted, 0.5)),
      formatNumber(percentile(sorted, 0.95)),
      formatNumber(percentile(sorted, 0.99)),
      formatNumber(failed),
    ];
  });
  process.stdout.write(`\n${machineLine(loadAtStart)}\n`);
  process.stdout.write(
    `${formatRows(['step', 'done', 'per s', 'p50 ms', 'p95 ms', 'p99 ms', 'errors'], rows)}\n`,
  );
  process.stdout.write(
    `\n${formatNumber(requests)} steps in ${formatNumber(elapsed, 1)} s (${formatNumber(requests / elapsed, 1)} per s), ${formatNumber(errors)} errors\n`,
  );
  for (const [step, { errors: stepErrors }] of figures) {
    for (const [label, count] of stepErrors) {
      process.stdout.write(`  ${step}: ${String(count)} × ${label}\n`);
    }
  }
  process.exitCode = errors === 0 ? 0 : 1;
} finally {
  await server.stop();
  postgres?.stop();
}
