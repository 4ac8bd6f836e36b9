import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, onSendHookHandler } from 'fastify';

/**
 * Answers compressed on the fly: JSON (`application/json`, `application/problem+json`, `ld+json`,
 * `geo+json`…) and text (the API reference's HTML, CSV), the storage's text files included. Not
 * pictures, PDF, zip or spreadsheets (zip containers): they are compressed already, and a second
 * pass would cost time for nothing. `text/event-stream` neither, should one come: it must reach
 * the client as written.
 */
const COMPRESSIBLE_TYPE =
  /^(?:application\/(?:[\w.-]+\+)?json|text\/(?!event-stream)[\w.+-]+)(?:;|$)/u;

/**
 * Brotli quality 4, measured on the demo's 200-core answer (174 kB of JSON, `pnpm bench:wire`,
 * figures in the README): 11.0 kB in 0.8 ms, where quality 5 gives 10.5 kB in 1.6 ms, 11 gives
 * 9.2 kB in 400 ms, gzip level 6 12.1 kB in 0.9 ms. Past 4 each percent saved costs more time than
 * it saves on any link.
 */
const API_BROTLI_QUALITY = 4;

/** Below about one kilobyte the saving is smaller than the headers that announce it. */
const API_COMPRESSION_THRESHOLD = 1024;

/**
 * Answers held whole in memory up to this size are compressed in one call on the request's
 * thread; larger ones, and streams, go through the plugin's compression stream. The plugin's own
 * ceiling on a 2-core machine is 8 kB, which sent a page of 1,000 cores (664 kB of JSON) through
 * the stream: 46–54 ms a request against 31–37 ms uncompressed, and six such pages asked at once
 * all ended together, after the last one's query, where in one call (3.5–5 ms of brotli quality 4
 * for those 664 kB) each leaves as soon as it is ready. Past a megabyte (the largest map layers) a
 * single call would hold the thread too long: those keep the stream.
 */
const API_SYNC_COMPRESSION_CEILING = 1024 * 1024;

function isCompressible(reply: FastifyReply): boolean {
  const type = reply.getHeader('content-type');
  return typeof type === 'string' && COMPRESSIBLE_TYPE.test(type);
}

/**
 * `Vary: Accept-Encoding` on every answer of a type we compress, whatever this client accepts and
 * whatever its size: the plugin says it only on the answers it compressed, so a cache could store
 * the plain answer to a client without brotli (or a 304) as if it were the only form of it. Run
 * before the route's own hooks, it is on the 304 that a matching If-None-Match turns it into too.
 */
const varyOnAcceptEncoding: onSendHookHandler = (_request, reply, payload, done) => {
  if (isCompressible(reply)) {
    const vary = reply.getHeader('vary');
    if (vary === undefined) {
      // Most answers have no Vary yet: said without parsing one (a reused answer's every request).
      reply.header('vary', 'accept-encoding');
      done(null, payload);
      return;
    }
    const values = (Array.isArray(vary) ? vary : [String(vary)])
      .flatMap((value) => value.split(','))
      .map((value) => value.trim())
      .filter((value) => value !== '');
    if (!values.some((value) => value.toLowerCase() === 'accept-encoding')) {
      reply.header('vary', [...values, 'accept-encoding'].join(', '));
    }
  }
  done(null, payload);
};

/**
 * Registers compression on the routes registered after it in `api` (the `/api` context): brotli
 * when the client accepts it, else gzip, else the body as it is; `Vary: Accept-Encoding` on every
 * answer of a compressible type. Request bodies are not decompressed: clients send them plain, and a
 * compressed body would dodge the body limit's meaning.
 */
export async function registerCompression(api: FastifyInstance): Promise<void> {
  await api.register(fastifyCompress, {
    globalCompression: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: API_COMPRESSION_THRESHOLD,
    syncThreshold: API_SYNC_COMPRESSION_CEILING,
    customTypes: COMPRESSIBLE_TYPE,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: API_BROTLI_QUALITY } },
    zlibOptions: { level: constants.Z_DEFAULT_COMPRESSION },
  });
  api.addHook('onSend', varyOnAcceptEncoding);
}
