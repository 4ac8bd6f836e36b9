// @ts-check
// `npm test`: every check of the repository, in order, with the time each stage took. It ends with
// one line `N passed, N failed[, N skipped]`: the tests of every runner (unit, API on PGlite and on
// PostgreSQL, browser), plus each check stage (format, lint, …) counted as one test. It exits non-zero
// when anything failed or when no test ran.
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium } from './lib/chromium.mjs';
import { ensurePoppler } from './lib/poppler.mjs';
import { checkFreshMachineStart } from './lib/fresh-machine.mjs';
import { changedFiles, snapshot } from './lib/freshness.mjs';
import { repoRoot } from './lib/paths.mjs';
import { ensurePnpm } from './lib/pnpm.mjs';
import { startThrowawayPostgres } from './lib/postgres.mjs';
import { checkSdkFromRegistry, megabytes } from './lib/sdk-registry.mjs';
import { run, runCollected } from './lib/run.mjs';
import { readVitestCounts, readVitestFailures } from './lib/vitest-results.mjs';

/** Generated and committed outputs; a fresh `pnpm generate` must leave them unchanged. */
const GENERATED_PATHS = ['openapi/openapi.json', 'packages/sdk/src/generated'];

const outputDir = join(repoRoot, '.test-output');
rmSync(outputDir, { recursive: true, force: true });
mkdirSync(outputDir, { recursive: true });

const pnpm = ensurePnpm();

/** @typedef {{ passed: number, failed: number, skipped: number }} Counts */
/** A check stage that passed, or failed, or could not run: counted as one test. */
const PASSED = Object.freeze({ passed: 1, failed: 0, skipped: 0 });
const FAILED = Object.freeze({ passed: 0, failed: 1, skipped: 0 });
/** @param {number} code a command's exit code @returns {Counts} */
const countsOfExit = (code) => (code === 0 ? PASSED : FAILED);
/** @type {{ name: string, seconds: number, counts: Counts }[]} */
const results = [];
/** What a stage that threw says, on one line. @param {string} name @param {unknown} error */
const failureLine = (name, error) =>
  `${name}: ${error instanceof Error ? error.message : String(error)}`;
const runStarted = performance.now();
/**
 * The failed tests of every runner, named again at the end: CI keeps only a run's last lines.
 * @type {import('./lib/vitest-results.mjs').Failure[]}
 */
const failures = [];

/**
 * Runs one stage and records it.
 * @param {string} name
 * @param {() => Promise<Counts>} body
 */
async function stage(name, body) {
  console.log(`\n━━━ ${name}`);
  const started = performance.now();
  /** @type {Counts} */
  let counts;
  try {
    counts = await body();
  } catch (error) {
    console.error(failureLine(name, error));
    counts = FAILED;
  }
  const seconds = (performance.now() - started) / 1000;
  results.push({ name, seconds, counts });
  const verdict = counts.failed > 0 ? 'FAILED' : 'ok';
  console.log(`━━━ ${name}: ${verdict} in ${seconds.toFixed(1)} s`);
  return counts.failed === 0;
}

/**
 * A check stage: one command whose exit code is the verdict, counted as one test.
 * @param {string} command
 * @param {readonly string[]} args
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {Promise<Counts>}
 */
async function check(command, args, env) {
  const code = await run(command, args, env ? { env } : {});
  return countsOfExit(code);
}

/**
 * A test-runner stage: Vitest with a JSON report whose counts are added to the totals. With
 * `output`, Vitest's output is kept and handed to it once Vitest ends (a stage run aside).
 * @param {string} report file name under .test-output/
 * @param {readonly string[]} args Vitest arguments
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv, output?: (text: string) => void }} [options]
 * @returns {Promise<Counts>}
 */
