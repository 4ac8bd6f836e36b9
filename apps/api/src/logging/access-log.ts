import { hostname } from 'node:os';
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import type { LogDestination } from './log-destination.js';
import type { RedactSecrets } from './secret-redaction.js';

/** pino's number for `info`, which its lines carry as `level`. */
const INFO_LEVEL = 30;
/** The logger levels at which `info` lines are written. */
const WRITES_INFO: ReadonlySet<string> = new Set(['trace', 'debug', 'info']);

export interface AccessLogOptions {
  /**
   * Where the lines go, as they are: the access line redacts the one field a secret can travel
   * in, its URL, itself.
   */
  destination: LogDestination;
  redactSecrets: RedactSecrets;
}

/** The fields of an access line, as pino would write them for `reply.log.info({ req, res, … })`. */
export interface AccessLineFields {
  time: number;
  requestId: string;
  method: string;
  url: string;
  host: string | undefined;
  remoteAddress: string | undefined;
  remotePort: number | undefined;
  statusCode: number;
  responseTime: number;
}

/** The process's part of every line, as pino's base bindings write it. */
const LINE_BASE = `"pid":${String(process.pid)},"hostname":${JSON.stringify(hostname())}`;

/**
 * The strings JSON.stringify leaves as they are, between quotes: no quote, backslash, control
 * character or UTF-16 surrogate. Nearly every method, URL, host, address and request id is one,
 * and testing that costs a fraction of JSON.stringify's call into V8's runtime (five a line).
 */
// eslint-disable-next-line no-control-regex -- the control characters JSON escapes are its point
const PLAIN_JSON_TEXT = /^[^"\\\u0000-\u001f\ud800-\udfff]*$/u;

/** `value` as a JSON string, exactly as JSON.stringify writes it. */
function jsonText(value: string): string {
  return PLAIN_JSON_TEXT.test(value) ? `"${value}"` : JSON.stringify(value);
}

/** A value of a line: absent fields are left out, as JSON.stringify leaves `undefined` out. */
function field(name: string, value: string | number | undefined): string {
  if (value === undefined) return '';
  return `,"${name}":${typeof value === 'string' ? jsonText(value) : String(value)}`;
}

/**
 * A duration in milliseconds, to the microsecond (`12.345`): written from whole numbers, since
 * writing a double's shortest decimal form was the largest part of the line's cost (perf, under
 * autocannon), and a log reader has no use for its 17 digits.
 */
export function millisecondsText(milliseconds: number): string {
  // Not a duration Fastify gives: written as JSON.stringify writes it, so the line stays JSON.
  if (!Number.isFinite(milliseconds) || milliseconds < 0) return JSON.stringify(milliseconds);
  const micros = Math.round(milliseconds * 1000);
  const whole = Math.trunc(micros / 1000);
  const fraction = micros - whole * 1000;
  return `${String(whole)}.${String(fraction).padStart(3, '0')}`;
}

/** The last line's time and its text: every request of the same millisecond writes the same. */
let lastTime = -1;
let lastTimeText = '';

function timeText(time: number): string {
  if (time !== lastTime) {
    lastTime = time;
    lastTimeText = String(time);
  }
  return lastTimeText;
}

/**
 * One access line, in the shape of the server's other lines (pino's): level, time, pid,
 * hostname, request id, then `req`, `res`, `responseTime` and `msg`. Every string from the
 * request is written as JSON.stringify writes it, so that no URL or header can break the line.
 */
export function accessLine(fields: AccessLineFields): string {
  const request =
    `{"method":${jsonText(fields.method)},"url":${jsonText(fields.url)}` +
    `${field('host', fields.host)}${field('remoteAddress', fields.remoteAddress)}` +
    `${field('remotePort', fields.remotePort)}}`;
  return (
    `{"level":${String(INFO_LEVEL)},"time":${timeText(fields.time)},${LINE_BASE}` +
    `,"requestId":${jsonText(fields.requestId)},"req":${request}` +
    `,"res":{"statusCode":${String(fields.statusCode)}}` +
    `,"responseTime":${millisecondsText(fields.responseTime)},"msg":"request completed"}\n`
  );
}

/**
 * One line per request, written when it is answered (an access log, as nginx writes it): the
 * request (method, URL, host, client), the answer's status and its time. Fastify writes two, one
 * on arrival and one on completion; the arrival line told nothing the completion line does not,
 * and it cost 7 % of a kept list answer's time (`node --cpu-prof` under autocannon). A request the
 * server never answers is not lost: its error is logged by the error handler with its request id.
 *
 * The line of an answered request is written here as one template rather than by pino, in the same
 * shape: pino's generic path (serializers, then the whole line scanned again for secrets) cost
 * about 10 µs of a kept answer's 60 (server CPU per request under autocannon, README « API list
 * endpoints »). Errored requests keep pino's path: their error and stack are pino's to write.
 */
export class AccessLogController extends LogController {
  readonly #access: AccessLogOptions | undefined;

  /** Without `access` (logging off), answered requests write nothing. */
  constructor(access?: AccessLogOptions) {
    super({ requestIdLogLabel: 'requestId' });
    this.#access = access;
  }

  override incomingRequest(): void {
    // Written with the answer (requestCompleted).
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) {
      reply.log.error(
        { req: request, res: reply, err: error, responseTime: reply.elapsedTime },
        'request errored',
      );
      return;
    }
    const access = this.#access;
    if (access === undefined || !WRITES_INFO.has(reply.log.level)) return;
    access.destination.write(
      accessLine({
        time: Date.now(),
        requestId: request.id,
        method: request.method,
        url: access.redactSecrets(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket.remotePort,
        statusCode: reply.statusCode,
        responseTime: reply.elapsedTime,
      }),
    );
  }
}
