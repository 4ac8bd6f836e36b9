import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StaleVersionDialog } from './stale-version-dialog.js';

const meta = {
  title: 'Dialogues/StaleVersionDialog',
  component: StaleVersionDialog,
  args: { open: true, onReload: fn(), onOverwrite: fn(), onCancel: fn() },
} satisfies Meta<typeof StaleVersionDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);

/** The focus starts on « Recharger », the safe choice. */
export const Default: Story = {
  play: async ({ args }) => {
    await expect(page.getByRole('button', { name: 'Recharger' })).toHaveFocus();
    await userEvent.click(page.getByRole('button', { name: 'Écraser' }));
    await expect(args.onOverwrite).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = { args: { loading: true } };

export const ErrorState: Story = {
  args: { error: 'La carotte n’a pas pu être enregistrée. Réessayez dans un instant.' },
};

export const Dark: Story = { globals: { theme: 'dark' } };
