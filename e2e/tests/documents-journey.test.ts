import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { openPagePerTest } from '../support/page-per-test.js';
import { saveScreenshot, signIn } from './web-shell-helpers.js';

/** NEXTROAD_MAIN and study manager: uploads deliverables (spec section 6, Files). */
const STUDY_MANAGER = 'chef-agence@demo.chaussee.fr';
/** ROLE_ADMIN: asks the customer for files and validates them (section 6 gives it to admins only). */
const ADMIN = 'admin@demo.chaussee.fr';
const CUSTOMER = 'client-principal@demo.chaussee.fr';
const CAMPAIGN = 'Carottage systématique RD 1090';
const STEP_TIMEOUT = 15_000;
const WIDE = { width: 2200, height: 1200 };
const REPORTS = [
  'Rapport de synthèse.pdf',
  'Plan des carottages.pdf',
  'Certificat laboratoire.pdf',
];

/** A small real PDF (one empty page): the server checks the content of every upload. */
function pdfBytes(title: string): number[] {
  const body = [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj',
    `% ${title}`,
    'trailer << /Root 1 0 R >>',
    '%%EOF',
  ].join('\n');
  return [...Buffer.from(body, 'latin1')];
}

/** Drops files on the drop zone as a browser does (a DataTransfer carried by a drop event). */
async function dropFiles(page: Page, names: readonly string[]): Promise<void> {
  const target = page.getByText(/Déposez des fichiers ici/u);
  await target.evaluate(
    (element, files) => {
      const transfer = new DataTransfer();
      for (const { name, bytes } of files) {
        transfer.items.add(new File([new Uint8Array(bytes)], name, { type: 'application/pdf' }));
      }
      element.dispatchEvent(
        new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: transfer }),
      );
    },
    names.map((name) => ({ name, bytes: pdfBytes(name) })),
  );
}

