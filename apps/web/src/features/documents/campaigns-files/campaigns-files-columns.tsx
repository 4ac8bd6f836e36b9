import type { UserCampaign } from '@chaussee/sdk/react';
import { formatDateTime, StatusChip, type DataGridProps } from '@chaussee/ui';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { contractColumns } from '../../../shared/contract/contract-schemas.js';
import { pathOf } from '../../../shared/routes/route-table.js';
import { campaignsFilesMessages as text } from './messages.js';
import campaignSummaryContract from 'virtual:chaussee-contract-schemas/CampaignSummary';

interface CampaignCellProps {
  data?: UserCampaign;
}

function NameCell({ data }: CampaignCellProps) {
  if (data === undefined) return null;
  return (
    <Link
      component={RouterLink}
      to={pathOf('campaign-files', { id: data.id })}
      aria-label={text.openFiles(data.name)}
    >
      {data.name}
    </Link>
  );
}

function StatusCell({ data }: CampaignCellProps) {
  return data === undefined ? null : <StatusChip kind="campaign" status={data.status} />;
}

type Count = 'deliverables' | 'customerFiles' | 'pendingRequests';

/** A count of the campaign's files (documentsCount, asked with showDocuments). */
function countColumn(field: Count): NonNullable<DataGridProps<UserCampaign>['columns']>[number] {
  return {
    colId: field,
    headerName: text.counts[field],
    valueGetter: ({ data }) => data?.documentsCount?.[field] ?? 0,
    filter: 'agNumberColumnFilter',
    maxWidth: 170,
  };
}

/**
 * The list's columns: the campaign (name opening its file manager, type, status, project) from
 * the contract's CampaignSummary, then its file counts and latest delivery.
 */
export const campaignsFilesColumns: DataGridProps<UserCampaign>['columns'] = [
  ...contractColumns<UserCampaign>(campaignSummaryContract, {
    fields: ['name', 'reference', 'type', 'status', 'workspace'],
    overrides: {
      name: { cellRenderer: NameCell, minWidth: 220, flex: 2 },
      status: { cellRenderer: StatusCell, filter: false, minWidth: 190 },
      workspace: {
        valueGetter: ({ data }) => data?.workspace.name ?? '',
        filter: 'agTextColumnFilter',
      },
    },
  }),
  countColumn('deliverables'),
  countColumn('customerFiles'),
  countColumn('pendingRequests'),
  {
    colId: 'lastDeliveryAt',
    headerName: text.counts.lastDeliveryAt,
    valueGetter: ({ data }) => data?.documentsCount?.lastDeliveryAt ?? null,
    valueFormatter: ({ value }) =>
      typeof value === 'string' ? (formatDateTime(value) ?? value) : text.never,
    minWidth: 170,
  },
];
