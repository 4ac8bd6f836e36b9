// @ts-check
// The « fresh machine » stage of `npm test`: what a new user does, on a machine with only Node.js
// and npm. In a temporary folder, a `git clone` of the current commit, then `npm start` with no
// pnpm on the PATH, an empty HOME (so no global pnpm, no npm cache, no pnpm settings) and only
// pnpm's package store shared (`pnpm_config_store_dir`: the packages this machine downloaded
// already, so the install links them instead of fetching 600 MB again). It waits for the server,
// checks the health answer, signs in as a demo account through the API, loads `/login` and its
// script, then stops the server with SIGINT as Ctrl+C does and checks it exited cleanly having
// printed no error.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { repoRoot } from './paths.mjs';
import { pathWithoutPnpm } from './pnpm.mjs';

/** The first start on a fresh machine must stay under 5 minutes on 2 cores (README). */
const START_TIMEOUT_MS = 300_000;
const STOP_TIMEOUT_MS = 30_000;
const DEMO_SIGN_IN = { username: 'ingenieur@demo.chaussee.fr', password: 'Chaussee2026!' };

/**
 * What a start may print that means something went wrong: npm's and Node's error lines, pino's
 * error and fatal levels, an unhandled rejection, a stack trace.
 */
const ERROR_PATTERNS = [
  /\bnpm (error|ERR!)/i,
  /"level":\s*(50|60)\b/,
  /^\s*(\w*Error|Error):/m,
  /\bUnhandled/i,
  /^\s+at .+:\d+:\d+\)?$/m,
  /command not found|ENOENT/,
];

/**
 * The environment of a machine with only Node.js and npm: this one's, without any pnpm on the
 * PATH, without npm's and pnpm's settings (`npm_*`, `pnpm_*`, which `npm test` itself sets), with
 * an empty HOME, and with the package store shared.
 * @param {{ home: string, storeDir: string }} options
 * @returns {NodeJS.ProcessEnv}
 */
export function freshMachineEnv({ home, storeDir }) {
  /** @type {NodeJS.ProcessEnv} */
  const env = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (/^(npm_|pnpm_|corepack_|xdg_)/i.test(name) || name === 'PNPM_HOME' || name === 'INIT_CWD')
      continue;
    env[name] = value;
  }
  return {
    ...env,
    PATH: pathWithoutPnpm(process.env.PATH),
    HOME: home,
    pnpm_config_store_dir: storeDir,
    PORT: '0',
    DATABASE_URL: '',
  };
}

/** @param {string} text @returns {string | undefined} the first line that looks like an error */
export function firstErrorLine(text) {
  for (const line of text.split('\n')) {
    if (ERROR_PATTERNS.some((pattern) => pattern.test(line))) return line.trim();
  }
  return undefined;
}

/**
 * @param {string} url
 * @param {RequestInit} [init]
 */
async function fetchOk(url, init) {
  const response = await fetch(url, init);
  if (!response.ok) {
    throw new Error(`${init?.method ?? 'GET'} ${url} answered ${String(response.status)}`);
  }
  return response;
}

/**
 * What a user checks once `npm start` says it runs: the health answer, a sign-in, the web app.
 * @param {string} baseUrl
 */
async function checkServedApp(baseUrl) {
  const health = await fetchOk(`${baseUrl}/api/health`);
  console.log(`  /api/health: ${String(health.status)} ${await health.text()}`);

  // `npm start` is the product start: the server says it runs as in production.
  const runtime = await fetchOk(`${baseUrl}/api/runtime-config`);
  const { environment } = /** @type {{ environment?: unknown }} */ (await runtime.json());
  if (environment !== 'production') {
    throw new Error(`/api/runtime-config says environment ${String(environment)}, not production`);
  }
  console.log(`  /api/runtime-config: environment ${environment}`);

  const login = await fetchOk(`${baseUrl}/api/login_check`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_SIGN_IN),
  });
  const { token } = /** @type {{ token?: unknown }} */ (await login.json());
  if (typeof token !== 'string') throw new Error('POST /api/login_check answered no token');
  const currentUser = await fetchOk(`${baseUrl}/api/current_user`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { email } = /** @type {{ email?: unknown }} */ (await currentUser.json());
  if (email !== DEMO_SIGN_IN.username) {
    throw new Error(`/api/current_user is ${String(email)}, not ${DEMO_SIGN_IN.username}`);
  }
  console.log(`  signed in through the API as ${email}`);

  const page = await (await fetchOk(`${baseUrl}/login`)).text();
  const script = /<script[^>]+type="module"[^>]+src="([^"]+\.js)"/.exec(page)?.[1];
  if (script === undefined) throw new Error('/login is not the web app (no module script)');
  const scriptResponse = await fetchOk(new URL(script, baseUrl).href);
  const type = scriptResponse.headers.get('content-type') ?? '';
  const body = await scriptResponse.text();
  if (!type.includes('javascript') || body.length === 0) {
    throw new Error(`${script} answered ${type} (${String(body.length)} characters)`);
  }
  console.log(`  /login loads ${script} (${type}, ${String(body.length)} characters)`);
}

