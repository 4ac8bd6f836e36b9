import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { PollutantBadge } from './pollutant-badge.js';

const meta = {
  title: 'Statuts/PollutantBadge',
  component: PollutantBadge,
  args: { pollutant: 'PAH', value: 620 },
} satisfies Meta<typeof PollutantBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The four PAH classes, each threshold in the class it opens. */
export const PahClasses: Story = {
  render: () => (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {[12, 50, 499.5, 500, 1000, 2400].map((value) => (
        <PollutantBadge key={value} pollutant="PAH" value={value} />
      ))}
    </Box>
  ),
};

export const ThClasses: Story = {
  render: () => (
    <Box sx={{ display: 'flex', gap: 1 }}>
      <PollutantBadge pollutant="TH" value={120} />
      <PollutantBadge pollutant="TH" value={500} />
      <PollutantBadge pollutant="TH_ref_be" value={850} />
    </Box>
  ),
};

export const Asbestos: Story = {
  render: () => (
    <Box sx={{ display: 'flex', gap: 1 }}>
      <PollutantBadge pollutant="asbestos" value={false} />
      <PollutantBadge pollutant="asbestos" value />
      <PollutantBadge pollutant="asbestos_ref_be" value />
    </Box>
  ),
};

/** Not analysed yet. */
export const Empty: Story = { args: { value: null } };

/** A value that is not a content (a negative number from a faulty import). */
export const ErrorState: Story = { args: { value: -3 } };

export const Loading: Story = { args: { loading: true } };

export const Disabled: Story = { args: { disabled: true } };

export const Dark: Story = { ...PahClasses, globals: { theme: 'dark' } };
