// @ts-check
/**
 * `pnpm bench:map-render` — how fast the campaign maps draw their data in headless Chromium, side
 * by side with the same GeoJSON drawn by a bare MapLibre page (issue 24, Performance). A benchmark,
 * not a test: it prints figures and ratios, it asserts no time.
 *
 * What it does: starts the built app (`pnpm build` first) on a fresh embedded database with the
 * demo data, stops it and seeds (apps/api/src/map-layers/map-render-seed-cli.ts) a coring
 * campaign of CORES located cores (10,000) and an auscultation campaign of SURVEY_ITEMS survey
 * items (50,000: points and segments), starts it again; reads each campaign's layers as GeoJSON
 * through the API and serves them, with MapLibre's own files, to a bare page
 * (scripts/bench/lib/bare-map.html: the same sources, clustering and layers, no React, no panels).
 * Then, RUNS times, in a fresh browser context each (signed in through the form, not measured),
 * on the plain background (no tile from the network):
 *
 * - first frame with data: from the start of the navigation to /coring-campaign/{id}/map (and
 *   /auscultation-campaign/{id}/map) to MapLibre's first `idle` after the layers' data is in
 *   (the map frame's data-map-idle, scripts/bench/lib/map-probe.mjs); for the bare page, from its
 *   navigation to its first `idle` after its sources are added.
 * - pan FPS: the map dragged by the mouse across 600 px in 60 steps; animation frames per second.
 * - zoom FPS: ten wheel steps in, ten out; animation frames per second.
 *
 * Figures are medians of the runs; the ratio is app / bare (time) or bare / app (FPS): the figure
 * to compare on a shared machine, whose absolute times move with its load (printed).
 *
 * Environment: BENCH_RUNS (default 3), CORES (default 10000), SURVEY_ITEMS (default 50000),
 * CHROMIUM_PATH (default /usr/bin/chromium, installed if missing).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, mkdtempSync, rmSync, existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { ensureChromium } from '../lib/chromium.mjs';
import { startBuiltServer } from '../lib/built-server.mjs';
import { repoRoot } from '../lib/paths.mjs';
import { median } from './lib/bench-table.mjs';
import { launchBenchChromium } from './lib/bench-chromium.mjs';
import { formatNumber, formatRows, loadNow, machineLine } from './lib/machine.mjs';
import { appDrawnAt, bareDrawnAt, startFrames, stopFrames, watchAppMap } from './lib/map-probe.mjs';
import { DEMO_PASSWORD } from '../lib/demo-password.mjs';

/**
 * @typedef {Awaited<ReturnType<typeof launchBenchChromium>>} Browser
 * @typedef {Awaited<ReturnType<Browser['newPage']>>} Page
 */

const RUNS = Number(process.env.BENCH_RUNS ?? '3');
const SUPER_ADMIN = 'super-admin@demo.chaussee.fr';
const PASSWORD = DEMO_PASSWORD;
const VIEWPORT = { width: 1600, height: 1000 };
const DRAW_TIMEOUT_MS = 180_000;
const maplibreDist = join(repoRoot, 'apps/web/node_modules/maplibre-gl/dist');
const bareHtml = readFileSync(join(repoRoot, 'scripts/bench/lib/bare-map.html'));

/** @param {string} line */
const log = (line) => process.stderr.write(`${line}\n`);

