import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import type { ColDef, GetRowIdParams } from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { messages, agGridLocaleText } from '../../messages.js';
import { EmptyState } from '../empty-state/empty-state.js';
import { gridModules, gridThemeOf } from './ag-grid-setup.js';
import { compactColumns } from './compact-columns.js';

export interface DataGridProps<Row> {
  /** The accessible name of the table, e.g. « Carottes de la campagne ». */
  label: string;
  rows: readonly Row[] | undefined;
  /** Hand-written or from `schemaToColumns`. */
  columns: ColDef<Row>[];
  /** A stable id per row, so that updates keep the selection and the scroll. */
  getRowId?: (row: Row) => string;
  loading?: boolean;
  /**
   * How much of a long list has arrived (0 to 1) while its rows stream in: the rows shown stay
   * usable (scroll, sort, filters on what is there), a thin bar above them shows the progress and
   * the table says it is busy (`aria-busy`) until the last rows are in. Absent: nothing streams.
   */
  loadingProgress?: number;
  /** Why the rows could not be loaded (from the catalogue); replaces the table. */
  error?: string | null;
  /** The table is shown but cannot be used (e.g. while an action on it runs). */
  disabled?: boolean;
  /** The text when there is no row (« Aucune ligne à afficher » by default). */
  emptyMessage?: string;
  /** Rows per page; no paging when absent. */
  pageSize?: number;
  height?: number | string;
  onRowClick?: (row: Row) => void;
  /**
   * Opens a row (its sheet, its page): a double click on the row, or Enter on one of its cells
   * reached with the keyboard. A control inside a cell (a button, a field) keeps its own Enter.
   */
  onRowOpen?: (row: Row) => void;
  /**
   * The rows the column filters keep, in their order, each time the filters change; null when no
   * filter is set (every row is shown). For a screen that hands the shown rows on (« show on the
   * synoptic »).
   */
  onFilteredRowsChange?: (rows: Row[] | null) => void;
}

/** The width of an element, followed as it changes (null before the first measure). */
function useWidthOf(element: HTMLElement | null): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    if (element === null) return undefined;
    const observer = new ResizeObserver(([entry]) => {
      if (entry !== undefined) setWidth(Math.round(entry.contentRect.width));
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [element]);
  return width;
}

/** Enter on a cell itself (keyboard navigation), not on a control the cell holds. */
function isEnterOnCell({ event }: { event?: Event | null }): boolean {
  return (
    event instanceof KeyboardEvent &&
    event.key === 'Enter' &&
    event.target instanceof HTMLElement &&
    event.target.classList.contains('ag-cell')
  );
}

/**
 * A thin bar over the top of the table telling how much of its rows arrived: a plain element with
 * the progressbar role (MUI's LinearProgress would add its weight to every screen with a table).
 */
function LoadingBar({ progress }: { progress: number }) {
  const percent = Math.round(progress * 100);
  return (
    <Box
      role="progressbar"
      aria-label={messages.dataGrid.loadingMore}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 1, height: 3 }}
    >
      {/* The width moves with every page: an inline style, not one generated class per value. */}
      <Box
        style={{ width: `${String(percent)}%` }}
        sx={{ height: '100%', bgcolor: 'primary.main', transition: 'width 0.2s linear' }}
      />
    </Box>
  );
}

const defaultColDef: ColDef = { sortable: true, resizable: true, flex: 1, minWidth: 120 };

/**
 * Rows drawn beyond each edge of the view (AG Grid's default is 10). Each drawn row of the cores
 * grid is about twenty cells, a third of them React components: with 10, a 560 px grid drew 23 rows
 * (495 cells) to show 13. With 2, 255 cells; measured on 10,000 cores (`pnpm bench:cores`, two
 * builds in turn, README « Cores grid »): the usable grid 150 to 230 ms sooner, a sort 75 to
 * 115 ms faster, the main thread per scroll frame 1 to 2 ms lighter, the same frame rate. A row
 * outside the view is drawn when scrolled to, so a test looks for it by scrolling or by the
 * table's aria-rowcount, not in the DOM.
 */
