import { DateRangeFields } from '@chaussee/ui';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  coringStatuses,
  queryValueOf,
  readMacroFilters,
  thresholdsOf,
  withMacroFilter,
  withoutMacroFilters,
  type MacroFilterKey,
} from './macro-filters.js';
import { macroMessages } from './messages.js';

const text = macroMessages.filters;

export interface OrganizationChoice {
  id: string;
  name: string;
}

function SelectFilter({
  label,
  value,
  anyLabel = text.any,
  choices,
  onChange,
  width = 170,
}: {
  label: string;
  value: string;
  anyLabel?: string;
  choices: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  width?: number;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={choices.some((choice) => choice.value === value) ? value : ''}
      sx={{ width }}
      onChange={(event) => {
        onChange(event.target.value);
      }}
    >
      <MenuItem value="">{anyLabel}</MenuItem>
      {choices.map((choice) => (
        <MenuItem key={choice.value} value={choice.value}>
          {choice.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

const pahChoices = thresholdsOf('PAH').map((value) => ({
  value: String(value),
  label: text.threshold(value),
}));
const thChoices = thresholdsOf('TH').map((value) => ({
  value: String(value),
  label: text.threshold(value),
}));
const asbestosChoices = [
  { value: 'oui', label: text.asbestosPresent },
  { value: 'non', label: text.asbestosAbsent },
];
const statusChoices = coringStatuses.map(({ code, label }) => ({ value: code, label }));

/**
 * The macro filters of spec section 3, kept in the address (a view can be linked and survives a
 * reload; each change replaces the history entry, so « back » leaves the screen). The road applies
 * when it loses the focus or on Entrée, not at each keystroke.
 */
export function MacroFilterBar({
  organizations,
}: {
  /** The organizations offered to an internal user; undefined: no organization filter. */
  organizations?: readonly OrganizationChoice[];
}) {
  const [query, setQuery] = useSearchParams();
  const filters = readMacroFilters(query);
  const road = queryValueOf(filters, 'road');
  const [roadDraft, setRoadDraft] = useState(road);
  const apply = (key: MacroFilterKey, value: string) => {
    if (queryValueOf(filters, key) === value) return;
    setQuery((current) => withMacroFilter(current, key, value), { replace: true });
  };
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
        apply('road', roadDraft.trim());
      }}
    >
      <SelectFilter
        label={text.pah}
        value={queryValueOf(filters, 'pahMin')}
        choices={pahChoices}
        onChange={(value) => {
          apply('pahMin', value);
        }}
      />
      <SelectFilter
        label={text.th}
        value={queryValueOf(filters, 'thMin')}
        choices={thChoices}
        onChange={(value) => {
          apply('thMin', value);
        }}
      />
      <SelectFilter
        label={text.asbestos}
        value={queryValueOf(filters, 'asbestos')}
        choices={asbestosChoices}
        onChange={(value) => {
          apply('asbestos', value);
        }}
        width={150}
      />
      <SelectFilter
        label={text.status}
        value={queryValueOf(filters, 'campaignStatus')}
        choices={statusChoices}
        onChange={(value) => {
          apply('campaignStatus', value);
        }}
        width={220}
      />
      <DateRangeFields
        value={{
          startDate: queryValueOf(filters, 'startDate'),
          endDate: queryValueOf(filters, 'endDate'),
        }}
        labels={{ startDate: text.startDate, endDate: text.endDate }}
        onChange={({ startDate, endDate }) => {
          setQuery(
            (current) =>
              withMacroFilter(withMacroFilter(current, 'startDate', startDate), 'endDate', endDate),
            { replace: true },
          );
        }}
      />
      <TextField
        size="small"
        label={text.road}
        value={roadDraft}
        sx={{ width: 160 }}
        slotProps={{ htmlInput: { maxLength: 255 } }}
        onChange={(event) => {
          setRoadDraft(event.target.value);
        }}
        onBlur={() => {
          apply('road', roadDraft.trim());
        }}
      />
      {organizations !== undefined && (
        <SelectFilter
          label={text.organization}
          value={queryValueOf(filters, 'organizationId')}
          anyLabel={text.anyOrganization}
          choices={organizations.map((organization) => ({
            value: organization.id,
            label: organization.name,
          }))}
          onChange={(value) => {
            apply('organizationId', value);
          }}
          width={220}
        />
      )}
      <Button
        onClick={() => {
          setRoadDraft('');
          setQuery((current) => withoutMacroFilters(current), { replace: true });
        }}
      >
        {text.reset}
      </Button>
    </Stack>
  );
}
