import type { Document } from '@chaussee/sdk/react';
import type { DataGridProps } from '@chaussee/ui';
import { contractColumns } from '../../../shared/contract/contract-schemas.js';
import { documentTitle, formatFileSize } from '../document-files.js';
import { DocumentActionsCell, KindCell, SelectCell, TitleCell } from './document-cells.js';
import { fileManagerMessages as text } from './messages.js';
import documentContract from 'virtual:chaussee-contract-schemas/Document';

/**
 * The file manager's columns: a selection box, then the contract's Document properties with the
 * catalogue's labels (type as an icon, title renamed in place, size in French units, uploader's
 * name), then the row's actions. The tab already tells the category; storage paths are not shown.
 */
export const documentColumns: DataGridProps<Document>['columns'] = [
  {
    colId: 'select',
    headerName: text.selectColumn,
    cellRenderer: SelectCell,
    sortable: false,
    filter: false,
    minWidth: 70,
    maxWidth: 70,
    pinned: 'left',
  },
  ...contractColumns<Document>(documentContract, {
    order: ['extension', 'title', 'size', 'createdAt', 'uploadedBy'],
    hidden: ['name', 'category', 's3Path'],
    overrides: {
      extension: { cellRenderer: KindCell, maxWidth: 90, minWidth: 80 },
      title: {
        valueGetter: ({ data }) => (data === undefined ? '' : documentTitle(data)),
        cellRenderer: TitleCell,
        minWidth: 240,
        flex: 2,
      },
      size: {
        valueFormatter: ({ value }) => (typeof value === 'number' ? formatFileSize(value) : ''),
        maxWidth: 130,
      },
      uploadedBy: {
        valueGetter: ({ data }) =>
          data?.uploadedBy ? `${data.uploadedBy.firstName} ${data.uploadedBy.lastName}` : '',
        filter: 'agTextColumnFilter',
      },
    },
  }),
  {
    colId: 'actions',
    headerName: text.actions,
    cellRenderer: DocumentActionsCell,
    sortable: false,
    filter: false,
    minWidth: 170,
    maxWidth: 170,
    pinned: 'right',
  },
];
