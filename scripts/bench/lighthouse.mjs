// @ts-check
/**
 * `pnpm bench:lighthouse` — Lighthouse's four scores (performance, accessibility, best practices,
 * SEO) on `/login`, `/workspaces` and a coring campaign (issue 19). A benchmark, not a test: it
 * prints scores, it asserts nothing.
 *
 * What it does: starts the built app (`pnpm build` first) on a fresh embedded database with the
 * demo data; drives Debian's Chromium (headless, the project's flags) through Lighthouse 12 (the
 * e2e package's dependency, its desktop preset: simulated throttling of a desktop on a fast
 * connection); RUNS times, in order:
 *
 * - `/login` signed out (the session removed from localStorage first: Lighthouse's storage reset
 *   empties the caches but keeps localStorage, so a signed-in browser would measure the redirect to
 *   /workspaces instead), with Lighthouse's own storage reset (empty cache);
 * - signs in as the engineer through the login form, as a user does;
 * - `/workspaces` and the seeded coring campaign « Carottage RD 1075 – PR 8 à PR 30 », signed in:
 *   Lighthouse's storage reset is off and the browser's HTTP cache is cleared before each of them
 *   instead (a cold start with a session).
 *
 * It prints, per page, the median of each score over the runs (scores out of 100), the median of
 * the main timings, and the audits that cost points in the last run.
 *
 * Environment: BENCH_RUNS (default 3); CHROMIUM_PATH (default /usr/bin/chromium, installed if
 * missing); WEB_DIST_DIR (another web build to serve, e.g. to compare two builds);
 * LIGHTHOUSE_REPORTS_DIR (a folder where each run's whole report is written as JSON).
 */
// The functions handed to page.evaluate run in the browser.
/* global document */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startBuiltServer } from '../lib/built-server.mjs';
import { CHROMIUM_ARGS, ensureChromium } from '../lib/chromium.mjs';
import { repoRoot } from '../lib/paths.mjs';
import { median } from './lib/bench-table.mjs';
import { DEMO_PASSWORD } from '../lib/demo-password.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? '3');
/** Where each run's whole Lighthouse report (JSON) is written, if set: to see what an audit found. */
const REPORTS_DIR = process.env.LIGHTHOUSE_REPORTS_DIR;

/** A page's name in the table and the reports: the demo campaign's id left out. */
const label = (/** @type {string} */ path) =>
  path.startsWith('/coring-campaign/') ? '/coring-campaign/{id}' : path;
const ENGINEER = 'ingenieur@demo.chaussee.fr';
const PASSWORD = DEMO_PASSWORD;
const SEEDED_CAMPAIGN = 'Carottage RD 1075 – PR 8 à PR 30';
const STEP_TIMEOUT_MS = 60_000;
const MAX_ATTEMPTS = 3;
const CATEGORIES = /** @type {const} */ ([
  ['performance', 'performance'],
  ['accessibility', 'accessibility'],
  ['best-practices', 'best practices'],
  ['seo', 'SEO'],
]);
const TIMINGS = /** @type {const} */ ([
  ['first-contentful-paint', 'FCP ms'],
  ['largest-contentful-paint', 'LCP ms'],
  ['total-blocking-time', 'TBT ms'],
  ['cumulative-layout-shift', 'CLS'],
]);

/**
 * Lighthouse's result, as far as this script reads it.
 * @typedef {{ score: number | null, title: string, numericValue?: number,
 *   scoreDisplayMode: string }} AuditResult
 * @typedef {{ categories: Record<string, { score: number | null, auditRefs: { id: string,
 *   weight: number }[] }>, audits: Record<string, AuditResult>,
 *   runtimeError?: { code: string, message: string } }} LighthouseResult
 * @typedef {{ goto(url: string, options?: object): Promise<unknown>, type(selector: string,
 *   text: string): Promise<void>, click(selector: string): Promise<void>,
 *   waitForSelector(selector: string, options?: object): Promise<unknown>,
 *   waitForFunction(fn: string, options?: object): Promise<unknown>, url(): string,
 *   evaluate<T>(fn: () => T): Promise<T>,
 *   createCDPSession(): Promise<{ send(method: string): Promise<unknown> }> }} Page
 * @typedef {{ newPage(): Promise<Page>, version(): Promise<string>, close(): Promise<void> }} Browser
 */

