import { request } from 'node:http';
import { connect } from 'node:net';

export interface RawResponse {
  status: number;
  headers: Record<string, string | undefined>;
  /** The bytes as they came over the wire: still compressed when `content-encoding` says so. */
  body: Buffer;
}

/**
 * A request that sends exactly the headers given and keeps the body as sent. `fetch` cannot serve
 * here: it adds its own `Accept-Encoding` and decompresses the body before a test sees it.
 */
export function rawRequest(
  method: string,
  url: string,
  headers: Record<string, string> = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method, headers }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('error', reject);
      incoming.on('end', () => {
        const received: Record<string, string | undefined> = {};
        for (const [name, value] of Object.entries(incoming.headers)) {
          received[name] = Array.isArray(value) ? value.join(', ') : value;
        }
        resolve({
          status: incoming.statusCode ?? 0,
          headers: received,
          body: Buffer.concat(chunks),
        });
      });
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** {@link rawRequest} with GET. */
export function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return rawRequest('GET', url, headers);
}

/**
 * Writes `request` byte for byte on a socket and reads the whole answer as text: for requests that
 * neither fetch nor node:http will send (a malformed header, a broken request line).
 */
export function socketRequest(baseUrl: string, request: string): Promise<string> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolvePromise, reject) => {
    const socket = connect(Number(port), hostname, () => socket.end(request));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      resolvePromise(Buffer.concat(chunks).toString('utf8'));
    });
  });
}
