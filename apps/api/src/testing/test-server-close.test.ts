import { Readable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { closeWithin } from './test-server.js';

/** A server answering 8 MB, more than the socket buffers hold, so an unread answer never ends. */
async function serverOfALargeAnswer() {
  const app = Fastify();
  app.get('/large', (_request, reply) => {
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    return reply.send(Readable.from(Array.from({ length: 128 }, () => chunk)));
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { app, url: `http://127.0.0.1:${String(port)}/large` };
}

describe('closing the test server', () => {
  it('cuts, and reports, a connection whose streamed answer a test never read', async () => {
    const { app, url } = await serverOfALargeAnswer();
    const response = await fetch(url);
    expect(response.status).toBe(200);
    await expect(closeWithin(app, 300)).resolves.toBe(true);
  });

  it('closes at once when every answer was read or cancelled', async () => {
    const { app, url } = await serverOfALargeAnswer();
    const read = await fetch(url);
    await read.arrayBuffer();
    const cancelled = await fetch(url);
    await cancelled.body?.cancel();
    await expect(closeWithin(app, 5_000)).resolves.toBe(false);
  });
});
