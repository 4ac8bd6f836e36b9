/**
 * Secrets that travel in URLs, kept out of every log line. The specification fixes two paths that
 * carry a secret (`/reset-password/{token}`, `/download-links/{token}`), the web's share, password
 * and download pages take theirs as `?token=`, and a signed storage URL is only as secret as its
 * `signature`. A log is read by more people, and kept longer, than the secrets it would carry.
 */

export const REDACTED = '[redacted]';

/** Query parameters whose value is a bearer secret, whatever the path. */
const SECRET_QUERY_PARAMETERS: ReadonlySet<string> = new Set(['token', 'signature']);

/** What may follow a secret in a URL or in a sentence quoting one. */
const SECRET_VALUE = String.raw`[^/?#&\s"'<>]+`;

const QUERY_PAIR = /([?&])([^=&#\s"'<>]+)=([^&#\s"'<>]*)/gu;

function decodedName(name: string): string {
  try {
    return decodeURIComponent(name.replaceAll('+', ' ')).toLowerCase();
  } catch {
    return name.toLowerCase();
  }
}

/**
 * Whether a query pair of `text` may name a secret parameter: without a `%`, decoding a name
 * changes no letter, so a name that lowercases to `token` leaves `token` in the lowercased text.
 * Most log lines (every access line of an ordinary URL) skip the pairs' scan this way: it was a
 * twentieth of a reused answer's time.
 */
function mayNameSecretParameter(text: string): boolean {
  if (text.includes('%')) return true;
  const lower = text.toLowerCase();
  for (const name of SECRET_QUERY_PARAMETERS) if (lower.includes(name)) return true;
  return false;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
}

/**
 * The pattern of everything before a secret path parameter, e.g. `/api/reset-password/` for
 * `/reset-password/{token}`: literal segments as they are, other parameters as any segment.
 */
function prefixPatternOf(pathTemplate: string, secretParameter: string): string | undefined {
  const segments = pathTemplate.split('/');
  const at = segments.indexOf(`{${secretParameter}}`);
  if (at <= 0) return undefined;
  return segments
    .slice(0, at)
    .map((segment) => (/^\{[^}]+\}$/u.test(segment) ? SECRET_VALUE : escapeRegExp(segment)))
    .join('/');
}

/**
 * The text each secret path's URLs hold before the secret, `/reset-password/` for
 * `/reset-password/{token}`: a text holding none of them has no secret segment, and skips the
 * pattern's scan (a twentieth of the access line's cost, on every request). Undefined when a
 * secret follows another parameter, which has no fixed text.
 */
function secretPathMarkers(secretPaths: readonly SecretPath[]): string[] | undefined {
  const markers: string[] = [];
  for (const { path, parameter } of secretPaths) {
    const segments = path.split('/');
    const before = segments[segments.indexOf(`{${parameter}}`) - 1];
    if (before === undefined || before === '' || /^\{[^}]+\}$/u.test(before)) return undefined;
    markers.push(`/${before}/`);
  }
  return markers;
}

/** A path whose parameter carries a secret: the contract's path (`/reset-password/{token}`). */
export interface SecretPath {
  path: string;
  parameter: string;
}

export type RedactSecrets = (text: string) => string;

/**
 * Redacts, in any text (a URL, a log message, an error's stack), the secret path segments of
 * `secretPaths` (served under `pathPrefix`) and the values of the secret query parameters.
 */
export function createSecretRedactor(
  secretPaths: readonly SecretPath[],
  pathPrefix = '',
): RedactSecrets {
  const prefixes = [
    ...new Set(
      secretPaths.flatMap(({ path, parameter }) => {
        const prefix = prefixPatternOf(`${pathPrefix}${path}`, parameter);
        return prefix === undefined ? [] : [prefix];
      }),
    ),
  ];
  const secretSegment =
    prefixes.length === 0
      ? undefined
      : new RegExp(`(${prefixes.map((prefix) => `${prefix}/`).join('|')})${SECRET_VALUE}`, 'gu');
  const markers = secretPathMarkers(secretPaths);
  const mayHoldPathSecret = (text: string): boolean =>
    markers === undefined || markers.some((marker) => text.includes(marker));
  return (text) => {
    const withoutPathSecrets =
      secretSegment === undefined || !mayHoldPathSecret(text)
        ? text
        : text.replace(secretSegment, `$1${REDACTED}`);
    if (!mayNameSecretParameter(withoutPathSecrets)) return withoutPathSecrets;
    return withoutPathSecrets.replace(
      QUERY_PAIR,
      (pair, separator: string, name: string, value: string) =>
        SECRET_QUERY_PARAMETERS.has(decodedName(name)) && value !== ''
          ? `${separator}${name}=${REDACTED}`
          : pair,
    );
  };
}

/** The secret query parameters only: for links logged outside a request (mail). */
export const redactSecretQueryParameters: RedactSecrets = createSecretRedactor([]);
