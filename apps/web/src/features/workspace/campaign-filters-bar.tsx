import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import {
  campaignStatusesOf,
  existingCampaignTypes,
  isExistingCampaignType,
  isStatusOf,
} from '../../shared/campaigns/campaign-choices.js';
import {
  NO_CAMPAIGN_FILTERS,
  searchFromCampaignFilters,
  withCampaignType,
  type CampaignFilters,
} from './campaign-filters.js';
import { useTypingPause } from '../../shared/forms/use-typing-pause.js';
import { workspaceMessages as text } from './messages.js';

/**
 * Type, status, reference and archived filters of a workspace's campaigns. The status list is the
 * chosen type's lifecycle, in its order: it waits for a type.
 */
export function CampaignFiltersBar({
  filters,
  onChange,
}: {
  filters: CampaignFilters;
  onChange: (filters: CampaignFilters) => void;
}) {
  const [reference, setReference] = useState(filters.reference);
  const [urlReference, setUrlReference] = useState(filters.reference);
  if (urlReference !== filters.reference) {
    setUrlReference(filters.reference);
    setReference(filters.reference);
  }
  useTypingPause(reference, filters.reference, (typed) => {
    onChange({ ...filters, reference: typed });
  });

  const type = filters.campaignType;
  const statuses = type === null ? [] : campaignStatusesOf(type);
  return (
    <Stack
      role="search"
      aria-label={text.filtersLabel}
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ mb: 2, alignItems: { md: 'center' } }}
    >
      <TextField
        select
        label={text.type}
        value={filters.campaignType ?? ''}
        onChange={(event) => {
          const { value } = event.target;
          onChange(withCampaignType(filters, isExistingCampaignType(value) ? value : null));
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
      <TextField
        select
        label={text.status}
        value={filters.status ?? ''}
        disabled={type === null}
        helperText={type === null ? text.statusNeedsType : undefined}
        onChange={(event) => {
          const { value } = event.target;
          onChange({ ...filters, status: type !== null && isStatusOf(type, value) ? value : null });
        }}
        sx={{ minWidth: 220 }}
      >
        <MenuItem value="">{text.all}</MenuItem>
        {statuses.map(({ code, label }) => (
          <MenuItem key={code} value={code}>
            {label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        type="search"
        label={text.reference}
        value={reference}
        onChange={(event) => {
          setReference(event.target.value);
        }}
      />
      <FormControlLabel
        control={
          <Switch
            checked={filters.isArchived}
            onChange={(event) => {
              onChange({ ...filters, isArchived: event.target.checked });
            }}
          />
        }
        label={text.showArchived}
      />
      {searchFromCampaignFilters(filters).size > 0 && (
        <Button
          onClick={() => {
            onChange(NO_CAMPAIGN_FILTERS);
          }}
        >
          {text.clearFilters}
        </Button>
      )}
    </Stack>
  );
}
