import { hostname } from 'node:os';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { accessLine } from './access-log.js';

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
      {
        level: 30,
        time: expect.any(Number) as unknown,
        pid: process.pid,
        hostname: hostname(),
        requestId: 'journal-acces-1',
        req: {
          method: 'GET',
          url: '/api/health',
          host: new URL(server.baseUrl).host,
          remoteAddress: '127.0.0.1',
          remotePort: expect.any(Number) as unknown,
        },
        res: { statusCode: 200 },
        responseTime: expect.any(Number) as unknown,
        msg: 'request completed',
      },
    ]);
  });

  it('redacts the secrets of the URL it writes', async () => {
    const answer = await fetch(`${server.baseUrl}/api/health?token=s3cret-du-lien&limit=2`, {
      headers: { 'x-request-id': 'journal-acces-2' },
    });
    expect(answer.status).toBe(200);
    await new Promise((resolve) => setImmediate(resolve));
    const [line] = lines().filter((entry) => entry.requestId === 'journal-acces-2');
    expect(line?.req).toMatchObject({ url: '/api/health?token=[redacted]&limit=2' });
    expect(Buffer.concat(logged).toString('utf8')).not.toContain('s3cret-du-lien');
  });
});

describe('an access line', () => {
  it('stays one line of JSON whatever the request carries', () => {
    const fields = {
      time: 1_795_745_557_096,
      requestId: 'id"\\',
      method: 'GET',
      url: '/api/a"b\\c\n{"level":60}\u2028',
      host: 'hôte\r\nx: y',
      remoteAddress: undefined,
      remotePort: undefined,
      statusCode: 404,
      responseTime: 0.25,
    };
    const line = accessLine(fields);
    expect(line.endsWith('\n')).toBe(true);
    expect(line.slice(0, -1)).not.toContain('\n');
    expect(JSON.parse(line)).toEqual({
      level: 30,
      time: fields.time,
      pid: process.pid,
      hostname: hostname(),
      requestId: fields.requestId,
      req: { method: 'GET', url: fields.url, host: fields.host },
      res: { statusCode: 404 },
      responseTime: 0.25,
      msg: 'request completed',
    });
  });
});

describe('the access log above the info level', () => {
  it('writes no line for an answered request', async () => {
    const written: Buffer[] = [];
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => written.push(chunk));
    const quiet = await startTestServer({ logStream: stream, config: { logLevel: 'warn' } });
    try {
      expect((await fetch(`${quiet.baseUrl}/api/health`)).status).toBe(200);
      await new Promise((resolve) => setImmediate(resolve));
      expect(Buffer.concat(written).toString('utf8')).not.toContain('request completed');
    } finally {
      await quiet.close();
    }
  });
});
