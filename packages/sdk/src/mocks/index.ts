import { faker } from '@faker-js/faker/locale/fr';
import type { RequestHandler } from 'msw';
import type { SetupWorker } from 'msw/browser';
import type { SetupServer } from 'msw/node';
import { handlers } from '../generated/orval/handlers.js';

/**
 * MSW handlers of every operation (answering under any origin's `/api`), the per-operation handler
 * and response-mock factories to override one answer, and a worker or server running them all.
 */
export * from '../generated/orval/handlers.js';

/** The "now" of seeded mock data: dates drawn near today would change from one second to the next. */
const MOCK_REFERENCE_DATE = new Date('2026-06-01T09:00:00Z');

/**
 * Makes the mock data repeatable (same seed, same names, roads and dates), for screenshots and
 * tests. The generated mocks share this faker instance.
 */
export function seedMockData(seed: number): void {
  faker.seed(seed);
  faker.setDefaultRefDate(MOCK_REFERENCE_DATE);
}

/**
 * A browser service worker answering every operation; `overrides` come first, so they win.
 * Loaded lazily so that Node code importing this module never loads msw/browser.
 */
export async function createMockWorker(...overrides: RequestHandler[]): Promise<SetupWorker> {
  const { setupWorker } = await import('msw/browser');
  return setupWorker(...overrides, ...handlers);
}

/**
 * A Node request interceptor answering every operation (tests, scripts); `overrides` come first.
 * Call `listen()` on it. Loaded lazily so that a browser bundle never loads msw/node.
 */
export async function createMockServer(...overrides: RequestHandler[]): Promise<SetupServer> {
  const { setupServer } = await import('msw/node');
  return setupServer(...overrides, ...handlers);
}
