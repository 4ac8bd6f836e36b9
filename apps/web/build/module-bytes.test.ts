import { describe, expect, it } from 'vitest';
import { bytesBySource, reportNameOf, UNMAPPED } from './module-bytes.js';

// Segments: generated column, then source index, line and column, each relative to the previous
// segment (base64 VLQ: A = 0, C = 1, E = 2, K = 5, U = 10, D = -1).
describe('bytesBySource', () => {
  it('counts each segment for its source, up to the next segment or the end of its line', () => {
    // Line 1: 10 bytes of a.js from column 0, then 5 bytes of b.js from column 10.
    // Line 2: 3 unmapped bytes, then a.js from column 3 to the end (7 bytes).
    const code = `${'a'.repeat(10)}${'b'.repeat(5)}\n${'-'.repeat(3)}${'a'.repeat(7)}`;
    const map = { sources: ['a.js', 'b.js'], mappings: 'AAAA,UCAA;GDAA' };

    expect(Object.fromEntries(bytesBySource(code, map))).toEqual({
      'a.js': 17,
      'b.js': 5,
      [UNMAPPED]: 3,
    });
  });

  it('counts a segment without a source, and the lines the map does not cover, as unmapped', () => {
    const code = `${'a'.repeat(4)}${'-'.repeat(6)}\nlast line`;
    const map = { sources: ['a.js'], mappings: 'AAAA,I' };

    expect(Object.fromEntries(bytesBySource(code, map))).toEqual({
      'a.js': 4,
      [UNMAPPED]: 6 + 'last line'.length,
    });
  });

  it('reads multi-digit numbers (a column past 15)', () => {
    // gB = 16: the second segment starts at column 16.
    const code = 'x'.repeat(20);
    const map = { sources: ['a.js', 'b.js'], mappings: 'AAAA,gBCAA' };

    expect(Object.fromEntries(bytesBySource(code, map))).toEqual({ 'a.js': 16, 'b.js': 4 });
  });

  it('refuses a mapping that is not base64 VLQ', () => {
    expect(() => bytesBySource('x', { sources: ['a.js'], mappings: 'A!AA' })).toThrow('!');
  });
});

describe('reportNameOf', () => {
  it('names a module of node_modules by its package', () => {
    expect(
      reportNameOf(
        '/repo/node_modules/.pnpm/@mui+material@9.5.0/node_modules/@mui/material/Button/Button.mjs',
        '/repo',
      ),
    ).toBe('@mui/material');
  });

  it('names a file of the repository by its path from the root', () => {
    expect(reportNameOf('/repo/packages/ui/src/index.ts', '/repo')).toBe(
      'packages/ui/src/index.ts',
    );
  });
});
