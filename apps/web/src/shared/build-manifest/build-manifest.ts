/** The file the build writes and the app polls (spec section 7: builds/latest.json). */
export const BUILD_MANIFEST_PATH = '/builds/latest.json';

/** Spec section 7 gives no period; five minutes is enough to offer a new build the same morning. */
export const BUILD_POLL_INTERVAL_MS = 5 * 60 * 1000;

export interface BuildManifest {
  id: string;
  version: string;
  date: string;
}

function isBuildManifest(value: unknown): value is BuildManifest {
  if (typeof value !== 'object' || value === null) return false;
  const { id, version, date } = value as Record<string, unknown>;
  return typeof id === 'string' && typeof version === 'string' && typeof date === 'string';
}

/**
 * Polls the manifest and calls `onNewBuild` once when its id differs from the running build's.
 * A failed poll is ignored (offline, server restarting): the next one will tell. Returns a stop
 * function.
 */
export function watchBuildManifest(options: {
  currentBuildId: string;
  fetchManifest: () => Promise<unknown>;
  onNewBuild: (manifest: BuildManifest) => void;
  intervalMs?: number;
}): () => void {
  let isNotified = false;
  const poll = async () => {
    if (isNotified) return;
    try {
      const manifest = await options.fetchManifest();
      if (isBuildManifest(manifest) && manifest.id !== options.currentBuildId) {
        isNotified = true;
        options.onNewBuild(manifest);
      }
    } catch {
      // Offline or server restarting: the next poll will tell.
    }
  };
  const timer = setInterval(() => void poll(), options.intervalMs ?? BUILD_POLL_INTERVAL_MS);
  return () => {
    clearInterval(timer);
  };
}
