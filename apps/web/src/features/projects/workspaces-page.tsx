import { useAbility } from '@chaussee/permissions/react';
import { PageHeader } from '@chaussee/ui';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useCallback, useMemo, useState } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { useSession } from '../../shared/session/session-context.js';
import { projectsMessages as text } from './messages.js';
import { useUserWorkspaces } from './use-user-workspaces.js';
import {
  filtersFromSearch,
  searchFromFilters,
  workspacesQuery,
  type WorkspaceFilters,
} from './workspace-filters.js';
import { WorkspaceFiltersBar } from './workspace-filters-bar.js';
import { WorkspacesList } from './workspaces-list.js';
import { QueryErrorState } from '../../shared/api/query-error-state.js';
import { lazyAfterPaint } from '../../shared/lazy/lazy-after-paint.js';

// The form (react-jsonschema-form, ajv and the contract's schemas) loads when it is opened: the
// list itself does without it.
const CreateWorkspaceDialog = lazyAfterPaint(
  async () => (await import('./create-workspace-dialog.js')).CreateWorkspaceDialog,
  null,
);

/**
 * « Mes projets » (`/workspaces` and `/workspaces/archived`): the user's workspaces with their
 * campaigns, filtered from the URL so that a view can be shared and survives a reload.
 */
export function WorkspacesPage() {
  const isArchived = useParams().archived === 'archived';
  const [searchParams, setSearchParams] = useSearchParams();
  const { user } = useSession();
  const ability = useAbility();
  const [isCreating, setCreating] = useState(false);
  const filters = useMemo(() => filtersFromSearch(searchParams), [searchParams]);
  const mayFilterByOrganization = ability.can('filterBy', 'Organization');
  const mayFilterBySite = ability.can('filterBy', 'Site');
  const query = workspacesQuery(filters, { isArchived, mayFilterByOrganization, mayFilterBySite });
  const workspaces = useUserWorkspaces(user?.id, query);
  const changeFilters = useCallback(
    (next: WorkspaceFilters) => {
      setSearchParams(searchFromFilters(next), { replace: true });
    },
    [setSearchParams],
  );
  const queryString = searchParams.size > 0 ? `?${searchParams.toString()}` : '';

  return (
    <>
      <PageHeader
        title={text.title}
        actions={
          ability.can('create', 'Workspace') && (
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => {
                setCreating(true);
              }}
            >
              {text.createWorkspace}
            </Button>
          )
        }
      />
      <Tabs value={isArchived ? 'archived' : 'active'} aria-label={text.viewsLabel} sx={{ mb: 2 }}>
        <Tab
          value="active"
          label={text.activeTab}
          component={RouterLink}
          to={`/workspaces${queryString}`}
        />
        <Tab
          value="archived"
          label={text.archivedTab}
          component={RouterLink}
          to={`/workspaces/archived${queryString}`}
        />
      </Tabs>
      <WorkspaceFiltersBar
        filters={filters}
        onChange={changeFilters}
        mayFilterByOrganization={mayFilterByOrganization}
        mayFilterBySite={mayFilterBySite}
      />
      {workspaces.isError ? (
        <QueryErrorState
          title={text.loadFailedTitle}
          error={workspaces.error}
          onRetry={() => {
            void workspaces.refetch();
          }}
        />
      ) : (
        <WorkspacesList workspaces={workspaces} filters={filters} isArchived={isArchived} />
      )}
      {isCreating && (
        <CreateWorkspaceDialog
          open
          onClose={() => {
            setCreating(false);
          }}
        />
      )}
    </>
  );
}
