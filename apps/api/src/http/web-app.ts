import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { appErrorProblem, sendProblem } from './problem.js';

/**
 * Serves the built single-page app on the API's origin. Unknown paths outside `/api` answer the
 * app's index.html so that the web router handles deep links; unknown `/api` paths stay 404 problems.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string): Promise<void> {
  const hasWebApp = existsSync(join(webDistDir, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, { root: webDistDir, wildcard: false });
  } else {
    app.log.warn({ webDistDir }, 'no built web app found: run `pnpm build` to serve it');
  }

  app.setNotFoundHandler((request, reply) => {
    const isApiPath = request.url === '/api' || request.url.startsWith('/api/');
    if (isApiPath || !hasWebApp || request.method !== 'GET') {
      const path = request.url.split('?')[0] ?? '';
      return sendProblem(
        reply,
        appErrorProblem('not_found', `No route for ${request.method} ${path}`),
      );
    }
    return reply.type('text/html').sendFile('index.html');
  });
}
