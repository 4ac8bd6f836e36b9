/** How many requests a counted value (an address, a user, a token) may make in a window. */
export interface Budget {
  limit: number;
  windowSeconds: number;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * The budgets the rules of `rate-limit-rules.ts` count against, with their defaults. Each is set by
 * `RATE_LIMIT_<NAME>` (`signInPerIp` → `RATE_LIMIT_SIGN_IN_PER_IP`) as `<limit>/<seconds>`, e.g.
 * `RATE_LIMIT_RECOVERY_PER_ADDRESS=3/3600`. Per-IP budgets are generous enough for an office behind
 * one address (with `TRUST_PROXY` set, each client is its own address); per-target ones are tight.
 */
export const DEFAULT_BUDGETS = {
  signInPerIp: { limit: 100, windowSeconds: 15 * MINUTE },
  guestSignInPerIp: { limit: 60, windowSeconds: 15 * MINUTE },
  guestSignInPerLink: { limit: 30, windowSeconds: 15 * MINUTE },
  refreshPerIp: { limit: 600, windowSeconds: 15 * MINUTE },
  recoveryPerIp: { limit: 10, windowSeconds: HOUR },
  recoveryPerAddress: { limit: 3, windowSeconds: HOUR },
  resetPerIp: { limit: 20, windowSeconds: HOUR },
  resetPerLink: { limit: 5, windowSeconds: HOUR },
  downloadLinkPerIp: { limit: 300, windowSeconds: 15 * MINUTE },
  downloadLinkPerLink: { limit: 120, windowSeconds: 15 * MINUTE },
  signedFilePerIp: { limit: 3000, windowSeconds: 15 * MINUTE },
  runtimeConfigPerIp: { limit: 600, windowSeconds: 15 * MINUTE },
  mailPerCaller: { limit: 60, windowSeconds: HOUR },
  mailPerTarget: { limit: 5, windowSeconds: HOUR },
  heavyWorkPerCaller: { limit: 30, windowSeconds: 10 * MINUTE },
  heavyWorkPerIp: { limit: 120, windowSeconds: 10 * MINUTE },
} as const satisfies Record<string, Budget>;

export type BudgetName = keyof typeof DEFAULT_BUDGETS;

export type RateLimitBudgets = Readonly<Record<BudgetName, Budget>>;

type Env = Readonly<Record<string, string | undefined>>;

/** `signInPerIp` → `RATE_LIMIT_SIGN_IN_PER_IP`. */
function budgetVariableOf(name: BudgetName): string {
  return `RATE_LIMIT_${name.replace(/[A-Z]/gu, (letter) => `_${letter}`).toUpperCase()}`;
}

const BUDGET_PATTERN = /^(\d{1,9})\s*\/\s*(\d{1,7})$/u;

function parseBudget(variable: string, raw: string): Budget {
  const match = BUDGET_PATTERN.exec(raw.trim());
  const limit = Number(match?.[1]);
  const windowSeconds = Number(match?.[2]);
  if (!match || limit < 1 || windowSeconds < 1) {
    throw new Error(
      `${variable} must be <limit>/<seconds> with two whole numbers above 0 (e.g. 5/3600), got "${raw}".`,
    );
  }
  return { limit, windowSeconds };
}

function isBudgetName(name: string): name is BudgetName {
  return Object.hasOwn(DEFAULT_BUDGETS, name);
}

const BUDGET_NAMES: readonly BudgetName[] = Object.keys(DEFAULT_BUDGETS).filter(isBudgetName);

/** Every budget made from its name (and the one it replaces). */
export function mapBudgets(
  budgets: RateLimitBudgets,
  budgetOf: (name: BudgetName, budget: Budget) => Budget,
): RateLimitBudgets {
  const mapped: Record<BudgetName, Budget> = { ...budgets };
  for (const name of BUDGET_NAMES) mapped[name] = budgetOf(name, budgets[name]);
  return mapped;
}

/** The budgets of the environment, the defaults for those it does not set. */
export function loadRateLimitBudgets(env: Env): RateLimitBudgets {
  return mapBudgets(DEFAULT_BUDGETS, (name, budget) => {
    const variable = budgetVariableOf(name);
    const raw = env[variable]?.trim();
    return raw === undefined || raw === '' ? budget : parseBudget(variable, raw);
  });
}
