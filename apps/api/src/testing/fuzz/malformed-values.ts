/** Values that break a request's input, each for a reason a server must handle. */

export const NUL = 'a\u0000b';
export const LONE_SURROGATE = 'x\uD800y';
export const LONG = 'a'.repeat(100_000);

/** A path or query value already percent-encoded (what encodeURIComponent cannot produce). */
export interface Raw {
  raw: string;
}

export type Text = string | Raw;

/** A lone surrogate as it reaches a server (WTF-8 bytes), which encodeURIComponent refuses to make. */
export const RAW_LONE_SURROGATE: Raw = { raw: 'x%ED%A0%80y' };
export const RAW_INVALID_UTF8: Raw = { raw: '%FF%FE' };
export const RAW_NUL: Raw = { raw: 'a%00b' };

/** Values of another JSON type than the schema's, one per wrong type worth sending. */
export function wrongTypes(type: string | undefined): unknown[] {
  switch (type) {
    case 'string':
      return [12345, { a: 1 }];
    case 'integer':
    case 'number':
      return ['douze', [1]];
    case 'boolean':
      return ['vrai', 1];
    case 'array':
      return [{ a: 1 }, 'texte'];
    case 'object':
      return [[1], 'texte'];
    default:
      return [true];
  }
}

/** A number written as JSON text that JavaScript cannot hold exactly (or at all). */
export const HUGE_NUMBERS = [
  '1e400',
  '-1e400',
  '100000000000000000000000',
  '9007199254740993',
  '-1',
  '0.5',
];
