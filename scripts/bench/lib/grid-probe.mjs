// @ts-check
// Functions that run inside the page (Playwright serialises them: they may use only their argument
// and the browser's globals). Times are the page's performance.now(): milliseconds since the
// navigation started.
/// <reference lib="dom" />
/* global window, document, location, requestAnimationFrame */

/**
 * @typedef {{ rowsAt: number | null, usableAt: number | null }} UsableMarks
 * @typedef {{ label: string, targetRow: number }} WatchOptions
 * @typedef {{ frames: number, ms: number, worstFrameMs: number, longFrames: number,
 *   reachedLastRow: boolean }} ScrollResult
 */

/**
 * Installed before the campaign page's own scripts (addInitScript): from the first frame, checks
 * once per animation frame whether the cores grid is usable, and records in
 * `window.__coresGridBench` when the first rows showed (`rowsAt`) and when the grid answered to a
 * scroll (`usableAt`). Usable: the grid is not busy, row 0 is rendered with its cells, and after
 * its scroller is moved to show row `targetRow` (outside the rows rendered at first), that row is
 * rendered with its cells.
 * @param {WatchOptions} options
 */
export function watchGridUsable({ label, targetRow }) {
  if (!location.pathname.startsWith('/coring-campaign/')) return;
  /** @type {UsableMarks} */
  const marks = { rowsAt: null, usableAt: null };
  Object.assign(window, { __coresGridBench: marks });
  /** @param {Element} grid */
  const scrollerOf = (grid) => grid.querySelector('.ag-grid-viewport, .ag-body-viewport');
  /** @param {Element} grid @param {number} index */
  const renderedRow = (grid, index) => {
    const row = grid.querySelector(`.ag-row[row-index="${index}"]`);
    return row !== null && (row.textContent ?? '').trim() !== '';
  };
  const check = () => {
    const grid = document.querySelector(`section[aria-label="${label}"]`);
    if (grid !== null && marks.rowsAt === null) {
      const scroller = scrollerOf(grid);
      if (grid.getAttribute('aria-busy') === 'false' && renderedRow(grid, 0) && scroller) {
        marks.rowsAt = performance.now();
        const rowHeight = grid.querySelector('.ag-row')?.getBoundingClientRect().height ?? 40;
        scroller.scrollTop = targetRow * rowHeight;
      }
    } else if (grid !== null && renderedRow(grid, targetRow)) {
      marks.usableAt = performance.now();
      return;
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
 * Scrolls the grid from its top to its bottom at a steady speed, moving its scroller once per
 * animation frame, and counts the frames the page managed to paint meanwhile: a grid that blocks
 * the main thread while it renders rows gets fewer frames.
 * @param {{ label: string, pxPerMs: number, lastRowIndex: number }} options
 * @returns {Promise<ScrollResult>}
 */
export async function scrollTopToBottom({ label, pxPerMs, lastRowIndex }) {
  const grid = document.querySelector(`section[aria-label="${label}"]`);
  const scroller = grid?.querySelector('.ag-grid-viewport, .ag-body-viewport');
  if (!grid || !scroller) throw new Error('no cores grid to scroll');
  /** @returns {Promise<number>} the frame's time */
  const nextFrame = () => new Promise((resolveFrame) => requestAnimationFrame(resolveFrame));
  scroller.scrollTop = 0;
  await nextFrame();
  await nextFrame();
  const bottom = scroller.scrollHeight - scroller.clientHeight;
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
    const top = Math.min(bottom, (now - started) * pxPerMs);
    scroller.scrollTop = top;
    if (top >= bottom) break;
  }
  const ms = previous - started;
  await nextFrame();
  await nextFrame();
  const lastRow = grid.querySelector(`.ag-row[row-index="${lastRowIndex}"]`);
  return { frames, ms, worstFrameMs, longFrames, reachedLastRow: lastRow !== null };
}
