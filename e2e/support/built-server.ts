import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const apiMain = resolve(import.meta.dirname, '../../apps/api/dist/main.js');

/** A running built server and the lines it printed (the demo accounts, the share link…). */
export interface BuiltServer {
  baseUrl: string;
  /** Everything the server wrote on stdout and stderr so far. */
  output(): string;
  stop(): Promise<void>;
}

function waitForUrl(child: ChildProcess, output: () => string): Promise<string> {
  return new Promise((resolvePromise, reject) => {
    const timer = setTimeout(() => {
      reject(new Error(`server did not start:\n${output()}`));
    }, 120_000);
    const onData = () => {
      const match = /running at (http:\/\/localhost:\d+)/.exec(output());
      if (match?.[1]) {
        clearTimeout(timer);
        resolvePromise(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${String(code)} before listening:\n${output()}`));
    });
  });
}

/**
 * Starts the built server (the same `node apps/api/dist/main.js` as `npm start`) on a free port with
 * a throwaway data folder, so that browser tests use the real API, database and web build. `env`
 * adds variables (MAINTENANCE=1 for example).
 */
export async function startBuiltServer(env: Record<string, string> = {}): Promise<BuiltServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'chaussee-e2e-'));
  let printed = '';
  const server = spawn(process.execPath, [apiMain], {
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (chunk: Buffer) => {
    printed += chunk.toString();
  };
  server.stdout.on('data', collect);
  server.stderr.on('data', collect);
  const baseUrl = await waitForUrl(server, () => printed);
  return {
    baseUrl,
    output: () => printed,
    async stop() {
      server.kill('SIGTERM');
      await new Promise((done) => {
        server.once('exit', done);
      });
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
