import { rmSync } from 'node:fs';
import { createChausseeClient, type ChausseeClient } from '@chaussee/sdk';
import type { FastifyInstance } from 'fastify';
import { createServices, type Services } from '../app/services.js';
import type { Clock } from '../clock.js';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { loadContract } from '../http/contract/contract.js';
import type { OperationId } from '../http/operation-handler.js';
import { buildServer } from '../server.js';
import { testConfig } from './test-config.js';
import { createTestDatabase } from './test-database.js';

export interface TestServerOptions {
  /** The database to serve; by default a fresh one (PGlite, or TEST_DATABASE_URL), dropped on close. */
  database?: Database;
  /** Given to `createServices`; a `createTestClock().now` moves time without sleeping. */
  clock?: Clock;
  config?: Partial<AppConfig>;
  /**
   * Replaces parts of the application's services (`createServices`): e.g. `{ routeModules: [mine] }`
   * to serve only a module under test, `{ authenticate }` to sign in without tokens.
   */
  services?: Partial<Services>;
  /** Turns the server's logs on, written to this stream (tests read what was logged). */
  logStream?: NodeJS.WritableStream;
  /** The environment `createServices` reads (PUBLIC_URL, JWT_SECRET…); the process's by default. */
  env?: Readonly<Record<string, string | undefined>>;
}

export interface TestServer {
  /** `http://127.0.0.1:<port>`; the API is under `/api`. */
  baseUrl: string;
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  /** The SDK client, without token. */
  client: ChausseeClient;
  /** The SDK client sending `token` as the bearer token. */
  clientAs(token: string): ChausseeClient;
  /**
   * Throws unless `response` is an answer the contract documents for `operationId` (status, media
   * type, body). The server already checks every answer (see `close`); this is for raw `fetch` tests.
   * Call it before reading the body (it reads a clone).
   */
  assertContractResponse(response: Response, operationId: OperationId): Promise<void>;
  /** Every answer of an operation so far that the contract does not document. */
  contractBreaches(): readonly string[];
  /** Closes the server (and the database it created); rejects if any answer broke the contract. */
  close(): Promise<void>;
}

/**
 * The application's services, or the test's where it gives them (all three: no wiring at all, with
 * the answers reused only if it gives their reuse too).
 */
async function servicesFor(
  given: Partial<Services> | undefined,
  create: () => Promise<Services>,
): Promise<Services> {
  const { authenticate, auditImpersonation, routeModules, answerReuse } = given ?? {};
  if (authenticate && auditImpersonation && routeModules) {
    return { authenticate, auditImpersonation, routeModules, answerReuse };
  }
  return { ...(await create()), ...given };
}

/**
 * A listening API server for HTTP tests through the generated SDK, on a throwaway database, with
 * every answer checked against the contract: a success that breaks it answers 500 naming the breach,
 * and an undocumented refusal (a 409 the operation does not list…) makes `close()` fail.
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const testDatabase = options.database ? undefined : await createTestDatabase();
  const database = options.database ?? testDatabase?.database;
  if (!database) throw new Error('No test database');
  const config = testConfig(options.config);
  const clock = options.clock;
  const services = await servicesFor(options.services, () =>
    createServices({
      database,
      config,
      ...(clock && { clock }),
      ...(options.env && { env: options.env }),
    }),
  );
  const breaches: string[] = [];
  const { app } = await buildServer({
    database,
    config,
    services,
    logger: options.logStream !== undefined,
    ...(options.logStream && { logStream: options.logStream }),
    onContractBreach: (breach) => breaches.push(breach),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const baseUrl = `http://127.0.0.1:${String(port)}`;
  const clientAs = (token: string | undefined): ChausseeClient =>
    createChausseeClient({ baseUrl: `${baseUrl}/api`, getToken: () => token });
  const contract = loadContract();

  return {
    baseUrl,
    app,
    database,
    config,
    client: clientAs(undefined),
    clientAs,
    contractBreaches: () => [...breaches],
    assertContractResponse: async (response, operationId) => {
      const operation = contract.operationById(operationId);
      if (!operation) throw new Error(`Unknown operation ${operationId}`);
      const text = await response.clone().text();
      const mediaType = response.headers.get('content-type')?.split(';')[0]?.trim();
      const isJson = mediaType === 'application/json' || mediaType?.endsWith('+json') === true;
      const problems = contract.checkResponse(operation, {
        status: response.status,
        mediaType: text === '' ? undefined : mediaType,
        body: isJson ? JSON.parse(text) : undefined,
      });
      if (problems.length > 0) throw new Error(problems.join('\n'));
    },
    close: async () => {
      const leftOpen = await closeWithin(app, CLOSE_GRACE_MS);
      await testDatabase?.dispose();
      rmSync(config.dataDir, { recursive: true, force: true });
      if (leftOpen) {
        throw new Error(
          `The server still had connections open ${String(CLOSE_GRACE_MS)} ms after the tests: ` +
            'read or cancel every answer body (`await response.body?.cancel()` after a ' +
            '`parseAs: "stream"` call).',
        );
      }
      if (breaches.length > 0) {
        throw new Error(`Answers that break the contract:\n${breaches.join('\n')}`);
      }
    },
  };
}

/** How long `close` waits for answers still being written before it cuts their connections. */
const CLOSE_GRACE_MS = 15_000;

/**
 * Closes the server, cutting the connections still open after `graceMs`; says whether it had to.
 * The tests are over by then, so an open connection is an answer a test never read (a streamed zip
 * or file larger than the socket buffers), which would otherwise hold `app.close()` until the hook
 * times out with no hint.
 */
export async function closeWithin(app: FastifyInstance, graceMs: number): Promise<boolean> {
  let cut = false;
  const timer = setTimeout(() => {
    cut = true;
    app.server.closeAllConnections();
  }, graceMs);
  try {
    await app.close();
  } finally {
    clearTimeout(timer);
  }
  return cut;
}
