import type { BigModule } from './route-chunks.js';

/**
 * The most gzip JavaScript one route may load on a cold start and the size it aims at, and the
 * most JavaScript files: each file is one more round trip, six at a time over HTTP/1.1 (why small
 * shared chunks are copied into their importers: vite.config.ts).
 */
export interface RouteBudget {
  path: string;
  /** Above this, the build fails (kB, 1,000 bytes). */
  budgetKb: number;
  /** Above this many JavaScript files, the build fails. */
  budgetFiles: number;
  /** Where the route should get to (issue 19's goal), printed beside the measure; never enforced. */
  goalKb: number;
}

/** A route as the size report measured it. */
export interface MeasuredRoute {
  path: string;
  gzipBytes: number;
  /** The JavaScript files it loads. */
  files: readonly string[];
  biggest: readonly BigModule[];
}

export function kilobytes(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} kB`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isPositive(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}

function isCount(value: unknown): value is number {
  return isPositive(value) && Number.isInteger(value);
}

/** The budgets of the budget file (its JSON), or an error naming what is wrong in it. */
export function parseBudgets(json: unknown, budgetFile: string): RouteBudget[] {
  const routes = isRecord(json) ? json.routes : undefined;
  if (!Array.isArray(routes)) throw new Error(`${budgetFile}: expected { "routes": [...] }`);
  return routes.map((route: unknown, index) => {
    if (
      !isRecord(route) ||
      typeof route.path !== 'string' ||
      !isPositive(route.budgetKb) ||
      !isCount(route.budgetFiles) ||
      !isPositive(route.goalKb)
    ) {
      throw new Error(
        `${budgetFile}: routes[${String(index)}] needs a "path", positive "budgetKb" and "goalKb", and a whole positive "budgetFiles"`,
      );
    }
    return {
      path: route.path,
      budgetKb: route.budgetKb,
      budgetFiles: route.budgetFiles,
      goalKb: route.goalKb,
    };
  });
}

function describeBiggest(biggest: readonly BigModule[]): string {
  return biggest.map((module) => `${module.name} ${kilobytes(module.gzipBytes)}`).join(', ');
}

/**
 * Why the build must fail, one sentence per problem (none: within budget): a route over its
 * budget (naming its size, its budget and what weighs most in it), a route that loads more files
 * than its budget allows, a measured route without a budget, a budget for a route the report does
 * not measure (renamed or dropped).
 */
export function budgetFailures(
  routes: readonly MeasuredRoute[],
  budgets: readonly RouteBudget[],
  budgetFile: string,
): string[] {
  const failures: string[] = [];
  for (const route of routes) {
    const budget = budgets.find((candidate) => candidate.path === route.path);
    if (budget === undefined) {
      failures.push(`${route.path} has no size budget: add one to ${budgetFile}.`);
      continue;
    }
    const budgetBytes = budget.budgetKb * 1000;
    if (route.gzipBytes > budgetBytes) {
      failures.push(
        `${route.path} loads ${kilobytes(route.gzipBytes)} gzip of JavaScript on a cold start, over its budget of ${kilobytes(budgetBytes)} (${budgetFile}) by ${kilobytes(route.gzipBytes - budgetBytes)}. Biggest modules: ${describeBiggest(route.biggest)}.`,
      );
    }
    if (route.files.length > budget.budgetFiles) {
      failures.push(
        `${route.path} loads ${String(route.files.length)} JavaScript files on a cold start, over its budget of ${String(budget.budgetFiles)} (${budgetFile}): each is one more round trip. A new lazy import adds one, and so does a shared module too big to be copied into its importers (vite.config.ts, experimentalInlineCommonChunks); raise the budget only with the reason in the commit.`,
      );
    }
  }
  for (const budget of budgets) {
    if (!routes.some((route) => route.path === budget.path)) {
      failures.push(
        `${budgetFile} gives a budget to ${budget.path}, which the size report does not measure: remove it or report the route (vite.config.ts).`,
      );
    }
  }
  return failures;
}

/** The budget and goal beside a route's measure in the printed report. */
export function describeBudget(
  gzipBytes: number,
  budget: RouteBudget | undefined,
  libraryGzipBytes = 0,
): string {
  if (budget === undefined) return 'no budget';
  const goalBytes = budget.goalKb * 1000;
  let goal =
    gzipBytes <= goalBytes
      ? `goal ${kilobytes(goalBytes)} met`
      : `goal ${kilobytes(goalBytes)}, ${kilobytes(gzipBytes - goalBytes)} to go`;
  // A goal under what the route's libraries weigh by themselves cannot be reached by trimming our
  // own code: said beside the figure, so that the gap is read for what it is.
  if (libraryGzipBytes > goalBytes)
    goal += `, under its libraries' own ${kilobytes(libraryGzipBytes)}`;
  return `budget ${kilobytes(budget.budgetKb * 1000)} in ${String(budget.budgetFiles)} files, ${goal}`;
}
