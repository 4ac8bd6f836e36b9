import {
  getCreateSiteMockHandler,
  getListOrganizationSitesResponseMock,
  getUploadOrganizationLogoMockHandler,
} from '@chaussee/sdk/mocks';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUpMockApi } from '../../shared/testing/mock-api.js';
import {
  CUSTOMER_ID,
  errorsUnder,
  OFFICE_ID,
  openOrganization,
  organizationOf,
  serveOrganization,
  userWith,
} from './admin-test-kit.js';

const api = setUpMockApi();
const admin = userWith(['ROLE_ADMIN'], null, OFFICE_ID);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0]);

describe('sites tab: each section 5 rule of the site form under its field', () => {
  async function submitSite(values: Record<string, string>) {
    const bodies: unknown[] = [];
    serveOrganization(api, organizationOf());
    api.use(
      getCreateSiteMockHandler(async ({ request }) => {
        bodies.push(await request.json());
        const [sample] = getListOrganizationSitesResponseMock().member;
        if (sample === undefined) throw new Error('The mock gives sites');
        return sample;
      }),
    );
    await openOrganization(organizationOf(), admin, 'sites');
    fireEvent.click(await screen.findByRole('button', { name: 'Nouveau site' }));
    const dialog = await screen.findByRole('dialog', { name: 'Créer un site' });
    await within(dialog).findByRole('textbox', { name: /Nom du site/u });
    for (const [label, value] of Object.entries(values)) {
      fireEvent.change(within(dialog).getByRole('textbox', { name: new RegExp(label, 'u') }), {
        target: { value },
      });
    }
    fireEvent.click(within(dialog).getByRole('button', { name: 'Créer' }));
    return bodies;
  }

  it('the name is required', async () => {
    const bodies = await submitSite({});
    await waitFor(() => {
      expect(errorsUnder('name')).toBe('Ce champ est requis');
    });
    expect(bodies).toEqual([]);
  });

  it('the zip code has 5 characters', async () => {
    await submitSite({ 'Nom du site': 'Siège', 'Code postal': '3800' });
    await waitFor(() => {
      expect(errorsUnder('zipCode')).toBe('Code postal invalide');
    });
  });

  it('the phone is a French number', async () => {
    await submitSite({ 'Nom du site': 'Siège', Téléphone: '+1 555' });
    await waitFor(() => {
      expect(errorsUnder('phone')).toBe('Le numéro de téléphone ne correspond pas');
    });
  });

  it('a valid site is created in the organization', async () => {
    const bodies = await submitSite({ 'Nom du site': 'Siège', 'Code postal': '38000' });
    await waitFor(() => {
      expect(bodies).toHaveLength(1);
    });
    expect(bodies[0]).toMatchObject({
      name: 'Siège',
      zipCode: '38000',
      organizationId: CUSTOMER_ID,
    });
  });
});

describe('informations tab: the logo', () => {
  beforeEach(() => {
    // jsdom has no object URLs: the preview's is a stand-in.
    URL.createObjectURL = vi.fn(() => 'blob:logo-preview');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('previews the chosen picture, then uploads it on demand', async () => {
    const uploads: string[] = [];
    serveOrganization(api, organizationOf());
    api.use(
      getUploadOrganizationLogoMockHandler(async ({ request }) => {
        const form = await request.formData();
        const file = form.get('file');
        uploads.push(file instanceof File ? file.name : 'none');
        return { path: 'organizations/logo.jpg' };
      }),
    );
    await openOrganization(organizationOf(), admin);
    expect(await screen.findByText('Aucun logo')).toBeDefined();
    const input = screen.getByLabelText('parcourez vos dossiers', { selector: 'input' });
    fireEvent.change(input, {
      target: { files: [new File([JPEG], 'logo.jpg', { type: 'image/jpeg' })] },
    });
    const preview = await screen.findByRole('img', { name: 'Aperçu du nouveau logo' });
    expect(preview.getAttribute('src')).toBe('blob:logo-preview');
    expect(uploads).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le logo' }));
    await waitFor(() => {
      expect(uploads).toEqual(['logo.jpg']);
    });
  });

  it('refuses a file that is not a picture before sending it, in French', async () => {
    serveOrganization(api, organizationOf());
    await openOrganization(organizationOf(), admin);
    await screen.findByText('Aucun logo');
    const input = screen.getByLabelText('parcourez vos dossiers', { selector: 'input' });
    fireEvent.change(input, {
      target: { files: [new File(['%PDF'], 'logo.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByText(/le fichier doit être un JPG ou un PNG/u)).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Envoyer le logo' })).toBeNull();
  });
});
