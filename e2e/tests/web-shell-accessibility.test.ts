import axe from 'axe-core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../support/chromium.js';
import { coresGrid } from '../support/coring-screens.js';
import { signIn, SUPER_ADMIN } from './web-shell-helpers.js';

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

declare global {
  interface Window {
    /** Set by axe.min.js once injected into the page. */
    axe?: { run: (options: object) => Promise<{ violations: AxeViolation[]; passes: unknown[] }> };
  }
}

/** May edit the seeded campaign's cores: its grid shows the cells edited in place. */
const OFFICE_ADMIN = 'bureau-admin@demo.chaussee.fr';
const SEEDED_CAMPAIGN = 'Carottage RD 1075 – PR 8 à PR 30';
const STEP_TIMEOUT = 20_000;

/**
 * Every violation axe finds on the current page, whatever its impact: the WCAG 2.0, 2.1 and 2.2
 * A and AA rules and axe's best practices, with the rule of WCAG 2.5.3 (the accessible name of a
 * control contains its visible text), experimental in axe, turned on.
 */
async function axeViolations(page: Page): Promise<string[]> {
  // Colours are measured as they are painted: a button that just turned enabled is still
  // fading from grey (MUI's 250 ms transition), and axe would rate a colour that no one reads.
  // Wait for the finite transitions and animations to end (an endless spinner never does).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
  // axe-core's own source, injected into the page under test.
  await page.addScriptTag({ content: axe.source });
  const { violations, passes } = await page.evaluate(async () => {
    if (!window.axe) throw new Error('axe-core was not injected');
    const result = await window.axe.run({
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
      },
      rules: { 'label-content-name-mismatch': { enabled: true } },
    });
    return { violations: result.violations, passes: result.passes.length };
  });
  // A scan that checked nothing would pass too: make sure the rules ran on this page.
  expect(passes).toBeGreaterThan(5);
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'no impact'}): ${violation.help} (${JSON.stringify(violation.nodes.map((node) => node.target))})`,
  );
}

/**
 * Waits until the page shows its main heading and has nothing left loading (no progress bar, no
 * busy region), so that axe reads the page as the user does once it is drawn.
 */
async function settled(page: Page, heading: string | RegExp): Promise<void> {
  await page.getByRole('heading', { level: 1, name: heading }).first().waitFor();
  await page.waitForFunction(
    () =>
      document.querySelector('[role="progressbar"], [aria-busy="true"], .MuiSkeleton-root') ===
      null,
  );
}

/** The path of a link of the current page, found by its name. */
async function linkPath(page: Page, name: string): Promise<string> {
  const link = page.getByRole('link', { name }).first();
  await link.waitFor();
  const href = await link.getAttribute('href');
  if (href === null) throw new Error(`the link « ${name} » has no href`);
  return href;
}

describe('accessibility (axe-core): no violation on any screen', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser.close());

  /** A fresh page: axe is injected as an inline script, which the app's CSP rightly refuses. */
  async function openPage(): Promise<Page> {
    const page = await (await browser.newContext({ baseURL: baseUrl, bypassCSP: true })).newPage();
    page.setDefaultTimeout(STEP_TIMEOUT);
    return page;
  }

  describe('signed out', () => {
    let page: Page;
    beforeAll(async () => {
      page = await openPage();
    });

    it('on login', async () => {
      await page.goto('/login');
      await page.getByRole('button', { name: 'Se connecter' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
    });

    it('on login after a refused share link', async () => {
      await page.goto('/share-link?token=not-a-real-share-token');
      await page.getByTestId('share-link-refused').waitFor();
      expect(await axeViolations(page)).toEqual([]);
    });

    it('on the download page', async () => {
      await page.goto('/download');
      await settled(page, /./u);
      expect(await axeViolations(page)).toEqual([]);
    });

    it('on Page Not Found', async () => {
      await page.goto('/coring-campaign/not-a-uuid');
      await page.getByTestId('error-page').waitFor();
      expect(await axeViolations(page)).toEqual([]);
    });
  });

  describe('an office administrator, on the seeded campaign and around it', () => {
    let page: Page;
    let campaignPath = '';
    let projectPath = '';
    beforeAll(async () => {
      page = await openPage();
      await page.goto('/login');
      await signIn(page, OFFICE_ADMIN);
      await settled(page, 'Mes projets');
      campaignPath = await linkPath(page, SEEDED_CAMPAIGN);
      projectPath = await page
        .locator('a[href^="/project/"]')
        .first()
        .evaluate((link) => link.getAttribute('href') ?? '');
    });

    it('on the workspaces', async () => {
      await page.goto('/workspaces');
      await settled(page, 'Mes projets');
      expect(await axeViolations(page)).toEqual([]);
    });

    it('on the archived workspaces', async () => {
      await page.goto('/workspaces/archived');
      await settled(page, /./u);
      expect(await axeViolations(page)).toEqual([]);
    });

    it('on a project, its campaigns in a grid', async () => {
      await page.goto(projectPath);
      await settled(page, /./u);
      expect(await axeViolations(page)).toEqual([]);
    });

    it('on the coring campaign, its cores grid edited in place', async () => {
      await page.goto(campaignPath);
      await settled(page, SEEDED_CAMPAIGN);
      // The cells the administrator edits in place are there, with their values.
      await coresGrid(page)
        .getByRole('button', { name: /modifier Sens de circulation de la carotte/iu })
        .first()
        .waitFor();
      expect(await axeViolations(page)).toEqual([]);
    });

    it.each([
      ['prestations', '/prestations'],
      ['dashboard', '/dashboard'],
      ['structural synoptic', '/structural-synoptic'],
      ['analyses synoptic', '/analyses-synoptic'],
    ])('on the campaign’s %s', async (_name, suffix) => {
      await page.goto(`${campaignPath}${suffix}`);
      await settled(page, SEEDED_CAMPAIGN);
      expect(await axeViolations(page)).toEqual([]);
    });

    it.each([
      ['macro view', 'campaign'],
      ['project’s macro view', 'project'],
    ])('on the campaign’s %s', async (_name, kind) => {
      const id = (kind === 'campaign' ? campaignPath : projectPath).split('/').at(-1) ?? '';
      await page.goto(
        kind === 'campaign'
          ? `/coring-macro-campaigns/${id}?fond=blank`
          : `/coring-macro-project/${id}?fond=blank`,
      );
      await settled(page, /^Vue macro/u);
      await page.getByRole('region', { name: 'Campagnes de la vue macro' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
    });

    it.each([
      ['management', 'manage'],
      ['administration', 'admin'],
    ])('on the campaign’s %s', async (_name, kind) => {
      const id = campaignPath.split('/').at(-1) ?? '';
      await page.goto(kind === 'manage' ? `/campaign/${id}/manage` : `/admin/campaigns/${id}`);
      await settled(page, /./u);
      expect(await axeViolations(page)).toEqual([]);
    });

    it.each([
      ['files (deliverables tab)', 'files'],
      ['files (customer files tab, file requests)', 'files?onglet=client'],
      ['deliverables', 'deliverables'],
    ])('on the campaign’s %s', async (_name, page_) => {
      const id = campaignPath.split('/').at(-1) ?? '';
      await page.goto(`/campaign/${id}/${page_}`);
      await settled(page, SEEDED_CAMPAIGN);
      await page
        .getByRole('tablist')
        .or(page.getByRole('region', { name: 'Livrables' }))
        .first()
        .waitFor();
      expect(await axeViolations(page)).toEqual([]);
    });

    it.each([
      ['the account', '/profile'],
      ['the versions', '/versions'],
      ['the legal statement', '/legal-statement'],
      ['the campaigns’ files', '/campaigns-files-list'],
      ['the statistics, refused without the right', '/statistics'],
      ['the macro view', '/coring-macro-campaigns?fond=blank'],
    ])('on %s', async (_name, path) => {
      await page.goto(path);
      await settled(page, /./u);
      expect(await axeViolations(page)).toEqual([]);
    });
  });

  describe('a super administrator', () => {
    it('on the statistics', async () => {
      const page = await openPage();
      await page.goto('/login');
      await signIn(page, SUPER_ADMIN);
      await page.goto('/statistics');
      await settled(page, 'Statistiques');
      await page.locator('[data-chart-rendered="true"]').first().waitFor();
      expect(await axeViolations(page)).toEqual([]);
    });

    it('on « Se connecter en tant que »', async () => {
      const page = await openPage();
      await page.goto('/login');
      await signIn(page, SUPER_ADMIN);
      await page.goto('/super-login');
      await settled(page, /./u);
      expect(await axeViolations(page)).toEqual([]);
    });
  });

  describe('a super administrator, on the administration screens', () => {
    let page: Page;
    beforeAll(async () => {
      page = await openPage();
      await page.goto('/login');
      await signIn(page, SUPER_ADMIN);
    });

    it('on the organizations', async () => {
      await page.goto('/admin/organizations');
      await settled(page, 'Organisations');
      await page.getByRole('link', { name: 'Département de l’Isère' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
    });

    it('on the audit trail, and the history of a campaign', async () => {
      await page.goto('/admin/audit');
      await settled(page, 'Journal d’audit');
      expect(await axeViolations(page)).toEqual([]);
      await page.goto('/workspaces');
      await page.getByRole('link', { name: SEEDED_CAMPAIGN }).first().click();
      await coresGrid(page).waitFor();
      await settled(page, SEEDED_CAMPAIGN);
      await page.getByRole('button', { name: 'Historique' }).click();
      // The drawer is modal: the page's heading is hidden from assistive tools while it is open.
      const drawer = page.getByRole('dialog', { name: 'Historique de la campagne' });
      await drawer
        .getByRole('table')
        .or(drawer.getByText('Aucune modification enregistrée'))
        .first()
        .waitFor();
      expect(await axeViolations(page)).toEqual([]);
    });

    for (const tab of ['Informations', 'Sites', 'Utilisateurs', 'Relations']) {
      it(`on an organization's « ${tab} »`, async () => {
        await page.goto('/admin/organizations');
        await page.getByRole('link', { name: 'Département de l’Isère' }).click();
        await page.getByRole('tab', { name: tab }).click();
        await settled(page, 'Département de l’Isère');
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  });

  describe('a guest of the demo share link', () => {
    let page: Page;
    beforeAll(async () => {
      const match = /Demo share link \(guest, read-only\): (\S+)/u.exec(inject('serverOutput'));
      if (!match?.[1]) throw new Error('The server printed no demo share link at start.');
      const link = new URL(match[1]);
      page = await openPage();
      await page.goto(`${link.pathname}${link.search}`);
      await page.waitForURL('**/guests/coring-campaign/*/dashboard');
    });

    it('on the guest dashboard', async () => {
      await settled(page, SEEDED_CAMPAIGN);
      expect(await axeViolations(page)).toEqual([]);
    });

    it('on the guest map', async () => {
      await page.goto(new URL(page.url()).pathname.replace(/dashboard$/u, 'map'));
      await settled(page, SEEDED_CAMPAIGN);
      expect(await axeViolations(page)).toEqual([]);
    });
  });
});
