// @ts-check
/**
 * `pnpm bench:cores` — how the coring campaign's cores grid scales from 100 to 10,000 cores
 * (issues 11 and 19, Performance). A benchmark, not a test: it prints figures and ratios, it
 * asserts no time.
 *
 * What it does: starts the built app (`pnpm build` first) on a fresh embedded database with the
 * demo accounts; creates through the real API one project with one coring campaign per size
 * (BENCH_SIZES) and its first core, stops the server and adds the other cores in bulk (the API's
 * own bulk insert: 10,000 POST /cores take many minutes), starts it again; then, RUNS times
 * (alternating the order of the campaigns, so that the machine's noise falls on all alike), opens
 * each campaign in headless Chromium as the engineer ingenieur@demo.chaussee.fr and measures:
 *
 * - first rows: from the start of the navigation to /coring-campaign/{id} (the origin of the
 *   page's performance.now()) to the first animation frame where row 0 of the cores grid (the
 *   region « Carottes de la campagne ») is rendered with its cells: the first page of cores.
 * - row 60 after a scroll: to the first frame where, after its scroller was moved to show row 60
 *   — outside the rows AG Grid renders at first — row 60 is rendered with its cells.
 * - every core loaded: to the first frame where the grid is no longer busy (aria-busy false): the
 *   last page of cores is in, its sort and filters see them all.
 * - blocked while loading: between the first rows and every core loaded, the main thread's long
 *   tasks beyond 50 ms each (total blocking time): what a scroll or a sort waits for meanwhile.
 * - usable grid: the later of row 60 and every core loaded.
 * - main thread to first rows, to usable grid: the renderer main thread's own time (thread time of
 *   its tasks, from Chrome's trace, taken during the navigation) from the navigation's start to
 *   the first rows and to the usable grid — what the page's code costs to get there, a figure the
 *   machine's load moves much less than the wall times above (those include the server's time on
 *   the second core). The trace records the main thread's tasks only, no JavaScript samples; it
 *   is taken during the navigation that the wall times measure, so they carry its small cost (the
 *   same for two builds compared side by side).
 * - scroll frame rate: the grid's scroller is moved from its top at SCROLL_PX_PER_MS pixels per
 *   millisecond, once per animation frame, for SCROLL_MS at most; FPS is the number of frames
 *   painted divided by the time the scroll took, and the worst frame is printed too. On a machine
 *   shared with other work this falls with the load, so:
 * - main thread per scroll frame: the grid scrolled by 40 px (about a row) a frame for
 *   STEP_FRAMES frames, and the renderer main thread's own time (thread time, from Chrome's trace)
 *   divided by the frames — what a frame costs the page, whatever the load; under 20 ms leaves
 *   room for 50 FPS on a core of its own.
 * - sort by N°: two clicks on the « N° » header (descending) until the last core shows first.
 * - filter on N°: the number typed in the column's filter until that core shows alone (AG Grid's
 *   500 ms typing pause included).
 *
 * Each measure uses a fresh browser context (empty cache and storage): it signs in on /login
 * through the form (not measured), then navigates to the campaign. Figures are medians of the
 * runs; ratios are largest-campaign median / smallest-campaign median. On a shared machine
 * absolute times move with the load (printed), so compare figures measured side by side.
 *
 * Environment: BENCH_RUNS (default 5); BENCH_SIZES (default 100,2000,10000, smallest first;
 * 100,300 for a quick try); BENCH_SCROLL_PX_PER_MS (default 2: 2,000 px, about 48 rows, a second
 * — a brisk wheel scroll); BENCH_SCROLL_MS (default 15000); CHROMIUM_PATH (default
 * /usr/bin/chromium, installed if missing); WEB_DIST_DIR (another web build to serve, e.g. to
 * compare two builds).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureChromium } from '../lib/chromium.mjs';
import {
  addBenchCores,
  checkBenchCampaigns,
  createBenchCampaigns,
  ENGINEER,
} from './lib/bench-campaign.mjs';
import { startBuiltServer } from '../lib/built-server.mjs';
import {
  filterNumberEquals,
  isGridUsable,
  readUsableMarks,
  scrollFromTop,
  scrollSteps,
  sortByNumberDescending,
  watchGridUsable,
} from './lib/grid-probe.mjs';
import { launchBenchChromium } from './lib/bench-chromium.mjs';
import { formatTable, median } from './lib/bench-table.mjs';
import { mainThreadAfterNavigation, mainThreadMsBetween } from './lib/main-thread-time.mjs';
import { DEMO_PASSWORD } from '../lib/demo-password.mjs';

const SIZES = (process.env.BENCH_SIZES ?? '100,2000,10000').split(',').map(Number);
const RUNS = Number(process.env.BENCH_RUNS ?? '5');
const SCROLL_PX_PER_MS = Number(process.env.BENCH_SCROLL_PX_PER_MS ?? '2');
const SCROLL_MS = Number(process.env.BENCH_SCROLL_MS ?? '15000');
const GRID_LABEL = 'Carottes de la campagne';
const TARGET_ROW = 60;
/** Frames of the fixed-step scroll whose main-thread time is measured (40 px each). */
const STEP_FRAMES = 150;
const STEP_PX = 40;
const PASSWORD = DEMO_PASSWORD;
const STEP_TIMEOUT_MS = 120_000;