describe('journey: deliverables delivered, read, zipped, a file asked and validated, a link shared', () => {
  let page: Page;
  /** The campaign's file manager, found by the first test through the campaigns-files list. */
  let filesPath: string | undefined;
  /** The public link made by the customer, opened anonymously by the last test. */
  let sharedLink: string | undefined;
  let journal: string[] = [];
  openPagePerTest((opened) => {
    page = opened;
    journal = [];
    page.on('pageerror', (error) => journal.push(`page error: ${error.message}`));
    page.on('response', (response) => {
      if (response.url().includes('/api/') && response.status() >= 400) {
        const request = response.request();
        journal.push(`${request.method()} ${response.url()} → ${String(response.status())}`);
      }
    });
    page.setDefaultTimeout(STEP_TIMEOUT);
    return page.setViewportSize(WIDE);
  });
  beforeEach(({ onTestFailed }) => {
    onTestFailed(() => {
      console.error(`What the browser said:\n${journal.join('\n') || '(nothing)'}`);
    });
  });

  function campaignFiles(suffix = ''): string {
    if (filesPath === undefined) throw new Error('The first test did not find the campaign');
    return `${filesPath}${suffix}`;
  }

  async function signInAs(email: string): Promise<void> {
    await page.goto('/login');
    await signIn(page, email);
  }

  it('a study manager finds the campaign among his files and drops three deliverables at once', async () => {
    await signInAs(STUDY_MANAGER);
    await page.getByRole('link', { name: 'Fichiers' }).click();
    await page.getByRole('textbox', { name: 'Rechercher une campagne' }).fill('systématique');
    await page.getByRole('link', { name: `Ouvrir les fichiers de « ${CAMPAIGN} »` }).click();
    await expect
      .poll(() => new URL(page.url()).pathname, { timeout: STEP_TIMEOUT })
      .toMatch(/^\/campaign\/[0-9a-f-]{36}\/files$/u);
    filesPath = new URL(page.url()).pathname;
    await dropFiles(page, REPORTS);
    const uploads = page.getByRole('region', { name: 'Fichiers envoyés' });
    await uploads.getByText('3 sur 3 fichiers · 100 %').waitFor();
    const grid = page.getByRole('region', { name: 'Fichiers : Livrables' });
    for (const name of REPORTS) await grid.getByText(name).waitFor();
    await saveScreenshot(page, 'documents-file-manager');
  });

  it('the customer sees the deliverables and downloads them as one zip', async () => {
    await signInAs(CUSTOMER);
    await page.goto(campaignFiles().replace(/files$/u, 'deliverables'));
    const grid = page.getByRole('region', { name: 'Livrables' });
    for (const name of REPORTS) await grid.getByText(name).waitFor();
    // Only reads: no upload, no delete.
    expect(await page.getByText(/Déposez des fichiers ici/u).count()).toBe(0);
    await page.getByRole('button', { name: 'Tout sélectionner' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Télécharger (zip)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.zip$/u);
    await saveScreenshot(page, 'documents-deliverables');
  });

  it('the office asks the customer for a missing document', async () => {
    await signInAs(ADMIN);
    await page.goto(campaignFiles('?onglet=client'));
    await page.getByRole('button', { name: 'Demander un document' }).click();
    const dialog = page.getByRole('dialog', { name: 'Demander un document au client' });
    await dialog.getByRole('textbox', { name: /Document demandé/u }).fill('Plan des réseaux');
    await dialog.getByRole('button', { name: 'Envoyer la demande' }).click();
    await dialog.waitFor({ state: 'detached' });
    const request = page.getByRole('listitem', { name: 'Plan des réseaux' });
    await request.getByText('Demandé', { exact: true }).waitFor();
  });

  it('the customer sends the asked file', async () => {
    await signInAs(CUSTOMER);
    await page.goto(campaignFiles('?onglet=client'));
    const request = page.getByRole('listitem', { name: 'Plan des réseaux' });
    await request.getByLabel('Fichier pour « Plan des réseaux »').setInputFiles({
      name: 'plan-reseaux.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(pdfBytes('plan-reseaux')),
    });
    await page.getByRole('region', { name: 'Fichiers envoyés' }).getByText('Ajouté').waitFor();
    await request.getByText('Envoyé, à valider').waitFor();
  });

  it('the office validates the customer’s file', async () => {
    await signInAs(ADMIN);
    await page.goto(campaignFiles('?onglet=client'));
    const request = page.getByRole('listitem', { name: 'Plan des réseaux' });
    await request.getByText('plan-reseaux.pdf').waitFor();
    await request.getByRole('button', { name: 'Valider' }).click();
    await request.getByText('Validé', { exact: true }).waitFor();
    await saveScreenshot(page, 'documents-file-requests');
  });

  it('the customer shares the deliverables by a link, which opens anonymously on /download', async () => {
    await signInAs(CUSTOMER);
    await page.goto(campaignFiles().replace(/files$/u, 'deliverables'));
    await page
      .getByRole('region', { name: 'Livrables' })
      .getByText(REPORTS[0] ?? '')
      .waitFor();
    await page.getByRole('button', { name: 'Partager par un lien' }).click();
    const dialog = page.getByRole('dialog', { name: 'Partager des livrables' });
    await dialog.getByRole('button', { name: 'Créer le lien' }).click();
    sharedLink = await dialog.getByRole('textbox', { name: 'Lien de téléchargement' }).inputValue();
    const link = new URL(sharedLink);
    await page.context().clearCookies();
    await page.evaluate(() => {
      localStorage.clear();
    });
    await page.goto(`${link.pathname}${link.search}`);
    const files = page.getByRole('list', { name: 'Fichiers partagés' });
    for (const name of REPORTS) await files.getByText(name).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Tout télécharger (zip)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${CAMPAIGN}.zip`);
    await saveScreenshot(page, 'documents-download-page');
  });
});
