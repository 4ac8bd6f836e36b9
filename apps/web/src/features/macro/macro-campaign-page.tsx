import { useGetCampaign } from '@chaussee/sdk/react';
import { PageHeader } from '@chaussee/ui';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { QueryErrorState } from '../../shared/api/query-error-state.js';
import { ERROR_SHOWN_INLINE } from '../../shared/api/error-shown-inline.js';
import { useSession } from '../../shared/session/session-context.js';
import { projectScope } from './macro-scope.js';
import { MacroView } from './macro-view.js';
import { macroMessages as text } from './messages.js';

/**
 * `/coring-macro-campaigns/{id}`: the macro view of one campaign. The API has no macro list of
 * one campaign, so the view reads its project's (`GET /projects/{id}/macro-*`, the campaign's
 * workspace from `GET /campaigns/{id}`) and keeps the campaign's rows. A guest reads the campaign
 * but the macro operations are not a guest's (apps/api/src/access/guest-operations.ts): the
 * server's French refusal is shown in place of the view.
 */
export function MacroCampaignPage() {
  const id = useParams().id ?? '';
  const { user, isGuest } = useSession();
  const campaign = useGetCampaign(id, { query: { enabled: user !== null, ...ERROR_SHOWN_INLINE } });
  const data = campaign.data?.data;
  const workspaceId = data?.workspace.id ?? '';
  const scope = useMemo(() => projectScope(workspaceId), [workspaceId]);
  const title = data === undefined ? text.campaignFallbackTitle : text.campaignTitle(data.name);
  return (
    <>
      <PageHeader title={title} loading={campaign.isPending} />
      {campaign.isError ? (
        <QueryErrorState
          title={text.loadFailed}
          error={campaign.error}
          headingLevel="h2"
          onRetry={() => {
            void campaign.refetch();
          }}
        />
      ) : (
        data !== undefined && (
          <MacroView scope={scope} hasCampaignLinks={!isGuest} campaignId={data.id} />
        )
      )}
    </>
  );
}
