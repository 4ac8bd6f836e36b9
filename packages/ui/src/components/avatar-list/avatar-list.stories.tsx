import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AvatarList, type AvatarPerson } from './avatar-list.js';

const names = [
  'Jeanne Dupont',
  'Karim Benali',
  'Sophie Martin',
  'Luc Moreau',
  'Amélie Girard',
  'Thomas Petit',
  'Nadia Haddad',
  'Paul Lefèvre',
  'Claire Fontaine',
  'Hugo Bernard',
  'Inès Roux',
  'Julien Faure',
];
const people: AvatarPerson[] = names.map((name, index) => ({ id: String(index), name }));

const meta = {
  title: 'Personnes/AvatarList',
  component: AvatarList,
  args: { people: people.slice(0, 3) },
} satisfies Meta<typeof AvatarList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Few: Story = {};

export const Five: Story = { args: { people: people.slice(0, 5) } };

/** Twelve members: five avatars, then « +7 ». */
export const Overflow: Story = {
  args: { people },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('+7')).toBeVisible();
    await expect(canvas.getByRole('list', { name: '12 personnes' })).toBeVisible();
  },
};

export const Empty: Story = { args: { people: [] } };

export const Loading: Story = { args: { loading: true } };

export const Disabled: Story = { args: { people, disabled: true } };

export const Dark: Story = { args: { people }, globals: { theme: 'dark' } };
