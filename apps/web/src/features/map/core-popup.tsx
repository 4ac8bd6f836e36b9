import { useGetCoreLayers } from '@chaussee/sdk/react';
import { labelOf } from '@chaussee/validation';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { ERROR_SHOWN_INLINE } from '../../shared/api/error-shown-inline.js';
import { mapMessages as text } from './messages.js';
import type { PopupContent } from './popup-content.js';

/** The height of the core drawn small, whatever its thickness. */
const SLICES_HEIGHT = 96;
const SLICE_COLORS = ['#424242', '#616161', '#8d6e63', '#a1887f', '#bcaaa4'];

/** A core's layers drawn small, surface first, each as tall as its share of the thickness. */
function CoreSlices({ coreId }: { coreId: string }) {
  const answer = useGetCoreLayers(coreId, { query: ERROR_SHOWN_INLINE });
  if (answer.isPending)
    return <Typography variant="caption">{text.popup.layersLoading}</Typography>;
  const layers = answer.data?.data.layers ?? [];
  const total = answer.data?.data.totalThickness ?? 0;
  if (layers.length === 0 || total <= 0) return null;
  return (
    <Box aria-label={text.popup.layers} role="list" sx={{ display: 'grid', gap: 0.25 }}>
      {layers.map((layer, index) => (
        <Box role="listitem" key={layer.id} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Box
            aria-hidden
            sx={{
              width: 24,
              height: Math.max(4, (layer.thickness / total) * SLICES_HEIGHT),
              bgcolor: SLICE_COLORS[index % SLICE_COLORS.length],
            }}
          />
          <Typography variant="caption">
            {layer.name ?? labelOf('LayerType', layer.type)} ·{' '}
            {text.popup.thickness(layer.thickness)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

export interface CorePopupProps {
  content: PopupContent;
  /** The core whose layers are drawn; none for another feature. */
  coreId?: string;
  /** The address of the core's sheet; none for a guest (a staff screen). */
  sheetHref?: string;
}

/**
 * A feature's popup: identity and the link to the core's sheet first (a popup taller than its room
 * on the map scrolls, the way to the sheet stays in sight), then photo, fields, a core's classes
 * and its layers drawn small.
 */
export function CorePopup({ content, coreId, sheetHref }: CorePopupProps) {
  return (
    <Box sx={{ display: 'grid', gap: 1, color: 'text.primary' }} data-testid="map-popup">
      <Typography variant="subtitle2" component="h3">
        {content.title}
      </Typography>
      {sheetHref !== undefined && (
        <Link component={RouterLink} to={sheetHref} variant="body2">
          {text.popup.openSheet}
        </Link>
      )}
      {content.thumbnailUrl !== null && (
        <Box
          component="img"
          src={content.thumbnailUrl}
          alt={text.popup.photo(content.title)}
          loading="lazy"
          sx={{ width: 120, height: 90, objectFit: 'cover', borderRadius: 0.5 }}
        />
      )}
      {content.rows.length > 0 && (
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1 }}
        >
          {content.rows.map((row) => (
            <Box key={row.label} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="caption" color="text.secondary">
                {row.label}
              </Typography>
              <Typography component="dd" variant="caption" sx={{ m: 0 }}>
                {row.value}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      {content.classes.length > 0 && (
        <Box aria-label={text.popup.classes} role="list">
          {content.classes.map((label) => (
            <Typography role="listitem" variant="caption" key={label} sx={{ display: 'block' }}>
              {label}
            </Typography>
          ))}
        </Box>
      )}
      {coreId !== undefined && <CoreSlices coreId={coreId} />}
    </Box>
  );
}
