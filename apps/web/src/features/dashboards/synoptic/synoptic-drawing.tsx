import type { InterfaceBondState } from '@chaussee/sdk/react';
import { formatNumber } from '@chaussee/ui';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import type { KeyboardEvent } from 'react';
import { synopticMessages as text } from '../messages.js';
import {
  layOutSynoptic,
  CORE_WIDTH,
  type SynopticGroup,
  type SynopticLayoutCore,
} from './synoptic-layout.js';

/** How a layer is drawn: its fill, and what a screen reader and the tooltip say of it. */
export interface LayerLook {
  fill: string;
  description: string;
}

export interface DrawnCore extends SynopticLayoutCore {
  name: string;
  layers: readonly DrawnLayer[];
}

interface DrawnLayer {
  thickness: number | null;
  /** The bond with the layer below; null when not described (or the last layer). */
  bondBelow: InterfaceBondState | null;
}

interface SynopticDrawingProps<Core extends DrawnCore> {
  cores: readonly Core[];
  zoom: number;
  lookOf: (layer: Core['layers'][number]) => LayerLook;
  /** Opens a core's sheet; none for a guest. */
  onOpenCore?: (core: Core) => void;
}

/** Height of the deepest core, in px; labels above and below. */
const DRAWING_HEIGHT = 260;
const TOP = 28;
const BOTTOM = 18;

/** The stroke of an interface, as on the core's log: solid, dashed or dotted by bond state. */
function bondStroke(state: InterfaceBondState) {
  switch (state) {
    case 'bonded':
      return { dash: undefined, tone: 'success' } as const;
    case 'semi-bonded':
      return { dash: '4 2', tone: 'warning' } as const;
    case 'unbonded':
      return { dash: '1 2', tone: 'error' } as const;
  }
}

function locationOf(core: DrawnCore): string {
  if (core.pr === null) return text.noLocation;
  return text.location(formatNumber(core.pr), formatNumber(core.abscissa ?? 0));
}

function GroupDrawing<Core extends DrawnCore>({
  group,
  columnWidth,
  height,
  lookOf,
  onOpenCore,
}: {
  group: SynopticGroup<Core>;
  columnWidth: number;
  height: number;
  lookOf: SynopticDrawingProps<Core>['lookOf'];
  onOpenCore?: (core: Core) => void;
}) {
  const theme = useTheme();
  const title = text.group(group.direction ?? text.noDirection, group.lane ?? text.noLane);
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="subtitle2" component="h2">
        {title}
      </Typography>
      <svg
        role="group"
        aria-label={text.drawing(group.cores.length)}
        width={group.width}
        height={TOP + height + BOTTOM}
        style={{ display: 'block', fontFamily: theme.typography.fontFamily }}
      >
        {group.cores.map(({ core, x, layers }) => {
          const summary =
            layers.length === 0
              ? text.noLayer
              : layers.map(({ layer }) => lookOf(layer).description).join(', ');
          const open = onOpenCore
            ? () => {
                onOpenCore(core);
              }
            : undefined;
          return (
            <g
              key={core.id}
              transform={`translate(${x} 0)`}
              data-core-id={core.id}
              role={open ? 'link' : 'img'}
              tabIndex={open ? 0 : undefined}
              aria-label={
                open
                  ? `${text.openCore(core.name)} (${text.core(core.name, locationOf(core), summary)})`
                  : text.core(core.name, locationOf(core), summary)
              }
              style={open ? { cursor: 'pointer' } : undefined}
              onClick={open}
              onKeyDown={(event: KeyboardEvent<SVGGElement>) => {
                if (open && (event.key === 'Enter' || event.key === ' ')) {
                  event.preventDefault();
                  open();
                }
              }}
            >
              <text
                x={columnWidth / 2}
                y={TOP - 10}
                fontSize={10}
                textAnchor="middle"
                fill={theme.palette.text.primary}
              >
                {core.name}
              </text>
              <g transform={`translate(0 ${TOP})`}>
                {layers.map(({ layer, y, height: layerHeight }, index) => {
                  const look = lookOf(layer);
                  const stroke =
                    layer.bondBelow === null || index === layers.length - 1
                      ? null
                      : bondStroke(layer.bondBelow);
                  return (
                    <g key={index} data-layer-fill={look.fill} data-layer-height={layerHeight}>
                      <rect
                        x={0}
                        y={y}
                        width={columnWidth}
                        height={layerHeight}
                        fill={look.fill}
                        stroke={theme.palette.divider}
                      >
                        <title>{look.description}</title>
                      </rect>
                      {stroke !== null && (
                        <line
                          x1={-2}
                          x2={columnWidth + 2}
                          y1={y + layerHeight}
                          y2={y + layerHeight}
                          stroke={theme.palette.status[stroke.tone].contrastText}
                          strokeWidth={2}
                          strokeDasharray={stroke.dash}
                          data-bond-state={layer.bondBelow ?? ''}
                        />
                      )}
                    </g>
                  );
                })}
              </g>
            </g>
          );
        })}
      </svg>
    </Box>
  );
}

/**
 * The cores along the road as bars of their layers drawn to scale, one row per direction and
 * lane. SVG rather than an ECharts custom series: each core is a focusable link with an
 * accessible name, the bars are plain rectangles (no need for a canvas or axes), and the drawing
 * is as wide as the road needs inside a scrolling box.
 */
export function SynopticDrawing<Core extends DrawnCore>({
  cores,
  zoom,
  lookOf,
  onOpenCore,
}: SynopticDrawingProps<Core>) {
  const layout = layOutSynoptic(cores, { height: DRAWING_HEIGHT, zoom });
  return (
    <>
      {layout.groups.map((group) => (
        <GroupDrawing
          key={`${group.direction ?? ''}|${group.lane ?? ''}`}
          group={group}
          columnWidth={CORE_WIDTH * zoom}
          height={layout.height}
          lookOf={lookOf}
          onOpenCore={onOpenCore}
        />
      ))}
    </>
  );
}
