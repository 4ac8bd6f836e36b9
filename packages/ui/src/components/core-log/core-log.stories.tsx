import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CoreLog } from './core-log.js';

const meta = {
  title: 'Données/CoreLog',
  component: CoreLog,
  args: {
    layers: [
      { type: 'EB', thickness: 40, material: 'Béton bitumineux mince (BBM)' },
      { type: 'EB', thickness: 80, material: 'Grave-bitume (GB)' },
      { type: 'CA', thickness: 60, material: 'Enrobé ancien goudronneux' },
      { type: 'GTLH', thickness: 180, material: 'Grave-ciment (GC)' },
      { type: 'CS', thickness: 140, material: 'Grave non traitée (GNT)' },
    ],
    interfaces: [
      { position: 1, bondState: 'bonded' },
      { position: 2, bondState: 'semi-bonded' },
      { position: 3, bondState: 'unbonded' },
      { position: 4, bondState: 'bonded' },
    ],
  },
} satisfies Meta<typeof CoreLog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Five layers of 500 mm in all, each as tall as its thickness, and their four interfaces. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const heights = [...canvasElement.querySelectorAll('[data-layer-index] rect')].map((rect) =>
      Number(rect.getAttribute('height')),
    );
    // 420 px for 500 mm: 0.84 px per mm for every layer.
    await expect(heights).toEqual([33.6, 67.2, 50.4, 151.2, 117.6]);
  },
};

/** A draft being typed: a layer without thickness is counted, not drawn. */
export const Incomplete: Story = {
  args: {
    layers: [{ type: 'EB', thickness: 60, material: null }, { type: 'CS' }, {}],
    interfaces: [],
  },
};

export const Empty: Story = { args: { layers: [], interfaces: [] } };

export const Dark: Story = { globals: { theme: 'dark' } };
