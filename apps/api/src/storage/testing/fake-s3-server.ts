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

/** A multipart upload started and neither completed nor aborted. */
interface OpenUpload {
  name: string;
  contentType: string | undefined;
  parts: Map<number, Buffer>;
}

export interface FakeS3Server {
  /** `http://127.0.0.1:<port>`, for `S3_ENDPOINT` (path-style addressing). */
  endpoint: string;
  /** What is stored, by `bucket/key`. */
  objects: ReadonlyMap<string, StoredObject>;
  /** Multipart uploads still open (neither completed nor aborted), by upload id. */
  openUploads: ReadonlyMap<string, OpenUpload>;
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

function sendXml(response: ServerResponse, xml: string): void {
  response.writeHead(200, { 'content-type': 'application/xml' });
  response.end(`<?xml version="1.0" encoding="UTF-8"?>${xml}`);
}

/**
 * A tiny S3 stand-in for tests without internet: PUT, GET and DELETE of objects addressed
 * path-style (`/bucket/key`), in memory, and multipart uploads (create, parts, complete, abort). It checks no signature: the tests check what the client
 * signs by reading the requests it recorded.
 */
export async function startFakeS3Server(): Promise<FakeS3Server> {
  const objects = new Map<string, StoredObject>();
  const openUploads = new Map<string, OpenUpload>();
  let uploadCount = 0;
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
    const uploadId = url.searchParams.get('uploadId');
    void (async () => {
      if (method === 'POST' && url.searchParams.has('uploads')) {
        uploadCount += 1;
        const id = `upload-${String(uploadCount)}`;
        openUploads.set(id, {
          name,
          contentType: request.headers['content-type'],
          parts: new Map(),
        });
        sendXml(
          response,
          `<InitiateMultipartUploadResult><UploadId>${id}</UploadId></InitiateMultipartUploadResult>`,
        );
        return;
      }
      if (uploadId !== null) {
        const upload = openUploads.get(uploadId);
        if (!upload) {
          sendError(response, 404, 'NoSuchUpload');
          return;
        }
        if (method === 'PUT') {
          const partNumber = Number(url.searchParams.get('partNumber'));
          upload.parts.set(partNumber, await readBody(request));
          response.writeHead(200, { etag: `"part-${String(partNumber)}"` });
          response.end();
          return;
        }
        if (method === 'POST') {
          await readBody(request);
          const numbers = [...upload.parts.keys()].sort((a, b) => a - b);
          objects.set(upload.name, {
            body: Buffer.concat(
              numbers.map((number) => upload.parts.get(number) ?? Buffer.alloc(0)),
            ),
            contentType: upload.contentType,
          });
          openUploads.delete(uploadId);
          sendXml(
            response,
            '<CompleteMultipartUploadResult><ETag>"fake"</ETag></CompleteMultipartUploadResult>',
          );
          return;
        }
        if (method === 'DELETE') {
          openUploads.delete(uploadId);
          response.writeHead(204);
          response.end();
          return;
        }
      }
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
    openUploads,
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
