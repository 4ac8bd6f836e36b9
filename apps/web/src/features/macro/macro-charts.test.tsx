import { ChausseeThemeProvider } from '@chaussee/ui';
import { cleanup, render, screen } from '@testing-library/react';
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

describe('macro charts', () => {
  it('draws, shows its loading state while new filters load, and draws again', async () => {
    const { rerender } = render(charts(false));
    expect(
      await screen.findByRole('img', { name: 'Carottes par classe de polluant' }),
    ).toBeDefined();
    // The chart's container, filled by ECharts, must not be reused for the loading state: ECharts
    // empties it when disposed, and React then failed to remove its own nodes from it
    // (removeChild), which broke the whole screen in the browser.
    rerender(charts(true));
    expect(screen.queryByRole('img', { name: 'Carottes par classe de polluant' })).toBeNull();
    rerender(charts(false));
    expect(
      await screen.findByRole('img', { name: 'Carottes par classe de polluant' }),
    ).toBeDefined();
  });
});
