import { useListAgencies, useListSites } from '@chaussee/sdk/react';
import { DateRangeFields } from '@chaussee/ui';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useSearchParams } from 'react-router';
import { ERROR_SHOWN_INLINE } from '../../shared/api/error-shown-inline.js';
import {
  PERIODS,
  withStatisticsFilter,
  type StatisticsFilterKey,
  type StatisticsFilters,
} from './statistics-filters.js';
import { statisticsMessages } from './messages.js';

const text = statisticsMessages.filters;
/** The most agencies and sites a select offers (the contract's page maximum). */
const CHOICES_LIMIT = 200;

/** Agency, site, dates and the sign-ins' period, kept in the address (history entry replaced). */
export function StatisticsFilterBar({ filters }: { filters: StatisticsFilters }) {
  const [, setQuery] = useSearchParams();
  const agencies = useListAgencies({ limit: CHOICES_LIMIT }, { query: ERROR_SHOWN_INLINE });
  const sites = useListSites({ limit: CHOICES_LIMIT }, { query: ERROR_SHOWN_INLINE });
  const apply = (key: StatisticsFilterKey, value: string) => {
    setQuery((current) => withStatisticsFilter(current, key, value), { replace: true });
  };
  const selects = [
    {
      key: 'agencyId' as const,
      label: text.agency,
      any: text.any,
      value: filters.agencyId ?? '',
      choices: agencies.data?.data.items ?? [],
    },
    {
      key: 'siteId' as const,
      label: text.site,
      any: text.anySite,
      value: filters.siteId ?? '',
      choices: sites.data?.data.items ?? [],
    },
  ];
  return (
    <Stack
      component="form"
      role="search"
      aria-label={text.title}
      direction="row"
      useFlexGap
      spacing={1.5}
      sx={{ flexWrap: 'wrap', alignItems: 'center' }}
      onSubmit={(event) => {
        event.preventDefault();
      }}
    >
      {selects.map((select) => (
        <TextField
          key={select.key}
          select
          size="small"
          label={select.label}
          value={select.choices.some((choice) => choice.id === select.value) ? select.value : ''}
          sx={{ width: 220 }}
          onChange={(event) => {
            apply(select.key, event.target.value);
          }}
        >
          <MenuItem value="">{select.any}</MenuItem>
          {select.choices.map((choice) => (
            <MenuItem key={choice.id} value={choice.id}>
              {choice.name}
            </MenuItem>
          ))}
        </TextField>
      ))}
      <DateRangeFields
        value={{ startDate: filters.startDate, endDate: filters.endDate }}
        labels={{ startDate: text.startDate, endDate: text.endDate }}
        onChange={({ startDate, endDate }) => {
          setQuery(
            (current) =>
              withStatisticsFilter(
                withStatisticsFilter(current, 'startDate', startDate),
                'endDate',
                endDate,
              ),
            { replace: true },
          );
        }}
      />
      <TextField
        select
        size="small"
        label={text.period}
        value={filters.period}
        sx={{ width: 200 }}
        onChange={(event) => {
          apply('period', event.target.value);
        }}
      >
        {PERIODS.map((period) => (
          <MenuItem key={period} value={period}>
            {text.periods[period]}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
