import type { ColDef } from 'ag-grid-community';

/** Below this width (MUI's sm breakpoint) a table no longer shows its columns side by side. */
const COMPACT_GRID_WIDTH = 600;

/** The share of a compact table the pinned first column takes, so that the others still show. */
const PINNED_SHARE = 0.42;

/**
 * The columns of a table narrower than COMPACT_GRID_WIDTH (a phone: 390 px): the first column,
 * which names the row, is pinned on the left at a share of the width, and the others scroll
 * beside it at their minimum width. A column pinned on the right in a wide table is not pinned
 * here: two pinned columns would leave no room to scroll. Wide tables keep their columns.
 */
export function compactColumns<Row>(columns: ColDef<Row>[], gridWidth: number): ColDef<Row>[] {
  if (gridWidth >= COMPACT_GRID_WIDTH) return columns;
  const firstWidth = Math.round(gridWidth * PINNED_SHARE);
  return columns.map((column, index) =>
    index === 0
      ? {
          ...column,
          pinned: 'left',
          lockPinned: true,
          flex: 0,
          width: firstWidth,
          minWidth: firstWidth,
          maxWidth: firstWidth,
        }
      : { ...column, pinned: null },
  );
}
