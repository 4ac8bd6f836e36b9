import { getGetCoreResponseMock, seedMockData } from '@chaussee/sdk/mocks';
import type { Core } from '@chaussee/sdk/react';
import { useListCampaignCores } from '@chaussee/sdk/react';
import { contentRanges } from '@chaussee/validation';
import Box from '@mui/material/Box';
import { useTheme, type Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { FeatureCollection } from 'geojson';
import { useMemo, useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { withMockApi } from '../../stories/mock-api.js';
import { coreStatusTones } from '../../theme/status-tones.js';
import { PollutantBadge } from '../pollutant-badge/pollutant-badge.js';
import { StatusChip } from '../status-chip/status-chip.js';
import type { BasemapId } from './basemaps.js';
import type { MapLayer } from './map-layers.js';
import { MapView, type MapViewProps } from './map-view.js';

/** Waits for MapLibre's `idle`: everything drawn (the marker screenshots and tests rely on). */
async function waitForMap(canvasElement: HTMLElement) {
  await waitFor(
    () => expect(canvasElement.querySelector('[data-map-idle="true"]')).not.toBeNull(),
    { timeout: 15_000 },
  );
}

function isCoreStatus(value: unknown): value is Core['status'] {
  return Object.keys(coreStatusTones).some((status) => status === value);
}

/** Cores coloured by status, with the status colours of the theme. */
function coresLayer(theme: Theme, cores: readonly Core[]): MapLayer {
  const colors = Object.fromEntries(
    Object.entries(coreStatusTones).map(([status, tone]) => [
      status,
      theme.palette.status[tone].contrastText,
    ]),
  );
  const features: FeatureCollection['features'] = cores.flatMap((core) =>
    core.lat === null || core.lng === null
      ? []
      : [
          {
            type: 'Feature',
            properties: { id: core.id, displayName: core.displayName, status: core.status },
            geometry: { type: 'Point', coordinates: [core.lng, core.lat] },
          },
        ],
  );
  return {
    id: 'cores',
    kind: 'point',
    data: { type: 'FeatureCollection', features },
    color: { property: 'status', colors, fallback: theme.palette.text.secondary },
    popup: ({ displayName, status }) => (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, color: 'text.primary' }}>
        <Typography variant="subtitle2">{String(displayName)}</Typography>
        {isCoreStatus(status) && <StatusChip kind="core" status={status} />}
      </Box>
    ),
  };
}

seedMockData(69);

/** Contract-shaped cores from the SDK's mock factory, placed in Lyon. */
const lyonCores: Core[] = (
  [
    { lng: 4.8357, lat: 45.764, status: 'validated' },
    { lng: 4.852, lat: 45.7485, status: 'empty' },
    { lng: 4.8801, lat: 45.7702, status: 'sent_to_study_manager' },
    { lng: 4.8142, lat: 45.7811, status: 'cancelled' },
  ] satisfies Partial<Core>[]
).map((values, index) =>
  getGetCoreResponseMock({ ...values, id: String(index), displayName: `CA-${index + 1}` }),
);

/** Road sections around Lyon, each with its PAH content (mg/kg). */
const roadSections: FeatureCollection = {
  type: 'FeatureCollection',
  features: [
    { name: 'RD 1089 – PR 12 à 13', pah: 12, from: [4.78, 45.74], to: [4.81, 45.75] },
    { name: 'RD 1089 – PR 13 à 14', pah: 180, from: [4.81, 45.75], to: [4.84, 45.755] },
    { name: 'RD 1089 – PR 14 à 15', pah: 720, from: [4.84, 45.755], to: [4.87, 45.765] },
    { name: 'RD 1089 – PR 15 à 16', pah: 1450, from: [4.87, 45.765], to: [4.9, 45.78] },
  ].map(({ name, pah, from, to }) => ({
    type: 'Feature',
    properties: {
      name,
      pah,
      pahClass:
        contentRanges('PAH').find(
          (range) => pah >= range.from && (range.to === null || pah < range.to),
        )?.id ?? null,
    },
    geometry: { type: 'LineString', coordinates: [from, to] },
  })),
};

function roadsLayer(theme: Theme): MapLayer {
  const colors = Object.fromEntries(
    contentRanges('PAH').map(({ id }) => [id, theme.palette.pollutant[id].main]),
  );
  return {
    id: 'road-sections',
    kind: 'line',
    data: roadSections,
    color: { property: 'pahClass', colors, fallback: theme.palette.text.secondary },
    popup: ({ name, pah }) => (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, color: 'text.primary' }}>
        <Typography variant="subtitle2">{String(name)}</Typography>
        <PollutantBadge pollutant="PAH" value={typeof pah === 'number' ? pah : null} />
      </Box>
    ),
  };
}

type DemoProps = Omit<MapViewProps, 'layers'> & { content: 'cores' | 'roads' | 'both' | 'none' };

/** Builds the layers with the colours of the current theme, as a screen of the app does. */
function MapDemo({ content, ...props }: DemoProps) {
  const theme = useTheme();
  const layers = useMemo(() => {
    const cores = coresLayer(theme, lyonCores);
    const roads = roadsLayer(theme);
    if (content === 'none')
      return [{ ...cores, data: { type: 'FeatureCollection' as const, features: [] } }];
    if (content === 'cores') return [cores];
    if (content === 'roads') return [roads];
    return [roads, cores];
  }, [theme, content]);
  return <MapView layers={layers} height={420} {...props} />;
}

const meta = {
  title: 'Données/MapView',
  component: MapDemo,
  args: { content: 'both', label: 'Carte des carottes et des sections' },
  play: async ({ canvasElement }) => {
    await waitForMap(canvasElement);
  },
} satisfies Meta<typeof MapDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Lines coloured by PAH class and points by core status, framed on the data. */
export const CoresAndRoads: Story = {};

export const CoresByStatus: Story = { args: { content: 'cores' } };

export const RoadsByPahClass: Story = { args: { content: 'roads' } };

function CampaignMap() {
  const theme = useTheme();
  const { data, isLoading, error } = useListCampaignCores('2b7c5c1e-4a5f-4c3e-9d2a-7e1f0a9b8c6d');
  const layers = useMemo(() => [coresLayer(theme, data?.data.items ?? [])], [theme, data]);
  return (
    <MapView
      layers={layers}
      label="Carte des carottes (API simulée)"
      loading={isLoading}
      error={error === null ? null : 'Les carottes n’ont pas pu être chargées.'}
      height={420}
    />
  );
}

/** Cores read through the SDK's hook, answered by the SDK's MSW mocks. */
export const FromTheApi: Story = {
  ...withMockApi,
  render: () => <CampaignMap />,
};

function MapWithBasemapChoice(props: DemoProps) {
  const [basemap, setBasemap] = useState<BasemapId>('blank');
  return <MapDemo {...props} basemap={basemap} onBasemapChange={setBasemap} />;
}

/**
 * The user chooses the basemap: Plan IGN, IGN aerial photographs or OpenStreetMap (public tiles,
 * loaded only when chosen), or none.
 */
export const BasemapChoice: Story = {
  render: (args) => <MapWithBasemapChoice {...args} />,
};

export const Loading: Story = { args: { loading: true } };

export const Empty: Story = { args: { content: 'none' } };

export const ErrorState: Story = {
  args: { error: 'La carte n’a pas pu être chargée. Réessayez dans un instant.' },
  // No map is drawn: nothing to wait for.
  play: () => Promise.resolve(),
};

export const Disabled: Story = { args: { disabled: true } };

export const Dark: Story = { globals: { theme: 'dark' } };