// "Usable" scrolls to row TARGET_ROW: a smaller campaign could never become usable.
const tooSmall = SIZES.filter((size) => !Number.isInteger(size) || size <= TARGET_ROW);
if (tooSmall.length > 0) {
  console.error(
    `BENCH_SIZES must be whole numbers above ${String(TARGET_ROW)} (the row a usable grid scrolls to); got ${tooSmall.join(', ')}.`,
  );
  process.exit(2);
}

/** @typedef {import('./lib/bench-chromium.mjs').Browser} Browser */
/**
 * @typedef {{ rowsMs: number, rowsMainMs: number, usableMainMs: number, scrolledMs: number,
 *   completeMs: number, usableMs: number, loadingBlockedMs: number, fps: number, worstFrameMs: number, frameMainMs: number,
 *   sortMs: number, filterMs: number }}
 *   Measure
 */

/**
 * One measure: a fresh context signs in, opens the campaign, waits for a usable grid, scrolls it.
 * @param {Browser} browser
 * @param {string} baseUrl
 * @param {string} campaignId
 * @param {number} size
 * @returns {Promise<Measure>}
 */
async function measureOnce(browser, baseUrl, campaignId, size) {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 1600, height: 1000 },
  });
  context.setDefaultTimeout(STEP_TIMEOUT_MS);
  await context.addInitScript(watchGridUsable, { label: GRID_LABEL, targetRow: TARGET_ROW });
  const page = await context.newPage();
  try {
    await page.goto('/login');
    await page.locator('input[name="username"]').fill(ENGINEER);
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL((url) => url.pathname !== '/login');

    const campaignPath = `/coring-campaign/${campaignId}`;
    const mainThreadMsAt = await mainThreadAfterNavigation(
      browser,
      page,
      campaignPath,
      async () => {
        await page.goto(campaignPath, { waitUntil: 'commit' });
        await page.waitForFunction(isGridUsable);
      },
    );
    const marks = await page.evaluate(readUsableMarks);
    if (
      marks?.rowsAt == null ||
      marks.scrolledAt === null ||
      marks.completeAt === null ||
      marks.usableAt === null ||
      marks.loadingBlockedMs === null
    ) {
      throw new Error('no usable marks');
    }
    const scroll = await page.evaluate(scrollFromTop, {
      label: GRID_LABEL,
      pxPerMs: SCROLL_PX_PER_MS,
      durationMs: SCROLL_MS,
      lastRowIndex: size - 1,
    });
    if (!scroll.reachedLastRow) throw new Error(`the last of ${size} cores was not rendered`);
    const stepsMainMs = await mainThreadMsBetween(browser, page, 'bench-steps', () =>
      page.evaluate(scrollSteps, { label: GRID_LABEL, steps: STEP_FRAMES, px: STEP_PX }),
    );
    const column = { label: GRID_LABEL, lastNumber: size, timeoutMs: STEP_TIMEOUT_MS };
    const sortMs = await page.evaluate(sortByNumberDescending, column);
    if (sortMs === null) throw new Error(`sorting by number did not show core ${size} first`);
    const filterMs = await page.evaluate(filterNumberEquals, column);
    if (filterMs === null) throw new Error(`filtering on number ${size} did not show it alone`);
    return {
      rowsMs: marks.rowsAt,
      rowsMainMs: mainThreadMsAt(marks.rowsAt),
      usableMainMs: mainThreadMsAt(marks.usableAt),
      scrolledMs: marks.scrolledAt,
      completeMs: marks.completeAt,
      usableMs: marks.usableAt,
      loadingBlockedMs: marks.loadingBlockedMs,
      fps: (scroll.frames * 1000) / scroll.ms,
      worstFrameMs: scroll.worstFrameMs,
      frameMainMs: stepsMainMs / STEP_FRAMES,
      sortMs,
      filterMs,
    };
  } catch (error) {
    const screenshot = join(tmpdir(), `cores-grid-bench-failure-${Date.now()}.png`);
    await page.screenshot({ path: screenshot }).catch(() => undefined);
    throw new Error(`measure of ${size} cores failed at ${page.url()} (screenshot ${screenshot})`, {
      cause: error,
    });
  } finally {
    await context.close();
  }
}

/**
 * A measure, tried a second time when it fails: on a loaded machine one step may time out.
 * @param {Parameters<typeof measureOnce>} args
 */
async function measureWithRetry(...args) {
  try {
    return await measureOnce(...args);
  } catch (error) {
    console.error(error instanceof Error ? `${error.message}: ${String(error.cause)}` : error);
    console.error('  trying once more…');
    return measureOnce(...args);
  }
}

/** @param {string} line */
const log = (line) => {
  console.log(line);
};

