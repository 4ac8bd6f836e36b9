import type { MapLayer, MapLayerValueClasses } from '@chaussee/sdk/react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { mapMessages as text } from './messages.js';

export interface LegendState {
  legend: MapLayerValueClasses | undefined;
  isLoading: boolean;
  isError: boolean;
}

function Swatch({ color, kind }: { color: string; kind: MapLayer['geometryType'] }) {
  return (
    <Box
      aria-hidden
      component="span"
      sx={{
        display: 'inline-block',
        flex: 'none',
        width: 14,
        height: kind === 'line' ? 4 : 14,
        borderRadius: kind === 'point' ? '50%' : 0.5,
        bgcolor: color,
        border: kind === 'line' ? 0 : '1px solid rgba(0,0,0,0.3)',
      }}
    />
  );
}

function Legend({ layer, state }: { layer: MapLayer; state: LegendState | undefined }) {
  if (state === undefined || state.isLoading) {
    return <Typography variant="caption">{text.layers.legendLoading}</Typography>;
  }
  if (state.isError) {
    return (
      <Typography variant="caption" color="error">
        {text.layers.legendFailed}
      </Typography>
    );
  }
  const classes = state.legend?.classes ?? [];
  if (classes.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label={text.layers.legendOf(layer.name)}
      sx={{ listStyle: 'none', m: 0, pl: 4, display: 'grid', gap: 0.25 }}
    >
      {classes.map((entry) => (
        <Box
          component="li"
          key={`${entry.label}-${entry.color}`}
          sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
        >
          <Swatch color={entry.color} kind={layer.geometryType} />
          <Typography variant="caption">
            {entry.label} {text.layers.count(entry.count)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function MeasureSelect({
  layer,
  measure,
  onChange,
}: {
  layer: MapLayer;
  measure: string | undefined;
  onChange: (measure: string) => void;
}) {
  const [first] = layer.measures;
  if (first === undefined || layer.measures.length < 2) return null;
  return (
    <TextField
      select
      size="small"
      label={text.measure.label}
      value={measure ?? layer.valueField ?? first.key}
      onChange={(event) => {
        onChange(event.target.value);
      }}
      sx={{ ml: 4, my: 1, minWidth: 200 }}
    >
      {layer.measures.map((choice) => (
        <MenuItem key={choice.key} value={choice.key}>
          {choice.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

export interface LayersPanelProps {
  layers: readonly MapLayer[];
  visibleIds: ReadonlySet<string>;
  legends: ReadonlyMap<string, LegendState>;
  /** The measure each layer is coloured by, when not its default one. */
  measures: Readonly<Record<string, string>>;
  onToggle: (layerId: string, isVisible: boolean) => void;
  onMeasureChange: (layerId: string, measure: string) => void;
}

/** The layers of the campaign's map, each with its checkbox and, when shown, its legend. */
export function LayersPanel({
  layers,
  visibleIds,
  legends,
  measures,
  onToggle,
  onMeasureChange,
}: LayersPanelProps) {
  if (layers.length === 0) return <Typography>{text.noLayer}</Typography>;
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0 }}>
      <Typography component="legend" variant="subtitle2">
        {text.layers.title}
      </Typography>
      <FormGroup>
        {layers.map((layer) => {
          const isVisible = visibleIds.has(layer.id);
          return (
            <Box key={layer.id}>
              <FormControlLabel
                control={
                  <Checkbox
                    size="small"
                    checked={isVisible}
                    onChange={(event) => {
                      onToggle(layer.id, event.target.checked);
                    }}
                  />
                }
                label={
                  <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                    <Swatch color={layer.color} kind={layer.geometryType} />
                    {layer.name}
                  </Box>
                }
              />
              {isVisible && (
                <>
                  <MeasureSelect
                    layer={layer}
                    measure={measures[layer.id]}
                    onChange={(measure) => {
                      onMeasureChange(layer.id, measure);
                    }}
                  />
                  <Legend layer={layer} state={legends.get(layer.id)} />
                </>
              )}
            </Box>
          );
        })}
      </FormGroup>
    </Box>
  );
}
