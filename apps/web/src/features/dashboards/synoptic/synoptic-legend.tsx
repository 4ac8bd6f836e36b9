import { labels } from '@chaussee/validation';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { synopticMessages as text } from '../messages.js';

export interface LegendEntry {
  key: string;
  fill: string;
  label: string;
}

function Swatches({ title, entries }: { title: string; entries: readonly LegendEntry[] }) {
  return (
    <Box>
      <Typography variant="caption" component="h2" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Stack
        component="ul"
        direction="row"
        useFlexGap
        spacing={1.5}
        sx={{ flexWrap: 'wrap', m: 0, p: 0, listStyle: 'none' }}
      >
        {entries.map((entry) => (
          <Stack
            key={entry.key}
            component="li"
            direction="row"
            spacing={0.5}
            sx={{ alignItems: 'center' }}
          >
            <Box
              aria-hidden
              sx={{ width: 14, height: 14, bgcolor: entry.fill, border: 1, borderColor: 'divider' }}
            />
            <Typography variant="caption">{entry.label}</Typography>
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}

/** The synoptic's legend: the fills of the view, the interface strokes, the waste routes. */
export function SynopticLegend({
  title,
  entries,
}: {
  title: string;
  entries: readonly LegendEntry[];
}) {
  return (
    <Stack component="section" aria-label={text.legend} spacing={1}>
      <Swatches title={title} entries={entries} />
      <Typography variant="caption">
        {`${text.interfacesLegend} : ${(['bonded', 'semi-bonded', 'unbonded'] as const)
          .map((state) => `${labels.InterfaceBondState[state]} (${text.strokes[state]})`)
          .join(', ')}`}
      </Typography>
    </Stack>
  );
}
