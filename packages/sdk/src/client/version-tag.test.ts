import { describe, expect, it } from 'vitest';
import { versionOfTag, versionTag } from './version-tag.js';

describe('the tag of a version (version-tag.ts)', () => {
  it('names a version alone, as a client that read it in a list sends it', () => {
    expect(versionTag(7)).toBe('"v7"');
    expect(versionTag(0)).toBe('"v0"');
  });

  it('names a version with the hash of the bytes, as the server answers it in ETag', () => {
    expect(versionTag(12, 'q3J1xZ0a8hYkKf2m5N7p_-')).toBe('"v12.q3J1xZ0a8hYkKf2m5N7p_-"');
  });

  it('reads back the version of both forms', () => {
    expect(versionOfTag('"v7"')).toBe(7);
    expect(versionOfTag('"v12.q3J1xZ0a8hYkKf2m5N7p_-"')).toBe(12);
    expect(versionOfTag(versionTag(305, 'Zr8mQ1p0b9YcKd3n6M4oLx'))).toBe(305);
  });

  it('reads no version from other tags: weak, body hash, unquoted, wildcard, too long', () => {
    expect(versionOfTag('W/"v7.q3J1xZ0a8hYkKf2m5N7pLw"')).toBeUndefined();
    expect(versionOfTag('"q3J1xZ0a8hYkKf2m5N7pLw"')).toBeUndefined();
    // A body hash is 22 base64url characters: one that happens to read « v » and digits is no version.
    expect(versionOfTag('"v123456789012345678901"')).toBeUndefined();
    expect(versionOfTag('v7')).toBeUndefined();
    expect(versionOfTag('*')).toBeUndefined();
    expect(versionOfTag('"v7.a b"')).toBeUndefined();
    expect(versionOfTag('"v-1"')).toBeUndefined();
  });
});
