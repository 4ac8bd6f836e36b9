// @ts-check
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readVitestCounts } from './vitest-results.mjs';

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
