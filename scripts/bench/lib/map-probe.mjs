// @ts-check
// What the map benchmark runs in the page (scripts/bench/map-render.mjs): marks of the map's
// drawing and a frame counter. Functions passed to Playwright are serialized: no closure.
/// <reference lib="dom" />
/* global window, document, requestAnimationFrame, HTMLElement, MutationObserver */

/**
 * Init script of the app's page: records when the map's frame (`data-map-idle`, set by
 * @chaussee/ui's MapView on MapLibre's `idle`) turns busy once its data is in (the section no
 * longer `aria-busy`) and then idle again — the first frame drawn with data.
 */
export function watchAppMap() {
  /** @type {{ dataBusyAt: number | null, drawnAt: number | null }} */
  const marks = { dataBusyAt: null, drawnAt: null };
  Reflect.set(window, '__mapMarks', marks);
  new MutationObserver((records) => {
    for (const record of records) {
      const target = record.target;
      if (!(target instanceof HTMLElement) || record.attributeName !== 'data-map-idle') continue;
      const hasData = target.getAttribute('aria-busy') === 'false';
      const idle = target.getAttribute('data-map-idle');
      if (marks.dataBusyAt === null && hasData && idle === 'false') {
        marks.dataBusyAt = performance.now();
      } else if (marks.dataBusyAt !== null && marks.drawnAt === null && idle === 'true') {
        marks.drawnAt = performance.now();
      }
    }
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-map-idle'] });
}

/** @returns {number | null} the app's first frame drawn with data, ms after navigation start */
export function appDrawnAt() {
  /** @type {{ drawnAt: number | null } | undefined} */
  const marks = Reflect.get(window, '__mapMarks');
  return marks?.drawnAt ?? null;
}

/** @returns {number | null} the bare page's first frame drawn with data */
export function bareDrawnAt() {
  const drawnAt = Reflect.get(window, '__drawnAt');
  return typeof drawnAt === 'number' ? drawnAt : null;
}

/** Starts counting animation frames. */
export function startFrames() {
  /** @type {{ frames: number, startedAt: number, running: boolean }} */
  const counter = { frames: 0, startedAt: performance.now(), running: true };
  Reflect.set(window, '__frameCounter', counter);
  const tick = () => {
    if (!counter.running) return;
    counter.frames += 1;
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

/** @returns {number} frames per second since `startFrames` */
export function stopFrames() {
  /** @type {{ frames: number, startedAt: number, running: boolean }} */
  const counter = Reflect.get(window, '__frameCounter');
  counter.running = false;
  return (counter.frames * 1000) / (performance.now() - counter.startedAt);
}
