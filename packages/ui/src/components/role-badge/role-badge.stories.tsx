import type { components } from '@chaussee/sdk';
import { labels } from '@chaussee/validation';
import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { RoleBadge } from './role-badge.js';

const roles = Object.keys(labels.Role) as components['schemas']['Role'][];

const meta = {
  title: 'Statuts/RoleBadge',
  component: RoleBadge,
  args: { role: 'ROLE_CUSTOMER_MAIN' },
} satisfies Meta<typeof RoleBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AllRoles: Story = {
  render: () => (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {roles.map((role) => (
        <RoleBadge key={role} role={role} />
      ))}
    </Box>
  ),
};

export const Loading: Story = { args: { loading: true } };

export const Disabled: Story = { args: { disabled: true } };

export const Dark: Story = { ...AllRoles, globals: { theme: 'dark' } };
