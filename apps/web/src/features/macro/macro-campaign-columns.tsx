import type { MacroCampaign } from '@chaussee/sdk/react';
import { StatusChip, type DataGridProps } from '@chaussee/ui';
import { labels } from '@chaussee/validation';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { pathOf } from '../../shared/routes/route-table.js';
import { macroMessages } from './messages.js';

const text = macroMessages.grid;

type Column = NonNullable<DataGridProps<MacroCampaign>['columns']>[number];

interface CampaignCellProps {
  data?: MacroCampaign;
}

function NameCell({ data }: CampaignCellProps) {
  if (data === undefined) return null;
  return (
    <Link
      component={RouterLink}
      to={pathOf('coring-campaign', { id: data.id })}
      aria-label={text.open(data.name)}
    >
      {data.name}
    </Link>
  );
}

function StatusCell({ data }: CampaignCellProps) {
  return data === undefined ? null : <StatusChip kind="campaign" status={data.status} />;
}

function numberColumn(
  colId: string,
  headerName: string,
  value: (campaign: MacroCampaign) => number | null,
): Column {
  return {
    colId,
    headerName,
    valueGetter: ({ data }) => (data === undefined ? null : value(data)),
    filter: 'agNumberColumnFilter',
    maxWidth: 180,
  };
}

/**
 * The campaigns of a macro view with their figures over the cores the filters select (the API's
 * MacroPollutantSummary). `hasCampaignLink`: a member opens the campaign; a page opened by a
 * guest shows its name only.
 */
export function macroCampaignColumns(hasCampaignLink: boolean): Column[] {
  return [
    {
      colId: 'name',
      headerName: text.campaign,
      valueGetter: ({ data }) => data?.name ?? '',
      filter: 'agTextColumnFilter',
      minWidth: 220,
      flex: 2,
      ...(hasCampaignLink ? { cellRenderer: NameCell } : {}),
    },
    {
      colId: 'reference',
      headerName: text.reference,
      valueGetter: ({ data }) => data?.reference ?? '',
      filter: 'agTextColumnFilter',
    },
    {
      colId: 'status',
      headerName: text.status,
      valueGetter: ({ data }) => (data === undefined ? '' : labels.CampaignStatus[data.status]),
      cellRenderer: StatusCell,
      minWidth: 190,
    },
    {
      colId: 'workspace',
      headerName: text.project,
      valueGetter: ({ data }) => data?.workspace.name ?? '',
      filter: 'agTextColumnFilter',
    },
    {
      colId: 'organization',
      headerName: text.organization,
      valueGetter: ({ data }) => data?.organization.name ?? '',
      filter: 'agTextColumnFilter',
    },
    numberColumn('coresCount', text.cores, (campaign) => campaign.coresCount),
    numberColumn(
      'analysedCores',
      text.analysedCores,
      (campaign) => campaign.pollutants.analysedCoresCount,
    ),
    numberColumn('pahMax', text.pahMax, (campaign) => campaign.pollutants.pahMaxMgKg),
    numberColumn('thMax', text.thMax, (campaign) => campaign.pollutants.thMaxMgKg),
    numberColumn(
      'asbestosCores',
      text.asbestosCores,
      (campaign) => campaign.pollutants.asbestosCoresCount,
    ),
  ];
}
