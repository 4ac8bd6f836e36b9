// @ts-check
// Functions that run inside the page (Playwright serialises them: they may use only their argument
// and the browser's globals). Times are the page's performance.now(): milliseconds since the
// navigation started.
/// <reference lib="dom" />
/* global window, document, location, requestAnimationFrame, HTMLElement, HTMLInputElement */

/**
 * @typedef {{ rowsAt: number | null, scrolledAt: number | null, completeAt: number | null,
 *   usableAt: number | null, loadingBlockedMs: number | null }} UsableMarks
 * @typedef {{ label: string, targetRow: number }} WatchOptions
 * @typedef {{ frames: number, ms: number, worstFrameMs: number, longFrames: number,
 *   reachedLastRow: boolean }} ScrollResult
 * @typedef {{ label: string, lastNumber: number }} ColumnOptions
 */

/**
 * Installed before the campaign page's own scripts (addInitScript): from the first frame, checks
 * once per animation frame the state of the cores grid, and records in `window.__coresGridBench`:
 * - `rowsAt`: row 0 is rendered with its cells (the first rows show);
 * - `scrolledAt`: row `targetRow` is rendered with its cells after the grid's scroller was moved to
 *   it at `rowsAt` (moved again each frame until then: the first page may not reach that row yet);
 * - `completeAt`: the grid is no longer busy — every core of the campaign is in it, so that its
 *   sort and filters work on all of them;
 * - `usableAt`: the later of the last two;
 * - `loadingBlockedMs`: from `rowsAt` to `completeAt`, while the rows are there and the next pages
 *   stream in, how long the main thread was blocked: the sum, over its long tasks (over 50 ms),
 *   of their time beyond 50 ms (Lighthouse's total blocking time) — a scroll or a click then waits.
 * @param {WatchOptions} options
 */
