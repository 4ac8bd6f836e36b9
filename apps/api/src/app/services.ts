import { createAnswerReuse, isAnswerReuseOn, type AnswerReuse } from '../http/answer-cache.js';
import { isReusableAnswer } from './answer-reuse-rules.js';
import { join } from 'node:path';
import { createMembershipGuard } from '../access/membership-guard.js';
import { createMembershipRepository } from '../access/membership.repository.js';
import { sessionRoutes } from '../auth/session.routes.js';
import { loadSigningKey } from '../auth/signing-key.js';
import { systemClock, type Clock } from '../clock.js';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/database.js';
import type { RouteModule } from '../http/operation-handler.js';
import type { AuditImpersonation, Authenticate } from '../http/principal.js';
import { createRateLimitRepository } from '../rate-limits/rate-limit.repository.js';
import { createRateLimiter, type RateLimit } from '../rate-limits/rate-limiter.js';
import { createMailer, type MailLog } from '../mail/mailer.js';
import { createBin } from '../bin/bin.module.js';
import type { BinPurge } from '../bin/bin-purge.js';
import { createDownloadJobs } from '../downloads/downloads.module.js';
import type { DownloadWorker } from '../downloads/download-worker.js';
import { createStorageModule } from '../storage/storage.module.js';
import { userRoutes } from '../users/users.routes.js';
import type { DomainDeps } from './domain-deps.js';
import { domainRouteModules } from './domain-modules.js';
import { createIdentity } from './identity.js';
import { loadIdentityConfig } from './identity-config.js';
import { publicApiBaseUrl } from './public-url.js';

export interface ServicesOptions {
  database: Database;
  config: AppConfig;
  clock?: Clock;
  /** Where the mailer logs each message (subject and link); one JSON line on stdout by default. */
  log?: MailLog;
  env?: Readonly<Record<string, string | undefined>>;
}

/**
 * What the HTTP layer needs from the domain: who is calling, the audit, the handlers, and the rate
 * limits (absent only in framework tests that serve their own modules).
 */
export interface Services {
  authenticate: Authenticate;
  auditImpersonation: AuditImpersonation;
  routeModules: readonly RouteModule[];
  rateLimit?: RateLimit;
  /** The answers reused while the data holds still (`ANSWER_CACHE`); none when absent. */
  answerReuse?: AnswerReuse | undefined;
}

/** The services of the running server, plus what the business domains are built on (the seed's). */
export interface ComposedServices extends Services {
  domainDeps: DomainDeps;
  /**
   * The worker of the background exports: `main.ts` starts it once listening and stops it before
   * closing the database; test servers leave it stopped (their tests run jobs one by one).
   */
  downloadWorker: DownloadWorker;
  /** The purge of the bin: `main.ts` starts and stops it as the worker; tests call `runOnce`. */
  binPurge: BinPurge;
}

/** A pino-like line, so that the mail log reads like the server's own. */
const stdoutLog: MailLog = {
  info: (details, message) => {
    process.stdout.write(
      `${JSON.stringify({ level: 30, time: Date.now(), ...details, msg: message })}\n`,
    );
  },
};

const silentLog: MailLog = { info: () => undefined };

/** A pino-like error line on stderr; an error keeps its message and stack (JSON drops them). */
const stderrErrorLog = {
  error: (details: Record<string, unknown>, message: string) => {
    const fields = Object.fromEntries(
      Object.entries(details).map(([key, value]) => [
        key,
        value instanceof Error ? { message: value.message, stack: value.stack } : value,
      ]),
    );
    process.stderr.write(
      `${JSON.stringify({ level: 50, time: Date.now(), ...fields, msg: message })}\n`,
    );
  },
};

/** Wires the domain services on one database (composition root). */
export function createServices({
  database,
  config,
  clock = systemClock,
  log,
  env = process.env,
}: ServicesOptions): Promise<ComposedServices> {
  const identityConfig = loadIdentityConfig(config, env);
  const reuse = isAnswerReuseOn(config.answerCache, database.kind);
  const signingKey = loadSigningKey({ secret: identityConfig.jwtSecret, dataDir: config.dataDir });
  const storage = createStorageModule({
    env,
    dataDir: config.dataDir,
    tokenSigningKey: signingKey,
    apiBaseUrl: publicApiBaseUrl(identityConfig.publicUrl),
    now: clock,
  });
  const mailer = createMailer({
    smtpUrl: identityConfig.smtpUrl,
    outboxDir: join(config.dataDir, 'outbox'),
    from: identityConfig.mailFrom,
    log: log ?? (config.environment === 'test' ? silentLog : stdoutLog),
  });
  const identity = createIdentity({
    db: database.db,
    signingKey,
    mailer,
    storage: storage.files,
    publicUrl: identityConfig.publicUrl,
    now: clock,
    signInThrottle: config.signInThrottle,
    generation: isAnswerReuseOn(config.answerCache, database.kind)
      ? database.generation
      : undefined,
  });
  const domainDeps: DomainDeps = {
    db: database.db,
    storage: storage.files,
    mailer,
    now: clock,
    publicUrl: identityConfig.publicUrl,
    membership: createMembershipGuard(createMembershipRepository(database.db)),
    identity,
  };
  const downloadJobs = createDownloadJobs(domainDeps, stderrErrorLog);
  const bin = createBin(domainDeps, {
    retentionDays: config.binRetentionDays,
    log: stderrErrorLog,
  });
  return Promise.resolve({
    domainDeps,
    downloadWorker: downloadJobs.worker,
    binPurge: bin.purge,
    authenticate: (token) => identity.session.authenticate(token),
    auditImpersonation: (entry) => identity.impersonation.audit(entry),
    answerReuse: reuse
      ? createAnswerReuse(database.generation, isReusableAnswer, () => clock().getTime())
      : undefined,
    rateLimit: createRateLimiter({
      repository: createRateLimitRepository(database.db),
      budgets: config.rateLimits,
      now: clock,
    }),
    routeModules: [
      sessionRoutes(identity),
      userRoutes(identity),
      storage.routes,
      ...domainRouteModules(domainDeps),
      downloadJobs.routes,
      bin.routes,
    ],
  });
}
