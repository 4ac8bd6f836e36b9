import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Select from '@mui/material/Select';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { messages } from '../../messages.js';
import { EmptyState } from '../empty-state/empty-state.js';
import { basemapIds, type BasemapId, type BasemapUrls } from './basemaps.js';
import type { MapHighlight, MapLayer } from './map-layers.js';
import {
  useMaplibre,
  type MapCamera,
  type MapViewChange,
  type OpenFeature,
} from './use-maplibre.js';

export interface MapViewProps {
  layers: readonly MapLayer[];
  /** The blank basemap needs no network; IGN and OpenStreetMap tiles are public. */
  basemap?: BasemapId;
  /** Offers the basemaps to the user when given. */
  onBasemapChange?: (basemap: BasemapId) => void;
  /** Accessible name of the map, e.g. « Carte des carottes ». */
  label?: string;
  height?: number | string;
  /** Frames every feature when the layers change. */
  fitToData?: boolean;
  loading?: boolean;
  /** Why the map data could not be loaded (from the catalogue); replaces the map. */
  error?: string | null;
  /** Shown but not movable, and no popups. */
  disabled?: boolean;
  /** The basemaps offered (all by default); `blank` alone for an offline deployment. */
  basemaps?: readonly BasemapId[];
  /** A deployment's own tile templates instead of the public services. */
  basemapUrls?: BasemapUrls;
  /** An extent `[west, south, east, north]` to frame (a campaign's), unless `initialCamera`. */
  frame?: readonly [number, number, number, number] | null;
  /** Where the map opens (kept in the address): it is then not framed on the data. */
  initialCamera?: MapCamera;
  /** A feature outlined above the others (the one selected in a grid beside the map). */
  highlight?: MapHighlight | null;
  /** After each move: camera and extent shown. */
  onViewChange?: (view: MapViewChange) => void;
  /** A click on a feature, with its layer and properties. */
  onSelect?: (layerId: string, properties: Readonly<Record<string, unknown>>) => void;
  /** A feature whose popup opens without a click (chosen in a grid); keep it memoised. */
  openFeature?: OpenFeature | null;
}

const text = messages.mapView;

function BasemapSelect({
  basemap,
  basemaps,
  onChange,
}: {
  basemap: BasemapId;
  basemaps: readonly BasemapId[];
  onChange: (basemap: BasemapId) => void;
}) {
  const labelId = useId();
  return (
    <Paper sx={{ position: 'absolute', top: 8, left: 8, p: 1, zIndex: 1 }}>
      <FormControl size="small" sx={{ minWidth: 200 }}>
        <InputLabel id={labelId}>{text.basemapLabel}</InputLabel>
        <Select
          labelId={labelId}
          label={text.basemapLabel}
          value={basemap}
          onChange={(event) => {
            const chosen = basemaps.find((id) => id === event.target.value);
            if (chosen !== undefined) onChange(chosen);
          }}
        >
          {basemaps.map((id) => (
            <MenuItem key={id} value={id}>
              {text.basemaps[id]}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
    </Paper>
  );
}

function MapCanvas({
  layers,
  basemap = 'blank',
  onBasemapChange,
  label = text.mapLabel,
  height = 480,
  fitToData = true,
  loading = false,
  disabled = false,
  basemaps = basemapIds,
  ...camera
}: Omit<MapViewProps, 'error'>) {
  const theme = useTheme();
  const frameRef = useRef<HTMLElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const { popup, hasTilesFailed } = useMaplibre(containerRef, frameRef, {
    ...camera,
    layers,
    basemap,
    background: theme.palette.background.default,
    outline: theme.palette.background.paper,
    fitToData,
    disabled,
  });
  const isEmpty = !loading && layers.every((layer) => layer.data.features.length === 0);
  return (
    <Box
      ref={frameRef}
      component="section"
      aria-label={label}
      aria-busy={loading}
      sx={{ position: 'relative', height, borderRadius: 1, overflow: 'hidden' }}
    >
      <Box
        ref={containerRef}
        sx={{ position: 'absolute', inset: 0, opacity: disabled ? 0.6 : 1 }}
      />
      {onBasemapChange !== undefined && basemaps.length > 1 && (
        <BasemapSelect basemap={basemap} basemaps={basemaps} onChange={onBasemapChange} />
      )}
      {hasTilesFailed && (
        <Typography
          role="status"
          variant="caption"
          sx={{
            position: 'absolute',
            bottom: 4,
            left: 8,
            px: 1,
            bgcolor: 'background.paper',
            borderRadius: 1,
            opacity: 0.9,
          }}
        >
          {text.tilesFailed}
        </Typography>
      )}
      {loading && (
        <Box
          role="status"
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 1,
            bgcolor: 'action.disabledBackground',
          }}
        >
          <CircularProgress size={24} aria-hidden />
          <Typography>{messages.common.loading}</Typography>
        </Box>
      )}
      {isEmpty && (
        <Paper
          role="status"
          sx={{
            position: 'absolute',
            bottom: 16,
            left: '50%',
            transform: 'translateX(-50%)',
            px: 2,
            py: 1,
          }}
        >
          <Typography variant="body2">{text.empty}</Typography>
        </Paper>
      )}
      {popup !== null && createPortal(popup.content, popup.node)}
    </Box>
  );
}

/**
 * A MapLibre map of GeoJSON points and lines coloured by a property, with popups, framed on its
 * data, over a basemap the user may choose. `data-map-idle="true"` marks it drawn.
 */
export function MapView({ error = null, ...props }: MapViewProps) {
  if (error !== null) {
    return <EmptyState variant="error" title={messages.common.errorTitle} description={error} />;
  }
  return <MapCanvas {...props} />;
}
