import type { KeyValueStorage } from '../session/session-storage.js';

/** Spec section 9: « The route-reload guard lasts 10 seconds. » */
export const ROUTE_RELOAD_GUARD_MS = 10_000;

/** In sessionStorage: the guard must outlive the reload it makes, and stay with its tab. */
const RELOADED_AT_KEY = 'chaussee.chunkReload.reloadedAt';

export interface ChunkReload {
  /**
   * A piece of the app failed to load (a deploy removed the chunks this tab was built with):
   * reloads the page, which then gets the new build, unless this tab already reloaded for that
   * less than 10 seconds ago, so that a chunk missing from the new build too ends on the error
   * page instead of reloading forever. True when the page is reloading (also when an earlier
   * call of this page started it).
   */
  reloadOnce(): boolean;
  /** The page is going away: the error page would only flash. */
  isReloading(): boolean;
}

export function createChunkReload(options: {
  storage: KeyValueStorage;
  now: () => number;
  reload: () => void;
}): ChunkReload {
  let isReloading = false;
  const lastReloadAt = (): number | undefined => {
    const stored = Number(options.storage.getItem(RELOADED_AT_KEY) ?? Number.NaN);
    return Number.isFinite(stored) ? stored : undefined;
  };
  return {
    reloadOnce() {
      if (isReloading) return true;
      try {
        const last = lastReloadAt();
        const now = options.now();
        // A clock set back makes `now - last` negative: that reload is not a recent one.
        const elapsed = last === undefined ? Number.POSITIVE_INFINITY : now - last;
        if (elapsed >= 0 && elapsed < ROUTE_RELOAD_GUARD_MS) return false;
        options.storage.setItem(RELOADED_AT_KEY, String(now));
      } catch {
        // No storage (a browser that refuses it): without a guard, a reload could loop.
        return false;
      }
      isReloading = true;
      options.reload();
      return true;
    },
    isReloading: () => isReloading,
  };
}

/**
 * Vite's event when a dynamic import fails (the chunk, a chunk it imports, or its CSS): every
 * lazy screen, dialog and widget of the app loads through it. The error still reaches the route's
 * error boundary, which shows nothing while the page reloads. Returns a function that stops
 * listening.
 */
export function reloadOnChunkLoadFailure(
  target: EventTarget,
  chunkReload: ChunkReload,
): () => void {
  const onPreloadError = () => {
    chunkReload.reloadOnce();
  };
  target.addEventListener('vite:preloadError', onPreloadError);
  return () => {
    target.removeEventListener('vite:preloadError', onPreloadError);
  };
}
