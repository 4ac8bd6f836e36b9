import { hostname } from 'node:os';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { accessLine, millisecondsText } from './access-log.js';

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

describe('the text of an access line', () => {
  it('writes each string as JSON.stringify does, plain or not', () => {
    const texts = [
      '/api/users/e6a5f066-8e1c-4d0c-9d4e-3f3c3b3a3b3a/workspaces?displayCampaigns=true&limit=20',
      '/api/sites?search=Cours%20Jean%20Jaur%C3%A8s',
      'hôte.exemple:8080',
      'clé “courbe” – 😀',
      'a"b',
      'a\\b',
      'tab\there',
      'nul\u0000',
      'esc\u001b[31m',
      'del\u007f',
      'lone \ud800 surrogate',
      'lone \udfff too',
      'reversed \udc00\ud800',
      '\u2028\u2029',
      '',
    ];
    for (const text of texts) {
      const line = accessLine({
        time: 1,
        requestId: text,
        method: text,
        url: text,
        host: text,
        remoteAddress: text,
        remotePort: 1,
        statusCode: 200,
        responseTime: 1,
      });
      const quoted = JSON.stringify(text);
      expect([text, line.split(quoted).length - 1]).toEqual([text, 5]);
      expect((JSON.parse(line) as { req: { url: string } }).req.url).toBe(text);
    }
  });

  it('writes a duration in milliseconds to the microsecond, a JSON number', () => {
    expect(
      [0, 0.25, 0.0004, 0.0005, 0.590167, 12.3456, 999.9996, 61_234.5].map(millisecondsText),
    ).toEqual(['0.000', '0.250', '0.000', '0.001', '0.590', '12.346', '1000.000', '61234.500']);
    expect([-1.5, Number.NaN, Number.POSITIVE_INFINITY].map(millisecondsText)).toEqual([
      '-1.5',
      'null',
      'null',
    ]);
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