/** Seeds the campaigns into the stopped server's database; their ids. */
function seed(/** @type {string} */ dataDir) {
  const result = spawnSync(
    'pnpm',
    ['--filter', '@chaussee/api', '--silent', 'bench:map-render-seed'],
    {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  if (result.status !== 0) throw new Error(`seeding failed:\n${result.stderr}${result.stdout}`);
  const line = result.stdout
    .trim()
    .split('\n')
    .findLast((text) => text.startsWith('{'));
  if (line === undefined) throw new Error(`the seed printed no ids:\n${result.stdout}`);
  /** @type {{ coringCampaignId: string, auscultationCampaignId: string }} */
  const ids = JSON.parse(line);
  return ids;
}

/**
 * The campaign's layers as the bare page draws them, and their GeoJSON, read through the API.
 * @param {string} baseUrl @param {string} token @param {string} campaignId
 */
async function readLayers(baseUrl, token, campaignId) {
  const headers = { authorization: `Bearer ${token}` };
  /** @param {string} path */
  const get = async (path) => {
    const response = await fetch(`${baseUrl}/api${path}`, { headers });
    if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  const page = await get(`/campaigns/${campaignId}/map-layers?limit=200`);
  /** @type {{ id: string, geometryType: string, color: string, isVisibleByDefault: boolean }[]} */
  const visible = page.items.filter(
    (/** @type {{ isVisibleByDefault: boolean }} */ layer) => layer.isVisibleByDefault,
  );
  /** @type {Map<string, string>} */
  const bodies = new Map();
  let features = 0;
  for (const layer of visible) {
    const data = await get(`/map-layers/${layer.id}/data/${campaignId}`);
    features += data.features.length;
    bodies.set(layer.id, JSON.stringify(data));
  }
  const extent = await get(
    `/map-layers/bounding-box?${visible.map((layer) => `map-list=${layer.id}`).join('&')}&campaign=${campaignId}`,
  );
  const description = {
    layers: visible.map((layer) => ({
      id: layer.id,
      kind: layer.geometryType === 'point' ? 'point' : 'line',
      color: layer.color,
    })),
    bbox: extent.bbox,
  };
  return { description: JSON.stringify(description), bodies, features };
}

/** A server of the bare page, MapLibre's files and one campaign's GeoJSON (set by `serve`). */
async function startBareServer() {
  /** @type {{ description: string, bodies: Map<string, string> } | null} */
  let current = null;
  const types = { '.mjs': 'text/javascript', '.css': 'text/css', '.json': 'application/json' };
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (path === '/') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(bareHtml);
    } else if (path.startsWith('/maplibre/') && existsSync(join(maplibreDist, path.slice(10)))) {
      const type = Reflect.get(types, extname(path)) ?? 'application/octet-stream';
      response
        .writeHead(200, { 'content-type': type })
        .end(readFileSync(join(maplibreDist, path.slice(10))));
    } else if (path === '/data/layers.json' && current) {
      response.writeHead(200, { 'content-type': 'application/json' }).end(current.description);
    } else if (path.startsWith('/data/') && current?.bodies.has(path.slice(6, -5))) {
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(current.bodies.get(path.slice(6, -5)));
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/`,
    /** @param {{ description: string, bodies: Map<string, string> }} campaign */
    serve: (campaign) => {
      current = campaign;
    },
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}

/**
 * Pans then zooms the map under the mouse; frames per second of each.
 * @param {Page} page
 * @param {{ x: number, y: number }} centre
 */
async function panAndZoom(page, centre) {
  await page.evaluate(startFrames);
  await page.mouse.move(centre.x, centre.y);
  await page.mouse.down();
  for (let step = 1; step <= 60; step += 1) {
    await page.mouse.move(centre.x - step * 10, centre.y - step * 3);
  }
  await page.mouse.up();
  const pan = await page.evaluate(stopFrames);
  await page.evaluate(startFrames);
  for (let step = 0; step < 20; step += 1) {
    await page.mouse.wheel(0, step < 10 ? -120 : 120);
    await page.waitForTimeout(60);
  }
  const zoom = await page.evaluate(stopFrames);
  return { pan, zoom };
}

/**
 * @param {Page} page
 * @param {() => number | null} drawnAt
 */
async function waitDrawn(page, drawnAt) {
  const handle = await page.waitForFunction(drawnAt, undefined, {
    timeout: DRAW_TIMEOUT_MS,
    polling: 100,
  });
  return Number(await handle.jsonValue());
}

/** @param {Browser} browser @param {string} baseUrl @param {string} path */
async function measureApp(browser, baseUrl, path) {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: VIEWPORT });
  const page = await context.newPage();
  await page.goto('/login');
  await page.locator('input[name="username"]').fill(SUPER_ADMIN);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.addInitScript(watchAppMap);
  await page.goto(`${path}?fond=blank`);
  const firstFrame = await waitDrawn(page, appDrawnAt);
  const box = await page.locator('[data-map-idle]').boundingBox();
  const centre = box ? { x: box.x + box.width / 2, y: box.y + box.height / 2 } : { x: 800, y: 500 };
  const rates = await panAndZoom(page, centre);
  await context.close();
  return { firstFrame, ...rates };
}

/** @param {Browser} browser @param {string} url */
async function measureBare(browser, url) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  await page.goto(url);
  const firstFrame = await waitDrawn(page, bareDrawnAt);
  const rates = await panAndZoom(page, { x: 340 + 550, y: 200 + 280 });
  await context.close();
  return { firstFrame, ...rates };
}

const loadAtStart = loadNow();
const chromiumPath = await ensureChromium();
const dataDir = mkdtempSync(join(tmpdir(), 'chaussee-map-render-'));
let server = await startBuiltServer({ copyWebBuild: true, dataDir });
await server.stop();
const seedStarted = performance.now();
const ids = seed(dataDir);
log(`Seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s: ${JSON.stringify(ids)}`);
server = await startBuiltServer({ copyWebBuild: true, dataDir });
const bare = await startBareServer();
const browser = await launchBenchChromium(chromiumPath);
try {
  const signIn = await fetch(`${server.baseUrl}/api/login_check`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: SUPER_ADMIN, password: PASSWORD }),
  });
  const { token } = await signIn.json();
  const maps = [
    {
      name: 'coring',
      path: `/coring-campaign/${ids.coringCampaignId}/map`,
      campaignId: ids.coringCampaignId,
    },
    {
      name: 'auscultation',
      path: `/auscultation-campaign/${ids.auscultationCampaignId}/map`,
      campaignId: ids.auscultationCampaignId,
    },
  ];
  /** @type {string[][]} */
  const rows = [];
  for (const map of maps) {
    const layers = await readLayers(server.baseUrl, token, map.campaignId);
    bare.serve(layers);
    log(`${map.name}: ${layers.features} features in the layers shown`);
    /** @type {Record<'app' | 'bare', { firstFrame: number, pan: number, zoom: number }[]>} */
    const runs = { app: [], bare: [] };
    for (let run = 0; run < RUNS; run += 1) {
      // Alternated, so that the machine's noise falls on both alike.
      if (run % 2 === 0) {
        runs.app.push(await measureApp(browser, server.baseUrl, map.path));
        runs.bare.push(await measureBare(browser, bare.url));
      } else {
        runs.bare.push(await measureBare(browser, bare.url));
        runs.app.push(await measureApp(browser, server.baseUrl, map.path));
      }
      log(
        `  run ${run + 1}: app ${JSON.stringify(runs.app.at(-1))} bare ${JSON.stringify(runs.bare.at(-1))}`,
      );
    }
    /** @param {'app' | 'bare'} side @param {'firstFrame' | 'pan' | 'zoom'} key */
    const med = (side, key) => median(runs[side].map((figures) => figures[key]));
    rows.push([
      `${map.name} (${layers.features} features)`,
      `${formatNumber(med('app', 'firstFrame'))} ms`,
      `${formatNumber(med('bare', 'firstFrame'))} ms`,
      formatNumber(med('app', 'firstFrame') / med('bare', 'firstFrame'), 2),
      formatNumber(med('app', 'pan'), 1),
      formatNumber(med('bare', 'pan'), 1),
      formatNumber(med('app', 'zoom'), 1),
      formatNumber(med('bare', 'zoom'), 1),
    ]);
  }
  process.stdout.write(`${machineLine(loadAtStart)}; median of ${RUNS} runs\n\n`);
  process.stdout.write(
    `${formatRows(
      [
        'map',
        'first frame, app',
        'bare',
        'app / bare',
        'pan FPS, app',
        'bare',
        'zoom FPS, app',
        'bare',
      ],
      rows,
    )}\n`,
  );
} finally {
  await browser.close();
  await bare.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
