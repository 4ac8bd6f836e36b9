import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DateRangeFields, type DateRangeFieldsProps } from './date-range-fields.js';

/** The fields in a filter bar's row, applying what they hand over as a screen does. */
function FilterRow(props: DateRangeFieldsProps) {
  const [value, setValue] = useState(props.value);
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <DateRangeFields
        {...props}
        value={value}
        onChange={(range) => {
          props.onChange(range);
          setValue(range);
        }}
      />
    </Stack>
  );
}

const meta = {
  title: 'Formulaires/DateRangeFields',
  component: DateRangeFields,
  args: {
    value: { startDate: '2026-01-01', endDate: '2026-03-31' },
    labels: { startDate: 'Du', endDate: 'Au' },
    onChange: fn(),
  },
  render: (args) => <FilterRow {...args} />,
} satisfies Meta<typeof DateRangeFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A day typed with the keyboard is applied with the other end. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const end = within(canvasElement).getByLabelText('Au');
    await userEvent.clear(end);
    await userEvent.type(end, '2026-02-15');
    await expect(end).toHaveValue('2026-02-15');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      startDate: '2026-01-01',
      endDate: '2026-02-15',
    });
  },
};

/**
 * An end typed before the start gets the French sentence and is not applied; moving the start
 * back applies both days at once.
 */
export const EndBeforeStart: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const end = canvas.getByLabelText('Au');
    await userEvent.clear(end);
    await userEvent.type(end, '2025-12-31');
    await expect(end).toHaveValue('2025-12-31');
    await expect(end).toHaveAttribute('aria-invalid', 'true');
    await expect(
      canvas.getByText('La date de fin doit être supérieure ou égale à la date de début'),
    ).toBeInTheDocument();
    await expect(args.onChange).not.toHaveBeenCalledWith({
      startDate: '2026-01-01',
      endDate: '2025-12-31',
    });

    const start = canvas.getByLabelText('Du');
    await userEvent.clear(start);
    await userEvent.type(start, '2025-12-01');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      startDate: '2025-12-01',
      endDate: '2025-12-31',
    });
    await expect(
      canvas.queryByText('La date de fin doit être supérieure ou égale à la date de début'),
    ).not.toBeInTheDocument();
  },
};

/** Both ends open: no range yet (the macro views' default). */
export const Empty: Story = {
  args: {
    value: { startDate: '', endDate: '' },
    labels: { startDate: 'Campagnes depuis le', endDate: 'Campagnes jusqu’au' },
  },
};

/** A range that comes backwards (an address written by hand): the sentence under the start. */
export const ErrorState: Story = {
  args: { value: { startDate: '2026-03-31', endDate: '2026-01-01' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        'La date de début doit être inférieure ou égale à la date de fin',
      ),
    ).toBeInTheDocument();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
