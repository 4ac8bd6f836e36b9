import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { setUpMockApi } from '../../../shared/testing/mock-api.js';
import { renderScreen } from '../../../shared/testing/render-screen.js';
import {
  campaignId,
  coresNumbered,
  coringCampaign,
  serveCampaign,
  serveCores,
} from '../testing/coring-fixtures.js';
import { CoringCampaignPage } from './coring-campaign-page.js';

/** Every `rowData` the grid was handed, render after render. */
const handedRows = vi.hoisted(() => [] as unknown[]);

/**
 * The module @chaussee/ui renders AG Grid from (the web app reaches AG Grid only through it): its
 * ES module entry, beside the CommonJS one a require finds.
 */
const { gridModule } = await vi.hoisted(async () => {
  const nodeModule = await import('node:module');
  const path = await import('node:path');
  const fromUi = nodeModule.createRequire(
    path.join(import.meta.dirname, '../../../../../../packages/ui/package.json'),
  );
  return { gridModule: path.join(path.dirname(fromUi.resolve('ag-grid-react')), 'index.esm.mjs') };
});

// The real grid, watched: AG Grid compares every row of each new `rowData` it is handed with the
// rows it holds (10,000 in a large campaign) and redraws.
vi.mock(gridModule, async (importOriginal) => {
  // The web app has no types of its own for AG Grid: the props read here are named.
  type GridProps = { rowData?: unknown } & Record<string, unknown>;
  const actual = await importOriginal<{ AgGridReact: ComponentType<GridProps> }>();
  const { AgGridReact } = actual;
  function WatchedGrid(props: GridProps) {
    handedRows.push(props.rowData);
    return <AgGridReact {...props} />;
  }
  return { ...actual, AgGridReact: WatchedGrid };
});

const api = setUpMockApi();

describe('the rows the cores grid is handed', () => {
  it('are the same while the cores do not change, when the screen renders for another reason', async () => {
    serveCampaign(api, coringCampaign());
    serveCores(api, () => coresNumbered(3));
    await renderScreen(<CoringCampaignPage />, {
      route: '/coring-campaign/:id',
      at: `/coring-campaign/${campaignId}`,
    });
    const region = await screen.findByRole('region', { name: 'Carottes de la campagne' });
    await within(region).findByRole('button', { name: 'Supprimer la carotte 2' });
    await waitFor(() => {
      expect(region.getAttribute('aria-busy')).toBe('false');
    });
    const rowsShown = handedRows.at(-1);
    const rendersBefore = handedRows.length;
    // Asking to delete a core renders the screen again (its confirmation), the cores unchanged.
    fireEvent.click(within(region).getByRole('button', { name: 'Supprimer la carotte 2' }));
    await screen.findByRole('alertdialog', { name: 'Supprimer la carotte 2 ?' });
    expect(handedRows.length).toBeGreaterThan(rendersBefore);
    // The very same array (not one equal to it): AG Grid then has nothing to compare.
    for (const rows of handedRows.slice(rendersBefore)) expect(rows).toBe(rowsShown);
  });
});
