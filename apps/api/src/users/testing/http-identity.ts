import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ApiError, type components } from '@chaussee/sdk';
import { DEMO_PASSWORD, seedDemoDataOnce } from '../../db/seed.js';
import {
  startTestServer,
  type TestServer,
  type TestServerOptions,
} from '../../testing/test-server.js';
import { createTestClock, type TestClock } from '../../testing/test-clock.js';

type Problem = components['schemas']['Problem'];

/** A test server with the real services, a test clock and the demo accounts seeded. */
export interface IdentityServer {
  server: TestServer;
  clock: TestClock;
  /** Signs a demo account in through POST /login_check and answers both tokens. */
  signIn(email: string): Promise<{ token: string; refresh_token: string }>;
  /** The id of a demo account, from its own GET /current_user. */
  idOf(email: string): Promise<string>;
  /** The links of the emails written to the outbox so far, oldest first. */
  outboxLinks(): string[];
}

/** The body of an .eml as nodemailer writes it (quoted-printable: `=3D`, soft line breaks). */
function decodeQuotedPrintable(eml: string): string {
  const bytes = eml
    .replace(/=\r?\n/gu, '')
    .replace(/=([0-9A-F]{2})/gu, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The data of a resolved SDK call (the client rejects every failure, so it is always there). */
export function present<T>(data: T | undefined): T {
  if (data === undefined) throw new Error('The call answered no data.');
  return data;
}

export async function startIdentityServer(
  options: Pick<TestServerOptions, 'config'> = {},
): Promise<IdentityServer> {
  const clock = createTestClock();
  const server = await startTestServer({ ...options, clock: clock.now });
  await seedDemoDataOnce(server.database.db, clock.now, { NODE_ENV: 'test' });
  async function signIn(email: string) {
    const { data } = await server.client.POST('/login_check', {
      body: { username: email, password: DEMO_PASSWORD },
    });
    return present(data);
  }
  return {
    server,
    clock,
    signIn,
    async idOf(email) {
      const { data } = await server.clientAs((await signIn(email)).token).GET('/current_user');
      return present(data).id;
    },
    outboxLinks() {
      const outbox = join(server.config.dataDir, 'outbox');
      if (!existsSync(outbox)) return [];
      return readdirSync(outbox)
        .sort()
        .map((file) => decodeQuotedPrintable(readFileSync(join(outbox, file), 'latin1')))
        .flatMap((eml) => /https?:\/\/\S+token=[\w-]+/u.exec(eml) ?? []);
    },
  };
}

/** The problem body of a refused call (the SDK rejects with an ApiError carrying it). */
export async function problemOf(call: Promise<unknown>): Promise<Problem> {
  try {
    await call;
  } catch (error) {
    if (error instanceof ApiError) return error.problem;
    throw error;
  }
  throw new Error('The call was expected to fail.');
}

/**
 * What a call answered, success or refusal: its status, and the problem when it was refused (the
 * SDK resolves a success and rejects a refusal with an ApiError). The authorization tables compare
 * it with the status (and code) each row expects.
 */
export async function answerOf(
  call: Promise<{ response: Response }>,
): Promise<{ status: number; problem?: Problem; response?: Response }> {
  try {
    const { response } = await call;
    return { status: response.status, response };
  } catch (error) {
    if (error instanceof ApiError) return { status: error.status, problem: error.problem };
    throw error;
  }
}
