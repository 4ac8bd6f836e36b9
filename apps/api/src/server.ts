import Fastify, { type FastifyInstance } from 'fastify';
import type { Database } from './db/database.js';
import { registerHealthRoute } from './http/health.route.js';
import { registerWebApp } from './http/web-app.js';

export interface ServerOptions {
  database: Database;
  webDistDir: string;
  logger?: boolean;
}

export async function buildServer({
  database,
  webDistDir,
  logger = true,
}: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger });
  await app.register(
    (api, _options, done) => {
      registerHealthRoute(api, database);
      done();
    },
    { prefix: '/api' },
  );
  await registerWebApp(app, webDistDir);
  return app;
}