async function vitest(report, args, options = {}) {
  const outputFile = join(outputDir, report);
  const command = [
    'exec',
    'vitest',
    'run',
    ...args,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${outputFile}`,
  ];
  const runOptions = { cwd: options.cwd ?? repoRoot, env: options.env ?? process.env };
  let code;
  if (options.output) {
    const collected = await runCollected(pnpm, command, runOptions);
    options.output(collected.output);
    code = collected.code;
  } else {
    code = await run(pnpm, command, runOptions);
  }
  const counts = readVitestCounts(outputFile);
  failures.push(...readVitestFailures(outputFile, repoRoot));
  if (!counts) return FAILED;
  if (code !== 0 && counts.failed === 0) return { ...counts, failed: 1 };
  return counts;
}

/**
 * Check stages run side by side, each one command counted as one test, two at a time in the order
 * given (the longest first). A stage's output is kept and printed whole when it ends, under its
 * heading, so that the log reads stage by stage.
 * @param {readonly [name: string, command: string, args: readonly string[], env?: NodeJS.ProcessEnv][]} checks
 */
async function stagesSideBySide(checks) {
  const started = performance.now();
  const waiting = [...checks];
  const lane = async () => {
    for (let next = waiting.shift(); next; next = waiting.shift()) {
      const [name, command, args, env] = next;
      const stageStarted = performance.now();
      const { code, output } = await runCollected(command, args, env ? { env } : {});
      recordKeptStage(name, 'side by side', stageStarted, countsOfExit(code), output);
    }
  };
  await Promise.all([lane(), lane()]);
  console.log(`━━━ side by side: ${((performance.now() - started) / 1000).toFixed(1)} s in all`);
}

/**
 * Records a stage whose output was kept, and prints it whole under its heading.
 * @param {string} name
 * @param {string} how how it ran (« side by side », « aside »)
 * @param {number} started when it started (performance.now())
 * @param {Counts} counts
 * @param {string} output
 */
function recordKeptStage(name, how, started, counts, output) {
  const seconds = (performance.now() - started) / 1000;
  results.push({ name, seconds, counts });
  console.log(`\n━━━ ${name} (${how})`);
  if (output) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
  console.log(`━━━ ${name}: ${counts.failed > 0 ? 'FAILED' : 'ok'} in ${seconds.toFixed(1)} s`);
}

/**
 * A stage run aside while the next ones run: its output is kept (the body writes it with the
 * function it is given) and printed whole, under its heading, when it ends.
 * @param {string} name
 * @param {(output: (text: string) => void) => Promise<Counts>} body
 * @returns {Promise<boolean>} whether it passed
 */
async function stageAside(name, body) {
  console.log(`\n━━━ ${name}: started aside, its output comes when it ends`);
  const started = performance.now();
  let output = '';
  /** @type {Counts} */
  let counts;
  try {
    counts = await body((text) => {
      output += text;
    });
  } catch (error) {
    output += `${failureLine(name, error)}\n`;
    counts = FAILED;
  }
  recordKeptStage(name, 'aside', started, counts, output);
  return counts.failed === 0;
}

/**
 * A stage that could not run, counted as one failure.
 * @param {string} name
 * @returns {Promise<boolean>}
 */
function notRun(name) {
  results.push({ name, seconds: 0, counts: FAILED });
  return Promise.resolve(false);
}

/** Chromium, installed once when missing: the story test and the browser tests share it. */
/** @type {Promise<string> | undefined} */
let chromiumInstalled;
const chromium = () => (chromiumInstalled ??= ensureChromium());

/**
 * ESLint's environment: a larger heap, since type-aware rules over the whole repository outgrew
 * Node's default (out of memory once the documents domain came in).
 * @returns {NodeJS.ProcessEnv}
 */
function eslintEnv() {
  const options = `${process.env.NODE_OPTIONS ?? ''} --max-old-space-size=6144`.trim();
  return { ...process.env, NODE_OPTIONS: options };
}

const installed = await stage('install dependencies', () =>
  check(pnpm, ['install', '--frozen-lockfile']),
);

if (installed) {
  // Checks that only read the repository, two at a time on the 2-core CI machine: ESLint's
  // type-aware rules keep one core busy for about 4 minutes, and the others, each on one core,
  // fit beside it.
  await stagesSideBySide([
    [
      'lint (eslint, zero warnings)',
      pnpm,
      ['exec', 'eslint', '.', '--max-warnings', '0'],
      eslintEnv(),
    ],
    ['format (prettier)', pnpm, ['exec', 'prettier', '--check', '.', '--log-level', 'warn']],
    ['contract lint (redocly)', pnpm, ['--filter', '@chaussee/openapi', 'lint']],
    // Spectral with the OWASP ruleset on the bundle: zero findings (rules switched off or narrowed
    // to requests say why in openapi/.spectral.yaml).
    [
      'contract security lint (spectral OWASP)',
      pnpm,
      ['--filter', '@chaussee/openapi', 'lint:owasp'],
    ],
    ['contract coverage', process.execPath, ['scripts/contract-coverage.mjs']],
    ['import cycles', process.execPath, ['scripts/check-import-cycles.mjs']],
    ['typecheck', pnpm, ['run', 'typecheck']],
    ['unused code (knip)', pnpm, ['exec', 'knip']],
    // The SDK's version follows the contract: a breaking change since the released contract
    // (packages/sdk/released/openapi.json) needs a major version and a CHANGELOG.md entry.
    [
      'SDK version follows the contract (semver)',
      process.execPath,
      ['scripts/check-sdk-release.mjs'],
    ],
    // In a copy of the repository (scripts/recipe/add-a-field.mjs).
    [
      'add a field: the recipe of ARCHITECTURE.md',
      process.execPath,
      ['scripts/recipe/add-a-field.mjs'],
    ],
  ]);
  // After the checks above: it rewrites the generated files they read.
  await stage('generated code is fresh', async () => {
    const before = snapshot(GENERATED_PATHS);
    const counts = await check(pnpm, ['generate']);
    const changed = changedFiles(before, snapshot(GENERATED_PATHS));
    if (changed.length > 0) {
      console.error(
        `Stale generated code (run \`pnpm generate\` and commit):\n  ${changed.join('\n  ')}`,
      );
      return FAILED;
    }
    return counts;
  });
  await stage('unit and API tests (PGlite)', async () => {
    await ensurePoppler();
    return vitest('unit.json', []);
  });
  await stage('API tests (PostgreSQL server)', async () => {
    const external = process.env.TEST_DATABASE_URL;
    const server = external ? undefined : await startThrowawayPostgres();
    try {
      const url = external ?? server?.url ?? '';
      console.log(`PostgreSQL: ${url}`);
      return await vitest('api-postgres.json', ['--project', 'api'], {
        env: { ...process.env, TEST_DATABASE_URL: url },
      });
    } finally {
      server?.stop();
    }
  });
  const built = await stage('build', () => check(pnpm, ['build']));
  // The browser tests keep about one core and a half busy (Chromium and the server wait on each
  // other and on the app's timers): the short stages that need the build at most and leave the
  // served build alone run meanwhile. The fresh machine (a whole install and build) waits for
  // them: beside the browser tests it slowed them by half, for a few seconds won.
  const browserTests = built
    ? stageAside('browser tests (Chromium)', async (output) => {
        const chromiumPath = await chromium();
        return vitest('e2e.json', [], {
          cwd: join(repoRoot, 'e2e'),
          env: { ...process.env, CHROMIUM_PATH: chromiumPath },
          output,
        });
      })
    : notRun('browser tests (Chromium): not run, the build failed');
  // Progress report of the API (`implemented N/187`): it passes as long as it can run.
  await stage('API coverage (report)', () => check(process.execPath, ['scripts/api-coverage.mjs']));
  await stage('Storybook build', () =>
    check(pnpm, ['--filter', '@chaussee/ui', 'build-storybook']),
  );
  await stage('story render test (Chromium)', async () => {
    const chromiumPath = await chromium();
    return vitest('stories.json', ['--config', 'vitest.stories.config.ts'], {
      cwd: join(repoRoot, 'packages/ui'),
      env: { ...process.env, CHROMIUM_PATH: chromiumPath },
    });
  });
  if (built) {
    await stage('SDK via a private registry (Verdaccio)', async () => {
      const { clientOnlyBytes } = await checkSdkFromRegistry({ pnpm });
      // A benchmark figure, not a timed test: the README gives the measured sizes.
      console.log(`SDK client-only install: ${megabytes(clientOnlyBytes)}`);
      return PASSED;
    });
  } else {
    await notRun('SDK via a registry: not run, build failed');
  }
  await browserTests;
  await stage('fresh machine (clone, npm start without pnpm)', async () => {
    await checkFreshMachineStart({ pnpm, logFile: join(outputDir, 'fresh-machine.log') });
    return PASSED;
  });
}

