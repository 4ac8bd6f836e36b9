import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { InlineTextCell } from './inline-text-cell.js';

const meta = {
  title: 'Grilles/InlineTextCell',
  component: InlineTextCell,
  args: {
    value: 'Rapport final',
    buttonLabel: 'Renommer Rapport final',
    fieldLabel: 'Nouveau titre de Rapport final',
    maxLength: 254,
    editable: true,
    onCommit: fn(),
  },
} satisfies Meta<typeof InlineTextCell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReadOnly: Story = {
  args: { editable: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Rapport final')).toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** Leaving the field commits the trimmed text once; an unchanged text commits nothing. */
export const EditsInPlace: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Renommer Rapport final' }));
    const field = canvas.getByRole('textbox', { name: 'Nouveau titre de Rapport final' });
    await userEvent.type(field, ' de synthèse  ');
    await userEvent.tab();
    await expect(args.onCommit).toHaveBeenCalledWith('Rapport final de synthèse');
    await userEvent.click(canvas.getByRole('button', { name: 'Renommer Rapport final' }));
    await userEvent.type(canvas.getByRole('textbox'), '  ');
    await userEvent.tab();
    await expect(args.onCommit).toHaveBeenCalledTimes(1);
  },
};
