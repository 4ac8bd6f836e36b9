import type { CampaignSummary } from '@chaussee/sdk/react';
import { useGetCampaign } from '@chaussee/sdk/react';
import { EmptyState, PageHeader, StatusChip } from '@chaussee/ui';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { frenchErrorOf } from '../../../shared/api/french-error.js';
import { ERROR_SHOWN_INLINE } from '../../../shared/api/error-shown-inline.js';
import { useSession } from '../../../shared/session/session-context.js';
import { CampaignFrame, type CampaignPage } from './campaign-frame.js';
import { campaignMessages as text } from './messages.js';

/** What the pages of any campaign type need of their campaign. */
type AnyCampaign = Pick<CampaignSummary, 'id' | 'name' | 'type'>;

interface AnyCampaignFrameProps {
  page: Extract<CampaignPage, 'files' | 'deliverables'>;
  /** What an anonymous visitor sees instead (routes without a sign-in rule). */
  signedOut?: ReactNode;
  children: (campaign: AnyCampaign) => ReactNode;
}

/**
 * The frame of the pages every campaign type has (`/campaign/{id}/files`, `/deliverables`): a
 * coring campaign shows its header and navigation, another type its name and status, as its
 * administration page does. An anonymous visitor reads no campaign.
 */
export function AnyCampaignFrame({ page, signedOut = null, children }: AnyCampaignFrameProps) {
  const id = useParams().id ?? '';
  const isSignedIn = useSession().status === 'authenticated';
  const campaign = useGetCampaign(id, { query: { enabled: isSignedIn, ...ERROR_SHOWN_INLINE } });
  if (!isSignedIn) return signedOut;
  if (campaign.isError) {
    return (
      <EmptyState
        variant="error"
        headingLevel="h2"
        title={text.loadFailedTitle}
        description={frenchErrorOf(campaign.error)}
      />
    );
  }
  const data = campaign.data?.data;
  if (data === undefined) return <PageHeader title="" loading />;
  if (data.type === 'coring') {
    return <CampaignFrame page={page}>{() => children(data)}</CampaignFrame>;
  }
  return (
    <>
      <PageHeader
        title={data.name}
        status={<StatusChip kind="campaign" status={data.status} size="medium" />}
      />
      {children(data)}
    </>
  );
}
