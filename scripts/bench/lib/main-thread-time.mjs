// @ts-check
// The time the page's main thread spends working, read from Chrome's trace (thread time, not wall
// time): on a machine shared with other work, frames per second fall with the load, while the
// main thread's own time per frame measures what the page costs.

/** @typedef {import('./bench-chromium.mjs').Browser} Browser */
/** @typedef {Parameters<Browser['startTracing']>[0]} Page */
/**
 * @typedef {{ name: string, ph: string, ts: number, tdur?: number, pid: number, tid: number,
 *   args?: { name?: string, data?: { message?: string } } }} TraceEvent
 */

/** The trace categories that hold the main thread's tasks and `console.timeStamp` marks. */
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline'];

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
  await browser.startTracing(page, { categories: CATEGORIES });
  /** @type {Buffer} */
  let trace;
  try {
    await work();
  } finally {
    trace = await browser.stopTracing();
  }
  /** @type {TraceEvent[]} */
  const events = JSON.parse(trace.toString()).traceEvents;
  const markAt = (/** @type {string} */ name) =>
    events.find((event) => event.name === 'TimeStamp' && event.args?.data?.message === name);
  const start = markAt(`${mark}-start`);
  const end = markAt(`${mark}-end`);
  if (start === undefined || end === undefined) throw new Error(`no ${mark} marks in the trace`);
  const mainThreads = new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  // The marks are left on the page's own main thread: only that one counts.
  const pageThread = `${start.pid}:${start.tid}`;
  if (!mainThreads.has(pageThread)) throw new Error('the marks are not on a renderer main thread');
  let micros = 0;
  for (const event of events) {
    if (event.ph !== 'X' || event.name !== 'RunTask') continue;
    if (`${event.pid}:${event.tid}` !== pageThread) continue;
    if (event.ts < start.ts || event.ts > end.ts) continue;
    micros += event.tdur ?? 0;
  }
  return micros / 1000;
}
