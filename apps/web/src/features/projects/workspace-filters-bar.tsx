import { useListOrganizations, useListSites } from '@chaussee/sdk/react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import {
  existingCampaignTypes,
  isExistingCampaignType,
} from '../../shared/campaigns/campaign-choices.js';
import { useTypingPause } from '../../shared/forms/use-typing-pause.js';
import { projectsMessages as text } from './messages.js';
import {
  hasActiveFilters,
  NO_FILTERS,
  SEARCH_FIELDS,
  type SearchField,
  type WorkspaceFilters,
} from './workspace-filters.js';

/** The API pages by 200 at most; a select lists the first 200 organizations or sites. */
const SELECT_LIMIT = 200;

interface WorkspaceFiltersBarProps {
  filters: WorkspaceFilters;
  onChange: (filters: WorkspaceFilters) => void;
  mayFilterByOrganization: boolean;
  mayFilterBySite: boolean;
}

/** Search box, campaign type and, for internal and admin roles, organization and site selects. */
export function WorkspaceFiltersBar({
  filters,
  onChange,
  mayFilterByOrganization,
  mayFilterBySite,
}: WorkspaceFiltersBarProps) {
  const [searchText, setSearchText] = useState(filters.search);
  const [urlSearch, setUrlSearch] = useState(filters.search);
  const organizations = useListOrganizations(
    { limit: SELECT_LIMIT },
    { query: { enabled: mayFilterByOrganization } },
  );
  const sites = useListSites({ limit: SELECT_LIMIT }, { query: { enabled: mayFilterBySite } });
  // A deactivated organization has no project to look for any more.
  const organizationChoices = (organizations.data?.data.items ?? []).filter(
    (organization) => organization.isActive,
  );
  const siteChoices = (sites.data?.data.items ?? []).filter(
    (site) => filters.organization === null || site.organizationId === filters.organization,
  );

  // The box follows the URL when it changes from outside (back button, cleared filters).
  if (urlSearch !== filters.search) {
    setUrlSearch(filters.search);
    setSearchText(filters.search);
  }

  useTypingPause(searchText, filters.search, (typed) => {
    onChange({ ...filters, search: typed });
  });

  return (
    <Stack
      role="search"
      aria-label={text.filtersLabel}
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ mb: 3, alignItems: { md: 'center' }, flexWrap: 'wrap' }}
    >
      <TextField
        type="search"
        label={text.search}
        value={searchText}
        onChange={(event) => {
          setSearchText(event.target.value);
        }}
        sx={{ minWidth: 240 }}
      />
      <TextField
        select
        label={text.searchIn}
        value={filters.searchIn}
        onChange={(event) => {
          onChange({ ...filters, searchIn: event.target.value as SearchField });
        }}
        sx={{ minWidth: 180 }}
      >
        {SEARCH_FIELDS.map((field) => (
          <MenuItem key={field} value={field}>
            {text.searchFields[field]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={text.campaignType}
        value={filters.campaignType ?? ''}
        onChange={(event) => {
          const { value } = event.target;
          onChange({ ...filters, campaignType: isExistingCampaignType(value) ? value : null });
        }}
        sx={{ minWidth: 180 }}
      >
        <MenuItem value="">{text.all}</MenuItem>
        {existingCampaignTypes.map(({ code, label }) => (
          <MenuItem key={code} value={code}>
            {label}
          </MenuItem>
        ))}
      </TextField>
      {mayFilterByOrganization && (
        <TextField
          select
          label={text.organization}
          value={
            organizationChoices.some((organization) => organization.id === filters.organization)
              ? filters.organization
              : ''
          }
          onChange={(event) => {
            const organization = event.target.value === '' ? null : event.target.value;
            onChange({ ...filters, organization, site: null });
          }}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">{text.all}</MenuItem>
          {organizationChoices.map((organization) => (
            <MenuItem key={organization.id} value={organization.id}>
              {organization.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      {mayFilterBySite && (
        <TextField
          select
          label={text.site}
          value={siteChoices.some((site) => site.id === filters.site) ? filters.site : ''}
          onChange={(event) => {
            onChange({ ...filters, site: event.target.value === '' ? null : event.target.value });
          }}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">{text.all}</MenuItem>
          {siteChoices.map((site) => (
            <MenuItem key={site.id} value={site.id}>
              {site.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      {hasActiveFilters(filters) && (
        <Button
          onClick={() => {
            onChange(NO_FILTERS);
          }}
        >
          {text.clearFilters}
        </Button>
      )}
    </Stack>
  );
}
