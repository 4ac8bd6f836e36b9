import { describe, expect, it } from 'vitest';
import {
  budgetFailures,
  describeBudget,
  parseBudgets,
  type MeasuredRoute,
  type RouteBudget,
} from './size-budgets.js';

const budgets: RouteBudget[] = [
  { path: '/login', budgetKb: 120, budgetFiles: 8, goalKb: 100 },
  { path: '/workspaces', budgetKb: 180, budgetFiles: 20, goalKb: 180 },
];

/** The JavaScript files of a measured route: only their number counts here. */
const filesOf = (count: number) =>
  Array.from({ length: count }, (_, index) => `assets/chunk-${String(index)}.js`);

const biggest = [
  { name: 'react-dom', gzipBytes: 65_600 },
  { name: '@mui/material', gzipBytes: 47_700 },
];

/** A measured route of the given gzip bytes and number of files. */
const measured = (path: string, gzipBytes: number, fileCount: number): MeasuredRoute => ({
  path,
  gzipBytes,
  files: filesOf(fileCount),
  biggest,
});

const failuresOf = (routes: readonly MeasuredRoute[]) =>
  budgetFailures(routes, budgets, 'size-budgets.json');

describe('budgetFailures', () => {
  it('passes routes at or under their budget', () => {
    expect(
      failuresOf([measured('/login', 120_000, 8), measured('/workspaces', 150_000, 20)]),
    ).toEqual([]);
  });

  it('names a route over its budget with its size, its budget, the excess and its biggest modules', () => {
    expect(
      failuresOf([measured('/login', 219_640, 8), measured('/workspaces', 150_000, 20)]),
    ).toEqual([
      '/login loads 219.6 kB gzip of JavaScript on a cold start, over its budget of 120.0 kB (size-budgets.json) by 99.6 kB. Biggest modules: react-dom 65.6 kB, @mui/material 47.7 kB.',
    ]);
  });

  it('names a route that loads more files than its budget, at the budget passing', () => {
    expect(
      failuresOf([measured('/login', 100_000, 9), measured('/workspaces', 150_000, 20)]),
    ).toEqual([
      '/login loads 9 JavaScript files on a cold start, over its budget of 8 (size-budgets.json): each is one more round trip. A new lazy import adds one, and so does a shared module too big to be copied into its importers (vite.config.ts, experimentalInlineCommonChunks); raise the budget only with the reason in the commit.',
    ]);
  });

  it('fails a measured route that has no budget, and a budget for a route not measured', () => {
    expect(
      failuresOf([measured('/login', 100_000, 8), measured('/project/:id', 100_000, 20)]),
    ).toEqual([
      '/project/:id has no size budget: add one to size-budgets.json.',
      'size-budgets.json gives a budget to /workspaces, which the size report does not measure: remove it or report the route (vite.config.ts).',
    ]);
  });
});

describe('parseBudgets', () => {
  it('reads the routes of the budget file', () => {
    expect(
      parseBudgets(
        {
          description: 'why',
          routes: [{ path: '/login', budgetKb: 120, budgetFiles: 8, goalKb: 100 }],
        },
        'size-budgets.json',
      ),
    ).toEqual([{ path: '/login', budgetKb: 120, budgetFiles: 8, goalKb: 100 }]);
  });

  it.each([
    ['no routes', {}],
    ['a route without budget', { routes: [{ path: '/login', budgetFiles: 8, goalKb: 100 }] }],
    ['a route without file budget', { routes: [{ path: '/login', budgetKb: 120, goalKb: 100 }] }],
    [
      'a file budget that is not a whole number',
      { routes: [{ path: '/login', budgetKb: 120, budgetFiles: 8.5, goalKb: 100 }] },
    ],
    [
      'a budget of zero',
      { routes: [{ path: '/login', budgetKb: 0, budgetFiles: 8, goalKb: 100 }] },
    ],
    [
      'a budget given as text',
      { routes: [{ path: '/login', budgetKb: '120', budgetFiles: 8, goalKb: 100 }] },
    ],
  ])('refuses a file with %s', (_case, json) => {
    expect(() => parseBudgets(json, 'size-budgets.json')).toThrow('size-budgets.json');
  });
});

describe('describeBudget', () => {
  it('says how far a route is from its goal, or that it meets it', () => {
    expect(
      describeBudget(219_600, { path: '/login', budgetKb: 225, budgetFiles: 8, goalKb: 120 }),
    ).toBe('budget 225.0 kB in 8 files, goal 120.0 kB, 99.6 kB to go');
    expect(
      describeBudget(110_000, { path: '/login', budgetKb: 225, budgetFiles: 8, goalKb: 120 }),
    ).toBe('budget 225.0 kB in 8 files, goal 120.0 kB met');
  });

  it('says when the goal is under what the libraries of the route weigh by themselves', () => {
    const budget = { path: '/workspaces', budgetKb: 282, budgetFiles: 20, goalKb: 180 };
    expect(describeBudget(281_700, budget, 218_700)).toBe(
      "budget 282.0 kB in 20 files, goal 180.0 kB, 101.7 kB to go, under its libraries' own 218.7 kB",
    );
    expect(describeBudget(281_700, budget, 150_000)).toBe(
      'budget 282.0 kB in 20 files, goal 180.0 kB, 101.7 kB to go',
    );
  });
});
