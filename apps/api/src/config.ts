import { resolve } from 'node:path';
import {
  defaultApiDocsFile,
  defaultSdkDocsDir,
  defaultWebDistDir,
  repositoryRoot,
} from './paths.js';
import { SIGN_IN_THROTTLE, type SignInThrottleSettings } from './auth/login-throttle.js';
import { loadRateLimitBudgets, type RateLimitBudgets } from './rate-limits/rate-limit-budgets.js';

type AppEnvironment = 'development' | 'test' | 'staging' | 'production';

export interface AppConfig {
  port: number;
  host: string;
  /** Where the embedded database and local files live. */
  dataDir: string;
  /** A PostgreSQL server; when absent the embedded PGlite database under dataDir is used. */
  databaseUrl: string | undefined;
  /** The built web app served on the same origin; absent folder means API only. */
  webDistDir: string;
  /** The API reference page built by Redocly (`/api/docs`). */
  apiDocsFile: string;
  /** The SDK's reference built by TypeDoc (`/api/docs/sdk/`). */
  sdkDocsDir: string;
  /** `APP_ENV`, else `production` when NODE_ENV says so, else `development`. */
  environment: AppEnvironment;
  logLevel: string;
  /** Origins allowed to call the API from a browser (`CORS_ORIGINS`, comma list); none: same origin only. */
  corsOrigins: readonly string[];
  /** Extra origins the web app may load map tiles from (`MAP_TILE_ORIGINS`), added to the CSP. */
  mapTileOrigins: readonly string[];
  /** Largest JSON body, in bytes (`JSON_BODY_LIMIT`, 1 MiB). */
  jsonBodyLimit: number;
  /** Largest uploaded file (`UPLOAD_FILE_LIMIT`, 20 MiB) and most files per request (`UPLOAD_MAX_FILES`, 10): files are held in memory. */
  uploadLimits: { fileBytes: number; files: number };
  /**
   * The campaign documents, streamed to the storage rather than held in memory: largest file
   * (`DOCUMENT_UPLOAD_FILE_LIMIT`, 200 MiB), largest request (`DOCUMENT_UPLOAD_REQUEST_LIMIT`,
   * 1 GiB) and most files per request (`DOCUMENT_UPLOAD_MAX_FILES`, 100).
   */
  documentUploadLimits: { fileBytes: number; requestBytes: number; files: number };
  /** How long in-flight requests may take to finish after SIGTERM (`SHUTDOWN_TIMEOUT_MS`, 15 s). */
  shutdownTimeoutMs: number;
  /** How many days a deleted item stays in the bin before the purge (`BIN_RETENTION_DAYS`, 30). */
  binRetentionDays: number;
  /**
   * Which reverse proxies to believe about the client's address (`X-Forwarded-For`), which keys
   * the rate limits: `TRUST_PROXY` unset, none (the socket's address); `1` (or `true`) the one
   * proxy in front, `N` that many hops, or a comma list of proxy addresses and CIDR ranges. Only
   * the addresses added by trusted proxies count, so a client cannot forge its own.
   */
  trustProxy: false | number | readonly string[];
  /** The budgets of the rate limits (`RATE_LIMIT_<NAME>=<limit>/<seconds>`, see src/rate-limits). */
  rateLimits: RateLimitBudgets;
  /**
   * How failed sign-ins are slowed (auth/login-throttle.ts): `SIGN_IN_FREE_FAILURES` (5),
   * `SIGN_IN_MAX_DELAY_SECONDS` (60), `SIGN_IN_CLIENT_FAILURE_LIMIT` (50) and
   * `SIGN_IN_FAILURE_WINDOW_SECONDS` (900).
   */
  signInThrottle: SignInThrottleSettings;
  /** The public maintenance flag of spec section 4 (`MAINTENANCE=1`, `MAINTENANCE_MESSAGE`). */
  maintenance: { enabled: boolean; message: string | undefined };
  /**
   * Whether read answers and callers are reused while the data holds still (`ANSWER_CACHE`: `on`,
   * `off`, or unset: `auto`, on with the embedded database and off with a PostgreSQL server,
   * which other processes may write to unseen; say `on` when this server is its only writer).
   * See db/data-generation.ts.
   */
  answerCache: 'auto' | 'on' | 'off';
}

type Env = Readonly<Record<string, string | undefined>>;

class ConfigError extends Error {}

/** An unset and an empty variable mean the same: use the default. */
function nonEmpty(value: string | undefined): string | undefined {
  return value === '' ? undefined : value?.trim();
}

function parseInteger(
  name: string,
  raw: string | undefined,
  fallback: number,
  max: number,
): number {
  const value = nonEmpty(raw);
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > max) {
    throw new ConfigError(
      `${name} must be an integer between 0 and ${String(max)}, got "${value}".`,
    );
  }
  return parsed;
}

function parseTrustProxy(raw: string | undefined): false | number | readonly string[] {
  const value = nonEmpty(raw)?.toLowerCase();
  if (value === undefined || value === '0' || value === 'false' || value === 'no') return false;
  if (value === 'true' || value === 'yes') return 1;
  if (/^\d{1,2}$/u.test(value)) return Number(value);
  const addresses = parseList(value);
  // An address or range has a dot or a colon; anything else is a typo worth stopping on.
  if (addresses.some((address) => !/^[\d.:a-f]+(?:\/\d{1,3})?$/u.test(address))) {
    throw new ConfigError(
      `TRUST_PROXY must be 1, a number of proxies, or a comma list of proxy addresses, got "${value}".`,
    );
  }
  return addresses;
}

