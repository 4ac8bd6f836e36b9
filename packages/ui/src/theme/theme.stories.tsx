import { contentRanges, type PollutantClassId } from '@chaussee/validation';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { breakpoints } from '../breakpoints.js';
import type { ColorPair } from './palette-tokens.js';
import { statusTones } from './status-tones.js';

function Swatch({ name, color }: { name: string; color: ColorPair }) {
  return (
    <Box
      sx={{
        bgcolor: color.main,
        color: color.contrastText,
        borderRadius: 1,
        px: 1.5,
        py: 1,
        minWidth: 140,
        border: 1,
        borderColor: 'divider',
      }}
    >
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {name}
      </Typography>
      <Typography variant="caption">{color.main}</Typography>
    </Box>
  );
}

const pollutantClasses: PollutantClassId[] = [
  ...contentRanges('PAH').map(({ id }) => id),
  ...contentRanges('TH').map(({ id }) => id),
  'asbestos_absent',
  'asbestos_present',
];

/** The tokens of the theme: palette, status tones, pollutant classes, type scale, breakpoints. */
function ThemeTokens() {
  const { palette, typography } = useTheme();
  const main: [string, ColorPair][] = [
    ['primary', palette.primary],
    ['secondary', palette.secondary],
    ['error', palette.error],
    ['warning', palette.warning],
    ['info', palette.info],
    ['success', palette.success],
  ];
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <section>
        <Typography variant="h2" gutterBottom>
          Palette
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {main.map(([name, color]) => (
            <Swatch key={name} name={name} color={color} />
          ))}
        </Box>
      </section>
      <section>
        <Typography variant="h2" gutterBottom>
          Statuts (palette.status)
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {statusTones.map((tone) => (
            <Swatch key={tone} name={tone} color={palette.status[tone]} />
          ))}
        </Box>
      </section>
      <section>
        <Typography variant="h2" gutterBottom>
          Classes de polluants (palette.pollutant)
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {pollutantClasses.map((id) => (
            <Swatch key={id} name={id} color={palette.pollutant[id]} />
          ))}
        </Box>
      </section>
      <section>
        <Typography variant="h2" gutterBottom>
          Typographie
        </Typography>
        {(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'body1', 'body2', 'caption'] as const).map(
          (variant) => (
            <Typography key={variant} variant={variant} component="p">
              {variant} · Campagne de carottage de la RD 1089 ({typography[variant].fontSize})
            </Typography>
          ),
        )}
      </section>
      <section>
        <Typography variant="h2" gutterBottom>
          Points de rupture
        </Typography>
        <Typography component="p">
          {Object.entries(breakpoints)
            .map(([name, width]) => `${name} ${width} px`)
            .join(' · ')}
        </Typography>
      </section>
    </Box>
  );
}

const meta = {
  title: 'Thème/Jetons',
  component: ThemeTokens,
} satisfies Meta<typeof ThemeTokens>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {};

export const Dark: Story = { globals: { theme: 'dark' } };
