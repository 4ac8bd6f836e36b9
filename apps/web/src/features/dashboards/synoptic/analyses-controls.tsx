import { PollutantKind } from '@chaussee/sdk/react';
import { labels, type MeasuredPollutant } from '@chaussee/validation';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { contentClasses } from '@chaussee/validation';
import { synopticMessages as text } from '../messages.js';
import { areValidThresholds, defaultThresholds, type Thresholds } from './pollutant-thresholds.js';

interface AnalysesControlsProps {
  kind: PollutantKind;
  onKindChange: (kind: PollutantKind) => void;
  measured: MeasuredPollutant | null;
  thresholds: Thresholds;
  onThresholdsChange: (thresholds: Thresholds) => void;
}

function isPollutantKind(value: string): value is PollutantKind {
  return Object.values<string>(PollutantKind).includes(value);
}

/**
 * The analyses synoptic's choices: the pollutant the bars are coloured by (laboratory or « Ref.
 * BE »), and for PAH and TH the lower bound of each class, starting from §3's defaults. The first
 * bound stays 0 (every content has a class).
 */
export function AnalysesControls({
  kind,
  onKindChange,
  measured,
  thresholds,
  onThresholdsChange,
}: AnalysesControlsProps) {
  return (
    <Stack direction="row" useFlexGap spacing={1.5} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <TextField
        select
        size="small"
        label={text.pollutant}
        value={kind}
        sx={{ width: 200 }}
        onChange={(event) => {
          if (isPollutantKind(event.target.value)) onKindChange(event.target.value);
        }}
      >
        {Object.values(PollutantKind).map((value) => (
          <MenuItem key={value} value={value}>
            {labels.PollutantKind[value]}
          </MenuItem>
        ))}
      </TextField>
      {measured !== null && (
        <Stack
          component="fieldset"
          direction="row"
          spacing={1}
          sx={{ border: 0, p: 0, m: 0, alignItems: 'center' }}
        >
          <Typography component="legend" variant="body2" sx={{ mr: 1, float: 'left' }}>
            {text.thresholds}
          </Typography>
          {contentClasses[measured].map((entry, index) =>
            index === 0 ? null : (
              <TextField
                key={entry.id}
                size="small"
                type="number"
                label={text.threshold(labels.PollutantClass[entry.id])}
                value={String(thresholds[index] ?? entry.from)}
                sx={{ width: 190 }}
                error={!areValidThresholds(thresholds)}
                onChange={(event) => {
                  const next = [...thresholds];
                  next[index] = Number(event.target.value);
                  onThresholdsChange(next);
                }}
              />
            ),
          )}
          <Button
            size="small"
            onClick={() => {
              onThresholdsChange(defaultThresholds(measured));
            }}
          >
            {text.resetThresholds}
          </Button>
        </Stack>
      )}
      {!areValidThresholds(thresholds) && (
        <Typography role="alert" variant="body2" color="error">
          {text.thresholdsInvalid}
        </Typography>
      )}
    </Stack>
  );
}
