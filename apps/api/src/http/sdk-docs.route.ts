import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { extname, relative, resolve, sep } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { appErrorProblem, sendProblem } from './problem.js';

/** The file types TypeDoc writes; anything else is not served. */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};

/** TypeDoc's pages run one inline script (the theme, before the first paint): allowed by hash. */
function pagePolicy(html: string): string {
  const scripts = html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g);
  const hashes = [...scripts].map(
    ([, body]) =>
      `'sha256-${createHash('sha256')
        .update(body ?? '')
        .digest('base64')}'`,
  );
  return [
    "default-src 'none'",
    `script-src ${["'self'", ...hashes].join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "base-uri 'self'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The file under `folder` that `path` names, or undefined when it would leave the folder. */
function fileWithin(folder: string, path: string): string | undefined {
  const file = resolve(folder, path === '' ? 'index.html' : path);
  const inside = relative(folder, file);
  if (inside === '' || inside.startsWith('..') || inside.startsWith(sep)) return undefined;
  return file;
}

/**
 * `GET /api/docs/sdk/`: the SDK's reference, built by TypeDoc from its types at build time
 * (`pnpm --filter @chaussee/sdk build-reference`, part of the API's build), beside the contract's reference
 * at `/api/docs`. Static files read on each request (a few hundred kB in all, rarely read).
 */
export function registerSdkDocs(app: FastifyInstance, docsDir: string): void {
  const folder = resolve(docsDir);
  // Relative links of the pages need the trailing slash.
  app.get('/docs/sdk', (_request, reply) => reply.redirect('/api/docs/sdk/', 301));
  app.get<{ Params: { '*': string } }>('/docs/sdk/*', async (request, reply) => {
    const file = fileWithin(folder, request.params['*']);
    const type = file === undefined ? undefined : CONTENT_TYPES[extname(file)];
    const body =
      file === undefined || type === undefined
        ? undefined
        : await readFile(file).catch(() => undefined);
    if (body === undefined || type === undefined) {
      return sendProblem(
        reply,
        appErrorProblem(
          'not_found',
          'No such page of the SDK reference (built by `pnpm --filter @chaussee/sdk build-reference`)',
        ),
      );
    }
    if (type.startsWith('text/html'))
      reply.header('content-security-policy', pagePolicy(body.toString('utf8')));
    return reply.type(type).send(body);
  });
}
