/**
 * Whether an error means the database cannot be reached right now (a server restarting, its
 * connections ended by an administrator, a network cut), rather than a fault of the request or of
 * the code: the answer is then a 503 the client may retry, never a 500. The pool opens new
 * connections for the next queries by itself, so nothing else is needed to recover.
 *
 * Recognised by PostgreSQL's SQLSTATE (class 08, connection exception; 57P01–57P03, the server
 * ending or refusing sessions; 53300, too many connections) and by the socket errors and messages
 * of node-postgres, looked for along the `cause` chain (Drizzle wraps the driver's error).
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|connection timeout|Client has encountered a connection error|Connection refused|terminating connection/iu;

function looksUnavailable(error: Error): boolean {
  const code = 'code' in error && typeof error.code === 'string' ? error.code : undefined;
  if (code !== undefined) {
    if (UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08')) return true;
    if (UNAVAILABLE_SOCKET_CODES.has(code)) return true;
  }
  return UNAVAILABLE_MESSAGES.test(error.message);
}

export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current instanceof Error && !seen.has(current)) {
    seen.add(current);
    if (looksUnavailable(current)) return true;
    // An AggregateError (every address of a host refused) holds the causes in `errors`.
    if (current instanceof AggregateError && current.errors.some(isDatabaseUnavailable))
      return true;
    current = current.cause;
  }
  return false;
}
