import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { createChausseeClient, type ChausseeClient } from '@chaussee/sdk';

/** Tests: an API server in a process of its own, from the sources (no build needed). */
export interface ApiProcess {
  baseUrl: string;
  /** A client of this server, with the given bearer token (none: anonymous). */
  client(token?: string): ChausseeClient;
  output(): string;
  stop(): Promise<void>;
}

const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');
const main = fileURLToPath(new URL('../main.ts', import.meta.url));
/** Compiling the sources with tsx and migrating take a while on a loaded machine. */
const START_TIMEOUT_MS = 120_000;

/**
 * Starts `src/main.ts` as `npm start` would (migrate, seed, listen) on a free port with `env`
 * added to this process's, and answers once it listens. Its output is kept for failures.
 */
export function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  const child = spawn(process.execPath, [tsxCli, '--conditions=@chaussee/source', main], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  const exited = new Promise<void>((done) => {
    child.once('exit', () => {
      done();
    });
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(
        new Error(
          `The API process did not listen within ${String(START_TIMEOUT_MS)} ms:\n${printed}`,
        ),
      );
    }, START_TIMEOUT_MS);
    const read = (chunk: Buffer) => {
      printed += chunk.toString();
      const port = /listen\s+http:\/\/[^\s:]+:(\d+)/u.exec(printed)?.[1];
      if (port === undefined) return;
      clearTimeout(timer);
      child.stdout.off('data', read);
      // Keep reading (and dropping) so that a full pipe never blocks the server.
      child.stdout.on('data', () => undefined);
      const baseUrl = `http://127.0.0.1:${port}`;
      resolve({
        baseUrl,
        client: (token) =>
          createChausseeClient({ baseUrl: `${baseUrl}/api`, getToken: () => token }),
        output: () => printed,
        stop,
      });
    };
    child.stdout.on('data', read);
    child.stderr.on('data', (chunk: Buffer) => {
      printed += chunk.toString();
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(
        new Error(
          `The API process ended (exit code ${String(code)}) before listening:\n${printed}`,
        ),
      );
    });
  });
}
