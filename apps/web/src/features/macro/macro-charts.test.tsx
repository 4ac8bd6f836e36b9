import { ChausseeThemeProvider } from '@chaussee/ui';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MacroCharts } from './macro-charts.js';
import { macroCore } from './testing/macro-fixtures.js';

afterEach(cleanup);

const cores = [macroCore(1, { pahMaxMgKg: 1200 }), macroCore(2, { thMaxMgKg: 20 })];

function charts(loading: boolean) {
  return (
    <ChausseeThemeProvider>
      <MacroCharts cores={cores} loading={loading} error={null} />
    </ChausseeThemeProvider>
  );
}

const CHART_NAME = 'Carottes par classe de polluant';

/** The chart once ECharts (loaded when a chart is first drawn) has drawn it. */
async function drawnChart(): Promise<HTMLElement> {
  const chart = await screen.findByRole('img', { name: CHART_NAME });
  await waitFor(() => {
    expect(chart.getAttribute('data-chart-rendered')).toBe('true');
  });
  expect(chart.querySelector('svg')).not.toBeNull();
  return chart;
}

describe('macro charts', () => {
  it('draws, shows its loading state while new filters load, and draws again', async () => {
    const { rerender } = render(charts(false));
    await drawnChart();
    // The chart's container, filled by ECharts, must not be reused for the loading state: ECharts
    // empties it when disposed, and React then failed to remove its own nodes from it
    // (removeChild), which broke the whole screen in the browser.
    rerender(charts(true));
    expect(screen.queryByRole('img', { name: CHART_NAME })).toBeNull();
    rerender(charts(false));
    await drawnChart();
  });

  it('draws nothing into a chart that left before ECharts had loaded, and draws the next one', async () => {
    const { rerender } = render(charts(false));
    const first = screen.getByRole('img', { name: CHART_NAME });
    rerender(charts(true));
    rerender(charts(false));
    const chart = await drawnChart();
    expect(chart).not.toBe(first);
    // The first container got no chart when ECharts arrived after it was gone.
    expect(first.querySelector('svg')).toBeNull();
  });
});
