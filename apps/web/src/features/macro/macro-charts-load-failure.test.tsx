import { ChausseeThemeProvider, messages } from '@chaussee/ui';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MacroCharts } from './macro-charts.js';
import { macroCore } from './testing/macro-fixtures.js';

// ECharts' chunk cannot be fetched (a deploy removed it, the network is down): the module `Chart`
// loads when it first draws fails to load. Its path is @chaussee/ui's source, which the tests read.
vi.mock('../../../../../packages/ui/src/components/chart/echarts-setup.js', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

afterEach(cleanup);

describe('macro charts, ECharts not loaded', () => {
  it('says the chart could not be loaded instead of an empty frame', async () => {
    render(
      <ChausseeThemeProvider>
        <MacroCharts cores={[macroCore(1, { pahMaxMgKg: 1200 })]} loading={false} error={null} />
      </ChausseeThemeProvider>,
    );
    expect(await screen.findByText(messages.chart.loadFailed)).toBeDefined();
    expect(screen.queryByRole('img', { name: 'Carottes par classe de polluant' })).toBeNull();
  });
});
