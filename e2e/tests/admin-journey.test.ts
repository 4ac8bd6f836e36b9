import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openPagePerTest } from '../support/page-per-test.js';
import { saveScreenshot, signIn } from './web-shell-helpers.js';

const ADMIN = 'admin@demo.chaussee.fr';
const SUPERVISOR = 'client-superviseur@demo.chaussee.fr';
const DEMO_PASSWORD = 'Chaussee2026!';
const NEW_PASSWORD = 'Vercors#2026a';

/** A name no other run of this file used (the demo server lives for the whole run). */
const runId = Date.now().toString(36);

/** The last password link mailed to `email`, read from the server's outbox (.eml files). */
function lastLinkMailedTo(email: string): string | undefined {
  const outbox = join(inject('dataDir'), 'outbox');
  const links = readdirSync(outbox)
    .sort()
    .map((file) => readFileSync(join(outbox, file), 'utf8'))
    .filter((eml) => eml.includes(`To: ${email}`))
    // Quoted-printable: soft line breaks and « = » written =3D.
    .map((eml) => eml.replace(/=\r?\n/gu, '').replaceAll('=3D', '='))
    .map((eml) => /https?:\/\/\S+?\/password-edit\?token=[\w.~-]+/u.exec(eml)?.[0]);
  return links.filter((link) => link !== undefined).at(-1);
}

async function api<T>(path: string, init: { token: string; method?: string; body?: unknown }) {
  const answer = await fetch(`${inject('baseUrl')}/api${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${init.token}`, 'content-type': 'application/json' },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  if (!answer.ok) throw new Error(`${path}: ${String(answer.status)} ${await answer.text()}`);
  return (await answer.json()) as T;
}

async function tokenOf(email: string): Promise<string> {
  const answer = await fetch(`${inject('baseUrl')}/api/login_check`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password: DEMO_PASSWORD }),
  });
  return ((await answer.json()) as { token: string }).token;
}

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
}

