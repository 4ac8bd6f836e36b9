import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, type AppConfig } from '../config.js';

/**
 * The configuration of a test server: defaults of a start without environment, a fresh data folder
 * (keys, outbox, uploads) and no web app, then the test's overrides.
 */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...loadConfig({ APP_ENV: 'test' }),
    dataDir: mkdtempSync(join(tmpdir(), 'chaussee-api-test-')),
    webDistDir: join(tmpdir(), 'chaussee-no-web-app'),
    port: 0,
    ...overrides,
  };
}
