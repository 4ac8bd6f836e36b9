// @ts-check
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

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

/**
 * @typedef {{ test: string, message: string }} Failure
 */

/**
 * The failed tests of a Vitest JSON report, each named by its file (relative to `root`) and full
 * name with its first error; a file that failed outside any test (an import, a hook)
 * is one failure too. CI keeps only the end of a run's output, where the summary names them.
 * @param {string} file
 * @param {string} root
 * @returns {Failure[]}
 */
export function readVitestFailures(file, root) {
  if (!existsSync(file)) return [];
  try {
    /** @type {{ testResults?: { name: string, status: string, message?: string, assertionResults?: { fullName: string, status: string, failureMessages?: string[] }[] }[] }} */
    const report = JSON.parse(readFileSync(file, 'utf8'));
    return (report.testResults ?? []).flatMap(
      ({ name, status, message, assertionResults = [] }) => {
        const path = relative(root, name);
        const failed = assertionResults
          .filter((result) => result.status === 'failed')
          .map((result) => ({
            test: `${path} › ${result.fullName}`,
            message: result.failureMessages?.[0] ?? '',
          }));
        if (failed.length === 0 && status === 'failed') {
          return [{ test: path, message: message ?? '' }];
        }
        return failed;
      },
    );
  } catch {
    return [];
  }
}
