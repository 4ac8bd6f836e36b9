import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openPagePerTest } from '../support/page-per-test.js';
import { saveScreenshot, signIn, SUPER_ADMIN } from './web-shell-helpers.js';

const CUSTOMER = 'client-principal@demo.chaussee.fr';
const DEMO_PASSWORD = 'Chaussee2026!';

/** The demo projects as the API lists them to the super administrator (who sees them all). */
async function allDemoWorkspaces(): Promise<
  { name: string; isArchived: boolean; campaigns: { id: string; name: string }[] }[]
> {
  const baseUrl = inject('baseUrl');
  const post = await fetch(`${baseUrl}/api/login_check`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: SUPER_ADMIN, password: DEMO_PASSWORD }),
  });
  const { token } = (await post.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const me = (await (await fetch(`${baseUrl}/api/current_user`, { headers })).json()) as {
    id: string;
  };
  const pages = await Promise.all(
    [false, true].map(async (archived) => {
      const url = `${baseUrl}/api/users/${me.id}/workspaces?displayCampaigns=true&archived=${String(archived)}&limit=50`;
      return (
        (await (await fetch(url, { headers })).json()) as {
          items: { name: string; isArchived: boolean; campaigns: { id: string; name: string }[] }[];
        }
      ).items;
    }),
  );
  return pages.flat();
}

describe('journey: a customer finds the département’s projects in « Mes projets »', () => {
  let page: Page;
  openPagePerTest(async (opened) => {
    page = opened;
    await page.goto('/login');
    await signIn(page, CUSTOMER);
  });

  it('lists the active projects of the département, not the city’s', async () => {
    await page.goto('/workspaces');
    await page.getByText('RD 1090 – Diagnostic amiante et HAP du Grésivaudan').waitFor();
    await page.getByText('RD 1075 – Renforcement entre Vif et Monestier-de-Clermont').waitFor();
    expect(await page.getByText('Cours Jean Jaurès – Requalification').count()).toBe(0);
    expect(await page.getByText('RD 1006 – Traversée de Bourgoin-Jallieu').count()).toBe(0);
    await saveScreenshot(page, 'journey-customer-projects');
  });

  it('shows the archived project in the archived view', async () => {
    await page.goto('/workspaces/archived');
    await page.getByText('RD 1006 – Traversée de Bourgoin-Jallieu').waitFor();
    expect(await page.getByText('RD 1090 – Diagnostic amiante et HAP du Grésivaudan').count()).toBe(
      0,
    );
  });

  it('filters by search, keeps the filter in the URL and over a reload', async () => {
    await page.goto('/workspaces');
    await page.getByText('RD 1075 – Renforcement entre Vif et Monestier-de-Clermont').waitFor();
    await page.getByRole('searchbox', { name: 'Rechercher' }).fill('Grésivaudan');
    await page.waitForURL((url) => url.search.includes('Gr'));
    await page
      .getByText('RD 1075 – Renforcement entre Vif et Monestier-de-Clermont')
      .waitFor({ state: 'detached' });
    await page.reload();
    await page.getByText('RD 1090 – Diagnostic amiante et HAP du Grésivaudan').waitFor();
    expect(
      await page.getByText('RD 1075 – Renforcement entre Vif et Monestier-de-Clermont').count(),
    ).toBe(0);
  });

  it('tells a non-member in French that they are not assigned to the city’s campaign', async () => {
    const city = (await allDemoWorkspaces()).find(
      (workspace) => workspace.name === 'Cours Jean Jaurès – Requalification',
    );
    const campaign = city?.campaigns[0];
    if (!campaign) throw new Error('The demo has a campaign on the Cours Jean Jaurès.');
    await page.goto(`/coring-campaign/${campaign.id}`);
    await page
      .getByText("Vous n'êtes pas affecté à ce projet ou à cette campagne", { exact: false })
      .first()
      .waitFor();
    await saveScreenshot(page, 'journey-not-a-member');
  });
});
