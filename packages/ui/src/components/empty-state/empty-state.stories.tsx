import Button from '@mui/material/Button';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { EmptyState } from './empty-state.js';

const meta = {
  title: 'Mise en page/EmptyState',
  component: EmptyState,
  args: {
    title: 'Aucune campagne pour le moment',
    description: 'Les campagnes de carottage de ce projet apparaîtront ici.',
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithAction: Story = {
  args: { action: <Button variant="contained">Créer une campagne</Button> },
};

export const NoResults: Story = {
  args: {
    variant: 'no-results',
    title: 'Aucun résultat',
    description: 'Aucune campagne ne correspond à ces filtres.',
    action: <Button>Effacer les filtres</Button>,
  },
};

export const ErrorState: Story = {
  args: {
    variant: 'error',
    title: 'Une erreur est survenue',
    description: 'Les campagnes n’ont pas pu être chargées.',
    action: <Button variant="outlined">Réessayer</Button>,
  },
};

/** A disabled action: the user may not create a campaign here. */
export const Disabled: Story = {
  args: {
    action: (
      <Button variant="contained" disabled>
        Créer une campagne
      </Button>
    ),
  },
};

export const Dark: Story = { ...WithAction, globals: { theme: 'dark' } };
