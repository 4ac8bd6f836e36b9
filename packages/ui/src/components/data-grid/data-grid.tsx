import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import type { ColDef, GetRowIdParams } from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { useMemo } from 'react';
import { messages, agGridLocaleText } from '../../messages.js';
import { EmptyState } from '../empty-state/empty-state.js';
import { gridModules, gridThemeOf } from './ag-grid-setup.js';

export interface DataGridProps<Row> {
  /** The accessible name of the table, e.g. « Carottes de la campagne ». */
  label: string;
  rows: readonly Row[] | undefined;
  /** Hand-written or from `schemaToColumns`. */
  columns: ColDef<Row>[];
  /** A stable id per row, so that updates keep the selection and the scroll. */
  getRowId?: (row: Row) => string;
  loading?: boolean;
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
}

const defaultColDef: ColDef = { sortable: true, resizable: true, flex: 1, minWidth: 120 };

/**
 * A table on AG Grid with the French texts, the theme of the app (light or dark) and only the
 * modules it needs. Build the columns from the contract with `schemaToColumns`.
 */
export function DataGrid<Row>({
  label,
  rows,
  columns,
  getRowId,
  loading = false,
  error = null,
  disabled = false,
  emptyMessage = messages.dataGrid.empty,
  pageSize,
  height = 400,
  onRowClick,
}: DataGridProps<Row>) {
  const theme = useTheme();
  const gridTheme = useMemo(() => gridThemeOf(theme), [theme]);
  const localeText = useMemo(
    () => ({ ...agGridLocaleText, noRowsToShow: emptyMessage }),
    [emptyMessage],
  );
  const rowIdOf = useMemo(
    () => (getRowId === undefined ? undefined : ({ data }: GetRowIdParams<Row>) => getRowId(data)),
    [getRowId],
  );

  if (error !== null) {
    return <EmptyState variant="error" title={messages.common.errorTitle} description={error} />;
  }
  return (
    <Box
      component="section"
      aria-label={label}
      aria-busy={loading}
      inert={disabled}
      sx={{ height, opacity: disabled ? 0.6 : 1 }}
    >
      <AgGridReact<Row>
        modules={gridModules}
        theme={gridTheme}
        localeText={localeText}
        rowData={rows === undefined ? null : [...rows]}
        columnDefs={columns}
        defaultColDef={defaultColDef}
        getRowId={rowIdOf}
        loading={loading || rows === undefined}
        pagination={pageSize !== undefined}
        paginationPageSize={pageSize}
        paginationPageSizeSelector={false}
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
