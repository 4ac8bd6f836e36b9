import { describe, expect, it } from 'vitest';
import { groupBy } from './group-by.js';

describe('groupBy', () => {
  it('groups rows by key, each group in the order of the rows', () => {
    const rows = [
      { coreId: 'b', position: 1 },
      { coreId: 'a', position: 1 },
      { coreId: 'b', position: 2 },
      { coreId: 'b', position: 3 },
    ];
    const groups = groupBy(rows, (row) => row.coreId);
    expect([...groups.keys()]).toEqual(['b', 'a']);
    expect(groups.get('b')?.map((row) => row.position)).toEqual([1, 2, 3]);
    expect(groups.get('a')).toEqual([{ coreId: 'a', position: 1 }]);
    expect(groupBy([], (row: { id: string }) => row.id).size).toBe(0);
  });
});
