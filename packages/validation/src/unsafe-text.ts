import type { MessageKey } from './messages.js';
import { createViolation, type Violation } from './violations.js';

/** U+0000: PostgreSQL cannot store it in a text column, so a query holding it fails. */
const NUL = '\u0000';
/** Half of a UTF-16 surrogate pair on its own (in `u` mode a well-formed pair is one code point). */
const LONE_SURROGATE = /\p{Cs}/u;
/** What stands for both in a path shown to the user: they are never echoed back as they came. */
const REPLACEMENT = '\uFFFD';

/**
 * Keys a JSON parser must not turn into an object's prototype (what secure-json-parse refuses):
 * `__proto__` anywhere, and `constructor` when it holds a `prototype`.
 */
function reservedKeyOf(key: string, value: unknown): string | undefined {
  if (key === '__proto__') return key;
  if (key === 'constructor' && isRecord(value) && Object.hasOwn(value, 'prototype')) {
    return 'constructor.prototype';
  }
  return undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function unsafeKeyOf(text: string): MessageKey | undefined {
  if (text.includes(NUL)) return 'nulCharacter';
  if (LONE_SURROGATE.test(text)) return 'loneSurrogate';
  return undefined;
}

function joinPath(path: string, segment: string): string {
  const shown = segment.replaceAll(NUL, REPLACEMENT).replace(/\p{Cs}/gu, REPLACEMENT);
  return path === '' ? shown : `${path}.${shown}`;
}

/**
 * What no operation accepts in a request, whatever its schema says, as violations under the field
 * that holds it: a NUL character (PostgreSQL refuses it, the query would fail) or a lone surrogate
 * (it cannot be written in UTF-8 and would silently become U+FFFD) in any string or object key,
 * and the reserved keys of prototype pollution. `value` is a parsed body, or the record of path or
 * query parameters; `basePath` prefixes the reported paths. Iterative, so that a deeply nested
 * body cannot exhaust the stack.
 */
export function unsafeTextViolations(value: unknown, basePath = ''): Violation[] {
  const violations: Violation[] = [];
  const pending: { value: unknown; path: string }[] = [{ value, path: basePath }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value: current, path } = next;
    if (typeof current === 'string') {
      const code = unsafeKeyOf(current);
      if (code) violations.push(createViolation(path, code));
    } else if (Array.isArray(current)) {
      current.forEach((item: unknown, index) => {
        pending.push({ value: item, path: joinPath(path, String(index)) });
      });
    } else if (isRecord(current)) {
      for (const [key, item] of Object.entries(current)) {
        const keyCode = unsafeKeyOf(key);
        const reserved = reservedKeyOf(key, item);
        if (keyCode) violations.push(createViolation(joinPath(path, key), keyCode));
        else if (reserved)
          violations.push(createViolation(joinPath(path, reserved), 'reservedKey'));
        else pending.push({ value: item, path: joinPath(path, key) });
      }
    }
  }
  return violations.sort((a, b) => a.propertyPath.localeCompare(b.propertyPath));
}
