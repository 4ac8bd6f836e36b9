import type { MacroCampaign } from '@chaussee/sdk/react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { macroMessages } from './messages.js';

const text = macroMessages.figures;

function maxOf(values: readonly (number | null)[]): number | null {
  return values.reduce<number | null>(
    (max, value) => (value === null ? max : max === null ? value : Math.max(max, value)),
    null,
  );
}

/**
 * The key figures of a macro view, from the server's counts: the cores the filters select (their
 * total, even past the cores loaded for the map) and the campaigns' pollutant summaries.
 */
export function MacroFigures({
  coresTotal,
  campaigns,
}: {
  coresTotal: number;
  campaigns: readonly MacroCampaign[];
}) {
  const sum = (value: (campaign: MacroCampaign) => number) =>
    campaigns.reduce((total, campaign) => total + value(campaign), 0);
  const figures = [
    { label: text.cores, value: coresTotal.toLocaleString('fr-FR') },
    { label: text.campaigns, value: campaigns.length.toLocaleString('fr-FR') },
    {
      label: text.analysedCores,
      value: sum((campaign) => campaign.pollutants.analysedCoresCount).toLocaleString('fr-FR'),
    },
    {
      label: text.asbestosCores,
      value: sum((campaign) => campaign.pollutants.asbestosCoresCount).toLocaleString('fr-FR'),
    },
    {
      label: text.pahMax,
      value: text.mgKg(maxOf(campaigns.map((campaign) => campaign.pollutants.pahMaxMgKg))),
    },
    {
      label: text.thMax,
      value: text.mgKg(maxOf(campaigns.map((campaign) => campaign.pollutants.thMaxMgKg))),
    },
  ];
  return (
    <Stack
      component="dl"
      aria-label={text.title}
      direction="row"
      useFlexGap
      spacing={2}
      sx={{ flexWrap: 'wrap', m: 0 }}
    >
      {figures.map((figure) => (
        <Paper key={figure.label} variant="outlined" sx={{ px: 2, py: 1, minWidth: 150 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {figure.label}
          </Typography>
          <Typography component="dd" variant="h6" sx={{ m: 0 }}>
            {figure.value}
          </Typography>
        </Paper>
      ))}
    </Stack>
  );
}
