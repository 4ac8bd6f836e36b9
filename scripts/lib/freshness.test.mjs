// @ts-check
import { describe, expect, it } from 'vitest';
import { changedFiles } from './freshness.mjs';

describe('changedFiles', () => {
  it('lists modified, added and removed files, sorted', () => {
    const before = new Map([
      ['b.ts', 'hash-b'],
      ['a.ts', 'hash-a'],
      ['gone.ts', 'hash-gone'],
    ]);
    const after = new Map([
      ['a.ts', 'hash-a'],
      ['b.ts', 'hash-b2'],
      ['new.ts', 'hash-new'],
    ]);
    expect(changedFiles(before, after)).toEqual(['b.ts', 'gone.ts', 'new.ts']);
  });

  it('finds nothing when the regeneration is identical', () => {
    const same = new Map([['a.ts', 'hash-a']]);
    expect(changedFiles(same, new Map(same))).toEqual([]);
  });
});