const totals = results.reduce(
  (sum, { counts }) => ({
    passed: sum.passed + counts.passed,
    failed: sum.failed + counts.failed,
    skipped: sum.skipped + counts.skipped,
  }),
  { passed: 0, failed: 0, skipped: 0 },
);

if (failures.length > 0) {
  console.log(`\nFailed tests (${String(failures.length)}):`);
  for (const { test, message } of failures.slice(0, 20)) {
    console.log(`✗ ${test}`);
    for (const line of message.split('\n').slice(0, 8)) console.log(`    ${line}`);
  }
  if (failures.length > 20) console.log(`… and ${String(failures.length - 20)} more above`);
}

console.log('\nStage                                        time    passed  failed');
for (const { name, seconds, counts } of results) {
  console.log(
    `${name.padEnd(44)} ${`${seconds.toFixed(1)} s`.padStart(7)} ${String(counts.passed).padStart(8)} ${String(counts.failed).padStart(7)}`,
  );
}
// Wall time: the stages run side by side overlap.
const totalSeconds = (performance.now() - runStarted) / 1000;
console.log(`Total time: ${totalSeconds.toFixed(1)} s`);
if (totals.passed + totals.failed === 0) console.error('No test ran: that is a failure.');
console.log(
  `${totals.passed} passed, ${totals.failed} failed${totals.skipped > 0 ? `, ${totals.skipped} skipped` : ''}`,
);
process.exit(totals.failed > 0 || totals.passed === 0 ? 1 : 0);
