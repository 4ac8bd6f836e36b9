import { labels } from '@chaussee/validation';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  readDashboardFilters,
  withDashboardFilter,
  withoutDashboardFilters,
  type DashboardFilterKey,
} from './dashboard-filters.js';
import { dashboardMessages as text } from './messages.js';

const TEXT_FILTERS = ['direction', 'lane', 'prFrom', 'prTo'] as const;
const NUMERIC_FILTERS: readonly DashboardFilterKey[] = ['prFrom', 'prTo'];

/** The choices of the select filters, labelled from the catalogue. */
const SELECT_FILTERS = {
  material: labels.LayerType,
  status: labels.CoreStatus,
} as const;

/** A landmark number (PR), as the API compares them: digits only. */
const PR_NUMBER = /^\d{0,6}$/u;

export interface RoadChoice {
  id: string;
  name: string;
}

/**
 * The filters shared by every chart and both synoptics, written into the URL's query (replacing
 * the history entry, so that « back » leaves the dashboard rather than undoing a keystroke). A text
 * filter applies when it loses the focus or on Entrée, not at each keystroke.
 */
export function FilterBar({ roads }: { roads: readonly RoadChoice[] }) {
  const [query, setQuery] = useSearchParams();
  const [invalid, setInvalid] = useState<DashboardFilterKey | null>(null);
  const filters = readDashboardFilters(query);
  const apply = (key: DashboardFilterKey, value: string) => {
    // A PR that is not a number would be refused by the API (400): it is said, not sent.
    const isInvalid = NUMERIC_FILTERS.includes(key) && !PR_NUMBER.test(value.trim());
    setInvalid(isInvalid ? key : null);
    if (isInvalid || (filters[key] ?? '') === value.trim()) return;
    setQuery((current) => withDashboardFilter(current, key, value), { replace: true });
  };
  return (
    <Stack
      component="form"
      role="search"
      aria-label={text.filters.title}
      direction="row"
      useFlexGap
      spacing={1.5}
      sx={{ flexWrap: 'wrap', alignItems: 'center' }}
      onSubmit={(event) => {
        event.preventDefault();
      }}
    >
      <TextField
        select
        size="small"
        label={text.filters.road}
        value={roads.some((road) => road.id === filters.road) ? filters.road : ''}
        sx={{ width: 180 }}
        onChange={(event) => {
          apply('road', event.target.value);
        }}
      >
        <MenuItem value="">{text.filters.any}</MenuItem>
        {roads.map((road) => (
          <MenuItem key={road.id} value={road.id}>
            {road.name}
          </MenuItem>
        ))}
      </TextField>
      {TEXT_FILTERS.map((key) => (
        <TextField
          // A new URL value (a link, « effacer ») resets what the field shows.
          key={`${key}:${filters[key] ?? ''}`}
          size="small"
          label={text.filters[key]}
          defaultValue={filters[key] ?? ''}
          error={invalid === key}
          helperText={invalid === key ? text.filters.prInvalid : undefined}
          sx={{ width: NUMERIC_FILTERS.includes(key) ? 120 : 160 }}
          slotProps={{
            htmlInput: NUMERIC_FILTERS.includes(key) ? { inputMode: 'decimal' } : undefined,
          }}
          onBlur={(event) => {
            apply(key, event.target.value);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
              apply(key, event.target.value);
            }
          }}
        />
      ))}
      {(Object.keys(SELECT_FILTERS) as (keyof typeof SELECT_FILTERS)[]).map((key) => (
        <TextField
          key={key}
          select
          size="small"
          label={text.filters[key]}
          value={filters[key] ?? ''}
          sx={{ width: 220 }}
          onChange={(event) => {
            apply(key, event.target.value);
          }}
        >
          <MenuItem value="">{text.filters.any}</MenuItem>
          {Object.entries(SELECT_FILTERS[key]).map(([value, label]) => (
            <MenuItem key={value} value={value}>
              {label}
            </MenuItem>
          ))}
        </TextField>
      ))}
      {Object.keys(filters).length > 0 && (
        <Button
          onClick={() => {
            setQuery((current) => withoutDashboardFilters(current), { replace: true });
          }}
        >
          {text.filters.clear}
        </Button>
      )}
    </Stack>
  );
}
