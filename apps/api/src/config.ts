import { resolve } from 'node:path';
import { defaultWebDistDir, repositoryRoot } from './paths.js';

export interface AppConfig {
  port: number;
  host: string;
  /** Where the embedded database and local files live. */
  dataDir: string;
  /** A PostgreSQL server; when absent the embedded PGlite database under dataDir is used. */
  databaseUrl: string | undefined;
  /** The built web app served on the same origin; absent folder means API only. */
  webDistDir: string;
}

type Env = Readonly<Record<string, string | undefined>>;

class ConfigError extends Error {}

function parsePort(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 3000;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be an integer between 0 and 65535, got "${raw}".`);
  }
  return port;
}

/** An unset and an empty variable mean the same: use the default. */
function nonEmpty(value: string | undefined): string | undefined {
  return value === '' ? undefined : value;
}

export function loadConfig(env: Env = process.env): AppConfig {
  return {
    port: parsePort(env.PORT),
    host: nonEmpty(env.HOST) ?? '127.0.0.1',
    dataDir: resolve(repositoryRoot, nonEmpty(env.DATA_DIR) ?? 'data'),
    databaseUrl: nonEmpty(env.DATABASE_URL),
    webDistDir: resolve(nonEmpty(env.WEB_DIST_DIR) ?? defaultWebDistDir),
  };
}
