import type { IncomingMessage } from 'node:http';

/** How much of the body's end is kept: the closing delimiter, and an epilogue of some length. */
const TAIL_BYTES = 1024;

function boundaryOf(contentType: string | undefined): string | undefined {
  const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/iu.exec(contentType ?? '');
  return match?.[1] ?? match?.[2];
}

/**
 * Resolves when a multipart body has ended without its closing delimiter (`--boundary--`): a body
 * cut short. The parser does not always say so: a body cut right before the delimiter leaves its
 * last part neither ended nor failed, and whoever reads it waits forever. Never resolves for a
 * whole body (nor for one without a boundary, which the parser refuses itself).
 */
export function whenBodyCutShort(incoming: IncomingMessage): {
  promise: Promise<void>;
  /** True once the body has ended without its delimiter. */
  isCut: () => boolean;
} {
  const boundary = boundaryOf(incoming.headers['content-type']);
  let isCut = false;
  if (boundary === undefined) return { promise: new Promise(() => undefined), isCut: () => isCut };
  const delimiter = Buffer.from(`--${boundary}--`, 'latin1');
  let tail = Buffer.alloc(0);
  const keep = (chunk: Buffer) => {
    const joined = Buffer.concat([tail, chunk]);
    tail = joined.subarray(Math.max(0, joined.length - TAIL_BYTES - delimiter.length));
  };
  incoming.on('data', keep);
  const promise = new Promise<void>((resolve) => {
    incoming.once('end', () => {
      incoming.off('data', keep);
      isCut = !tail.includes(delimiter);
      if (isCut) resolve();
    });
  });
  return { promise, isCut: () => isCut };
}
