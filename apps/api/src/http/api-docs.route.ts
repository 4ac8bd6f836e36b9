import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { appErrorProblem, sendProblem } from './problem.js';

/** The sha256 CSP sources of a page's inline scripts, so that only those run. */
function inlineScriptHashes(html: string): string[] {
  const scripts = html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g);
  return [...scripts].map(
    ([, body]) =>
      `'sha256-${createHash('sha256')
        .update(body ?? '')
        .digest('base64')}'`,
  );
}

/**
 * The policy of the reference page: Redoc's inline bundle (its scripts by hash, its run-time
 * styles inline), its search worker from a blob URL, images inlined as data URLs.
 */
function docsPolicy(html: string): string {
  return [
    "default-src 'none'",
    `script-src ${["'self'", ...inlineScriptHashes(html)].join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "base-uri 'self'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

interface DocsPage {
  html: string;
  policy: string;
}

/**
 * `GET /api/docs`: the API reference built from the contract by Redocly at build time
 * (`pnpm --filter @chaussee/openapi build-docs`, part of the API's build), for the teams that use
 * the SDK. Read once, on the first request.
 */
export function registerApiDocs(app: FastifyInstance, docsFile: string): void {
  let page: Promise<DocsPage | undefined> | undefined;
  const load = async (): Promise<DocsPage | undefined> => {
    try {
      const html = await readFile(docsFile, 'utf8');
      return { html, policy: docsPolicy(html) };
    } catch {
      app.log.warn({ docsFile }, 'the API reference is not built');
      return undefined;
    }
  };
  app.get('/docs', async (_request, reply) => {
    page ??= load();
    const docs = await page;
    if (!docs) {
      page = undefined;
      return sendProblem(
        reply,
        appErrorProblem(
          'not_found',
          'The API reference is not built: run `pnpm --filter @chaussee/openapi build-docs`',
        ),
      );
    }
    return reply
      .header('content-security-policy', docs.policy)
      .type('text/html; charset=utf-8')
      .send(docs.html);
  });
}
