import type { TestProject } from 'vitest/node';
import { startBuiltServer } from './built-server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** What the server printed at start (demo accounts, the demo share link). */
    serverOutput: string;
    /** The server's data folder: its outbox (`outbox/*.eml`) holds the mails it sent. */
    dataDir: string;
  }
}

/** One built server with the demo data for the whole run (see built-server.ts). */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startBuiltServer();
  project.provide('baseUrl', server.baseUrl);
  project.provide('serverOutput', server.output());
  project.provide('dataDir', server.dataDir);
  return () => server.stop();
}
