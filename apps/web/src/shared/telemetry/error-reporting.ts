import { anonymousUrl } from './anonymous-url.js';
import type { Beacon } from './analytics.js';

export interface ErrorReporter {
  report(error: unknown, context: { href: string }): void;
}

const noErrorReporting: ErrorReporter = { report: () => undefined };

interface ParsedDsn {
  envelopeUrl: string;
  publicKey: string;
}

/** `https://<public key>@<host>/<project id>`, the DSN of Sentry and of compatible services. */
export function parseDsn(dsn: string): ParsedDsn | null {
  try {
    const url = new URL(dsn);
    const projectId = url.pathname.split('/').filter(Boolean).at(-1);
    if (!url.username || !projectId) return null;
    const prefix = url.pathname.slice(0, url.pathname.lastIndexOf(projectId));
    return {
      envelopeUrl: `${url.protocol}//${url.host}${prefix}api/${projectId}/envelope/`,
      publicKey: url.username,
    };
  } catch {
    return null;
  }
}

function describe(error: unknown): { type: string; value: string; stack?: string } {
  if (error instanceof Error) return { type: error.name, value: error.message, stack: error.stack };
  return { type: 'Error', value: String(error) };
}

/**
 * Sends an error as a Sentry envelope: the error's type, message and stack, the release and an
 * anonymous URL. No user, no request body, no product data.
 */
export function createErrorReporter(
  options: { dsn: string | undefined; release: string; environment: string },
  send: Beacon,
): ErrorReporter {
  const parsed = options.dsn ? parseDsn(options.dsn) : null;
  if (!parsed) return noErrorReporting;
  const url = `${parsed.envelopeUrl}?sentry_version=7&sentry_key=${parsed.publicKey}`;
  return {
    report: (error, { href }) => {
      const { type, value, stack } = describe(error);
      const eventId = crypto.randomUUID().replace(/-/gu, '');
      const event = {
        event_id: eventId,
        timestamp: Date.now() / 1000,
        platform: 'javascript',
        release: options.release,
        environment: options.environment,
        request: { url: anonymousUrl(href) },
        exception: { values: [{ type, value }] },
        extra: stack ? { stack } : undefined,
      };
      const envelope = [
        JSON.stringify({ event_id: eventId, sent_at: new Date().toISOString() }),
        JSON.stringify({ type: 'event' }),
        JSON.stringify(event),
      ].join('\n');
      send(url, envelope);
    },
  };
}
