import { useAbility } from '@chaussee/permissions/react';
import { useGetWorkspace } from '@chaussee/sdk/react';
import { DataGrid, PageHeader } from '@chaussee/ui';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { useCallback, useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { campaignColumns } from './campaign-columns.js';
import {
  campaignFiltersFromSearch,
  campaignsQuery,
  searchFromCampaignFilters,
  type CampaignFilters,
} from './campaign-filters.js';
import { CampaignFiltersBar } from './campaign-filters-bar.js';
import type { CreatableCampaignType } from './create-campaign-dialog.js';
import { workspaceMessages as text } from './messages.js';
import { useWorkspaceCampaigns } from './use-workspace-campaigns.js';
import { QueryErrorState } from '../../shared/api/query-error-state.js';
import { ERROR_SHOWN_INLINE } from '../../shared/api/error-shown-inline.js';
import { lazyAfterPaint } from '../../shared/lazy/lazy-after-paint.js';

// The forms (react-jsonschema-form, ajv, the contract's schemas) load when a dialog opens.
const CreateCampaignDialog = lazyAfterPaint(
  async () => (await import('./create-campaign-dialog.js')).CreateCampaignDialog,
  null,
);

/**
 * A workspace (`/project/{id}`): its campaigns in a grid filtered from the URL, and the creation
 * of coring and auscultation campaigns for the users allowed to.
 */
export function WorkspacePage() {
  const id = useParams().id ?? '';
  const ability = useAbility();
  const [searchParams, setSearchParams] = useSearchParams();
  const [creating, setCreating] = useState<CreatableCampaignType | null>(null);
  const workspace = useGetWorkspace(id, { query: ERROR_SHOWN_INLINE });
  const filters = useMemo(() => campaignFiltersFromSearch(searchParams), [searchParams]);
  const campaigns = useWorkspaceCampaigns(id, campaignsQuery(filters));
  const changeFilters = useCallback(
    (next: CampaignFilters) => {
      setSearchParams(searchFromCampaignFilters(next), { replace: true });
    },
    [setSearchParams],
  );

  if (workspace.isError) {
    return (
      <QueryErrorState
        headingLevel="h2"
        title={text.loadFailedTitle}
        error={workspace.error}
        onRetry={() => {
          void workspace.refetch();
        }}
      />
    );
  }
  const data = workspace.data?.data;
  const mayCreate = ability.can('create', 'Campaign');
  return (
    <>
      <PageHeader
        loading={data === undefined}
        title={data?.name ?? ''}
        subtitle={
          data === undefined
            ? ''
            : [
                text.subtitle(data.organization.name, data.site.name),
                data.customerReference === null
                  ? null
                  : text.customerReference(data.customerReference),
              ]
                .filter((part) => part !== null)
                .join(' · ')
        }
        breadcrumbs={[
          { label: text.breadcrumbProjects, href: '/workspaces' },
          { label: data?.name ?? '' },
        ]}
        actions={
          mayCreate &&
          data !== undefined && (
            <>
              <Button
                variant="contained"
                startIcon={<AddIcon />}
                onClick={() => {
                  setCreating('coring');
                }}
              >
                {text.createCoring}
              </Button>
              <Button
                variant="outlined"
                startIcon={<AddIcon />}
                onClick={() => {
                  setCreating('auscultation');
                }}
              >
                {text.createAuscultation}
              </Button>
            </>
          )
        }
      />
      <CampaignFiltersBar filters={filters} onChange={changeFilters} />
      <DataGrid
        label={text.gridLabel}
        rows={campaigns.data}
        columns={campaignColumns}
        getRowId={(campaign) => campaign.id}
        loading={campaigns.isPending}
        error={campaigns.isError ? text.loadCampaignsFailed : null}
        emptyMessage={searchFromCampaignFilters(filters).size > 0 ? text.noMatch : text.empty}
        height={520}
      />
      {creating !== null && data !== undefined && (
        <CreateCampaignDialog
          type={creating}
          workspace={data}
          onClose={() => {
            setCreating(null);
          }}
        />
      )}
    </>
  );
}
