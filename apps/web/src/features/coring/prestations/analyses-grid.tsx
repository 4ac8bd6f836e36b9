import { useListCampaignAnalyses, type CampaignAnalysis } from '@chaussee/sdk/react';
import { DataGrid, StatusChip, type DataGridProps } from '@chaussee/ui';
import { contractColumns } from '../../../shared/contract/contract-schemas.js';
import { prestationsMessages as text } from './messages.js';
import campaignAnalysisContract from 'virtual:chaussee-contract-schemas/CampaignAnalysis';

const ANALYSES_LIMIT = 200;

function AnalysisStatusCell({ data }: { data?: CampaignAnalysis }) {
  if (data === undefined) return null;
  return data.status === null ? text.notOrdered : <StatusChip kind="order" status={data.status} />;
}

const analysisColumns: DataGridProps<CampaignAnalysis>['columns'] =
  contractColumns<CampaignAnalysis>(campaignAnalysisContract, {
    order: [
      'prestation',
      'provider',
      'laboratory',
      'layersCount',
      'pendingCount',
      'status',
      'createdAt',
    ],
    overrides: {
      prestation: {
        valueGetter: ({ data }) => data?.prestation.name ?? '',
        filter: 'agTextColumnFilter',
        minWidth: 200,
      },
      provider: {
        valueGetter: ({ data }) => data?.provider.name ?? '',
        filter: 'agTextColumnFilter',
      },
      laboratory: {
        valueGetter: ({ data }) => data?.laboratory?.name ?? text.providerChooses,
        filter: 'agTextColumnFilter',
      },
      status: { cellRenderer: AnalysisStatusCell, filter: false, minWidth: 170 },
    },
  });

/** The prestations asked on the campaign's layers, grouped by prestation, provider and laboratory. */
export function AnalysesGrid({ campaignId }: { campaignId: string }) {
  const analyses = useListCampaignAnalyses(campaignId, { limit: ANALYSES_LIMIT });
  return (
    <DataGrid<CampaignAnalysis>
      label={text.analysesLabel}
      rows={analyses.data?.data.items}
      columns={analysisColumns}
      getRowId={(analysis) => analysis.id}
      loading={analyses.isPending}
      error={analyses.isError ? text.analysesFailed : null}
      emptyMessage={text.noAnalysis}
      height={260}
    />
  );
}
