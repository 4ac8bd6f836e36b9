import type { DynamicFilter } from '@chaussee/sdk/react';
import { useListDynamicFilterValues } from '@chaussee/sdk/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { ERROR_SHOWN_INLINE } from '../../shared/api/error-shown-inline.js';
import { offeredValues, type FeatureProperties, type FilterSelections } from './dynamic-filters.js';
import { mapMessages as text } from './messages.js';

/** The most values a filter lists (the API's largest page); a longer list is a free-text column. */
const VALUES_PAGE = { limit: 200 } as const;

interface FilterValuesProps {
  filter: DynamicFilter;
  /** The filter's name: its column, and its layer when several layers have filters. */
  label: string;
  filters: readonly DynamicFilter[];
  layerFeatures: readonly FeatureProperties[];
  selections: FilterSelections;
  onChange: (filterId: string, keys: string[]) => void;
}

function FilterValues({
  filter,
  label,
  filters,
  layerFeatures,
  selections,
  onChange,
}: FilterValuesProps) {
  const values = useListDynamicFilterValues(filter.id, VALUES_PAGE, { query: ERROR_SHOWN_INLINE });
  const heading = (
    <Typography component="legend" variant="body2" sx={{ fontWeight: 600 }}>
      {label}
    </Typography>
  );
  if (values.isPending) {
    return (
      <Box component="fieldset" sx={{ border: 0, m: 0, p: 0 }}>
        {heading}
        <Typography variant="caption">{text.filters.valuesLoading}</Typography>
      </Box>
    );
  }
  if (values.isError) {
    return (
      <Box component="fieldset" sx={{ border: 0, m: 0, p: 0 }}>
        {heading}
        <Typography variant="caption" color="error">
          {text.filters.valuesFailed}
        </Typography>
      </Box>
    );
  }
  const offered = offeredValues(filter, values.data.data.items, layerFeatures, filters, selections);
  const selected = selections[filter.id] ?? [];
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0 }}>
      {heading}
      {offered.length === 0 ? (
        <Typography variant="caption">{text.filters.noValue}</Typography>
      ) : (
        <FormGroup>
          {offered.map((value) => (
            <FormControlLabel
              key={value.key}
              control={
                <Checkbox
                  size="small"
                  checked={value.isSelected}
                  onChange={(event) => {
                    onChange(
                      filter.id,
                      event.target.checked
                        ? [...selected, value.key]
                        : selected.filter((key) => key !== value.key),
                    );
                  }}
                />
              }
              label={text.filters.valueWithCount(value.label, value.count)}
            />
          ))}
        </FormGroup>
      )}
    </Box>
  );
}

export interface FilterPanelProps {
  /** The value filters of the visible layers. */
  filters: readonly DynamicFilter[];
  /** The names of the layers, to tell apart two filters on the same column of two layers. */
  layerNames: ReadonlyMap<string, string>;
  featuresByLayer: ReadonlyMap<string, readonly FeatureProperties[]>;
  selections: FilterSelections;
  onChange: (filterId: string, keys: string[]) => void;
  onReset: () => void;
}

/**
 * The dynamic filters of the visible layers: each lists its values (from the API) counted over
 * the features the other filters keep, so that each filter narrows the others.
 */
export function FilterPanel({
  filters,
  layerNames,
  featuresByLayer,
  selections,
  onChange,
  onReset,
}: FilterPanelProps) {
  const hasSelection = Object.values(selections).some((keys) => keys.length > 0);
  const isSeveralLayers = new Set(filters.map((filter) => filter.mapLayerId)).size > 1;
  return (
    <Box component="section" aria-labelledby="map-filters-title" sx={{ display: 'grid', gap: 1 }}>
      <Typography id="map-filters-title" variant="subtitle2" component="h2">
        {text.filters.title}
      </Typography>
      {filters.length === 0 && <Typography variant="body2">{text.filters.none}</Typography>}
      {filters.map((filter) => (
        <FilterValues
          key={filter.id}
          filter={filter}
          label={
            isSeveralLayers
              ? text.filters.ofLayer(filter.label, layerNames.get(filter.mapLayerId) ?? '')
              : filter.label
          }
          filters={filters}
          layerFeatures={featuresByLayer.get(filter.mapLayerId) ?? []}
          selections={selections}
          onChange={onChange}
        />
      ))}
      {hasSelection && (
        <Button size="small" onClick={onReset} sx={{ justifySelf: 'start' }}>
          {text.filters.reset}
        </Button>
      )}
    </Box>
  );
}
