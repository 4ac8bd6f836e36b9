import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Services } from './app/services.js';
import type { AppConfig } from './config.js';
import type { Database } from './db/database.js';
import { registerApiDocs } from './http/api-docs.route.js';
import { registerSdkDocs } from './http/sdk-docs.route.js';
import { registerCompression } from './http/compression.js';
import { loadContract, type Contract } from './http/contract/contract.js';
import { registerContractRoutes } from './http/contract-routes.js';
import {
  answerClientError,
  answerRouterError,
  registerErrorHandler,
} from './http/error-handler.js';
import { installGracefulShutdown } from './http/graceful-shutdown.js';
import { registerJsonBodyParser } from './http/json-body-parser.js';
import { registerRequestIdHeader, requestIdOf } from './http/request-id.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { systemRoutes } from './http/system.routes.js';
import { registerWebApp } from './http/web-app.js';
import { AccessLogController } from './logging/access-log.js';
import { standardOutputLog } from './logging/log-destination.js';
import { redactingStream } from './logging/redacting-stream.js';
import { createSecretRedactor, type SecretPath } from './logging/secret-redaction.js';

export interface ServerOptions {
  database: Database;
  config: AppConfig;
  services: Services;
  /** Structured logs (pino) at `config.logLevel`; tests turn them off. */
  logger?: boolean;
  /** Where the logs go instead of stdout (tests read them). */
  logStream?: NodeJS.WritableStream;
  /**
   * Tests: every answer of an operation is checked against the contract. A success that breaks it
   * answers 500 naming the breach; an undocumented refusal is reported here.
   */
  onContractBreach?: (breach: string) => void;
}

export interface Server {
  app: FastifyInstance;
  /** Graceful stop (SIGTERM): new requests get 503, those in flight finish, then it closes. */
  shutdown: () => Promise<void>;
}

const HEALTH_URL = /^\/api\/health(?:\?|$)/;
/** The API's answers: everything under `/api` but its two reference sites, which are pages. */
const API_ANSWER_URL = /^\/api(?:[/?]|$)(?!docs(?:[/?]|$))/;

function attempt(action: () => void): Error | undefined {
  try {
    action();
    return undefined;
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

/**
 * Fastify's form of TRUST_PROXY: a hop count as proxy-addr's own (hops nearer than N are proxies;
 * Fastify's types lack the number form), a list of addresses and ranges as it is.
 */
function trustProxyOf(
  trusted: AppConfig['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trusted === 'number') return (_address, hop) => hop < trusted;
  return trusted === false ? false : [...trusted];
}

/** The contract's paths whose parameter is a secret: a path parameter named `token`. */
function secretPathsOf(contract: Contract): SecretPath[] {
  return contract.operations.flatMap(({ path, parameters }) =>
    parameters
      .filter(({ location, name }) => location === 'path' && name === 'token')
      .map(({ name }) => ({ path, parameter: name })),
  );
}

export async function buildServer({
  database,
  config,
  services,
  logger = true,
  logStream,
  onContractBreach,
}: ServerOptions): Promise<Server> {
  const contract = loadContract();
  const redactSecrets = createSecretRedactor(secretPathsOf(contract), '/api');
  const access = logger
    ? { destination: logStream ?? standardOutputLog(), redactSecrets }
    : undefined;
  const app = Fastify({
    logger: access
      ? { level: config.logLevel, stream: redactingStream(access.destination, redactSecrets) }
      : false,
    genReqId: requestIdOf,
    logController: new AccessLogController(access),
    bodyLimit: config.jsonBodyLimit,
    trustProxy: trustProxyOf(config.trustProxy),
    frameworkErrors: answerRouterError,
    clientErrorHandler: answerClientError,
  });
  registerErrorHandler(app, { explainContractBreaches: onContractBreach !== undefined });
  registerRequestIdHeader(app);
  const { isShuttingDown, shutdown } = installGracefulShutdown(app, {
    timeoutMs: config.shutdownTimeoutMs,
    isExempt: (url) => HEALTH_URL.test(url),
  });
  await registerSecurityHeaders(app, {
    ...config,
    isApiAnswer: (url) => API_ANSWER_URL.test(url),
  });
  await app.register(fastifyMultipart, {
    limits: { fileSize: config.uploadLimits.fileBytes, files: config.uploadLimits.files },
  });
  registerJsonBodyParser(app);

  await app.register(
    async (api) => {
      // Before the routes: it hooks each route as it is registered.
      await registerCompression(api);
      registerApiDocs(api, config.apiDocsFile);
      registerSdkDocs(api, config.sdkDocsDir);
      // A wiring error (two modules for one operation…) fails the start instead of escaping.
      const wired = attempt(() => {
        registerContractRoutes(api, {
          contract,
          routeModules: [
            systemRoutes({ database, config, isShuttingDown }),
            ...services.routeModules,
          ],
          authenticate: services.authenticate,
          auditImpersonation: services.auditImpersonation,
          rateLimit: services.rateLimit,
          redactSecrets,
          uploadLimits: config.uploadLimits,
          streamedUploadLimits: config.documentUploadLimits,
          onContractBreach,
          answerReuse: services.answerReuse,
        });
      });
      if (wired) throw wired;
    },
    { prefix: '/api' },
  );
  await registerWebApp(app, config.webDistDir);
  return { app, shutdown };
}
