import type { Core } from '@chaussee/sdk/react';
import type { DataGridProps } from '@chaussee/ui';
import { contractColumns } from '../../../shared/contract/contract-schemas.js';
import { CoreActionsCell, CoreStatusCell, inlineTextCell } from './core-cells.js';
import { coresMessages as text } from './messages.js';
import coreContract from 'virtual:chaussee-contract-schemas/Core';

/**
 * The cores grid's columns: the contract's Core properties with the catalogue's labels (a field
 * added to Core gets its column after these); the simple text fields and the status are edited in
 * place, objects show their name.
 */
export const coreColumns: DataGridProps<Core>['columns'] = [
  ...contractColumns<Core>(coreContract, {
    order: [
      'number',
      'displayName',
      'status',
      'road',
      'city',
      'landmark',
      'abscissa',
      'direction',
      'lane',
      'lateralPosition',
      'structureType',
      'diameter',
      'isFullStructure',
      'NR_name',
      'note',
      'corePictures',
    ],
    hidden: ['lat', 'lng', 'createdAt', 'updatedAt'],
    overrides: {
      number: { maxWidth: 90, minWidth: 80 },
      displayName: { minWidth: 130 },
      status: { cellRenderer: CoreStatusCell, filter: false, minWidth: 200 },
      road: { valueGetter: ({ data }) => data?.road?.name ?? '', filter: 'agTextColumnFilter' },
      city: { valueGetter: ({ data }) => data?.city?.name ?? '', filter: 'agTextColumnFilter' },
      direction: { cellRenderer: inlineTextCell('direction') },
      lane: { cellRenderer: inlineTextCell('lane') },
      lateralPosition: { cellRenderer: inlineTextCell('lateralPosition') },
      structureType: { cellRenderer: inlineTextCell('structureType') },
      NR_name: { cellRenderer: inlineTextCell('NR_name') },
      note: { cellRenderer: inlineTextCell('note'), minWidth: 200 },
      corePictures: {
        valueGetter: ({ data }) => data?.corePictures.length ?? 0,
        filter: 'agNumberColumnFilter',
        maxWidth: 110,
      },
    },
  }),
  {
    colId: 'actions',
    headerName: text.actions,
    cellRenderer: CoreActionsCell,
    sortable: false,
    filter: false,
    minWidth: 110,
    maxWidth: 110,
    // The way to the core's sheet stays in view however wide the grid (2,000 px of columns).
    pinned: 'right',
  },
];
