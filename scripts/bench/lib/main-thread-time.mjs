// @ts-check
// The time the page's main thread spends working, read from Chrome's trace (thread time, not wall
// time): on a machine shared with other work, frames per second fall with the load, while the
// main thread's own time per frame measures what the page costs.

/** @typedef {import('./bench-chromium.mjs').Browser} Browser */
/** @typedef {Parameters<Browser['startTracing']>[0]} Page */
/**
 * @typedef {{ name: string, ph: string, ts: number, tdur?: number, pid: number, tid: number,
 *   args?: { name?: string, data?: { message?: string, documentLoaderURL?: string } } }} TraceEvent
 */

/**
 * The trace categories that hold the main thread's tasks, `console.timeStamp` marks and the
 * navigation's start (`blink.user_timing`). No JavaScript sampling: its cost would slow what is
 * measured.
 */
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
];

/**
 * Runs `work` with Chrome tracing on the page and answers the trace's events.
 * @param {Browser} browser
 * @param {Page} page
 * @param {() => Promise<unknown>} work
 * @returns {Promise<TraceEvent[]>}
 */
async function tracedEvents(browser, page, work) {
  await browser.startTracing(page, { categories: CATEGORIES });
  /** @type {Buffer} */
  let trace;
  try {
    await work();
  } finally {
    trace = await browser.stopTracing();
  }
  return JSON.parse(trace.toString()).traceEvents;
}

/**
 * The main thread's own time (its top-level tasks' thread time, in ms) on `thread` ("pid:tid")
 * from `fromTs` to `toTs` (trace microseconds).
 * @param {TraceEvent[]} events
 * @param {string} thread
 * @param {number} fromTs
 * @param {number} toTs
 */
function threadMsBetween(events, thread, fromTs, toTs) {
  let micros = 0;
  for (const event of events) {
    if (event.ph !== 'X' || event.name !== 'RunTask') continue;
    if (`${event.pid}:${event.tid}` !== thread) continue;
    if (event.ts < fromTs || event.ts > toTs) continue;
    micros += event.tdur ?? 0;
  }
  return micros / 1000;
}

/** @param {TraceEvent[]} events */
function rendererMainThreads(events) {
  return new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
}

/**
 * Runs `work` in the page with Chrome tracing on, and answers the renderer main thread's time
 * (its top-level tasks' thread time) between the marks `${mark}-start` and `${mark}-end` that
 * `work` leaves with `console.timeStamp`.
 * @param {Browser} browser
 * @param {Page} page
 * @param {string} mark
 * @param {() => Promise<unknown>} work
 * @returns {Promise<number>} milliseconds
 */
export async function mainThreadMsBetween(browser, page, mark, work) {
  const events = await tracedEvents(browser, page, work);
  const markAt = (/** @type {string} */ name) =>
    events.find((event) => event.name === 'TimeStamp' && event.args?.data?.message === name);
  const start = markAt(`${mark}-start`);
  const end = markAt(`${mark}-end`);
  if (start === undefined || end === undefined) throw new Error(`no ${mark} marks in the trace`);
  // The marks are left on the page's own main thread: only that one counts.
  const pageThread = `${start.pid}:${start.tid}`;
  if (!rendererMainThreads(events).has(pageThread)) {
    throw new Error('the marks are not on a renderer main thread');
  }
  return threadMsBetween(events, pageThread, start.ts, end.ts);
}

/**
 * Runs `navigate` (a navigation of the page to a URL containing `urlPart`, and what follows it)
 * with Chrome tracing on, and answers a function of a time of the new document (milliseconds of
 * its `performance.now()`) that gives the renderer main thread's own time from the navigation's
 * start to then: what the page cost its thread to get there, whatever else the machine was doing.
 * @param {Browser} browser
 * @param {Page} page
 * @param {string} urlPart
 * @param {() => Promise<unknown>} navigate
 * @returns {Promise<(ms: number) => number>} milliseconds of thread time
 */
export async function mainThreadAfterNavigation(browser, page, urlPart, navigate) {
  const events = await tracedEvents(browser, page, navigate);
  // performance.now() counts from the document's navigation start, the trace's navigationStart.
  const start = events.find(
    (event) =>
      event.name === 'navigationStart' &&
      (event.args?.data?.documentLoaderURL ?? '').includes(urlPart),
  );
  if (start === undefined) throw new Error(`no navigation to ${urlPart} in the trace`);
  const pageThread = `${start.pid}:${start.tid}`;
  if (!rendererMainThreads(events).has(pageThread)) {
    throw new Error('the navigation is not on a renderer main thread');
  }
  return (ms) => threadMsBetween(events, pageThread, start.ts, start.ts + ms * 1000);
}
