import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built single-page app on the API's origin. Unknown paths outside `/api` answer the
 * app's index.html so that the web router handles deep links; unknown `/api` paths stay 404 JSON.
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
      return reply
        .code(404)
        .type('application/problem+json')
        .send({
          type: 'about:blank',
          title: 'Not Found',
          status: 404,
          detail: `No route for ${request.method} ${request.url.split('?')[0] ?? ''}`,
          code: 'not_found',
        });
    }
    return reply.type('text/html').sendFile('index.html');
  });
}
