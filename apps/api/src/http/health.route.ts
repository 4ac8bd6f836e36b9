import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.js';

/** `GET /api/health`: the server is up and its database answers a query. */
export function registerHealthRoute(app: FastifyInstance, database: Database): void {
  app.get('/health', async (_request, reply) => {
    try {
      await database.ping();
      return { status: 'ok', database: database.kind };
    } catch (error) {
      app.log.error({ err: error }, 'health check: the database did not answer');
      return reply.code(503).send({ status: 'unavailable', database: database.kind });
    }
  });
}
