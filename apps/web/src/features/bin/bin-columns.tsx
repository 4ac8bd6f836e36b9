import type { BinItem } from '@chaussee/sdk/react';
import { formatDateTime, type DataGridProps } from '@chaussee/ui';
import { labelOf } from '@chaussee/validation';
import { BinRowActions } from './bin-row-actions.js';
import { daysLeftBefore } from './days-left.js';
import { binMessages as text } from './messages.js';

function ActionsCell({ data }: { data?: BinItem }) {
  return data === undefined ? null : <BinRowActions item={data} />;
}

/** The bin's grid: what, where, when and by whom it was deleted, and how long it stays. */
export function binColumns(now: Date): DataGridProps<BinItem>['columns'] {
  return [
    {
      colId: 'kind',
      headerName: text.kind,
      valueGetter: ({ data }) => (data === undefined ? null : labelOf('BinKind', data.kind)),
      minWidth: 150,
    },
    { field: 'name', headerName: text.name, flex: 2, minWidth: 200 },
    { field: 'parent', headerName: text.parent, flex: 1, minWidth: 180 },
    {
      colId: 'deletedAt',
      headerName: text.deletedAt,
      valueGetter: ({ data }) => (data === undefined ? null : formatDateTime(data.deletedAt)),
      minWidth: 170,
    },
    {
      colId: 'deletedBy',
      headerName: text.deletedBy,
      valueGetter: ({ data }) =>
        data === undefined ? null : (data.deletedBy ?? text.unknownAuthor),
      minWidth: 170,
    },
    {
      colId: 'daysLeft',
      headerName: text.daysLeft,
      valueGetter: ({ data }) =>
        data === undefined ? null : text.daysLeftValue(daysLeftBefore(data.purgeAt, now)),
      minWidth: 150,
    },
    {
      colId: 'actions',
      headerName: text.actions,
      cellRenderer: ActionsCell,
      sortable: false,
      filter: false,
      minWidth: 100,
    },
  ];
}
