import {
  getListUserCampaignsQueryKey,
  listUserCampaigns,
  type UserCampaign,
} from '@chaussee/sdk/react';
import { DataGrid, PageHeader } from '@chaussee/ui';
import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { fetchAllPages } from '../../../shared/api/fetch-all-pages.js';
import { ERROR_SHOWN_INLINE } from '../../../shared/api/error-shown-inline.js';
import { pathOf } from '../../../shared/routes/route-table.js';
import { useTypingPause } from '../../../shared/forms/use-typing-pause.js';
import { useSession } from '../../../shared/session/session-context.js';
import { campaignsFilesColumns } from './campaigns-files-columns.js';
import { campaignsFilesMessages as text } from './messages.js';

/** The query parameter of the search, so that a search can be linked and survives a reload. */
const SEARCH_PARAMETER = 'recherche';

const campaignIdOf = (campaign: UserCampaign) => campaign.id;

/**
 * `/campaigns-files-list`: every campaign the user is a member of with its file counts and its
 * latest delivery (GET /users/{id}/campaigns with showDocuments), searched by name, reference or
 * project on the server; a campaign opens its file manager.
 */
export function CampaignsFilesPage() {
  const userId = useSession().user?.id ?? '';
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.get(SEARCH_PARAMETER) ?? '';
  const [draft, setDraft] = useState(search);
  useTypingPause(draft.trim(), search, (typed) => {
    setSearchParams(typed === '' ? {} : { [SEARCH_PARAMETER]: typed }, { replace: true });
  });
  const params = { showDocuments: true, ...(search === '' ? {} : { filter: search }) };
  const campaigns = useQuery({
    queryKey: [...getListUserCampaignsQueryKey(userId, params), 'all'],
    queryFn: ({ signal }) =>
      fetchAllPages(
        async (page) => (await listUserCampaigns(userId, { ...params, ...page }, { signal })).data,
      ),
    enabled: userId !== '',
    ...ERROR_SHOWN_INLINE,
  });
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
      <TextField
        role="search"
        label={text.searchLabel}
        placeholder={text.searchPlaceholder}
        value={draft}
        onChange={(event) => {
          setDraft(event.target.value);
        }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
          },
          htmlInput: { maxLength: 254 },
        }}
        sx={{ mb: 2, maxWidth: 480 }}
        fullWidth
      />
      <DataGrid<UserCampaign>
        label={text.gridLabel}
        rows={campaigns.data}
        columns={campaignsFilesColumns}
        getRowId={campaignIdOf}
        loading={campaigns.isPending}
        error={campaigns.isError ? text.loadFailed : null}
        emptyMessage={search === '' ? text.empty : text.noMatch}
        height={560}
        onRowOpen={(campaign) => {
          void navigate(pathOf('campaign-files', { id: campaign.id }));
        }}
      />
    </>
  );
}
