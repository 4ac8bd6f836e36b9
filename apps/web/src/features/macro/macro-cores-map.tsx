import type { MacroCore } from '@chaussee/sdk/react';
import { MapView, PollutantBadge, type MapLayer } from '@chaussee/ui';
import { labels } from '@chaussee/validation';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { BASEMAP_QUERY, basemapConfigFrom, isBasemapId } from '../../shared/map/basemap-config.js';
import { pathOf } from '../../shared/routes/route-table.js';
import {
  CORE_LEVELS,
  classesOfLevel,
  coreLevelColors,
  coreLevelOf,
  countByLevel,
} from './macro-levels.js';
import { macroMessages } from './messages.js';

type DrawnCollection = MapLayer['data'];
type DrawnFeature = DrawnCollection['features'][number];

const text = macroMessages.map;
const basemapConfig = basemapConfigFrom(import.meta.env);
const LAYER_ID = 'macro-cores';
/** Past this many points the map draws them in counted groups where they crowd. */
const CLUSTER_ABOVE = 500;

function isLocated(core: MacroCore): core is MacroCore & { lat: number; lng: number } {
  return core.lat !== null && core.lng !== null;
}

function featureOf(core: MacroCore & { lat: number; lng: number }): DrawnFeature {
  return {
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [core.lng, core.lat] },
    properties: { id: core.id, level: coreLevelOf(core) },
  };
}

function CorePopup({ core, hasCampaignLink }: { core: MacroCore; hasCampaignLink: boolean }) {
  return (
    <Stack spacing={0.5} sx={{ minWidth: 200 }}>
      <Typography variant="subtitle2" component="h2">
        {core.displayName}
      </Typography>
      <Typography variant="body2">
        {text.popupCampaign} : {core.campaign.name}
      </Typography>
      {core.road !== null && (
        <Typography variant="body2">
          {text.popupRoad} : {core.road.name}
        </Typography>
      )}
      <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <PollutantBadge pollutant="PAH" value={core.pahMaxMgKg} />
        <PollutantBadge pollutant="TH" value={core.thMaxMgKg} />
        <PollutantBadge pollutant="asbestos" value={core.asbestosPresent} />
      </Stack>
      {hasCampaignLink && (
        <Link component={RouterLink} to={pathOf('coring-campaign', { id: core.campaign.id })}>
          {text.openCampaign}
        </Link>
      )}
    </Stack>
  );
}

/** The legend of the levels, with the number of cores of each (the figures the map draws). */
function LevelLegend({ cores }: { cores: readonly MacroCore[] }) {
  const counts = countByLevel(cores);
  return (
    <Box component="ul" aria-label={text.legend} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {[...CORE_LEVELS].reverse().map((level) => {
        const classes =
          level === 'unanalysed'
            ? ''
            : classesOfLevel(level)
                .map((id) => labels.PollutantClass[id])
                .join(', ');
        return (
          <Stack
            component="li"
            key={level}
            direction="row"
            spacing={1}
            data-level={level}
            data-count={counts[level]}
            sx={{ alignItems: 'center', py: 0.25 }}
          >
            <Box
              aria-hidden
              sx={{
                width: 14,
                height: 14,
                borderRadius: '50%',
                flexShrink: 0,
                bgcolor: coreLevelColors[level],
              }}
            />
            <Typography variant="body2">
              {text.levelCount(text.levels[level], counts[level])}
              {classes !== '' && (
                <Typography component="span" variant="body2" color="text.secondary">
                  {` (${classes})`}
                </Typography>
              )}
            </Typography>
          </Stack>
        );
      })}
    </Box>
  );
}

export interface MacroCoresMapProps {
  cores: readonly MacroCore[];
  loading: boolean;
  error: string | null;
  /** A member opens the core's campaign from its popup. */
  hasCampaignLink: boolean;
}

/**
 * The macro map: every loaded core coloured by its level (macro-levels.ts, the colours of
 * packages/validation), over the basemaps of the campaign maps; the legend counts the cores of
 * each level, and the cores without coordinates are counted apart.
 */
export function MacroCoresMap({ cores, loading, error, hasCampaignLink }: MacroCoresMapProps) {
  const [query, setQuery] = useSearchParams();
  const chosen = query.get(BASEMAP_QUERY);
  const basemap = isBasemapId(chosen) ? chosen : (basemapConfig.basemaps[0] ?? 'blank');
  const located = useMemo(() => cores.filter(isLocated), [cores]);
  const byId = useMemo(() => new Map(cores.map((core) => [core.id, core])), [cores]);
  const layers = useMemo((): MapLayer[] => {
    const data: DrawnCollection = { type: 'FeatureCollection', features: located.map(featureOf) };
    return [
      {
        id: LAYER_ID,
        kind: 'point',
        data,
        color: { property: 'level', colors: coreLevelColors, fallback: coreLevelColors.unanalysed },
        cluster: located.length > CLUSTER_ABOVE,
        popup: (properties) => {
          const core = typeof properties.id === 'string' ? byId.get(properties.id) : undefined;
          return core === undefined ? null : (
            <CorePopup core={core} hasCampaignLink={hasCampaignLink} />
          );
        },
      },
    ];
  }, [located, byId, hasCampaignLink]);
  const notLocated = cores.length - located.length;
  return (
    <Stack spacing={1}>
      <MapView
        label={text.label}
        layers={layers}
        loading={loading}
        error={error}
        height={480}
        basemap={basemap}
        basemaps={basemapConfig.basemaps}
        basemapUrls={basemapConfig.urls}
        onBasemapChange={(next) => {
          setQuery(
            (current) => {
              const updated = new URLSearchParams(current);
              updated.set(BASEMAP_QUERY, next);
              return updated;
            },
            { replace: true },
          );
        }}
      />
      {!loading && error === null && <LevelLegend cores={cores} />}
      {!loading && notLocated > 0 && (
        <Typography variant="body2" color="text.secondary">
          {text.notLocated(notLocated)}
        </Typography>
      )}
    </Stack>
  );
}
