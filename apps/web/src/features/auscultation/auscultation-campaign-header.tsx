import { useGetAuscultationCampaign } from '@chaussee/sdk/react';
import { PageHeader, StatusChip } from '@chaussee/ui';
import { QueryErrorState } from '../../shared/api/query-error-state.js';
import { ERROR_SHOWN_INLINE } from '../../shared/api/error-shown-inline.js';
import { auscultationMessages as text } from './messages.js';

export interface AuscultationCampaignHeaderProps {
  campaignId: string;
  /** What the screen shows of the campaign: « Tableau de bord… », « Carte… ». */
  subtitle: string;
}

/** An auscultation campaign's name and status above one of its screens, for a member. */
export function AuscultationCampaignHeader({
  campaignId,
  subtitle,
}: AuscultationCampaignHeaderProps) {
  const campaign = useGetAuscultationCampaign(campaignId, { query: ERROR_SHOWN_INLINE });
  if (campaign.isError) {
    return (
      <QueryErrorState
        headingLevel="h2"
        title={text.campaignLoadFailed}
        error={campaign.error}
        onRetry={() => {
          void campaign.refetch();
        }}
      />
    );
  }
  const data = campaign.data?.data;
  return (
    <PageHeader
      loading={data === undefined}
      title={data?.name ?? ''}
      subtitle={subtitle}
      status={data && <StatusChip kind="campaign" status={data.status} size="medium" />}
    />
  );
}
