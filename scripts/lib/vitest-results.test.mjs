// @ts-check
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readVitestCounts, readVitestFailures } from './vitest-results.mjs';

const dir = mkdtempSync(join(tmpdir(), 'chaussee-vitest-results-'));

describe('readVitestCounts', () => {
  it('adds pending and todo tests as skipped', () => {
    const file = join(dir, 'report.json');
    writeFileSync(
      file,
      JSON.stringify({ numPassedTests: 7, numFailedTests: 2, numPendingTests: 1, numTodoTests: 3 }),
    );
    expect(readVitestCounts(file)).toEqual({ passed: 7, failed: 2, skipped: 4 });
  });

  it('returns nothing for a missing report, so the caller counts a crash as a failure', () => {
    expect(readVitestCounts(join(dir, 'absent.json'))).toBeUndefined();
  });

  it('returns nothing for a truncated report', () => {
    const file = join(dir, 'truncated.json');
    writeFileSync(file, '{"numPassedTests": 3');
    expect(readVitestCounts(file)).toBeUndefined();
  });
});

describe('readVitestFailures', () => {
  it('names each failed test by its file and full name, and a file failed outside its tests', () => {
    const file = join(dir, 'failures.json');
    writeFileSync(
      file,
      JSON.stringify({
        testResults: [
          {
            name: '/repo/apps/api/src/a.test.ts',
            status: 'failed',
            assertionResults: [
              { fullName: 'a passes', status: 'passed', failureMessages: [] },
              {
                fullName: 'a fails',
                status: 'failed',
                failureMessages: ['AssertionError: expected 1 to be 2', 'second'],
              },
            ],
          },
          { name: '/repo/apps/api/src/b.test.ts', status: 'passed', assertionResults: [] },
          {
            name: '/repo/apps/web/src/c.test.ts',
            status: 'failed',
            message: 'Failed to load url ./missing.js',
            assertionResults: [],
          },
        ],
      }),
    );
    expect(readVitestFailures(file, '/repo')).toEqual([
      { test: 'apps/api/src/a.test.ts › a fails', message: 'AssertionError: expected 1 to be 2' },
      { test: 'apps/web/src/c.test.ts', message: 'Failed to load url ./missing.js' },
    ]);
  });

  it('returns none for a missing or truncated report (its counts say it failed)', () => {
    expect(readVitestFailures(join(dir, 'absent.json'), '/repo')).toEqual([]);
    const file = join(dir, 'truncated-failures.json');
    writeFileSync(file, '{"testResults": [');
    expect(readVitestFailures(file, '/repo')).toEqual([]);
  });
});
