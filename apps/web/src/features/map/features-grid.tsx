import type { MapLayerField } from '@chaussee/sdk/react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { LocatedFeature } from './feature-collection.js';
import { mapMessages as text } from './messages.js';
import { fieldText } from './popup-content.js';

/** Rows listed at most: past that, zooming in narrows the list (the map shows them all). */
const MAX_ROWS = 200;
const MAX_COLUMNS = 5;

export interface FeaturesGridProps {
  fields: readonly MapLayerField[];
  /** The features of the extent shown, kept by the filters. */
  features: readonly LocatedFeature[];
  selectedId: string | undefined;
  onSelect: (featureId: string) => void;
}

/**
 * The cores of the map's extent, under the map: moving or filtering the map narrows the list,
 * and choosing a row (click, or Enter on the focused row) outlines its core on the map.
 */
export function FeaturesGrid({ fields, features, selectedId, onSelect }: FeaturesGridProps) {
  const rows = features.slice(0, MAX_ROWS);
  // The map's GeoJSON carries what styles and popups draw: a field no feature carries (left to
  // the attribute table) would be a column of « Non renseigné ».
  const columns = fields
    .filter((field) => field.isVisible && rows.some((row) => field.key in row.properties))
    .slice(0, MAX_COLUMNS);
  return (
    <section aria-labelledby="map-grid-title">
      <Typography id="map-grid-title" variant="subtitle2" component="h2">
        {text.grid.title}
      </Typography>
      {features.length === 0 ? (
        <Typography variant="body2">{text.grid.empty}</Typography>
      ) : (
        <TableContainer sx={{ maxHeight: 320 }}>
          <Table size="small" stickyHeader aria-label={text.grid.caption}>
            <TableHead>
              <TableRow>
                {columns.map((field) => (
                  <TableCell key={field.key}>{field.label}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((feature) => {
                const isSelected = feature.id === selectedId;
                return (
                  <TableRow
                    key={feature.id}
                    hover
                    selected={isSelected}
                    aria-selected={isSelected}
                    tabIndex={0}
                    sx={{ cursor: 'pointer' }}
                    onClick={() => {
                      onSelect(feature.id);
                    }}
                    onKeyDown={(event) => {
                      if (event.key === 'Enter' || event.key === ' ') {
                        event.preventDefault();
                        onSelect(feature.id);
                      }
                    }}
                  >
                    {columns.map((field) => (
                      <TableCell key={field.key}>
                        {fieldText(field, feature.properties[field.key])}
                      </TableCell>
                    ))}
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {features.length > MAX_ROWS && (
        <Typography variant="caption">{text.grid.more(MAX_ROWS, features.length)}</Typography>
      )}
    </section>
  );
}