/**
 * Lighthouse and the puppeteer-core it drives Chromium with, from the e2e package (the root package
 * has no browser tooling of its own, as for the other benchmarks).
 */
async function loadLighthouse() {
  const e2eRequire = createRequire(join(repoRoot, 'e2e/package.json'));
  const lighthousePath = e2eRequire.resolve('lighthouse');
  /** @type {{ navigation(page: Page, url: string, options: object): Promise<{ lhr: LighthouseResult } | undefined>, desktopConfig: object }} */
  const lighthouse = await import(pathToFileURL(lighthousePath).href);
  const lighthouseRequire = createRequire(lighthousePath);
  /** @type {{ default: { launch(options: object): Promise<Browser> } }} */
  const puppeteer = await import(pathToFileURL(lighthouseRequire.resolve('puppeteer-core')).href);
  /** @type {{ version: string }} */
  const { version } = JSON.parse(
    readFileSync(join(dirname(lighthousePath), '..', 'package.json'), 'utf8'),
  );
  return { lighthouse, puppeteer: puppeteer.default, version };
}

/**
 * Signs in through the login form and waits for the workspaces to show.
 * @param {Page} page
 * @param {string} baseUrl
 */
async function signIn(page, baseUrl) {
  await page.goto(`${baseUrl}/login`, { waitUntil: 'networkidle0' });
  await page.waitForSelector('input[name="username"]', { timeout: STEP_TIMEOUT_MS });
  await page.type('input[name="username"]', ENGINEER);
  await page.type('input[name="password"]', PASSWORD);
  await page.click('button[type="submit"]');
  // The address changes as soon as the sign-in screen hands over to the app: wait for the page the
  // app then draws, so that the next measure does not start while it still loads.
  await page.waitForFunction(
    `location.pathname === '/workspaces' && document.querySelector('h1')?.textContent === 'Mes projets'`,
    { timeout: STEP_TIMEOUT_MS },
  );
}

/**
 * Signs out: the session (tokens) lives in the origin's localStorage, which Lighthouse's storage
 * reset keeps.
 * @param {Page} page
 * @param {string} baseUrl
 */
async function signOut(page, baseUrl) {
  if (!page.url().startsWith(baseUrl)) await page.goto(`${baseUrl}/login`);
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
}

/**
 * The path of the seeded coring campaign, read from its link on the engineer's workspaces.
 * @param {Page} page
 */
async function seededCampaignPath(page) {
  await page.waitForSelector('a[href^="/coring-campaign/"]', { timeout: STEP_TIMEOUT_MS });
  const paths = await page.evaluate(() =>
    [...document.querySelectorAll('a[href^="/coring-campaign/"]')].map((link) => ({
      text: link.textContent,
      path: link.getAttribute('href') ?? '',
    })),
  );
  const campaign = paths.find((link) => link.text.includes(SEEDED_CAMPAIGN)) ?? paths[0];
  if (campaign === undefined) throw new Error('no coring campaign on the engineer’s workspaces');
  return campaign.path;
}

/** @param {number | null | undefined} score */
const outOf100 = (score) => (score === null || score === undefined ? Number.NaN : score * 100);

/**
 * The audits that cost points in a result, with the category they count in.
 * @param {LighthouseResult} result
 */
function lostPoints(result) {
  /** @type {string[]} */
  const lines = [];
  for (const [id, name] of CATEGORIES) {
    for (const ref of result.categories[id]?.auditRefs ?? []) {
      const audit = result.audits[ref.id];
      if (audit === undefined || ref.weight === 0) continue;
      if (audit.scoreDisplayMode === 'notApplicable' || audit.scoreDisplayMode === 'manual') {
        continue;
      }
      if (audit.score !== null && audit.score >= 0.9) continue;
      const score = audit.score === null ? '–' : String(Math.round(audit.score * 100));
      lines.push(`    ${name}: ${audit.title} (${score}, weight ${ref.weight})`);
    }
  }
  return lines;
}