function parseFlag(raw: string | undefined): boolean {
  const value = nonEmpty(raw)?.toLowerCase();
  return value === '1' || value === 'true' || value === 'yes';
}

function parseList(raw: string | undefined): string[] {
  return (nonEmpty(raw) ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

const ENVIRONMENTS: readonly AppEnvironment[] = ['development', 'test', 'staging', 'production'];

function parseEnvironment(env: Env): AppEnvironment {
  const explicit = nonEmpty(env.APP_ENV);
  if (explicit === undefined) {
    if (env.NODE_ENV === 'production') return 'production';
    return env.NODE_ENV === 'test' ? 'test' : 'development';
  }
  const known = ENVIRONMENTS.find((environment) => environment === explicit);
  if (known) return known;
  throw new ConfigError(
    `APP_ENV must be development, test, staging or production, got "${explicit}".`,
  );
}

const MIB = 1024 * 1024;

function parseAnswerCache(value: string | undefined): AppConfig['answerCache'] {
  const chosen = nonEmpty(value)?.toLowerCase() ?? 'auto';
  if (chosen === 'auto' || chosen === 'on' || chosen === 'off') return chosen;
  throw new ConfigError(`ANSWER_CACHE must be on, off or auto, got "${String(value)}".`);
}

export function loadConfig(env: Env = process.env): AppConfig {
  return {
    port: parseInteger('PORT', env.PORT, 3000, 65535),
    host: nonEmpty(env.HOST) ?? '127.0.0.1',
    dataDir: resolve(repositoryRoot, nonEmpty(env.DATA_DIR) ?? 'data'),
    databaseUrl: nonEmpty(env.DATABASE_URL),
    webDistDir: resolve(nonEmpty(env.WEB_DIST_DIR) ?? defaultWebDistDir),
    apiDocsFile: resolve(nonEmpty(env.API_DOCS_FILE) ?? defaultApiDocsFile),
    sdkDocsDir: resolve(nonEmpty(env.SDK_DOCS_DIR) ?? defaultSdkDocsDir),
    environment: parseEnvironment(env),
    logLevel: nonEmpty(env.LOG_LEVEL) ?? 'info',
    corsOrigins: parseList(env.CORS_ORIGINS),
    mapTileOrigins: parseList(env.MAP_TILE_ORIGINS),
    jsonBodyLimit: parseInteger('JSON_BODY_LIMIT', env.JSON_BODY_LIMIT, MIB, 100 * MIB),
    uploadLimits: {
      fileBytes: parseInteger('UPLOAD_FILE_LIMIT', env.UPLOAD_FILE_LIMIT, 20 * MIB, 1024 * MIB),
      files: parseInteger('UPLOAD_MAX_FILES', env.UPLOAD_MAX_FILES, 10, 1000),
    },
    documentUploadLimits: {
      fileBytes: parseInteger(
        'DOCUMENT_UPLOAD_FILE_LIMIT',
        env.DOCUMENT_UPLOAD_FILE_LIMIT,
        200 * MIB,
        10 * 1024 * MIB,
      ),
      requestBytes: parseInteger(
        'DOCUMENT_UPLOAD_REQUEST_LIMIT',
        env.DOCUMENT_UPLOAD_REQUEST_LIMIT,
        1024 * MIB,
        100 * 1024 * MIB,
      ),
      files: parseInteger('DOCUMENT_UPLOAD_MAX_FILES', env.DOCUMENT_UPLOAD_MAX_FILES, 100, 100),
    },
    shutdownTimeoutMs: parseInteger(
      'SHUTDOWN_TIMEOUT_MS',
      env.SHUTDOWN_TIMEOUT_MS,
      15_000,
      3_600_000,
    ),
    binRetentionDays: parseInteger('BIN_RETENTION_DAYS', env.BIN_RETENTION_DAYS, 30, 3650),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    rateLimits: loadRateLimitBudgets(env),
    signInThrottle: {
      freeFailures: parseInteger(
        'SIGN_IN_FREE_FAILURES',
        env.SIGN_IN_FREE_FAILURES,
        SIGN_IN_THROTTLE.freeFailures,
        1000,
      ),
      firstDelaySeconds: SIGN_IN_THROTTLE.firstDelaySeconds,
      maxDelaySeconds: parseInteger(
        'SIGN_IN_MAX_DELAY_SECONDS',
        env.SIGN_IN_MAX_DELAY_SECONDS,
        SIGN_IN_THROTTLE.maxDelaySeconds,
        3600,
      ),
      clientFailureLimit: parseInteger(
        'SIGN_IN_CLIENT_FAILURE_LIMIT',
        env.SIGN_IN_CLIENT_FAILURE_LIMIT,
        SIGN_IN_THROTTLE.clientFailureLimit,
        1_000_000,
      ),
      windowSeconds: parseInteger(
        'SIGN_IN_FAILURE_WINDOW_SECONDS',
        env.SIGN_IN_FAILURE_WINDOW_SECONDS,
        SIGN_IN_THROTTLE.windowSeconds,
        86_400,
      ),
    },
    maintenance: {
      enabled: parseFlag(env.MAINTENANCE),
      message: nonEmpty(env.MAINTENANCE_MESSAGE),
    },
    answerCache: parseAnswerCache(env.ANSWER_CACHE),
  };
}
