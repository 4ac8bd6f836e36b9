import type { FastifyInstance } from 'fastify';
import { appErrorProblem, sendProblem } from './problem.js';

export interface GracefulShutdown {
  readonly isShuttingDown: () => boolean;
  /**
   * Stops taking requests (new ones get 503 `shutting_down`), waits for those in flight (at most
   * `timeoutMs`), then closes the server. Safe to call twice.
   */
  readonly shutdown: () => Promise<void>;
}

export interface GracefulShutdownOptions {
  timeoutMs: number;
  /** Requests that still answer normally while shutting down (the health check reports it). */
  isExempt?: (url: string) => boolean;
}

/**
 * SIGTERM handling: the listener stays open while requests in flight finish, so that a client or a
 * load balancer gets a clear 503 instead of a refused connection, then the server closes.
 */
export function installGracefulShutdown(
  app: FastifyInstance,
  { timeoutMs, isExempt = () => false }: GracefulShutdownOptions,
): GracefulShutdown {
  let shuttingDown = false;
  let inFlight = 0;
  let drained: (() => void) | undefined;
  let closing: Promise<void> | undefined;

  // A callback hook (an async one costs a promise on every request); answering here ends the
  // request without calling `next`.
  app.addHook('onRequest', (request, reply, next) => {
    if (shuttingDown && !isExempt(request.url)) {
      reply.header('connection', 'close').header('retry-after', '5');
      sendProblem(reply, appErrorProblem('shutting_down', 'The server is shutting down'));
      return;
    }
    inFlight += 1;
    // A response emits `close` once, when it is sent or when its connection is cut before.
    reply.raw.once('close', () => {
      inFlight -= 1;
      if (inFlight === 0) drained?.();
    });
    next();
  });

  /** Resolves true once every request in flight has finished, false at the deadline. */
  const waitForRequests = (): Promise<boolean> =>
    new Promise((resolvePromise) => {
      if (inFlight === 0) {
        resolvePromise(true);
        return;
      }
      const timer = setTimeout(() => {
        app.log.warn({ inFlight }, 'shutdown: requests still in flight at the deadline, closing');
        resolvePromise(false);
      }, timeoutMs);
      drained = () => {
        clearTimeout(timer);
        resolvePromise(true);
      };
    });

  return {
    isShuttingDown: () => shuttingDown,
    shutdown: () => {
      shuttingDown = true;
      closing ??= (async () => {
        app.log.info({ inFlight }, 'shutting down: finishing the requests in flight');
        const finished = await waitForRequests();
        const closed = app.close();
        // Past the deadline the connections of the unfinished requests are cut.
        if (!finished) app.server.closeAllConnections();
        await closed;
      })();
      return closing;
    },
  };
}
