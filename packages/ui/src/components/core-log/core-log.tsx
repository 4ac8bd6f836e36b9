import { labels } from '@chaussee/validation';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { formatNumber } from '../../format.js';
import { messages } from '../../messages.js';
import {
  layOutCoreLog,
  type CoreLogInterface,
  type CoreLogLayer,
  type PlacedInterface,
} from './core-log-layout.js';

export interface CoreLogProps {
  /** Surface first, as the layers form lists them (a draft may miss a type or a thickness). */
  layers: readonly CoreLogLayer[];
  interfaces?: readonly CoreLogInterface[];
  /** Height of the core in the drawing, in px (the whole core fits it). */
  height?: number;
}

const text = messages.coreLog;
const WIDTH = 300;
const COLUMN_X = 52;
const COLUMN_WIDTH = 72;
const LABEL_X = COLUMN_X + COLUMN_WIDTH + 10;
const MARGIN = 10;
/** Below this height a layer's label keeps one line (its type and thickness). */
const TWO_LINES_HEIGHT = 30;

const mm = (value: number) => text.millimetres(formatNumber(value));

/** The stroke of an interface: solid when bonded, dashed semi-bonded, dotted and red unbonded. */
function interfaceStroke(bondState: PlacedInterface['bondState']) {
  switch (bondState) {
    case 'bonded':
      return { dash: undefined, width: 2, tone: 'success' } as const;
    case 'semi-bonded':
      return { dash: '6 3', width: 3, tone: 'warning' } as const;
    case 'unbonded':
      return { dash: '2 3', width: 4, tone: 'error' } as const;
    case null:
      return { dash: '1 4', width: 1, tone: 'neutral' } as const;
  }
}

/**
 * The log of a core drawn to scale: its layers stacked from the surface, each as tall as its
 * thickness and coloured by its material type (theme `palette.layer`), the depths on the left,
 * each interface drawn by its bond state. Read as an image with a summary; a legend explains
 * the interface strokes.
 */
export function CoreLog({ layers, interfaces = [], height = 420 }: CoreLogProps) {
  const theme = useTheme();
  const layout = layOutCoreLog(layers, interfaces, height);
  const summary =
    layout.layers.length === 0
      ? text.noLayer
      : `${text.summary(layout.layers.length, mm(layout.total))} : ${layout.layers
          .map((layer) => `${layer.type ?? text.noType} ${mm(layer.thickness)}`)
          .join(', ')}`;
  return (
    <Stack spacing={1} data-testid="core-log" sx={{ width: WIDTH, flexShrink: 0 }}>
      <Typography variant="subtitle2" component="h3">
        {text.label}
      </Typography>
      {layout.layers.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {text.noLayer}
        </Typography>
      ) : (
        <Box
          component="svg"
          role="img"
          aria-label={`${text.label} : ${summary}`}
          viewBox={`0 0 ${WIDTH} ${height + 2 * MARGIN}`}
          width={WIDTH}
          height={height + 2 * MARGIN}
          sx={{ display: 'block', fontFamily: theme.typography.fontFamily }}
        >
          <g transform={`translate(0 ${MARGIN})`}>
            {layout.layers.map((layer) => {
              const colour =
                layer.type === null
                  ? theme.palette.status.neutral
                  : theme.palette.layer[layer.type];
              const middle = layer.y + layer.height / 2;
              const isTall = layer.height >= TWO_LINES_HEIGHT && layer.material !== null;
              return (
                <g
                  key={layer.index}
                  data-layer-index={layer.index}
                  data-layer-type={layer.type ?? ''}
                  data-thickness={layer.thickness}
                >
                  <rect
                    x={COLUMN_X}
                    y={layer.y}
                    width={COLUMN_WIDTH}
                    height={layer.height}
                    fill={colour.main}
                    stroke={theme.palette.divider}
                  >
                    <title>
                      {`${layer.type === null ? text.noType : labels.LayerType[layer.type]} · ${mm(layer.thickness)}${layer.material === null ? '' : ` · ${layer.material}`}`}
                    </title>
                  </rect>
                  <text
                    x={LABEL_X}
                    y={isTall ? middle - 3 : middle + 4}
                    fontSize={12}
                    fill={theme.palette.text.primary}
                  >
                    {text.layer(layer.type ?? text.noType, mm(layer.thickness))}
                  </text>
                  {isTall && (
                    <text
                      x={LABEL_X}
                      y={middle + 11}
                      fontSize={10}
                      fill={theme.palette.text.secondary}
                    >
                      {layer.material}
                    </text>
                  )}
                  <text
                    x={COLUMN_X - 6}
                    y={layer.y + layer.height + 4}
                    fontSize={10}
                    textAnchor="end"
                    fill={theme.palette.text.secondary}
                  >
                    {formatNumber(layer.bottom)}
                  </text>
                </g>
              );
            })}
            <text
              x={COLUMN_X - 6}
              y={4}
              fontSize={10}
              textAnchor="end"
              fill={theme.palette.text.secondary}
            >
              0
            </text>
            {layout.interfaces.map((item) => {
              const stroke = interfaceStroke(item.bondState);
              const state =
                item.bondState === null
                  ? text.notDescribed
                  : labels.InterfaceBondState[item.bondState];
              return (
                <line
                  key={item.position}
                  data-interface-position={item.position}
                  data-bond-state={item.bondState ?? ''}
                  x1={COLUMN_X - 4}
                  x2={COLUMN_X + COLUMN_WIDTH + 4}
                  y1={item.y}
                  y2={item.y}
                  stroke={theme.palette.status[stroke.tone].contrastText}
                  strokeWidth={stroke.width}
                  strokeDasharray={stroke.dash}
                >
                  <title>{text.interfaceAt(mm(item.depth), state)}</title>
                </line>
              );
            })}
          </g>
        </Box>
      )}
      {layout.unmeasured > 0 && (
        <Typography variant="caption" color="text.secondary">
          {text.unmeasured(layout.unmeasured)}
        </Typography>
      )}
      {layout.interfaces.length > 0 && (
        <Stack component="ul" aria-label={text.interfaces} sx={{ m: 0, pl: 2 }}>
          {layout.interfaces.map((item) => (
            <Typography key={item.position} component="li" variant="caption">
              {text.interfaceAt(
                mm(item.depth),
                item.bondState === null
                  ? text.notDescribed
                  : labels.InterfaceBondState[item.bondState],
              )}
            </Typography>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
