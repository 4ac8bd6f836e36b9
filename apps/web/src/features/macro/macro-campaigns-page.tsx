import { useListUserMacroOrganizations } from '@chaussee/sdk/react';
import { PageHeader } from '@chaussee/ui';
import { useMemo } from 'react';
import { ERROR_SHOWN_INLINE } from '../../shared/api/error-shown-inline.js';
import { useSession } from '../../shared/session/session-context.js';
import { userScope } from './macro-scope.js';
import { MacroView } from './macro-view.js';
import { macroMessages as text } from './messages.js';

/** The most organizations the filter offers (the contract's page maximum). */
const ORGANIZATIONS_LIMIT = 200;

/**
 * `/coring-macro-campaigns`: one view over every coring campaign the user may see, across
 * projects and years (`GET /users/{id}/macro-*`). A user who sees campaigns of several
 * organizations (internal staff) may narrow it to one; a customer, who sees only theirs, is not
 * offered the choice. No tonnage is shown: see MacroCharts.
 */
export function MacroCampaignsPage() {
  const userId = useSession().user?.id ?? '';
  const organizations = useListUserMacroOrganizations(
    userId,
    { limit: ORGANIZATIONS_LIMIT },
    { query: { enabled: userId !== '', ...ERROR_SHOWN_INLINE } },
  );
  const hasOrganizationFilter = (organizations.data?.data.total ?? 0) > 1;
  const scope = useMemo(
    () => userScope(userId, hasOrganizationFilter),
    [userId, hasOrganizationFilter],
  );
  return (
    <>
      <PageHeader
        title={text.title}
        subtitle={text.subtitle}
        breadcrumbs={[
          { label: text.breadcrumbProjects, href: '/workspaces' },
          { label: text.title },
        ]}
      />
      {userId !== '' && (
        <MacroView
          scope={scope}
          hasCampaignLinks
          organizations={organizations.data?.data.items ?? []}
        />
      )}
    </>
  );
}
