// @ts-check
// The yardstick of `pnpm bench:api`: a bare Fastify that answers each URL with bytes it holds in
// memory (the API's own answer, captured once), with nothing else on the way — no logging, no
// hooks, no plugins. Run as its own process (`node bare-server.mjs <answers.json>`), like the API,
// so that both compete alike with the load generator for the machine's CPUs. It prints
// `listening on <port>` once ready.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { repoRoot } from '../../lib/paths.mjs';

/**
 * @typedef {{ url: string, contentType: string, body: string }} CapturedAnswer
 *   `body` in base64; `url` is the path and query after the origin, as the API was called.
 */

/**
 * What is used here of Fastify, which the root package does not depend on (reached through
 * apps/api, whose dependency it is).
 * @typedef {{ code(status: number): Reply, type(contentType: string): Reply, send(body?: Buffer): Reply }} Reply
 * @typedef {{
 *   get(path: string, handler: (request: { url: string }, reply: Reply) => Reply): void,
 *   listen(options: { port: number, host: string }): Promise<string>,
 *   close(): Promise<void>,
 *   server: import('node:http').Server,
 * }} BareApp
 */

/** @returns {Promise<(options: { logger: false }) => BareApp>} */
async function apiFastify() {
  const apiRequire = createRequire(join(repoRoot, 'apps/api/package.json'));
  /** @type {{ default: (options: { logger: false }) => BareApp }} */
  const module = await import(apiRequire.resolve('fastify'));
  return module.default;
}

const file = process.argv[2];
if (file === undefined) throw new Error('usage: node bare-server.mjs <answers.json>');
/** @type {CapturedAnswer[]} */
const captured = JSON.parse(readFileSync(file, 'utf8'));
const answers = new Map(
  captured.map(({ url, contentType, body }) => [
    url,
    { contentType, body: Buffer.from(body, 'base64') },
  ]),
);

const fastify = await apiFastify();
const app = fastify({ logger: false });
app.get('/*', (request, reply) => {
  const answer = answers.get(request.url);
  if (answer === undefined) return reply.code(404).send();
  return reply.type(answer.contentType).send(answer.body);
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address !== null ? address.port : 0;
process.stdout.write(`listening on ${String(port)}\n`);
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.once(signal, () => {
    void app.close().finally(() => process.exit(0));
  });
}