const loadAtStart = loadavg()[0] ?? 0;
const chromiumPath = await ensureChromium();
log('Starting the built app on a fresh database…');
// The server's data folder outlives its first run: the cores are written into its database while
// it is stopped, then it starts again on it.
const dataDir = mkdtempSync(join(tmpdir(), 'chaussee-bench-'));
let server = await startBuiltServer({ copyWebBuild: true, dataDir });
/** @type {Browser | undefined} */
let browser;
const cleanUp = async () => {
  await Promise.allSettled([browser?.close(), server.stop()]);
  rmSync(dataDir, { recursive: true, force: true });
};
// Stopped by Ctrl-C or a signal: the server and Chromium go with the script, as at its end.
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.once(signal, () => {
    void cleanUp().finally(() => process.exit(130));
  });
}
try {
  log(`Creating campaigns of ${SIZES.join(', ')} cores (the first core through the API)…`);
  const campaignIds = await createBenchCampaigns(server.baseUrl, SIZES);
  await server.stop();
  log('Adding the other cores in bulk while the server is stopped…');
  await addBenchCores(dataDir, campaignIds, log);
  server = await startBuiltServer({ copyWebBuild: true, dataDir });
  await checkBenchCampaigns(server.baseUrl, campaignIds);
  browser = await launchBenchChromium(chromiumPath);
  /** @type {Map<number, Measure[]>} */
  const measures = new Map(SIZES.map((size) => [size, []]));
  for (let run = 0; run < RUNS; run += 1) {
    const order = run % 2 === 0 ? SIZES : [...SIZES].reverse();
    for (const size of order) {
      const measure = await measureWithRetry(
        browser,
        server.baseUrl,
        campaignIds.get(size) ?? '',
        size,
      );
      measures.get(size)?.push(measure);
      log(
        `  run ${run + 1}/${RUNS}, ${size} cores: first rows ${measure.rowsMs.toFixed(0)} ms (main thread ${measure.rowsMainMs.toFixed(0)} ms), scrolled ${measure.scrolledMs.toFixed(0)} ms, all loaded ${measure.completeMs.toFixed(0)} ms (main thread to usable ${measure.usableMainMs.toFixed(0)} ms, blocked ${measure.loadingBlockedMs.toFixed(0)} ms meanwhile), ${measure.fps.toFixed(1)} FPS (worst frame ${measure.worstFrameMs.toFixed(0)} ms, main thread ${measure.frameMainMs.toFixed(1)} ms a frame), sort ${measure.sortMs.toFixed(0)} ms, filter ${measure.filterMs.toFixed(0)} ms`,
      );
    }
  }
  /** @param {keyof Measure} figure @param {number} size */
  const medianOf = (figure, size) => median((measures.get(size) ?? []).map((m) => m[figure]));
  const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
  log('');
  log(`Cores grid benchmark — medians of ${RUNS} runs per campaign (scripts/bench/cores-grid.mjs)`);
  log(
    `machine: ${availableParallelism()} CPUs (${cpu}), load average ${loadAtStart.toFixed(1)} at start, ${(loadavg()[0] ?? 0).toFixed(1)} at end; Chromium ${browser.version()} headless; Node ${process.version}`,
  );
  log(
    `scroll: ${SCROLL_PX_PER_MS} px/ms from the top for ${SCROLL_MS / 1000} s at most; main thread: ${STEP_FRAMES} frames of ${STEP_PX} px (thread time); filter times include AG Grid's 500 ms typing pause`,
  );
  log(
    formatTable(SIZES, [
      {
        name: 'time to first rows (ms)',
        values: SIZES.map((size) => medianOf('rowsMs', size)),
        digits: 0,
      },
      {
        name: 'row 60 after a scroll (ms)',
        values: SIZES.map((size) => medianOf('scrolledMs', size)),
        digits: 0,
      },
      {
        name: 'every core loaded (ms)',
        values: SIZES.map((size) => medianOf('completeMs', size)),
        digits: 0,
      },
      {
        name: 'blocked while loading (ms)',
        values: SIZES.map((size) => medianOf('loadingBlockedMs', size)),
        digits: 0,
      },
      {
        name: 'time to usable grid (ms)',
        values: SIZES.map((size) => medianOf('usableMs', size)),
        digits: 0,
      },
      {
        name: 'main thread to first rows (ms)',
        values: SIZES.map((size) => medianOf('rowsMainMs', size)),
        digits: 0,
      },
      {
        name: 'main thread to usable grid (ms)',
        values: SIZES.map((size) => medianOf('usableMainMs', size)),
        digits: 0,
      },
      {
        name: 'scroll frame rate (FPS)',
        values: SIZES.map((size) => medianOf('fps', size)),
        digits: 1,
      },
      {
        name: 'worst scroll frame (ms)',
        values: SIZES.map((size) => medianOf('worstFrameMs', size)),
        digits: 0,
      },
      {
        name: 'main thread per scroll frame (ms)',
        values: SIZES.map((size) => medianOf('frameMainMs', size)),
        digits: 1,
      },
      {
        name: 'sort by N°, all cores (ms)',
        values: SIZES.map((size) => medianOf('sortMs', size)),
        digits: 0,
      },
      {
        name: 'filter on N°, all cores (ms)',
        values: SIZES.map((size) => medianOf('filterMs', size)),
        digits: 0,
      },
    ]),
  );
} finally {
  await cleanUp();
}
