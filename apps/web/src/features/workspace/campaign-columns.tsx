import type { CampaignSummary } from '@chaussee/sdk/react';
import { StatusChip, type DataGridProps } from '@chaussee/ui';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { contractColumns } from '../../shared/contract/contract-schemas.js';
import { campaignPath } from '../../shared/routes/campaign-paths.js';
import { CampaignRowActions } from './campaign-row-actions.js';
import { workspaceMessages as text } from './messages.js';
import campaignSummaryContract from 'virtual:chaussee-contract-schemas/CampaignSummary';

/** What AG Grid hands a cell renderer that these cells read. */
interface CampaignCellProps {
  data?: CampaignSummary;
}

function CampaignNameCell({ data }: CampaignCellProps) {
  if (data === undefined) return null;
  return (
    <Link component={RouterLink} to={campaignPath(data)}>
      {data.name}
    </Link>
  );
}

function CampaignStatusCell({ data }: CampaignCellProps) {
  return data === undefined ? null : <StatusChip kind="campaign" status={data.status} />;
}

function CampaignActionsCell({ data }: CampaignCellProps) {
  return data === undefined ? null : <CampaignRowActions campaign={data} />;
}

/**
 * The grid's columns: the contract's CampaignSummary properties with French headers, then the
 * overrides that render links, chips and the row's actions.
 */
export const campaignColumns: DataGridProps<CampaignSummary>['columns'] = [
  ...contractColumns<CampaignSummary>(campaignSummaryContract, {
    order: [
      'name',
      'type',
      'status',
      'reference',
      'customerReference',
      'startDate',
      'endDate',
      'coresCount',
      'createdAt',
    ],
    hidden: ['isArchived'],
    overrides: {
      name: { cellRenderer: CampaignNameCell, minWidth: 220, flex: 2 },
      status: { cellRenderer: CampaignStatusCell, filter: false, minWidth: 200 },
    },
  }),
  {
    colId: 'actions',
    headerName: text.actions,
    cellRenderer: CampaignActionsCell,
    sortable: false,
    filter: false,
    minWidth: 160,
  },
];
