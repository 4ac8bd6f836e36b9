// @ts-check
// The progress lines of `npm start`: one line a step (install, build; the server then prints
// migrate, seed and listen the same way), with how long it took. A step's own output goes to a log
// file under .tools/logs/, shown (its end) only when the step fails, so the terminal says what is
// happening instead of scrolling thousands of build lines.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { repoRoot } from './paths.mjs';

const logDir = join(repoRoot, '.tools', 'logs');

/** How many lines of a failed step's log are printed. */
const FAILURE_TAIL_LINES = 60;

/** @param {number} milliseconds */
export function formatSeconds(milliseconds) {
  return `${(milliseconds / 1000).toFixed(1)} s`;
}

/**
 * `  build    packages, API and web app …` — the step name in a fixed column, as the server's.
 * @param {string} step
 * @param {string} what
 */
export function stepLine(step, what) {
  return `  ${step.padEnd(8)} ${what}`;
}

/**
 * The last lines of a text.
 * @param {string} text
 * @param {number} count
 */
export function lastLines(text, count) {
  const lines = text.trimEnd().split('\n');
  return lines.slice(Math.max(0, lines.length - count)).join('\n');
}

/**
 * Runs one step's command with its output in .tools/logs/<step>.log and prints one progress line:
 * what it does, then how long it took. On a terminal the line counts the seconds meanwhile. On
 * failure it prints the end of the log and where the whole log is, and exits with the command's code.
 * @param {{ step: string, what: string, command: string, args: readonly string[] }} options
 * @returns {Promise<number>} how long the step took, in milliseconds
 */
export async function runStep({ step, what, command, args }) {
  mkdirSync(logDir, { recursive: true });
  const logFile = join(logDir, `${step}.log`);
  const log = createWriteStream(logFile);
  const started = performance.now();
  const line = stepLine(step, what);
  const isTerminal = process.stdout.isTTY;
  process.stdout.write(`${line} …`);
  const ticker = isTerminal
    ? setInterval(() => {
        const elapsed = Math.round((performance.now() - started) / 1000);
        process.stdout.write(`\r${line} … ${String(elapsed)} s`);
      }, 1000)
    : undefined;
  const code = await new Promise((resolveCode) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    child.on('error', (error) => {
      log.write(`${command}: ${error.message}\n`);
      resolveCode(127);
    });
    child.on('close', (exitCode, signal) => resolveCode(exitCode ?? (signal ? 1 : 0)));
  });
  clearInterval(ticker);
  await new Promise((resolveEnd) => log.end(resolveEnd));
  const took = performance.now() - started;
  /** @param {string} verdict */
  const finish = (verdict) =>
    process.stdout.write(isTerminal ? `\r\x1b[2K${line} … ${verdict}\n` : ` ${verdict}\n`);
  if (code === 0) {
    finish(`done in ${formatSeconds(took)}`);
    return took;
  }
  finish('failed');
  console.error(`\n${lastLines(readFileSync(logFile, 'utf8'), FAILURE_TAIL_LINES)}\n`);
  console.error(
    `${step} failed (exit code ${String(code)}); the whole output is in ${relative(repoRoot, logFile)}. ` +
      'Fix the error above and run `npm start` again.',
  );
  process.exit(code);
}
