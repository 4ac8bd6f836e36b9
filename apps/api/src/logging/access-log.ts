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

/** A value of a line: absent fields are left out, as JSON.stringify leaves `undefined` out. */
function field(name: string, value: string | number | undefined): string {
  return value === undefined ? '' : `,"${name}":${JSON.stringify(value)}`;
}

/**
 * One access line, in the shape of the server's other lines (pino's): level, time, pid,
 * hostname, request id, then `req`, `res`, `responseTime` and `msg`. Every string from the
 * request goes through JSON.stringify, so that no URL or header can break the line.
 */
export function accessLine(fields: AccessLineFields): string {
  const request =
    `{"method":${JSON.stringify(fields.method)},"url":${JSON.stringify(fields.url)}` +
    `${field('host', fields.host)}${field('remoteAddress', fields.remoteAddress)}` +
    `${field('remotePort', fields.remotePort)}}`;
  return (
    `{"level":${String(INFO_LEVEL)},"time":${String(fields.time)},${LINE_BASE}` +
    `,"requestId":${JSON.stringify(fields.requestId)},"req":${request}` +
    `,"res":{"statusCode":${String(fields.statusCode)}}` +
    `,"responseTime":${String(fields.responseTime)},"msg":"request completed"}\n`
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