/**
 * Runs the stage; resolves when every check passed, rejects with what failed.
 * @param {{ pnpm: string, logFile: string }} options `pnpm`: this machine's, only to ask where its
 *   store is; `logFile`: where the clone's whole output goes
 */
export async function checkFreshMachineStart({ pnpm, logFile }) {
  const commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' });
  const dirty = execFileSync('git', ['status', '--porcelain'], { cwd: repoRoot, encoding: 'utf8' });
  const storeDir = dirname(
    execFileSync(pnpm, ['store', 'path'], { cwd: repoRoot, encoding: 'utf8' }).trim(),
  );
  const root = mkdtempSync(join(tmpdir(), 'chaussee-fresh-'));
  const clone = join(root, 'chaussee');
  const home = join(root, 'home');
  mkdirSync(home);
  try {
    console.log(
      `  commit ${commit.trim().slice(0, 10)} cloned into ${clone}` +
        (dirty.trim() === '' ? '' : ' (uncommitted changes of this checkout are not in it)'),
    );
    execFileSync('git', ['clone', '--quiet', '--no-checkout', repoRoot, clone]);
    execFileSync('git', ['checkout', '--quiet', commit.trim()], { cwd: clone });

    const env = freshMachineEnv({ home, storeDir });
    const pnpmFound = spawnSync('pnpm', ['--version'], { env, encoding: 'utf8' });
    if (pnpmFound.error === undefined) {
      throw new Error(`the fresh-machine PATH still finds a pnpm (${pnpmFound.stdout.trim()})`);
    }

    const log = createWriteStream(logFile);
    let printed = '';
    const started = performance.now();
    // Its own process group, so that SIGINT reaches npm, `scripts/start.mjs` and the server at
    // once, as Ctrl+C in a terminal does.
    const child = spawn('npm', ['start'], {
      cwd: clone,
      env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    /** @param {Buffer} chunk */
    const collect = (chunk) => {
      printed += chunk.toString();
      log.write(chunk);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    /** @type {Promise<{ code: number | null, signal: NodeJS.Signals | null }>} */
    const exited = new Promise((resolveExit) =>
      child.once('exit', (code, signal) => resolveExit({ code, signal })),
    );
    const killGroup = (/** @type {NodeJS.Signals} */ signal) => {
      try {
        if (child.pid !== undefined) process.kill(-child.pid, signal);
      } catch {
        // already gone
      }
    };
    const isGroupAlive = () => {
      try {
        if (child.pid !== undefined) process.kill(-child.pid, 0);
        return true;
      } catch {
        return false;
      }
    };
    try {
      const baseUrl = await new Promise((resolveUrl, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`npm start did not serve in ${START_TIMEOUT_MS / 1000} s`)),
          START_TIMEOUT_MS,
        );
        const poll = setInterval(() => {
          const url = /running at (http:\/\/localhost:\d+)/.exec(printed)?.[1];
          if (url === undefined) return;
          clearInterval(poll);
          clearTimeout(timer);
          resolveUrl(url);
        }, 200);
        void exited.then(({ code }) => {
          clearInterval(poll);
          clearTimeout(timer);
          reject(new Error(`npm start exited with ${String(code)} before serving`));
        });
      });
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(`  npm start served ${String(baseUrl)} after ${seconds} s`);
      for (const line of printed.split('\n').filter((text) => /^ {2}\w+ +\S/.test(text))) {
        console.log(`  │${line}`);
      }
      await checkServedApp(String(baseUrl));
    } catch (error) {
      killGroup('SIGKILL');
      await exited;
      log.end();
      throw new Error(
        `${error instanceof Error ? error.message : String(error)}\n--- end of its output (${logFile}) ---\n${printed.split('\n').slice(-40).join('\n')}`,
        { cause: error },
      );
    }

    killGroup('SIGINT');
    const stopTimer = setTimeout(() => killGroup('SIGKILL'), STOP_TIMEOUT_MS);
    const { code, signal } = await exited;
    clearTimeout(stopTimer);
    await new Promise((resolveEnd) => log.end(resolveEnd));
    // npm waits for its script, then ends by the signal it received (code 0 if it had none).
    if (code !== 0 && signal !== 'SIGINT') {
      throw new Error(`npm start ended with code ${String(code)}, signal ${String(signal)}`);
    }
    const stopLine = /^ {2}stop +server stopped \(exit code (\d+)\)$/m.exec(printed);
    if (stopLine?.[1] !== '0') {
      throw new Error(
        `the server did not stop cleanly: ${stopLine?.[0].trim() ?? 'no « stop » line'}`,
      );
    }
    if (isGroupAlive()) throw new Error('processes of npm start are still running after it ended');
    const errorLine = firstErrorLine(printed);
    if (errorLine !== undefined) throw new Error(`npm start printed an error: ${errorLine}`);
    console.log(
      '  SIGINT: the server stopped with exit code 0, nothing left running, no error printed',
    );
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
