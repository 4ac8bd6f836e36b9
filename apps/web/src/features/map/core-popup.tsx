import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { mapMessages as text } from './messages.js';
import type { PopupContent } from './popup-content.js';

/** The height of the core drawn small, whatever its thickness. */
const SLICES_HEIGHT = 96;
const SLICE_COLORS = ['#424242', '#616161', '#8d6e63', '#a1887f', '#bcaaa4'];

function CoreSlices({ slices }: { slices: PopupContent['slices'] }) {
  const total = slices.reduce((sum, slice) => sum + slice.thickness, 0);
  return (
    <Box aria-label={text.popup.layers} role="list" sx={{ display: 'grid', gap: 0.25 }}>
      {slices.map((slice, index) => (
        <Box
          role="listitem"
          key={`${slice.label}-${String(index)}`}
          sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
        >
          <Box
            aria-hidden
            sx={{
              width: 24,
              height: Math.max(4, (slice.thickness / total) * SLICES_HEIGHT),
              bgcolor: SLICE_COLORS[index % SLICE_COLORS.length],
            }}
          />
          <Typography variant="caption">
            {slice.label} · {text.popup.thickness(slice.thickness)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

export interface CorePopupProps {
  content: PopupContent;
  /** The address of the core's sheet; none for a guest (the sheet is a staff screen). */
  sheetHref?: string;
}

/** A feature's popup: identity, fields, a core's layers drawn small, photo and sheet link. */
export function CorePopup({ content, sheetHref }: CorePopupProps) {
  return (
    <Box sx={{ display: 'grid', gap: 1, color: 'text.primary' }} data-testid="map-popup">
      <Typography variant="subtitle2" component="h3">
        {content.title}
      </Typography>
      {content.pictureUrl !== null && (
        <Box
          component="img"
          src={content.pictureUrl}
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
      {content.slices.length > 0 && <CoreSlices slices={content.slices} />}
      {sheetHref !== undefined && (
        <Link component={RouterLink} to={sheetHref} variant="body2">
          {text.popup.openSheet}
        </Link>
      )}
    </Box>
  );
}
