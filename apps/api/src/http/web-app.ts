import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { appErrorProblem, sendProblem } from './problem.js';

/**
 * Vite names every file it writes under `assets/` after its content (`app-B2MKt6vI.js`): a new
 * build gives new names, so a browser may keep these for a year without asking again.
 */
const HASHED_ASSET_PATH = /^\/assets\/[^/]+-[\w-]{8,}\.[a-z0-9]+$/iu;
const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
/** index.html, builds/latest.json, robots.txt…: stored, but checked (ETag) at every use. */
const REVALIDATED_CACHE = 'no-cache';

/**
 * A path that names a file rather than a screen: under `/assets/`, or whose last segment has an
 * extension (`/robots.txt`, `/builds/latest.json`). The app's routes have neither, so such a path
 * never answers index.html: a chunk removed by a deploy must be a 404, not HTML that a tab opened
 * before it would run as a script.
 */
function namesAFile(path: string): boolean {
  return path.startsWith('/assets/') || /\/[^/]*\.[a-z0-9]+$/iu.test(path);
}

function pathOf(url: string): string {
  return url.split('?')[0] ?? '';
}

function setCacheHeaders(reply: FastifyReply): void {
  const isHashedAsset = HASHED_ASSET_PATH.test(pathOf(reply.request.url));
  reply.header('cache-control', isHashedAsset ? HASHED_ASSET_CACHE : REVALIDATED_CACHE);
}

/**
 * Serves the built single-page app on the API's origin. Files are sent precompressed when the
 * build wrote a `.br` or `.gz` beside them and the browser accepts it (brotli first, then gzip,
 * else the file itself; `Vary: Accept-Encoding`). Unknown paths outside `/api` that do not name a
 * file answer GET and HEAD with the app's index.html so that the web router handles deep links; unknown `/api`
 * paths and missing files stay 404 problems.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string): Promise<void> {
  const hasWebApp = existsSync(join(webDistDir, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      preCompressed: true,
      // The compressed copies are chosen by Accept-Encoding, not requested by their own name.
      globIgnore: ['**/*.br', '**/*.gz'],
      cacheControl: false,
      setHeaders: setCacheHeaders,
    });
  } else {
    app.log.warn({ webDistDir }, 'no built web app found: run `pnpm build` to serve it');
  }

  app.setNotFoundHandler((request, reply) => {
    const path = pathOf(request.url);
    const isApiPath = path === '/api' || path.startsWith('/api/');
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (isApiPath || !hasWebApp || !isRead || namesAFile(path)) {
      return sendProblem(
        reply,
        appErrorProblem('not_found', `No route for ${request.method} ${path}`),
      );
    }
    return reply.type('text/html').sendFile('index.html');
  });
}
