import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { systemClock, type Clock } from '../clock.js';
import {
  readApiOrder,
  type ApiOrder,
  type ApiOrderReceived,
  type ApiProblem,
  type ApiResultsFinished,
  type ApiResultsPending,
} from './laboratory-api.js';
import { simulatedLaboratoryMessages as messages } from './laboratory-messages.js';
import { simulatedResults } from './simulated-results.js';

export interface SimulatedLaboratoryOptions {
  /** Time from an order's arrival to its results; 0 (the default) answers them at once. */
  resultDelayMs?: number;
  /** The same seed gives the same results for the same sample ids. */
  seed?: number;
  /** When set, every request must carry `Authorization: Bearer <apiKey>`. */
  apiKey?: string;
  /** The laboratory's time, so that a test moves it instead of waiting the delay. */
  clock?: Clock;
}

export interface SimulatedLaboratory {
  /** Base URL of its API (the laboratory's `apiUrl`), under a path like a real deployment. */
  url: string;
  /** The orders received, in arrival order (for tests and the demo). */
  readonly orders: readonly ApiOrder[];
  close(): Promise<void>;
}

interface ReceivedOrder {
  order: ApiOrder;
  externalReference: string;
  readyAt: number;
}

const BASE_PATH = '/lab-api';
const MAX_BODY_BYTES = 1024 * 1024;

/** An answer of the laboratory; errors are RFC 9457 problems. */
interface Reply {
  status: number;
  body: unknown;
}

function problem(status: number, title: string, detail?: string): Reply {
  const body: ApiProblem = detail === undefined ? { title, status } : { title, status, detail };
  return { status, body };
}

function send(response: ServerResponse, { status, body }: Reply): void {
  const type = status >= 400 ? 'application/problem+json' : 'application/json';
  response.writeHead(status, { 'content-type': type }).end(JSON.stringify(body));
}

function decodedSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** The request body, or null beyond MAX_BODY_BYTES. */
async function readBody(request: IncomingMessage): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > MAX_BODY_BYTES) return null;
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * A laboratory that speaks LABORATORY-API.md, in the same process: it accepts orders and, after
 * `resultDelayMs`, answers plausible, deterministic results (simulated-results.ts). The tests of the
 * HTTP adapter and of the order flow use it, and so does the demo data, instead of a real laboratory.
 */
export async function startSimulatedLaboratory({
  resultDelayMs = 0,
  seed = 1,
  apiKey,
  clock = systemClock,
}: SimulatedLaboratoryOptions = {}): Promise<SimulatedLaboratory> {
  const byReference = new Map<string, ReceivedOrder>();
  const byIdempotencyKey = new Map<string, ReceivedOrder>();
  const orders: ApiOrder[] = [];

  async function receiveOrder(request: IncomingMessage): Promise<Reply> {
    const text = await readBody(request);
    if (text === null) return problem(413, messages.tooLarge);
    const order = readApiOrder(parseJson(text));
    if (order === null) return problem(400, messages.invalidOrder, messages.invalidOrderDetail);
    const key = request.headers['idempotency-key'] ?? order.id;
    const known = typeof key === 'string' ? byIdempotencyKey.get(key) : undefined;
    if (known !== undefined) {
      const again: ApiOrderReceived = { externalReference: known.externalReference };
      return { status: 200, body: again };
    }
    const externalReference = `SIM-${String(seed)}-${String(orders.length + 1).padStart(4, '0')}`;
    const received = { order, externalReference, readyAt: clock().getTime() + resultDelayMs };
    orders.push(order);
    byReference.set(externalReference, received);
    if (typeof key === 'string') byIdempotencyKey.set(key, received);
    const accepted: ApiOrderReceived = { externalReference };
    return { status: 201, body: accepted };
  }

  function answerResults(reference: string): Reply {
    const received = byReference.get(reference);
    if (received === undefined) return problem(404, messages.unknownOrder(reference));
    const { order, externalReference, readyAt } = received;
    if (clock().getTime() < readyAt) {
      const pending: ApiResultsPending = {
        status: 'pending',
        expectedAt: new Date(readyAt).toISOString(),
      };
      return { status: 202, body: pending };
    }
    const analysedAt = new Date(readyAt).toISOString().slice(0, 10);
    const results = simulatedResults(order, { seed, externalReference, analysedAt });
    const finished: ApiResultsFinished = { status: 'finished', externalReference, results };
    return { status: 200, body: finished };
  }

  async function route(request: IncomingMessage): Promise<Reply> {
    if (apiKey !== undefined && request.headers.authorization !== `Bearer ${apiKey}`) {
      return problem(401, messages.unauthorized);
    }
    const path = new URL(request.url ?? '/', 'http://laboratory').pathname;
    if (path === `${BASE_PATH}/orders`) {
      return request.method === 'POST'
        ? receiveOrder(request)
        : problem(405, messages.methodNotAllowed);
    }
    const segment = new RegExp(`^${BASE_PATH}/orders/([^/]+)/results$`, 'u').exec(path)?.[1];
    const reference = segment === undefined ? null : decodedSegment(segment);
    if (reference === null) return problem(404, messages.notFound);
    return request.method === 'GET'
      ? answerResults(reference)
      : problem(405, messages.methodNotAllowed);
  }

  const server = createServer((request, response) => {
    void route(request)
      .catch(() => problem(500, messages.failure))
      .then((reply) => {
        send(response, reply);
      })
      .catch(() => {
        response.destroy();
      });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  return {
    url: `http://127.0.0.1:${String(port)}${BASE_PATH}`,
    orders,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => {
          if (error === undefined) resolve();
          else reject(error);
        });
      }),
  };
}
