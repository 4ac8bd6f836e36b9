import { createHash } from 'node:crypto';
import { tooManyRequestsDetail } from '@chaussee/validation';
import type { Clock } from '../clock.js';
import { AppError } from '../errors/app-error.js';
import type { OperationId, OperationInput } from '../http/operation-handler.js';
import type { RateLimitBudgets } from './rate-limit-budgets.js';
import type { Hit, RateLimitRepository } from './rate-limit.repository.js';
import { RATE_LIMIT_RULES, type RateLimitTable, type RateRule } from './rate-limit-rules.js';

/** Counts a request against its operation's rules; throws 429 `too_many_requests` past a budget. */
export type RateLimit = <Id extends OperationId>(input: OperationInput<Id>) => Promise<void>;

export interface RateLimiterDeps {
  repository: RateLimitRepository;
  budgets: RateLimitBudgets;
  now: Clock;
  /** The rules by operation; the application's own by default. */
  rules?: RateLimitTable;
}

/** Old counters are swept at most this often by each server (a counter outlives its window). */
const SWEEP_INTERVAL_MS = 10 * 60 * 1000;

/** Counted values are stored hashed: the counters hold no address, user id or token. */
function digest(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}

function countedValueOf<Id extends OperationId>(
  rule: RateRule<Id>,
  input: OperationInput<Id>,
): string | undefined {
  if (rule.per === 'ip') return `ip:${input.ip}`;
  if (rule.per === 'caller') {
    return input.principal === undefined ? `ip:${input.ip}` : `user:${input.principal.user.id}`;
  }
  const value = rule.per.of(input);
  return value === undefined ? undefined : `${rule.per.target}:${value}`;
}

function kindOf<Id extends OperationId>(rule: RateRule<Id>): string {
  return typeof rule.per === 'string' ? rule.per : rule.per.target;
}

/**
 * The rate limits of `rate-limit-rules.ts`, counted in the database (fixed windows), so that they
 * hold across every server sharing it. Every rule of a request is counted; past any budget, the
 * answer is 429 with `Retry-After` (the longest wait) and the French detail that says it.
 */
export function createRateLimiter({
  repository,
  budgets,
  now,
  rules = RATE_LIMIT_RULES,
}: RateLimiterDeps): RateLimit {
  const longestWindowMs = Math.max(
    ...Object.values(budgets).map((budget) => budget.windowSeconds * 1000),
  );
  let lastSweepAt = Number.NEGATIVE_INFINITY;

  return async function rateLimit<Id extends OperationId>(input: OperationInput<Id>) {
    const table: RateLimitTable = rules;
    const operationRules: readonly RateRule<Id>[] = table[input.operationId] ?? [];
    if (operationRules.length === 0) return;
    const at = now();
    const counted: { rule: RateRule<Id>; hit: Hit }[] = [];
    for (const rule of operationRules) {
      if (rule.when !== undefined && !rule.when(input)) continue;
      const value = countedValueOf(rule, input);
      if (value === undefined) continue;
      const key = `${input.operationId}:${rule.budget}:${digest(value)}`;
      counted.push({ rule, hit: { key, windowMs: budgets[rule.budget].windowSeconds * 1000 } });
    }
    const states = await repository.hitAll(
      counted.map(({ hit }) => hit),
      at,
    );
    let retryAfterSeconds = 0;
    counted.forEach(({ rule, hit }, index) => {
      const state = states[index];
      if (state === undefined || state.hits <= budgets[rule.budget].limit) return;
      const waitMs = state.windowStartedAt.getTime() + hit.windowMs - at.getTime();
      retryAfterSeconds = Math.max(retryAfterSeconds, Math.ceil(waitMs / 1000), 1);
      input.log.warn(
        { operationId: input.operationId, budget: rule.budget, per: kindOf(rule) },
        'rate limit reached',
      );
    });
    if (at.getTime() - lastSweepAt >= SWEEP_INTERVAL_MS) {
      lastSweepAt = at.getTime();
      await repository.forgetBefore(new Date(at.getTime() - longestWindowMs));
    }
    if (retryAfterSeconds > 0) {
      throw new AppError('too_many_requests', {
        detail: tooManyRequestsDetail(retryAfterSeconds),
        headers: { 'Retry-After': String(retryAfterSeconds) },
      });
    }
  };
}
