import fastifyCors from '@fastify/cors';
import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { REQUEST_ID_HEADER } from './request-id.js';

export interface SecurityHeadersOptions {
  /** Origins allowed to call the API from a browser; empty: same origin only (no CORS headers). */
  corsOrigins: readonly string[];
  /** Extra origins of map tiles, styles and glyphs (a tile server), if the map uses one. */
  mapTileOrigins: readonly string[];
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

/** Helmet's security headers with our CSP, and CORS only for the configured origins. */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  { corsOrigins, mapTileOrigins }: SecurityHeadersOptions,
): Promise<void> {
  const headers = await helmetHeaders(mapTileOrigins);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
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