describe('journey: the office administrator opens a customer’s account', () => {
  let page: Page;
  openPagePerTest((opened) => {
    page = opened;
  });

  it('creates an organization with a site and a main customer, who sets a password and signs in', async () => {
    const organization = `Voirie du Vercors ${runId}`;
    const email = `responsable-${runId}@vercors.fr`;
    await page.goto('/login');
    await signIn(page, ADMIN);
    await page.goto('/admin/organizations');
    await page.getByRole('button', { name: 'Nouvelle organisation' }).click();
    const creation = page.getByRole('dialog', { name: 'Créer une organisation' });
    await creation.getByRole('textbox', { name: /Nom de l’organisation/u }).fill(organization);
    await creation.getByRole('textbox', { name: /SIRET/u }).fill('12345678901234');
    await creation.getByRole('textbox', { name: /Code postal/u }).fill('38000');
    await creation.getByRole('textbox', { name: /Téléphone/u }).fill('04 76 00 00 00');
    await creation.getByRole('button', { name: 'Créer' }).click();
    await creation.waitFor({ state: 'detached' });
    await page.getByRole('searchbox', { name: 'Rechercher une organisation' }).fill(runId);
    await page.getByRole('link', { name: organization }).click();
    await page.getByRole('heading', { name: organization, level: 1 }).waitFor();

    await openTab(page, 'Sites');
    await page.getByRole('button', { name: 'Nouveau site' }).click();
    const siteForm = page.getByRole('dialog', { name: 'Créer un site' });
    await siteForm.getByRole('textbox', { name: /Nom du site/u }).fill('Siège de Grenoble');
    await siteForm.getByRole('button', { name: 'Créer' }).click();
    await siteForm.waitFor({ state: 'detached' });
    await page.getByRole('gridcell', { name: 'Siège de Grenoble', exact: true }).waitFor();

    await openTab(page, 'Utilisateurs');
    await page.getByRole('button', { name: 'Nouvel utilisateur' }).click();
    const userForm = page.getByRole('dialog', { name: 'Créer un utilisateur' });
    await userForm.getByRole('textbox', { name: /Adresse e-mail/u }).fill(email);
    await userForm.getByRole('textbox', { name: /Prénom/u }).fill('Agathe');
    await userForm.getByRole('textbox', { name: /^Nom/u }).fill('Rivière');
    await userForm.getByRole('combobox', { name: /Sites/u }).click();
    await page.getByRole('option', { name: 'Siège de Grenoble' }).click();
    await page.keyboard.press('Escape');
    await saveScreenshot(page, 'admin-user-form');
    await userForm.getByRole('button', { name: 'Créer' }).click();
    await userForm.waitFor({ state: 'detached' });
    await page
      .getByRole('button', { name: 'Envoyer le lien d’invitation à Agathe Rivière' })
      .click();
    await page.getByText('Lien d’invitation envoyé.').waitFor();
    await saveScreenshot(page, 'admin-organization-users');

    const link = lastLinkMailedTo(email);
    expect(link).toBeDefined();
    const { pathname, search } = new URL(link ?? '');
    const context = page.context();
    await context.clearCookies();
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await page.goto(`${pathname}${search}`);
    await page.locator('input[name="password"]').fill(NEW_PASSWORD);
    await page.locator('input[name="confirmation"]').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await page
      .getByText('Votre mot de passe est enregistré : vous pouvez vous connecter.')
      .waitFor();
    await page.goto('/login');
    await signIn(page, email, NEW_PASSWORD);
    expect(new URL(page.url()).pathname).toBe('/workspaces');
  });

  it('deletes a site that still has users, moving them to the fallback site chosen', async () => {
    const token = await tokenOf(ADMIN);
    const organization = await api<{ id: string; name: string }>('/organizations', {
      token,
      method: 'POST',
      body: { name: `Routes de Chartreuse ${runId}` },
    });
    const site = (name: string) =>
      api<{ id: string }>('/sites', {
        token,
        method: 'POST',
        body: { name, organizationId: organization.id },
      });
    const closing = await site('Antenne de Voiron');
    await site('Siège de Chambéry');
    await api('/users', {
      token,
      method: 'POST',
      body: {
        userType: 'customer_user',
        email: `technicien-${runId}@chartreuse.fr`,
        firstName: 'Paul',
        lastName: 'Roche',
        roles: ['ROLE_CUSTOMER_USER'],
        siteIds: [closing.id],
        sendInvitation: false,
      },
    });
    await page.goto('/login');
    await signIn(page, ADMIN);
    await page.goto(`/admin/organizations/${organization.id}?onglet=sites`);
    await page.getByRole('button', { name: 'Supprimer Antenne de Voiron' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Supprimer le site ?' });
    await dialog.getByRole('combobox', { name: /Site de repli/u }).click();
    await page.getByRole('option', { name: 'Siège de Chambéry' }).click();
    await saveScreenshot(page, 'admin-delete-site-fallback');
    await dialog.getByRole('button', { name: 'Supprimer' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page
      .getByRole('gridcell', { name: 'Antenne de Voiron', exact: true })
      .waitFor({ state: 'detached' });
    await openTab(page, 'Utilisateurs');
    const row = page.getByRole('row', { name: /Roche/u });
    await row.getByRole('gridcell', { name: 'Siège de Chambéry', exact: true }).waitFor();
  });
});

describe('journey: a customer supervisor manages only their organization', () => {
  let page: Page;
  openPagePerTest(async (opened) => {
    page = opened;
    await page.goto('/login');
    await signIn(page, SUPERVISOR);
  });

  it('sees their organization alone, and none of the others', async () => {
    await page.getByRole('link', { name: 'Administration' }).click();
    await page.waitForURL('**/admin/organizations');
    await page.getByRole('link', { name: 'Département de l’Isère' }).waitFor();
    expect(await page.getByRole('link', { name: 'Ville de Grenoble' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Chaussée Ingénierie' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Nouvelle organisation' }).count()).toBe(0);
    await saveScreenshot(page, 'admin-supervisor-organizations');
    await page.getByRole('link', { name: 'Département de l’Isère' }).click();
    await page.getByRole('tab', { name: 'Relations' }).waitFor();
  });

  it('gets no page of another organization', async () => {
    const token = await tokenOf(ADMIN);
    const { items } = await api<{ items: { id: string; name: string }[] }>(
      '/organizations?limit=200',
      { token },
    );
    const grenoble = items.find((organization) => organization.name === 'Ville de Grenoble');
    expect(grenoble).toBeDefined();
    await page.goto(`/admin/organizations/${grenoble?.id ?? ''}`);
    await page.getByText('L’organisation n’a pas pu être chargée').waitFor();
    expect(await page.getByRole('tab', { name: 'Utilisateurs' }).count()).toBe(0);
  });
});
