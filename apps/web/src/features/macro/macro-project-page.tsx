import { useGetWorkspace } from '@chaussee/sdk/react';
import { PageHeader } from '@chaussee/ui';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { ERROR_SHOWN_INLINE } from '../../shared/api/error-shown-inline.js';
import { pathOf } from '../../shared/routes/route-table.js';
import { useSession } from '../../shared/session/session-context.js';
import { projectScope } from './macro-scope.js';
import { MacroView } from './macro-view.js';
import { macroMessages as text } from './messages.js';

/**
 * `/coring-macro-project/{id}`: the macro view of one project (`GET /projects/{id}/macro-*`,
 * members only: anyone else reads the server's French refusal in place of the view).
 */
export function MacroProjectPage() {
  const id = useParams().id ?? '';
  const isSignedIn = useSession().status === 'authenticated';
  const scope = useMemo(() => projectScope(id), [id]);
  // The name is a nicety: a refusal is told once, by the view.
  const workspace = useGetWorkspace(id, { query: { enabled: isSignedIn, ...ERROR_SHOWN_INLINE } });
  const name = workspace.data?.data.name;
  const title = name === undefined ? text.projectFallbackTitle : text.projectTitle(name);
  return (
    <>
      <PageHeader
        title={title}
        breadcrumbs={[
          { label: text.breadcrumbProjects, href: '/workspaces' },
          ...(name === undefined ? [] : [{ label: name, href: pathOf('workspace', { id }) }]),
          { label: text.projectFallbackTitle },
        ]}
      />
      <MacroView scope={scope} hasCampaignLinks />
    </>
  );
}
