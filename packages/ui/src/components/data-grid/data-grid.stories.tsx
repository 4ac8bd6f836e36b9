import { getGetCoreResponseMock, seedMockData } from '@chaussee/sdk/mocks';
import type { Core } from '@chaussee/sdk/react';
import { useListCampaignCores } from '@chaussee/sdk/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CustomCellRendererProps } from 'ag-grid-react';
import Box from '@mui/material/Box';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { contract, contractSchema } from '../../stories/contract.js';
import { withMockApi } from '../../stories/mock-api.js';
import { coreStatusTones } from '../../theme/status-tones.js';
import { StatusChip } from '../status-chip/status-chip.js';
import { DataGrid } from './data-grid.js';
import { schemaToColumns } from './schema-columns.js';

function CoreStatusCell({ value }: CustomCellRendererProps<Core>) {
  const status = Object.keys(coreStatusTones).find((code) => code === value);
  return status === undefined ? null : <StatusChip kind="core" status={status as Core['status']} />;
}

/** The cores table of a campaign: columns from the contract's Core schema, the catalogue's labels. */
const coreColumns = schemaToColumns<Core>(contractSchema('Core'), {
  document: contract,
  fields: [
    'displayName',
    'status',
    'road',
    'landmark',
    'abscissa',
    'lane',
    'diameter',
    'isFullStructure',
    'updatedAt',
  ],
  schemaName: 'Core',
  overrides: {
    status: { cellRenderer: CoreStatusCell, filter: false },
    road: { valueGetter: ({ data }) => data?.road?.name ?? '' },
  },
});

seedMockData(12);

/** Contract-shaped cores from the SDK's mock factory, with the values the stories show. */
const sampleCores: Core[] = (
  [
    { id: '1', displayName: 'CA-1', status: 'validated', landmark: 'PR 12', abscissa: 350 },
    { id: '2', displayName: 'CA-2', status: 'empty', landmark: 'PR 12', abscissa: 1250.5 },
    { id: '3', displayName: 'CA-3', status: 'cancelled', landmark: 'PR 13', abscissa: 20 },
  ] satisfies Partial<Core>[]
).map((values) =>
  getGetCoreResponseMock({ ...values, isFullStructure: values.status === 'validated' }),
);

const meta = {
  title: 'Données/DataGrid',
  component: DataGrid<Core>,
  args: {
    label: 'Carottes de la campagne',
    rows: sampleCores,
    columns: coreColumns,
    getRowId: (core) => core.id,
    height: 320,
  },
} satisfies Meta<typeof DataGrid<Core>>;

export default meta;
type Story = StoryObj<typeof meta>;

async function waitForRows(canvasElement: HTMLElement, count: number) {
  await waitFor(() => expect(canvasElement.querySelectorAll('.ag-row')).toHaveLength(count));
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await waitForRows(canvasElement, sampleCores.length);
  },
};

function CampaignCores() {
  const { data, error } = useListCampaignCores('2b7c5c1e-4a5f-4c3e-9d2a-7e1f0a9b8c6d');
  return (
    <DataGrid<Core>
      label="Carottes de la campagne (API simulée)"
      rows={data?.data.items}
      columns={coreColumns}
      getRowId={(core) => core.id}
      error={error === null ? null : 'Les carottes n’ont pas pu être chargées.'}
      height={360}
    />
  );
}

/** Cores read through the SDK's hook, answered by the SDK's MSW mocks. */
export const FromTheApi: Story = {
  ...withMockApi,
  render: () => <CampaignCores />,
  play: async ({ canvasElement }) => {
    await waitFor(
      () => expect(canvasElement.querySelectorAll('.ag-row').length).toBeGreaterThan(0),
      { timeout: 5000 },
    );
  },
};

export const Paginated: Story = {
  args: {
    rows: [...sampleCores, ...sampleCores.map((core) => ({ ...core, id: `${core.id}b` }))],
    pageSize: 2,
  },
  play: async ({ canvasElement }) => {
    await waitForRows(canvasElement, 2);
  },
};

export const Loading: Story = { args: { loading: true } };

/**
 * A long list streaming in (the first pages of a campaign of 10,000 cores): the rows that arrived
 * are shown and usable, a thin bar tells how far the loading is, the table is busy until the end.
 */
export const LoadingMore: Story = {
  args: { loadingProgress: 0.3 },
  play: async ({ canvasElement }) => {
    await waitForRows(canvasElement, sampleCores.length);
    const table = canvasElement.querySelector('section');
    await expect(table?.getAttribute('aria-busy')).toBe('true');
    await expect(
      canvasElement.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow'),
    ).toBe('30');
  },
};

export const Empty: Story = {
  args: { rows: [], emptyMessage: 'Aucune carotte dans cette campagne' },
};

export const ErrorState: Story = {
  args: { error: 'Les carottes n’ont pas pu être chargées. Réessayez dans un instant.' },
};

export const Disabled: Story = { args: { disabled: true } };

export const Dark: Story = { ...Default, globals: { theme: 'dark' } };

/**
 * On a phone (a table 390 px wide), the first column stays pinned on the left while the others
 * scroll beside it: the row is still named when its last columns are shown.
 */
export const Compact: Story = {
  render: (args) => (
    <Box sx={{ width: 390 }}>
      <DataGrid<Core> {...args} />
    </Box>
  ),
  play: async ({ canvasElement }) => {
    // The grid measures its width first, then pins its first column: a second layout.
    await waitFor(
      () =>
        expect(
          canvasElement.querySelector('.ag-header-cell-last-left-pinned[col-id="displayName"]'),
        ).not.toBeNull(),
      { timeout: 5000 },
    );
    await waitForRows(canvasElement, sampleCores.length);
  },
};

/** A double click on a row (or Enter on one of its cells) opens it, e.g. the core's sheet. */
export const OpensARow: Story = {
  args: { onRowOpen: fn() },
  play: async ({ args, canvasElement }) => {
    await waitForRows(canvasElement, sampleCores.length);
    const cell = canvasElement.querySelector<HTMLElement>('.ag-row[row-index="1"] .ag-cell');
    if (cell === null) throw new Error('The second row has cells');
    await userEvent.dblClick(cell);
    await waitFor(() => expect(args.onRowOpen).toHaveBeenCalledWith(sampleCores[1]));
  },
};
