import Button from '@mui/material/Button';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatusChip } from '../status-chip/status-chip.js';
import { PageHeader } from './page-header.js';

const meta = {
  title: 'Mise en page/PageHeader',
  component: PageHeader,
  args: {
    title: 'RD 1089 – Campagne de carottage 2024',
    subtitle: 'Projet « Réfection de la RD 1089 » · Agence de Lyon',
    breadcrumbs: [
      { label: 'Projets', href: '#projets' },
      { label: 'Réfection de la RD 1089', href: '#projet' },
      { label: 'Campagne de carottage 2024' },
    ],
    status: <StatusChip kind="campaign" status="taking_in_progress" />,
    actions: (
      <>
        <Button variant="outlined">Exporter</Button>
        <Button variant="contained">Valider les carottes</Button>
      </>
    ),
  },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const TitleOnly: Story = {
  args: { breadcrumbs: undefined, subtitle: undefined, status: undefined, actions: undefined },
};

export const Loading: Story = { args: { loading: true } };

/** The campaign is archived: its actions are no longer available. */
export const Disabled: Story = {
  args: {
    status: <StatusChip kind="campaign" status="archived" />,
    actions: (
      <>
        <Button variant="outlined" disabled>
          Exporter
        </Button>
        <Button variant="contained" disabled>
          Valider les carottes
        </Button>
      </>
    ),
  },
};

export const ErrorState: Story = {
  args: {
    title: 'Campagne introuvable',
    subtitle: 'Cette campagne n’existe pas ou vous n’y avez pas accès.',
    status: undefined,
    actions: <Button variant="outlined">Retour aux projets</Button>,
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
