import type { LogDestination } from './log-destination.js';
import type { RedactSecrets } from './secret-redaction.js';

/**
 * The server's log destination with every secret of a URL redacted, in whatever field or message
 * it appears (the request line, « Route GET:… not found », an error's message or stack, an audit
 * path): one place at the end of the pipe rather than a serializer per field that could be missed.
 */
export function redactingStream(
  destination: LogDestination,
  redact: RedactSecrets,
): LogDestination {
  return {
    write(line) {
      destination.write(redact(line));
    },
  };
}
