import Button from '@mui/material/Button';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog.js';

const meta = {
  title: 'Dialogues/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    title: 'Supprimer la carotte CA-12 ?',
    message: 'Les carottes suivantes seront renumérotées. Cette action est définitive.',
    confirmLabel: 'Supprimer',
    destructive: true,
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);

export const Destructive: Story = {};

export const Confirmation: Story = {
  args: {
    title: 'Envoyer la commande au laboratoire ?',
    message: 'Le laboratoire recevra les 14 échantillons sélectionnés.',
    confirmLabel: 'Envoyer',
    destructive: false,
  },
};

export const Loading: Story = { args: { loading: true } };

export const ErrorState: Story = {
  args: { error: 'La carotte n’a pas pu être supprimée. Réessayez dans un instant.' },
};

/** The user may not delete: only cancelling is possible. */
export const Disabled: Story = { args: { disabled: true } };

export const Dark: Story = { globals: { theme: 'dark' } };

function DialogFromButton(props: ConfirmDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        color="error"
        onClick={() => {
          setOpen(true);
        }}
      >
        Supprimer la carotte
      </Button>
      <ConfirmDialog
        {...props}
        open={open}
        onCancel={() => {
          setOpen(false);
          props.onCancel();
        }}
        onConfirm={() => {
          setOpen(false);
          props.onConfirm();
        }}
      />
    </>
  );
}

/** Keyboard only: the focus starts on « Annuler », Escape cancels, Tab then Enter confirms. */
export const Keyboard: Story = {
  args: { open: false },
  render: (args) => <DialogFromButton {...args} />,
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Supprimer la carotte' }));
    const dialog = await page.findByRole('alertdialog', { name: 'Supprimer la carotte CA-12 ?' });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Annuler' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('alertdialog')).toBeNull());
    await expect(args.onCancel).toHaveBeenCalledOnce();

    await userEvent.click(canvas.getByRole('button', { name: 'Supprimer la carotte' }));
    await waitFor(() => expect(page.getByRole('button', { name: 'Annuler' })).toHaveFocus());
    await userEvent.tab();
    await expect(page.getByRole('button', { name: 'Supprimer' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};
