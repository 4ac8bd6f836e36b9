import type { ColDef } from 'ag-grid-community';
import { describe, expect, it } from 'vitest';
import { compactColumns } from './compact-columns.js';

interface Member {
  name: string;
  isTeamMember: boolean;
  isDiffused: boolean;
}

const columns: ColDef<Member>[] = [
  { field: 'name', minWidth: 260, flex: 2 },
  { field: 'isTeamMember' },
  { field: 'isDiffused' },
  { colId: 'actions', pinned: 'right', maxWidth: 120 },
];

describe('the columns of a table on a phone', () => {
  it('are left as they are in a table 600 px wide or more', () => {
    expect(compactColumns(columns, 600)).toBe(columns);
  });

  it('pin the first column on the left at 42 % of a 390 px table, the others scrolling beside it', () => {
    const compact = compactColumns(columns, 390);
    expect(compact[0]).toMatchObject({
      field: 'name',
      pinned: 'left',
      flex: 0,
      width: 164,
      minWidth: 164,
      maxWidth: 164,
    });
    expect(compact.slice(1).map((column) => column.pinned)).toEqual([null, null, null]);
    expect(compact[3]).toMatchObject({ colId: 'actions', maxWidth: 120 });
  });
});
