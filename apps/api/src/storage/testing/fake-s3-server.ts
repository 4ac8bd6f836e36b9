import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

/** One request the fake received, for assertions on what the client sent. */
interface FakeS3Request {
  method: string;
  /** The path as sent (`/bucket/organizations/…`), without the query. */
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
}

interface StoredObject {
  body: Buffer;
  contentType: string | undefined;
}

export interface FakeS3Server {
  /** `http://127.0.0.1:<port>`, for `S3_ENDPOINT` (path-style addressing). */
  endpoint: string;
  /** What is stored, by `bucket/key`. */
  objects: ReadonlyMap<string, StoredObject>;
  requests: readonly FakeS3Request[];
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      resolve(Buffer.concat(chunks));
    });
    request.on('error', reject);
  });
}

function sendError(response: ServerResponse, status: number, code: string): void {
  response.writeHead(status, { 'content-type': 'application/xml' });
  response.end(
    `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`,
  );
}

/**
 * A tiny S3 stand-in for tests without internet: PUT, GET and DELETE of objects addressed
 * path-style (`/bucket/key`), in memory. It checks no signature: the tests check what the client
 * signs by reading the requests it recorded.
 */
export async function startFakeS3Server(): Promise<FakeS3Server> {
  const objects = new Map<string, StoredObject>();
  const requests: FakeS3Request[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake-s3');
    const method = request.method ?? 'GET';
    requests.push({
      method,
      path: url.pathname,
      query: url.searchParams,
      headers: request.headers,
    });
    const name = url.pathname.split('/').map(decodeURIComponent).slice(1).join('/');
    void (async () => {
      if (method === 'PUT') {
        const contentType = request.headers['content-type'];
        objects.set(name, { body: await readBody(request), contentType });
        response.writeHead(200, { etag: '"fake"' });
        response.end();
        return;
      }
      if (method === 'GET') {
        const object = objects.get(name);
        if (!object) {
          sendError(response, 404, 'NoSuchKey');
          return;
        }
        response.writeHead(200, {
          'content-type': object.contentType ?? 'binary/octet-stream',
          'content-length': String(object.body.byteLength),
          ...(url.searchParams.has('response-content-disposition') && {
            'content-disposition': url.searchParams.get('response-content-disposition') ?? '',
          }),
        });
        response.end(object.body);
        return;
      }
      if (method === 'DELETE') {
        objects.delete(name);
        response.writeHead(204);
        response.end();
        return;
      }
      sendError(response, 405, 'MethodNotAllowed');
    })();
  });
  await new Promise<void>((resolve) => {
    server.listen(0, '127.0.0.1', resolve);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    endpoint: `http://127.0.0.1:${String(port)}`,
    objects,
    requests,
    close: () =>
      new Promise((resolve, reject) => {
        server.close((error) => {
          if (error) reject(error);
          else resolve();
        });
      }),
  };
}
