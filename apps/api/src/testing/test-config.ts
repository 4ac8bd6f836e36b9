import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, type AppConfig } from '../config.js';
import { mapBudgets, type RateLimitBudgets } from '../rate-limits/rate-limit-budgets.js';

/**
 * Tests sign in and call far more often than people: the rate limits' budgets a thousand times
 * larger, unless a test gives its own (`config: { rateLimits: DEFAULT_BUDGETS }`).
 */
function relaxed(budgets: RateLimitBudgets): RateLimitBudgets {
  return mapBudgets(budgets, (_name, budget) => ({ ...budget, limit: budget.limit * 1000 }));
}

/**
 * The configuration of a test server: defaults of a start without environment, a fresh data folder
 * (keys, outbox, uploads), no web app and relaxed rate limits, then the test's overrides.
 */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const defaults = loadConfig({ APP_ENV: 'test' });
  return {
    ...defaults,
    rateLimits: relaxed(defaults.rateLimits),
    dataDir: mkdtempSync(join(tmpdir(), 'chaussee-api-test-')),
    webDistDir: join(tmpdir(), 'chaussee-no-web-app'),
    port: 0,
    // One server per database: the answer reuse is right on PostgreSQL too, and every HTTP test
    // runs through it (a write a test makes and the next read are the stale-answer check).
    answerCache: 'on',
    ...overrides,
  };
}
