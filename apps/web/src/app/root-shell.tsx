import { useEffect, useState } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import {
  BUILD_MANIFEST_PATH,
  watchBuildManifest,
} from '../shared/build-manifest/build-manifest.js';
import type { Analytics } from '../shared/telemetry/analytics.js';
import { lazyAfterPaint } from '../shared/lazy/lazy-after-paint.js';
import { announcePage } from './routes/announce-page.js';

// Shown only once a newer build is out: its Snackbar loads then, not with the first page.
const NewBuildNotice = lazyAfterPaint(
  async () => (await import('./layouts/new-build-notice.js')).NewBuildNotice,
  null,
);

/**
 * Above every layout: the page title and page-view event of each navigation, and the offer to
 * reload when a newer build is out.
 */
export function RootShell({ analytics }: { analytics: Analytics }) {
  const location = useLocation();
  const routeName = useMatches().at(-1)?.id;
  const [hasNewBuild, setHasNewBuild] = useState(false);

  useEffect(() => {
    announcePage(analytics, routeName);
  }, [analytics, location.pathname, routeName]);

  useEffect(() => {
    if (!import.meta.env.PROD) return undefined;
    return watchBuildManifest({
      currentBuildId: import.meta.env.VITE_BUILD_ID,
      fetchManifest: async (): Promise<unknown> => {
        const response = await fetch(BUILD_MANIFEST_PATH, { cache: 'no-store' });
        return response.json();
      },
      onNewBuild: () => {
        setHasNewBuild(true);
      },
    });
  }, []);

  return (
    <>
      <Outlet />
      {hasNewBuild && <NewBuildNotice />}
    </>
  );
}
