import { LayerType, useGetCampaignSynoptic, type PollutantKind } from '@chaussee/sdk/react';
import { EmptyState } from '@chaussee/ui';
import { contentClasses, labels, type MeasuredPollutant } from '@chaussee/validation';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { QueryErrorState } from '../../../shared/api/query-error-state.js';
import { ERROR_SHOWN_INLINE } from '../../../shared/api/error-shown-inline.js';
import { coreFilterParams, type DashboardFilters } from '../dashboard-filters.js';
import { synopticMessages as text } from '../messages.js';
import { AnalysesControls } from './analyses-controls.js';
import { classLabel, materialLook, pollutantLook } from './layer-looks.js';
import {
  areValidThresholds,
  defaultThresholds,
  measuredPollutantOf,
  type Thresholds,
} from './pollutant-thresholds.js';
import { SynopticDrawing } from './synoptic-drawing.js';
import { SynopticLegend, type LegendEntry } from './synoptic-legend.js';
import { drawnCoresOf, readSelectedCores } from './synoptic-params.js';
import { useZoom } from './use-zoom.js';

export interface SynopticViewProps {
  campaignId: string;
  colouring: 'material' | 'pollutant';
  filters: DashboardFilters;
  /** The address of a core's sheet; none for a guest. */
  coreHref?: ((coreId: string) => string) | undefined;
}

/** The query parameter of the pollutant the analyses synoptic is coloured by. */
const POLLUTANT_PARAMETER = 'polluant';

function isPollutantKind(value: string | null): value is PollutantKind {
  return value !== null && Object.hasOwn(labels.PollutantKind, value);
}

/**
 * The structural synoptic (layers in their material's colour) or the analyses synoptic (layers in
 * the colour of their class for the chosen pollutant, on editable thresholds), for the dashboard's
 * filters and, from the cores grid, a selection of cores. The waste route of each layer is the
 * shared rule's (regulatory thresholds), whatever thresholds colour the bars.
 */
export function SynopticView({ campaignId, colouring, filters, coreHref }: SynopticViewProps) {
  const theme = useTheme();
  const navigate = useNavigate();
  const [query, setQuery] = useSearchParams();
  const asked = query.get(POLLUTANT_PARAMETER);
  const kind: PollutantKind = isPollutantKind(asked) ? asked : 'PAH';
  const measured = measuredPollutantOf(kind);
  const [edited, setEdited] = useState<Partial<Record<MeasuredPollutant, Thresholds>>>({});
  const thresholds: Thresholds =
    measured === null ? [] : (edited[measured] ?? defaultThresholds(measured));
  const synoptic = useGetCampaignSynoptic(campaignId, coreFilterParams(filters), {
    query: ERROR_SHOWN_INLINE,
  });
  const selected = readSelectedCores(query);
  const cores = useMemo(
    () => (synoptic.data === undefined ? undefined : drawnCoresOf(synoptic.data.data, selected)),
    [synoptic.data, selected],
  );
  const { zoom, zoomIn, zoomOut, canZoomIn, canZoomOut, wheelTarget } = useZoom();
  // Thresholds being typed out of order colour nothing new: the last valid ones stay in use.
  const usable =
    measured !== null && !areValidThresholds(thresholds) ? defaultThresholds(measured) : thresholds;
  const lookOf =
    colouring === 'material'
      ? materialLook(theme.palette.layer)
      : pollutantLook(theme.palette.pollutant, theme.palette.status.neutral, kind, usable);
  const legend: LegendEntry[] =
    colouring === 'material'
      ? Object.values(LayerType).map((type) => ({
          key: type,
          fill: theme.palette.layer[type].main,
          label: labels.LayerType[type],
        }))
      : [
          ...(measured === null
            ? (['asbestos_absent', 'asbestos_present'] as const).map((id) => ({
                key: id,
                fill: theme.palette.pollutant[id].main,
                label: labels.PollutantClass[id],
              }))
            : contentClasses[measured].map(({ id }) => ({
                key: id,
                fill: theme.palette.pollutant[id].main,
                label: classLabel(measured, id, usable),
              }))),
          { key: 'none', fill: theme.palette.status.neutral.main, label: text.notAnalysed },
        ];
  if (synoptic.isError) {
    return (
      <QueryErrorState
        headingLevel="h2"
        title={text.loadFailed}
        error={synoptic.error}
        onRetry={() => {
          void synoptic.refetch();
        }}
      />
    );
  }
  return (
    <Stack spacing={2} data-testid="synoptic">
      {colouring === 'pollutant' && (
        <AnalysesControls
          kind={kind}
          onKindChange={(next) => {
            setQuery(
              (current) => {
                const nextQuery = new URLSearchParams(current);
                nextQuery.set(POLLUTANT_PARAMETER, next);
                return nextQuery;
              },
              { replace: true },
            );
          }}
          measured={measured}
          thresholds={thresholds}
          onThresholdsChange={(next) => {
            if (measured !== null) setEdited((current) => ({ ...current, [measured]: next }));
          }}
        />
      )}
      <SynopticLegend
        title={colouring === 'material' ? text.materialsLegend : text.classesLegend}
        entries={legend}
      />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <IconButton aria-label={text.zoomOut} disabled={!canZoomOut} onClick={zoomOut}>
          <ZoomOutIcon />
        </IconButton>
        <Typography variant="caption" aria-live="polite">
          {text.zoomLevel(Math.round(zoom * 100))}
        </Typography>
        <IconButton aria-label={text.zoomIn} disabled={!canZoomIn} onClick={zoomIn}>
          <ZoomInIcon />
        </IconButton>
        <Typography variant="caption" color="text.secondary">
          {text.zoomHint}
        </Typography>
      </Stack>
      {cores === undefined ? (
        <Skeleton variant="rounded" height={320} />
      ) : cores.length === 0 ? (
        <EmptyState headingLevel="h2" title={text.empty} />
      ) : (
        <Box
          ref={wheelTarget}
          role="region"
          aria-label={text.drawing(cores.length)}
          tabIndex={0}
          sx={{ overflowX: 'auto', pb: 1 }}
        >
          <SynopticDrawing
            cores={cores}
            zoom={zoom}
            lookOf={lookOf}
            onOpenCore={
              coreHref === undefined
                ? undefined
                : (core) => {
                    void navigate(coreHref(core.id));
                  }
            }
          />
        </Box>
      )}
    </Stack>
  );
}