const loadAtStart = loadavg()[0] ?? 0;
const chromiumPath = await ensureChromium();
const { lighthouse, puppeteer, version } = await loadLighthouse();
const server = await startBuiltServer({ copyWebBuild: true });
const browser = await puppeteer.launch({
  executablePath: chromiumPath,
  headless: true,
  args: [...CHROMIUM_ARGS],
});
/** @type {Map<string, LighthouseResult[]>} */
const results = new Map();
try {
  const page = await browser.newPage();
  const cdp = await page.createCDPSession();
  await signIn(page, server.baseUrl);
  const campaignPath = await seededCampaignPath(page);
  const pages = [
    { path: '/login', isSignedIn: false },
    { path: '/workspaces', isSignedIn: true },
    { path: campaignPath, isSignedIn: true },
  ];
  for (let run = 1; run <= RUNS; run += 1) {
    for (const { path, isSignedIn } of pages) {
      // Lighthouse sometimes fails to record a trace (NO_NAVSTART, « run Lighthouse again »): such a
      // run has no score, so it is run again, up to MAX_ATTEMPTS times.
      /** @type {{ lhr: LighthouseResult } | undefined} */
      let runnerResult;
      for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
        if (isSignedIn) {
          // Signed out for /login: sign in again (the session stays in localStorage), then empty
          // the HTTP cache for a cold start.
          if (new URL(page.url()).pathname === '/login' || page.url() === 'about:blank') {
            await signIn(page, server.baseUrl);
          }
          await cdp.send('Network.clearBrowserCache');
        } else {
          await signOut(page, server.baseUrl);
        }
        runnerResult = await lighthouse.navigation(page, `${server.baseUrl}${path}`, {
          config: lighthouse.desktopConfig,
          flags: { disableStorageReset: isSignedIn, logLevel: 'error' },
        });
        if (runnerResult === undefined) throw new Error(`Lighthouse gave no result on ${path}`);
        const scores = CATEGORIES.map(([id]) =>
          Math.round(outOf100(runnerResult?.lhr.categories[id]?.score)),
        );
        const failure = runnerResult.lhr.runtimeError;
        console.error(
          `run ${run}/${RUNS} ${path}: ${scores.join(' / ')}${failure ? ` (${failure.code}, attempt ${attempt}/${MAX_ATTEMPTS})` : ''}`,
        );
        if (failure === undefined) break;
      }
      if (runnerResult === undefined || runnerResult.lhr.runtimeError !== undefined) {
        throw new Error(`Lighthouse failed ${MAX_ATTEMPTS} times in a row on ${path}`);
      }
      results.set(path, [...(results.get(path) ?? []), runnerResult.lhr]);
      if (REPORTS_DIR !== undefined) {
        mkdirSync(REPORTS_DIR, { recursive: true });
        const name = `${label(path)
          .replace(/[^a-z0-9]+/giu, '-')
          .replace(/^-|-$/gu, '')}-${run}.json`;
        writeFileSync(join(REPORTS_DIR, name), JSON.stringify(runnerResult.lhr));
      }
    }
  }

  const columns = [...CATEGORIES.map(([, name]) => name), ...TIMINGS.map(([, name]) => name)];
  const pathWidth = Math.max(...[...results.keys()].map((path) => label(path).length));
  console.log(
    `\nLighthouse ${version} desktop preset, median of ${RUNS} runs (scores out of 100):\n`,
  );
  console.log([''.padEnd(pathWidth), ...columns.map((column) => column.padStart(15))].join('  '));
  for (const [path, runs] of results) {
    const cells = [
      ...CATEGORIES.map(([id]) =>
        median(runs.map((result) => outOf100(result.categories[id]?.score))).toFixed(0),
      ),
      ...TIMINGS.map(([id]) => {
        const value = median(runs.map((result) => result.audits[id]?.numericValue ?? Number.NaN));
        return id === 'cumulative-layout-shift' ? value.toFixed(3) : value.toFixed(0);
      }),
    ];
    console.log(
      [label(path).padEnd(pathWidth), ...cells.map((cell) => cell.padStart(15))].join('  '),
    );
  }
  console.log('\nAudits that cost points (last run):');
  for (const [path, runs] of results) {
    const last = runs[runs.length - 1];
    const lines = last === undefined ? [] : lostPoints(last);
    console.log(`  ${label(path)}: ${lines.length === 0 ? 'none' : ''}`);
    for (const line of lines) console.log(line);
  }
  const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
  console.log(
    `\nmachine: ${availableParallelism()} CPUs (${cpu}), load average ${loadAtStart.toFixed(1)} at start, ${(loadavg()[0] ?? 0).toFixed(1)} at end; ${await browser.version()} headless; Node ${process.version}`,
  );
} finally {
  await browser.close();
  await server.stop();
}
