import { createHash, randomUUID } from 'node:crypto';
import { request } from 'node:http';

/** One file of a hand-written multipart body, produced chunk by chunk, never whole in memory. */
export interface GeneratedFile {
  name: string;
  /** Its first bytes (a PDF header…), then `size - head.length` bytes of filler. */
  head: Buffer;
  size: number;
}

export interface StreamedUploadAnswer {
  status: number;
  body: string;
  /** SHA-256 (hex) of each file as sent. */
  hashes: string[];
}

export interface StreamedUploadOptions {
  /** Stop sending (and destroy the socket) after this many bytes of files: a cut upload. */
  abortAfterBytes?: number;
  /** Called after each chunk written, with the bytes of files sent so far. */
  onProgress?: (sentBytes: number) => void;
}

const CHUNK = Buffer.alloc(64 * 1024, 0x41);

/**
 * POST of a multipart body written by hand on a socket, the fields first, then each file streamed
 * in 64 KiB chunks with back-pressure: a test of the server's memory must not hold the body in
 * its own memory either (the server runs in the same process).
 */
export function streamMultipart(
  url: string,
  token: string,
  fields: Readonly<Record<string, string>>,
  fileField: string,
  files: readonly GeneratedFile[],
  options: StreamedUploadOptions = {},
): Promise<StreamedUploadAnswer> {
  const boundary = `----chaussee${randomUUID()}`;
  return new Promise((resolve, reject) => {
    const hashes: string[] = [];
    const outgoing = request(
      url,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'transfer-encoding': 'chunked',
        },
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () => {
          // An answer before the body's end (a 413): stop sending, as a browser does, rather than
          // write the rest in the background into a connection the server is still draining.
          if (!outgoing.writableFinished) outgoing.destroy();
          resolve({
            status: incoming.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            hashes,
          });
        });
        incoming.on('error', reject);
      },
    );
    outgoing.on('error', (error) => {
      if (options.abortAfterBytes === undefined) reject(error);
      else resolve({ status: 0, body: '', hashes });
    });

    const write = (data: Buffer | string) =>
      new Promise<void>((done) => {
        if (outgoing.destroyed) {
          done();
          return;
        }
        if (outgoing.write(data)) done();
        else outgoing.once('drain', done);
      });

    void (async () => {
      for (const [name, value] of Object.entries(fields)) {
        await write(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
        );
      }
      let sent = 0;
      for (const file of files) {
        await write(
          `--${boundary}\r\nContent-Disposition: form-data; name="${fileField}"; filename="${file.name}"\r\n` +
            'Content-Type: application/octet-stream\r\n\r\n',
        );
        const hash = createHash('sha256');
        const send = async (data: Buffer) => {
          hash.update(data);
          sent += data.length;
          await write(data);
          options.onProgress?.(sent);
        };
        await send(file.head);
        for (let left = file.size - file.head.length; left > 0; left -= CHUNK.length) {
          if (options.abortAfterBytes !== undefined && sent >= options.abortAfterBytes) {
            outgoing.destroy();
            return;
          }
          await send(left >= CHUNK.length ? CHUNK : CHUNK.subarray(0, left));
        }
        hashes.push(hash.digest('hex'));
        await write('\r\n');
      }
      outgoing.end(`--${boundary}--\r\n`);
    })().catch(reject);
  });
}
