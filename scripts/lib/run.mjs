// @ts-check
import { spawn } from 'node:child_process';
import { repoRoot } from './paths.mjs';

/**
 * Runs a command with inherited output and resolves with its exit code.
 * @param {string} command
 * @param {readonly string[]} args
 * @param {{ env?: NodeJS.ProcessEnv, cwd?: string }} [options]
 * @returns {Promise<number>}
 */
export function run(command, args, options = {}) {
  return new Promise((resolvePromise) => {
    const child = spawn(command, args, {
      stdio: 'inherit',
      cwd: options.cwd ?? repoRoot,
      env: options.env ?? process.env,
    });
    child.on('error', (error) => {
      console.error(`${command}: ${error.message}`);
      resolvePromise(127);
    });
    child.on('exit', (code, signal) => resolvePromise(code ?? (signal ? 1 : 0)));
  });
}

/**
 * Runs a command with its output (stdout and stderr, interleaved as written) kept rather than
 * shown: for commands run side by side, whose output is printed whole once each ends.
 * @param {string} command
 * @param {readonly string[]} args
 * @param {{ env?: NodeJS.ProcessEnv, cwd?: string }} [options]
 * @returns {Promise<{ code: number, output: string }>}
 */
export function runCollected(command, args, options = {}) {
  return new Promise((resolvePromise) => {
    /** @type {Buffer[]} */
    const chunks = [];
    const child = spawn(command, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      cwd: options.cwd ?? repoRoot,
      env: options.env ?? process.env,
    });
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    const output = () => Buffer.concat(chunks).toString('utf8');
    child.on('error', (error) => {
      resolvePromise({ code: 127, output: `${output()}${command}: ${error.message}\n` });
    });
    child.on('close', (code, signal) => {
      resolvePromise({ code: code ?? (signal ? 1 : 0), output: output() });
    });
  });
}

/**
 * Runs a command and exits the process with a clear message when it fails.
 * @param {string} command
 * @param {readonly string[]} args
 * @param {string} what what the step does, for the failure message
 */
export async function runOrExit(command, args, what) {
  const code = await run(command, args);
  if (code !== 0) {
    console.error(
      `\n${what} failed (exit code ${code}). Fix the error above and run the command again.`,
    );
    process.exit(code);
  }
}
