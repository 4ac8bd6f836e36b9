import type { CoreLayer } from '@chaussee/sdk/react';
import { DataGrid, PollutantBadge, type DataGridProps } from '@chaussee/ui';
import Stack from '@mui/material/Stack';
import type { ComponentType } from 'react';
import { contractColumns } from '../../../shared/contract/contract-schemas.js';
import { prestationsMessages as text } from './messages.js';
import { pollutantResults, type Pollutant } from './pollutant-results.js';
import coreLayerContract from 'virtual:chaussee-contract-schemas/CoreLayer';

/** A layer of a core with the name of its core, one row of the results grid. */
export interface LayerResultRow extends CoreLayer {
  coreName: string;
}

function pollutantCell(pollutant: Pollutant): ComponentType<{ data?: LayerResultRow }> {
  return function PollutantCell({ data }: { data?: LayerResultRow }) {
    if (data === undefined) return null;
    return (
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
        {pollutantResults(data.pollutantAnalyses, pollutant).map((result) => (
          <PollutantBadge key={result.pollutant} {...result} />
        ))}
      </Stack>
    );
  };
}

const badgeColumn = (pollutant: Pollutant) => ({
  colId: pollutant,
  headerName: text.resultColumns[pollutant],
  cellRenderer: pollutantCell(pollutant),
  sortable: false,
  filter: false,
  minWidth: 240,
});

const resultColumns: DataGridProps<LayerResultRow>['columns'] = [
  {
    colId: 'core',
    headerName: text.resultColumns.core,
    valueGetter: ({ data }) => data?.coreName ?? '',
    filter: 'agTextColumnFilter',
  },
  ...contractColumns<LayerResultRow>(coreLayerContract, {
    fields: ['position', 'name', 'type', 'thickness', 'condition'],
    overrides: { position: { maxWidth: 100 } },
  }),
  badgeColumn('asbestos'),
  badgeColumn('PAH'),
  badgeColumn('TH'),
];

/** Asbestos, PAH and TH results of every layer, coloured by their threshold class. */
export function ResultsGrid({
  rows,
  loading,
  failed,
}: {
  rows: LayerResultRow[] | undefined;
  loading: boolean;
  failed: boolean;
}) {
  return (
    <DataGrid<LayerResultRow>
      label={text.resultsLabel}
      rows={rows}
      columns={resultColumns}
      getRowId={(row) => row.id}
      loading={loading}
      error={failed ? text.resultsFailed : null}
      emptyMessage={text.noResults}
      height={420}
    />
  );
}
