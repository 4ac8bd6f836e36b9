import { useListAgencies, type Agency } from '@chaussee/sdk/react';
import { DataGrid, type DataGridProps } from '@chaussee/ui';
import { ERROR_SHOWN_INLINE } from '../../shared/api/error-shown-inline.js';
import { adminMessages as text } from './messages.js';

const PAGE_LIMIT = 200;

const columns: DataGridProps<Agency>['columns'] = [
  { field: 'name', headerName: text.agencyName, flex: 1 },
];

/** « Agences »: the agencies of the engineering office (GET /agencies), read only. */
export function AgenciesTab() {
  const agencies = useListAgencies({ limit: PAGE_LIMIT }, { query: ERROR_SHOWN_INLINE });
  return (
    <DataGrid
      label={text.agenciesGrid}
      rows={agencies.data?.data.items}
      columns={columns}
      getRowId={(agency) => agency.id}
      loading={agencies.isPending}
      error={agencies.isError ? text.agenciesLoadFailed : null}
      emptyMessage={text.noAgency}
      height={360}
    />
  );
}
