// @ts-check
import { existsSync, readFileSync } from 'node:fs';

/**
 * @typedef {{ passed: number, failed: number, skipped: number }} Counts
 */

/**
 * Reads the counts of a Vitest JSON report. A missing or unreadable report means the runner
 * crashed before reporting: that is one failure, never zero tests passed quietly.
 * @param {string} file
 * @returns {Counts | undefined}
 */
export function readVitestCounts(file) {
  if (!existsSync(file)) return undefined;
  try {
    /** @type {{ numPassedTests?: number, numFailedTests?: number, numPendingTests?: number, numTodoTests?: number }} */
    const report = JSON.parse(readFileSync(file, 'utf8'));
    return {
      passed: report.numPassedTests ?? 0,
      failed: report.numFailedTests ?? 0,
      skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    };
  } catch {
    return undefined;
  }
}