const ROW_BUFFER = 2;

/**
 * A table on AG Grid with the French texts, the theme of the app (light or dark) and only the
 * modules it needs. Build the columns from the contract with `schemaToColumns`. Narrower than
 * 600 px (a phone), its first column stays pinned on the left while the others scroll.
 */
export function DataGrid<Row>({
  label,
  rows,
  columns,
  getRowId,
  loading = false,
  loadingProgress,
  error = null,
  disabled = false,
  emptyMessage = messages.dataGrid.empty,
  pageSize,
  height = 400,
  onRowClick,
  onRowOpen,
  onFilteredRowsChange,
}: DataGridProps<Row>) {
  const theme = useTheme();
  const [container, setContainer] = useState<HTMLElement | null>(null);
  const width = useWidthOf(container);
  const shownColumns = useMemo(
    () => (width === null ? columns : compactColumns(columns, width)),
    [columns, width],
  );
  // AG Grid keeps its handlers from the first render: the latest callback is read through a ref.
  const openRow = useRef(onRowOpen);
  useEffect(() => {
    openRow.current = onRowOpen;
  }, [onRowOpen]);
  const filteredRows = useRef(onFilteredRowsChange);
  useEffect(() => {
    filteredRows.current = onFilteredRowsChange;
  }, [onFilteredRowsChange]);
  const gridTheme = useMemo(() => gridThemeOf(theme), [theme]);
  const localeText = useMemo(
    () => ({ ...agGridLocaleText, noRowsToShow: emptyMessage }),
    [emptyMessage],
  );
  // A new array only when the rows change: AG Grid compares every row of a new `rowData` (10,000
  // in a large campaign) and redraws, so a render of the screen for another reason (a dialog
  // opening) must not hand it one.
  const rowData = useMemo(() => (rows === undefined ? null : [...rows]), [rows]);
  const rowIdOf = useMemo(
    () => (getRowId === undefined ? undefined : ({ data }: GetRowIdParams<Row>) => getRowId(data)),
    [getRowId],
  );

  if (error !== null) {
    return <EmptyState variant="error" title={messages.common.errorTitle} description={error} />;
  }
  const isLoadingMore = loadingProgress !== undefined && loadingProgress < 1;
  return (
    <Box
      ref={setContainer}
      component="section"
      aria-label={label}
      aria-busy={loading || isLoadingMore}
      inert={disabled}
      sx={{ height, opacity: disabled ? 0.6 : 1, position: 'relative' }}
    >
      {isLoadingMore && <LoadingBar progress={loadingProgress} />}
      <AgGridReact<Row>
        modules={gridModules}
        theme={gridTheme}
        localeText={localeText}
        rowData={rowData}
        columnDefs={shownColumns}
        defaultColDef={defaultColDef}
        getRowId={rowIdOf}
        loading={loading || rows === undefined}
        pagination={pageSize !== undefined}
        paginationPageSize={pageSize}
        paginationPageSizeSelector={false}
        rowBuffer={ROW_BUFFER}
        onRowDoubleClicked={
          onRowOpen === undefined
            ? undefined
            : ({ data }) => {
                if (data !== undefined) openRow.current?.(data);
              }
        }
        onCellKeyDown={
          onRowOpen === undefined
            ? undefined
            : (event) => {
                if (event.data !== undefined && isEnterOnCell(event)) openRow.current?.(event.data);
              }
        }
        onFilterChanged={({ api }) => {
          if (filteredRows.current === undefined) return;
          if (!api.isAnyFilterPresent()) {
            filteredRows.current(null);
            return;
          }
          const kept: Row[] = [];
          api.forEachNodeAfterFilterAndSort((node) => {
            if (node.data !== undefined) kept.push(node.data);
          });
          filteredRows.current(kept);
        }}
        onRowClicked={
          onRowClick === undefined
            ? undefined
            : ({ data }) => {
                if (data !== undefined) onRowClick(data);
              }
        }
      />
    </Box>
  );
}
