import { createViolation, type Violation } from '@chaussee/validation';

/** A percent-encoded component as text, or undefined when its bytes are not UTF-8. */
function decoded(component: string): string | undefined {
  try {
    return decodeURIComponent(component.replaceAll('+', ' '));
  } catch {
    return undefined;
  }
}

/** The three bytes of a UTF-16 surrogate written as UTF-8 (WTF-8): `%ED%A0%80` to `%ED%BF%BF`. */
const ENCODED_SURROGATE = /%ED%[AB][0-9A-F]%[89AB][0-9A-F]/iu;

/**
 * The query parameters whose value (or name) does not decode as UTF-8: a lone surrogate sent as
 * its WTF-8 bytes, or bytes that are no character at all (`%FF`). Fastify's parser keeps such a
 * value as its literal escapes, so without this check a handler would read `x%ED%A0%80y` as if it
 * had been typed; it is refused like a lone surrogate in a JSON body (`unsafeTextViolations`).
 */
export function undecodableQueryViolations(url: string): Violation[] {
  const start = url.indexOf('?');
  if (start < 0) return [];
  const violations: Violation[] = [];
  for (const pair of url.slice(start + 1).split('&')) {
    if (pair === '') continue;
    const separator = pair.indexOf('=');
    const rawName = separator < 0 ? pair : pair.slice(0, separator);
    const rawValue = separator < 0 ? '' : pair.slice(separator + 1);
    const name = decoded(rawName);
    const value = decoded(rawValue);
    if (name !== undefined && value !== undefined) continue;
    const raw = name === undefined ? rawName : rawValue;
    violations.push(
      createViolation(
        name ?? rawName,
        ENCODED_SURROGATE.test(raw) ? 'loneSurrogate' : 'invalidValue',
      ),
    );
  }
  return violations;
}
