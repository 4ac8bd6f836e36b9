import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  isSectionLength,
  readAuscultationFilters,
  withAuscultationFilter,
  withoutAuscultationFilters,
  type AuscultationFilterKey,
} from './auscultation-filters.js';
import { auscultationMessages as text } from './messages.js';

const FILTER_FIELDS: readonly AuscultationFilterKey[] = [
  'road',
  'direction',
  'lane',
  'sectionLength',
];

/**
 * The dashboard's filters written into the URL's query (replacing the history entry, so that
 * « retour » leaves the dashboard rather than undoing a keystroke). A field applies when it loses
 * the focus or on Entrée, not at each keystroke.
 */
export function AuscultationFilterBar() {
  const [query, setQuery] = useSearchParams();
  const [invalid, setInvalid] = useState<AuscultationFilterKey | null>(null);
  const filters = readAuscultationFilters(query);
  const apply = (key: AuscultationFilterKey, value: string) => {
    const isInvalid = key === 'sectionLength' && !isSectionLength(value.trim());
    setInvalid(isInvalid ? key : null);
    if (isInvalid || (filters[key] ?? '') === value.trim()) return;
    setQuery((current) => withAuscultationFilter(current, key, value), { replace: true });
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
      {FILTER_FIELDS.map((key) => (
        <TextField
          // A new URL value (a link, « effacer ») resets what the field shows.
          key={`${key}:${filters[key] ?? ''}`}
          size="small"
          label={text.filters[key]}
          defaultValue={filters[key] ?? ''}
          error={invalid === key}
          helperText={invalid === key ? text.filters.sectionLengthInvalid : undefined}
          sx={{ width: key === 'sectionLength' ? 200 : 160 }}
          slotProps={{
            htmlInput: key === 'sectionLength' ? { inputMode: 'numeric' } : undefined,
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
      {Object.keys(filters).length > 0 && (
        <Button
          onClick={() => {
            setQuery((current) => withoutAuscultationFilters(current), { replace: true });
          }}
        >
          {text.filters.clear}
        </Button>
      )}
    </Stack>
  );
}
