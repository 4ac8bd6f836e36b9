import fastifyCors from '@fastify/cors';
import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { REQUEST_ID_HEADER } from './request-id.js';

export interface SecurityHeadersOptions {
  /** Origins allowed to call the API from a browser; empty: same origin only (no CORS headers). */
  corsOrigins: readonly string[];
  /** Extra origins of map tiles, styles and glyphs (a tile server), if the map uses one. */
  mapTileOrigins: readonly string[];
  /**
   * Whether the answer to `url` is the API's (JSON, a stored file) rather than a page: such
   * answers get the API's headers (apiHeadersOf), every other the web app's.
   */
  isApiAnswer: (url: string) => boolean;
}

/**
 * The Content-Security-Policy of the web app and the API. Everything comes from our origin, except:
 * - `script-src 'unsafe-eval'`: the web app validates forms with ajv (packages/validation, the same
 *   rules as the API), which compiles each schema to a function at run time. Precompiled (standalone)
 *   validators built with the web app would let this source go;
 * - `style-src 'unsafe-inline'`: MUI (emotion) inserts its styles at run time;
 * - `img-src data: blob:`: icons and pictures inlined by the build, previews of chosen files, map
 *   sprites; `worker-src blob:` (and `child-src` for older browsers): MapLibre starts its workers from
 *   blob URLs;
 * - the map tile origins (`MAP_TILE_ORIGINS`) for images and fetches (raster and vector tiles);
 * - no plugins, no framing by other sites, forms post to us only.
 */
function contentSecurityPolicy(mapTileOrigins: readonly string[]): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-eval'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...mapTileOrigins],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...mapTileOrigins],
    'worker-src': ["'self'", 'blob:'],
    'child-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/**
 * Helmet's headers for our CSP, asked once of a throwaway server: they are the same for every
 * answer, and @fastify/helmet would rebuild them on each request (parsing the CSP directives
 * again: 8 % of a kept list answer's time, measured with `node --cpu-prof` under autocannon).
 */
async function helmetHeaders(mapTileOrigins: readonly string[]): Promise<Record<string, string>> {
  const probe = Fastify();
  await probe.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicy(mapTileOrigins),
    },
  });
  probe.get('/', () => '');
  const answer = await probe.inject('/');
  await probe.close();
  const plainAnswer = new Set([
    'content-type',
    'content-length',
    'date',
    'connection',
    'keep-alive',
  ]);
  return Object.fromEntries(
    Object.entries(answer.headers).flatMap(([name, value]) =>
      typeof value === 'string' && !plainAnswer.has(name) ? [[name, value]] : [],
    ),
  );
}

/**
 * The headers of an API answer (JSON, a stored file), as OWASP's REST Security Cheat Sheet lists
 * them: nothing may load in it or frame it (`default-src 'none'; frame-ancestors 'none'`, and
 * `X-Frame-Options: DENY` for older browsers), no sniffing, HTTPS only, no reads from another
 * site (CORP), no referrer from a file opened in the browser (a download link's URL holds its
 * token). The web app's other headers concern pages that run scripts and open windows (the
 * opener policy, the origin-keyed agent cluster, DNS prefetching) or browsers long gone (IE's
 * download options and XSS filter, Flash's cross-domain policies): on each of the API's answers
 * they were a third of its headers and 450 bytes, sent and checked on every request for nothing.
 */
function apiHeadersOf(pageHeaders: Readonly<Record<string, string>>): Record<string, string> {
  const kept = [
    'strict-transport-security',
    'x-content-type-options',
    'cross-origin-resource-policy',
    'referrer-policy',
  ];
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-frame-options': 'DENY',
    ...Object.fromEntries(
      kept.flatMap((name) => {
        const value = pageHeaders[name];
        return value === undefined ? [] : [[name, value]];
      }),
    ),
  };
}

/**
 * Helmet's security headers with our CSP on the web app's answers, the API's own on the API's
 * (apiHeadersOf), and CORS only for the configured origins.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  { corsOrigins, mapTileOrigins, isApiAnswer }: SecurityHeadersOptions,
): Promise<void> {
  const pageHeaders = await helmetHeaders(mapTileOrigins);
  const apiHeaders = apiHeadersOf(pageHeaders);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiAnswer(request.url) ? apiHeaders : pageHeaders);
    done();
  });
  if (corsOrigins.length === 0) return;
  await app.register(fastifyCors, {
    origin: [...corsOrigins],
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    // A client of another origin keeps answers and revalidates them (entity-tag.ts) as ours does.
    allowedHeaders: ['authorization', 'content-type', 'accept', 'if-none-match', REQUEST_ID_HEADER],
    exposedHeaders: [REQUEST_ID_HEADER, 'content-disposition', 'retry-after', 'etag'],
    maxAge: 600,
  });
}
