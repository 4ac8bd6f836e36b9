import { describe, expect, it } from 'vitest';
import { sortCores, sortCoresBy } from './core-order.js';

const key = (id: string, prefixName: string | null, displayName: string) => ({
  id,
  prefixName,
  displayName,
});

describe('the campaign core order', () => {
  it('compares numbers inside names as numbers: CA-2 before CA-10', () => {
    const sorted = sortCores([key('a', 'CA-', 'CA-10'), key('b', 'CA-', 'CA-2')]);
    expect(sorted.map((core) => core.displayName)).toEqual(['CA-2', 'CA-10']);
  });

  it('puts cores without prefix first, then sorts by prefix name before the display name', () => {
    const sorted = sortCores([
      key('1', 'CB-', 'A'),
      key('2', 'CA-', 'Z'),
      key('3', null, 'M'),
      key('4', 'CA-10', 'B'),
      key('5', 'CA-9', 'C'),
    ]);
    expect(sorted.map((core) => core.id)).toEqual(['3', '2', '5', '4', '1']);
  });

  it('breaks a tie of prefix and name by id', () => {
    const sorted = sortCores([key('b', null, '7'), key('a', null, '7'), key('c', null, '7')]);
    expect(sorted.map((core) => core.id)).toEqual(['a', 'b', 'c']);
  });
});

describe('sortCoresBy: the core order over any shape', () => {
  it('sorts items through their keys without changing them', () => {
    const cores = [
      { uid: 'b', prefix: { name: 'CA-' }, name: 'CA-10' },
      { uid: 'a', prefix: null, name: '7' },
      { uid: 'c', prefix: { name: 'CA-' }, name: 'CA-2' },
    ];
    const sorted = sortCoresBy(cores, (core) => ({
      id: core.uid,
      prefixName: core.prefix?.name ?? null,
      displayName: core.name,
    }));
    expect(sorted.map((core) => core.uid)).toEqual(['a', 'c', 'b']);
    expect(sorted[0]).toBe(cores[1]);
  });
});