export function watchGridUsable({ label, targetRow }) {
  if (!location.pathname.startsWith('/coring-campaign/')) return;
  /** @type {UsableMarks} */
  const marks = {
    rowsAt: null,
    scrolledAt: null,
    completeAt: null,
    usableAt: null,
    loadingBlockedMs: null,
  };
  Object.assign(window, { __coresGridBench: marks });
  /** @type {{ startTime: number, duration: number }[]} */
  const longTasks = [];
  new PerformanceObserver((list) => {
    longTasks.push(...list.getEntries());
  }).observe({ type: 'longtask' });
  /** @param {Element} grid @param {number} index */
  const renderedRow = (grid, index) => {
    const row = grid.querySelector(`.ag-row[row-index="${index}"]`);
    return row !== null && (row.textContent ?? '').trim() !== '';
  };
  const check = () => {
    const now = performance.now();
    const grid = document.querySelector(`section[aria-label="${label}"]`);
    const scroller = grid?.querySelector('.ag-grid-viewport, .ag-body-viewport');
    if (grid && scroller) {
      if (marks.rowsAt === null && renderedRow(grid, 0)) marks.rowsAt = now;
      if (marks.rowsAt !== null && marks.scrolledAt === null) {
        if (renderedRow(grid, targetRow)) {
          marks.scrolledAt = now;
        } else {
          const rowHeight = grid.querySelector('.ag-row')?.getBoundingClientRect().height ?? 40;
          scroller.scrollTop = targetRow * rowHeight;
        }
      }
      if (marks.rowsAt !== null && marks.completeAt === null) {
        if (grid.getAttribute('aria-busy') === 'false') {
          marks.completeAt = now;
          const rowsAt = marks.rowsAt;
          marks.loadingBlockedMs = longTasks
            .filter((task) => task.startTime >= rowsAt && task.startTime < now)
            .reduce((blocked, task) => blocked + Math.max(0, task.duration - 50), 0);
        }
      }
      if (marks.scrolledAt !== null && marks.completeAt !== null) {
        marks.usableAt = Math.max(marks.scrolledAt, marks.completeAt);
        return;
      }
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/** @returns {UsableMarks | undefined} */
export function readUsableMarks() {
  return Reflect.get(window, '__coresGridBench');
}

/** Whether the watcher saw the grid usable (for page.waitForFunction). */
export function isGridUsable() {
  /** @type {UsableMarks | undefined} */
  const marks = Reflect.get(window, '__coresGridBench');
  return marks !== undefined && marks.usableAt !== null;
}

/**
 * Scrolls the grid from its top at a steady speed for at most `durationMs` (to its bottom when it
 * comes first), moving its scroller once per animation frame, and counts the frames the page
 * managed to paint meanwhile: a grid that blocks the main thread while it renders rows gets fewer
 * frames. Then jumps to the bottom and tells whether the last row is rendered.
 * @param {{ label: string, pxPerMs: number, durationMs: number, lastRowIndex: number }} options
 * @returns {Promise<ScrollResult>}
 */
export async function scrollFromTop({ label, pxPerMs, durationMs, lastRowIndex }) {
  const grid = document.querySelector(`section[aria-label="${label}"]`);
  const scroller = grid?.querySelector('.ag-grid-viewport, .ag-body-viewport');
  if (!grid || !scroller) throw new Error('no cores grid to scroll');
  /** @returns {Promise<number>} the frame's time */
  const nextFrame = () => new Promise((resolveFrame) => requestAnimationFrame(resolveFrame));
  scroller.scrollTop = 0;
  await nextFrame();
  await nextFrame();
  const bottom = scroller.scrollHeight - scroller.clientHeight;
  const end = Math.min(bottom, pxPerMs * durationMs);
  const started = performance.now();
  let previous = started;
  let frames = 0;
  let worstFrameMs = 0;
  let longFrames = 0;
  for (;;) {
    const now = await nextFrame();
    frames += 1;
    worstFrameMs = Math.max(worstFrameMs, now - previous);
    if (now - previous > 50) longFrames += 1;
    previous = now;
    const top = Math.min(end, (now - started) * pxPerMs);
    scroller.scrollTop = top;
    if (top >= end) break;
  }
  const ms = previous - started;
  scroller.scrollTop = bottom;
  await nextFrame();
  await nextFrame();
  await nextFrame();
  const lastRow = grid.querySelector(`.ag-row[row-index="${lastRowIndex}"]`);
  return { frames, ms, worstFrameMs, longFrames, reachedLastRow: lastRow !== null };
}

/**
 * Sorts the grid by « N° », descending (two clicks on its header: ascending, then descending), and
 * answers the time until the first row shown is core `lastNumber` — the last core of the campaign,
 * the last one loaded: the sort covers every core. Null when it never shows.
 * @param {ColumnOptions & { timeoutMs: number }} options
 * @returns {Promise<number | null>}
 */
export async function sortByNumberDescending({ label, lastNumber, timeoutMs }) {
  const grid = document.querySelector(`section[aria-label="${label}"]`);
  const header = grid?.querySelector('.ag-header-cell[col-id="number"] .ag-header-cell-label');
  if (!grid || !(header instanceof HTMLElement)) throw new Error('no « N° » header to sort on');
  // Waits frame after frame until `isDone()`: the time since `started`, null after the timeout.
  /** @param {() => boolean} isDone @param {number} started @returns {Promise<number | null>} */
  const frameUntil = async (isDone, started) => {
    for (;;) {
      await new Promise((resolveFrame) => requestAnimationFrame(resolveFrame));
      // The frame's own timestamp is its start, which may come before `started`.
      const now = performance.now();
      if (isDone()) return now - started;
      if (now - started > timeoutMs) return null;
    }
  };
  // Digits only: numbers show with French thousand separators (« 10 000 »).
  const firstNumber = () =>
    grid
      .querySelector('.ag-row[row-index="0"] [col-id="number"]')
      ?.textContent?.replace(/\D/gu, '');
  // Row 0 must be in view to be read: back to the top first (the scroll left the grid at its end).
  const scroller = grid.querySelector('.ag-grid-viewport, .ag-body-viewport');
  if (scroller) scroller.scrollTop = 0;
  const started = performance.now();
  header.click();
  header.click();
  return frameUntil(() => firstNumber() === String(lastNumber), started);
}

/**
 * Filters « N° » equal to `lastNumber` through the column's filter (its header button, then its
 * number field, as a user types it) and answers the time until the grid shows that one core
 * alone; AG Grid applies a typed filter after a pause of 500 ms, included. Null when it never does.
 * @param {ColumnOptions & { timeoutMs: number }} options
 * @returns {Promise<number | null>}
 */
export async function filterNumberEquals({ label, lastNumber, timeoutMs }) {
  const grid = document.querySelector(`section[aria-label="${label}"]`);
  const button = grid?.querySelector(
    '.ag-header-cell[col-id="number"] .ag-header-cell-filter-button',
  );
  if (!grid || !(button instanceof HTMLElement)) throw new Error('no « N° » filter button');
  // Waits frame after frame until `isDone()`: the time since `started`, null after the timeout.
  /** @param {() => boolean} isDone @param {number} started @returns {Promise<number | null>} */
  const frameUntil = async (isDone, started) => {
    for (;;) {
      await new Promise((resolveFrame) => requestAnimationFrame(resolveFrame));
      // The frame's own timestamp is its start, which may come before `started`.
      const now = performance.now();
      if (isDone()) return now - started;
      if (now - started > timeoutMs) return null;
    }
  };
  button.click();
  /** @type {HTMLInputElement} */
  const input = await new Promise((resolveInput) => {
    const find = () => {
      const field = document.querySelector('.ag-filter .ag-filter-from input');
      if (field instanceof HTMLInputElement) resolveInput(field);
      else requestAnimationFrame(find);
    };
    find();
  });
  const shown = () => {
    const cell = grid.querySelector('.ag-row[row-index="0"] [col-id="number"]');
    const count = Number(grid.querySelector('[aria-rowcount]')?.getAttribute('aria-rowcount'));
    return cell?.textContent?.replace(/\D/gu, '') === String(lastNumber) && count - 1 === 1;
  };
  const started = performance.now();
  input.value = String(lastNumber);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  return frameUntil(shown, started);
}

/**
 * Scrolls the grid from its top by `px` pixels per animation frame for `steps` frames (about one
 * row a frame: the bench's scroll speed at 50 FPS), a fixed amount of work whatever the machine's
 * load, and marks its start and end in Chrome's trace (`console.timeStamp`) for
 * `mainThreadMsPerFrame`.
 * @param {{ label: string, steps: number, px: number }} options
 * @returns {Promise<number>} the frames scrolled
 */
export async function scrollSteps({ label, steps, px }) {
  const grid = document.querySelector(`section[aria-label="${label}"]`);
  const scroller = grid?.querySelector('.ag-grid-viewport, .ag-body-viewport');
  if (!grid || !scroller) throw new Error('no cores grid to scroll');
  const nextFrame = () => new Promise((resolveFrame) => requestAnimationFrame(resolveFrame));
  scroller.scrollTop = 0;
  await nextFrame();
  await nextFrame();
  console.timeStamp('bench-steps-start');
  for (let step = 1; step <= steps; step += 1) {
    scroller.scrollTop = step * px;
    await nextFrame();
  }
  console.timeStamp('bench-steps-end');
  return steps;
}
