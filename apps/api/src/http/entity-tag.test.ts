import { describe, expect, it } from 'vitest';
import { entityTagOf, isMatchedByIfNoneMatch } from './entity-tag.js';

describe('entityTagOf', () => {
  it('is a quoted strong tag of 22 base64url characters, the same for the same bytes', () => {
    const tag = entityTagOf('{"items":[]}');
    expect(tag).toMatch(/^"[A-Za-z0-9_-]{22}"$/u);
    expect(entityTagOf(Buffer.from('{"items":[]}'))).toBe(tag);
    expect(entityTagOf('{"items":[1]}')).not.toBe(tag);
  });
});

describe('isMatchedByIfNoneMatch (weak comparison, RFC 9110 section 13.1.2)', () => {
  const tag = '"abc"';
  it.each([
    ['"abc"', true],
    ['W/"abc"', true],
    ['"x", "abc"', true],
    ['"x",W/"abc"', true],
    ['*', true],
    ['"abd"', false],
    ['abc', false],
    ['', false],
  ])('If-None-Match: %s → %s', (header, expected) => {
    expect(isMatchedByIfNoneMatch(header, tag)).toBe(expected);
  });

  it('does not match without the header', () => {
    expect(isMatchedByIfNoneMatch(undefined, tag)).toBe(false);
  });
});
