import { useGetCoringCampaignStatistics } from '@chaussee/sdk/react';
import { labelOf } from '@chaussee/validation';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { withMockApi } from '../../stories/mock-api.js';
import { Chart } from './chart.js';

const months = ['Janv.', 'Févr.', 'Mars', 'Avr.', 'Mai', 'Juin'];

async function waitForChart(canvasElement: HTMLElement) {
  await waitFor(
    () => expect(canvasElement.querySelector('[data-chart-rendered="true"]')).not.toBeNull(),
    { timeout: 10_000 },
  );
}

const meta = {
  title: 'Données/Chart',
  component: Chart,
  args: {
    label: 'Carottes prélevées et analysées par mois',
    kind: 'bar',
    labels: months,
    series: [
      { name: 'Prélevées', unit: null, data: [42, 58, 37, 66, 71, 49] },
      { name: 'Analysées', unit: null, data: [30, 51, 29, 60, 52, null] },
    ],
  },
  play: async ({ canvasElement }) => {
    await waitForChart(canvasElement);
  },
} satisfies Meta<typeof Chart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Bar: Story = {};

export const StackedBar: Story = { args: { kind: 'stacked_bar' } };

export const Line: Story = {
  args: {
    kind: 'line',
    label: 'Teneur moyenne en HAP par mois',
    series: [{ name: 'HAP', unit: 'mg/kg', data: [120, 340, 1250.5, 860, 410, 95] }],
  },
};

export const Pie: Story = {
  args: {
    kind: 'pie',
    label: 'Carottes par statut',
    labels: [
      labelOf('CoreStatus', 'validated'),
      labelOf('CoreStatus', 'empty'),
      labelOf('CoreStatus', 'cancelled'),
    ],
    series: [{ name: 'Carottes', unit: null, data: [128, 34, 6] }],
  },
};

function CampaignsByStatus() {
  const { data, isLoading, error } = useGetCoringCampaignStatistics();
  const byStatus = data?.data.byStatus ?? [];
  return (
    <Chart
      label="Campagnes de carottage par statut (API simulée)"
      kind="pie"
      labels={byStatus.map(({ status }) => labelOf('CampaignStatus', status))}
      series={[{ name: 'Campagnes', unit: null, data: byStatus.map(({ count }) => count) }]}
      loading={isLoading}
      error={error === null ? null : 'Les statistiques n’ont pas pu être chargées.'}
    />
  );
}

/** Statistics read through the SDK's hook, answered by the SDK's MSW mocks. */
export const FromTheApi: Story = {
  ...withMockApi,
  render: () => <CampaignsByStatus />,
};

// The states below draw no chart: nothing to wait for.
const noChart = () => Promise.resolve();

export const Loading: Story = { args: { loading: true }, play: noChart };

export const Empty: Story = { args: { labels: [], series: [] }, play: noChart };

export const ErrorState: Story = {
  args: { error: 'Les données du graphique n’ont pas pu être chargées.' },
  play: noChart,
};

export const Disabled: Story = { args: { disabled: true } };

export const Dark: Story = { globals: { theme: 'dark' } };

export const DarkPie: Story = { ...Pie, globals: { theme: 'dark' } };
