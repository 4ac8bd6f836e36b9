import type { components } from '@chaussee/sdk';
import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import {
  campaignStatusTones,
  coreStatusTones,
  orderStatusTones,
} from '../../theme/status-tones.js';
import { StatusChip } from './status-chip.js';

type Schemas = components['schemas'];

const campaignStatuses = Object.keys(campaignStatusTones) as Schemas['CampaignStatus'][];
const coreStatuses = Object.keys(coreStatusTones) as Schemas['CoreStatus'][];
const orderStatuses = Object.keys(orderStatusTones) as Schemas['LaboratoryOrderStatus'][];

const meta = {
  title: 'Statuts/StatusChip',
  component: StatusChip,
  args: { kind: 'campaign', status: 'awaiting_validation' },
} satisfies Meta<typeof StatusChip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

function Wall({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>{children}</Box>;
}

/** Every campaign and sample status of the catalogue, in the order of its colours. */
export const CampaignStatuses: Story = {
  render: () => (
    <Wall>
      {campaignStatuses.map((status) => (
        <StatusChip key={status} kind="campaign" status={status} />
      ))}
    </Wall>
  ),
};

export const CoreStatuses: Story = {
  render: () => (
    <Wall>
      {coreStatuses.map((status) => (
        <StatusChip key={status} kind="core" status={status} />
      ))}
    </Wall>
  ),
};

export const LaboratoryOrderStatuses: Story = {
  render: () => (
    <Wall>
      {orderStatuses.map((status) => (
        <StatusChip key={status} kind="order" status={status} />
      ))}
    </Wall>
  ),
};

/** No status yet. */
export const Empty: Story = { args: { status: null } };

export const Loading: Story = { args: { loading: true } };

export const Disabled: Story = { args: { disabled: true } };

export const Dark: Story = {
  ...CampaignStatuses,
  globals: { theme: 'dark' },
};
