import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.js';

describe('the access log', () => {
  const logged: Buffer[] = [];
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => logged.push(chunk));
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ logStream });
  });
  afterAll(() => server.close());

  const lines = () =>
    Buffer.concat(logged)
      .toString('utf8')
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => JSON.parse(line) as Record<string, unknown>);

  it('writes one line per answered request: request, status, time and request id', async () => {
    const answer = await fetch(`${server.baseUrl}/api/health`, {
      headers: { 'x-request-id': 'journal-acces-1' },
    });
    expect(answer.status).toBe(200);
    await new Promise((resolve) => setImmediate(resolve));
    const mine = lines().filter((line) => line.requestId === 'journal-acces-1');
    expect(mine).toEqual([
      expect.objectContaining({
        msg: 'request completed',
        req: expect.objectContaining({ method: 'GET', url: '/api/health' }) as unknown,
        res: { statusCode: 200 },
        responseTime: expect.any(Number) as unknown,
      }),
    ]);
  });
});
