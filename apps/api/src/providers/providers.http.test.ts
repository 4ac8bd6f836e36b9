import type { SessionUser } from '@chaussee/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error.js';
import { createOrganizationDomain } from '../organizations/organizations.module.js';
import {
  DEMO,
  startOrganizationTestbed,
  type OrganizationTestbed,
} from '../organizations/testing/organization-testbed.js';
import { present, problemOf } from '../users/testing/http-identity.js';
import { createProvidersRepository } from './providers.repository.js';
import { createProvidersService, type ProvidersService } from './providers.service.js';

const UNKNOWN = '3f1c2b7a-9d4e-4c1a-8b2f-6e5d4c3b2a19';

async function refusal(call: Promise<unknown>): Promise<AppError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('The call was expected to fail.');
}

describe('Providers, laboratories and prestations', () => {
  let bed: OrganizationTestbed;
  let providers: ProvidersService;
  let superAdmin: SessionUser;
  const ids = { lab: '', other: '', api: '' };

  beforeAll(async () => {
    bed = await startOrganizationTestbed();
    providers = createProvidersService({ repository: createProvidersRepository(bed.db) });
    superAdmin = { id: await bed.idOf(DEMO.superAdmin), roles: ['ROLE_SUPER_ADMIN'], job: null };
    ids.lab = (
      await providers.createProvider(superAdmin, {
        name: 'Laboratoire Alpha',
        isLaboratory: true,
        email: 'commandes@alpha.fr',
      })
    ).id;
    ids.other = (
      await providers.createProvider(superAdmin, {
        name: 'Carottage Bêta',
        phone: '04 76 12 34 56',
      })
    ).id;
    ids.api = (
      await providers.createProvider(superAdmin, {
        name: 'Gamma Analyses',
        isLaboratory: true,
        apiUrl: 'https://api.gamma.example/v1',
        apiKey: 'secret-key-of-gamma',
      })
    ).id;
    for (const name of ['Site de Lyon', 'Site de Grenoble', 'Antenne de Valence']) {
      await providers.createLaboratory(superAdmin, {
        providerId: ids.lab,
        name,
        zipCode: '69007',
      });
    }
    await providers.createPrestation(superAdmin, {
      providerId: ids.lab,
      name: 'Recherche d’amiante',
      code: 'MACC',
      pollutantKind: 'asbestos',
      layerTypes: ['CA'],
    });
    await providers.createPrestation(superAdmin, {
      providerId: ids.lab,
      name: 'HAP (16 composés)',
      pollutantKind: 'PAH',
    });
    await providers.createPrestation(superAdmin, { providerId: ids.api, name: 'HCT C10-C40' });
  });
  afterAll(() => bed.server.close());

  describe('GET /providers', () => {
    it('lists providers by name with hasApi, never their API key; isLaboratory filters', async () => {
      const reader = await bed.as(DEMO.readOnly);
      const { data, response } = await reader.GET('/providers', { params: { query: {} } });
      expect(response.status).toBe(200);
      expect(present(data)).toEqual({
        total: 3,
        limit: 20,
        offset: 0,
        items: [
          {
            id: ids.other,
            name: 'Carottage Bêta',
            isLaboratory: false,
            hasApi: false,
            email: null,
            phone: '04 76 12 34 56',
          },
          expect.objectContaining({ id: ids.api, hasApi: true, isLaboratory: true }),
          expect.objectContaining({ id: ids.lab, hasApi: false, email: 'commandes@alpha.fr' }),
        ],
      });
      const raw = await fetch(`${bed.server.baseUrl}/api/providers`, {
        headers: { authorization: `Bearer ${await bed.tokenOf(DEMO.readOnly)}` },
      });
      const text = await raw.text();
      expect(text).not.toContain('secret-key-of-gamma');
      expect(text).not.toContain('api.gamma.example');

      const labs = present(
        (await reader.GET('/providers', { params: { query: { isLaboratory: true } } })).data,
      );
      expect(labs.items.map((item) => item.id)).toEqual([ids.api, ids.lab]);
      const others = present(
        (await reader.GET('/providers', { params: { query: { isLaboratory: false } } })).data,
      );
      expect(others.items.map((item) => item.id)).toEqual([ids.other]);
      const page = present(
        (await reader.GET('/providers', { params: { query: { limit: 1, offset: 2 } } })).data,
      );
      expect(page).toMatchObject({ total: 3, limit: 1, offset: 2, items: [{ id: ids.lab }] });
    });

    it('refuses a guest (403) and an anonymous caller (401)', async () => {
      expect(
        await problemOf((await bed.guest()).GET('/providers', { params: { query: {} } })),
      ).toMatchObject({ status: 403 });
      expect(
        await problemOf(bed.server.client.GET('/providers', { params: { query: {} } })),
      ).toMatchObject({ status: 401 });
    });
  });

  describe('GET /provider/{id}/laboratories and /providers/{id}/prestations', () => {
    it('lists a provider’s laboratories by name, paged; 404 for an unknown provider', async () => {
      const client = await bed.as(DEMO.customerUser);
      const { data } = await client.GET('/provider/{id}/laboratories', {
        params: { path: { id: ids.lab }, query: {} },
      });
      expect(present(data).items.map((lab) => lab.name)).toEqual([
        'Antenne de Valence',
        'Site de Grenoble',
        'Site de Lyon',
      ]);
      expect(present(data).items[0]).toMatchObject({
        provider: { id: ids.lab, name: 'Laboratoire Alpha' },
        zipCode: '69007',
      });
      const page = present(
        (
          await client.GET('/provider/{id}/laboratories', {
            params: { path: { id: ids.lab }, query: { limit: 2, offset: 1 } },
          })
        ).data,
      );
      expect(page).toEqual({ total: 3, limit: 2, offset: 1, items: present(data).items.slice(1) });
      const none = present(
        (
          await client.GET('/provider/{id}/laboratories', {
            params: { path: { id: ids.other }, query: {} },
          })
        ).data,
      );
      expect(none).toMatchObject({ total: 0, items: [] });
      expect(
        await problemOf(
          client.GET('/provider/{id}/laboratories', {
            params: { path: { id: UNKNOWN }, query: {} },
          }),
        ),
      ).toMatchObject({ status: 404 });
    });

    it('lists a provider’s prestations by name with code, pollutant and layer types', async () => {
      const client = await bed.as(DEMO.technician);
      const { data } = await client.GET('/providers/{id}/prestations', {
        params: { path: { id: ids.lab }, query: {} },
      });
      expect(present(data)).toMatchObject({
        total: 2,
        items: [
          { name: 'HAP (16 composés)', code: null, pollutantKind: 'PAH', layerTypes: [] },
          {
            name: 'Recherche d’amiante',
            code: 'MACC',
            pollutantKind: 'asbestos',
            layerTypes: ['CA'],
            provider: { id: ids.lab, name: 'Laboratoire Alpha' },
          },
        ],
      });
      const page = present(
        (
          await client.GET('/providers/{id}/prestations', {
            params: { path: { id: ids.lab }, query: { limit: 1, offset: 1 } },
          })
        ).data,
      );
      expect(page.items).toEqual([present(data).items[1]]);
      expect(
        await problemOf(
          (await bed.guest()).GET('/providers/{id}/prestations', {
            params: { path: { id: ids.lab }, query: {} },
          }),
        ),
      ).toMatchObject({ status: 403 });
      expect(
        await problemOf(
          client.GET('/providers/{id}/prestations', {
            params: { path: { id: UNKNOWN }, query: {} },
          }),
        ),
      ).toMatchObject({ status: 404 });
    });
  });

  describe('creating providers (the seed’s functions)', () => {
    it('is for administrators only, and checks the input like a contract body', async () => {
      const engineer: SessionUser = {
        id: await bed.idOf(DEMO.officeAdmin),
        roles: ['ROLE_NEXTROAD_ADMIN'],
        job: 'engineer',
      };
      expect(await refusal(providers.createProvider(engineer, { name: 'Refusé' }))).toMatchObject({
        code: 'forbidden',
      });
      const invalid = await refusal(
        providers.createProvider(superAdmin, {
          name: 'Sans API',
          apiUrl: 'ftp://ailleurs',
          email: 'pas-une-adresse',
        }),
      );
      expect(invalid.code).toBe('validation_failed');
      expect(invalid.violations?.map((violation) => violation.propertyPath).sort()).toEqual([
        'apiUrl',
        'email',
      ]);
      expect(
        await refusal(providers.createProvider(superAdmin, { name: 'Clé seule', apiKey: 'k' })),
      ).toMatchObject({ code: 'validation_failed' });
      expect(
        await refusal(providers.createProvider(superAdmin, { name: 'x'.repeat(255) })),
      ).toMatchObject({ detail: 'value too long for type character varying(255)' });
      expect(
        await refusal(
          providers.createPrestation(superAdmin, {
            providerId: ids.lab,
            name: 'Code inconnu',
            // @ts-expect-error: a code the contract does not know, as untyped input would give it
            code: 'NOPE',
          }),
        ),
      ).toMatchObject({ code: 'validation_failed', violations: [{ propertyPath: 'code' }] });
      expect(
        await refusal(providers.createLaboratory(superAdmin, { providerId: UNKNOWN, name: 'Lab' })),
      ).toMatchObject({ code: 'not_found' });
    });

    it('keeps a fixed id given by the seed', async () => {
      const domain = createOrganizationDomain({
        db: bed.db,
        now: bed.clock.now,
        endSessions: () => Promise.resolve(),
      });
      const id = '7d4c2b1a-3e5f-4a6b-8c7d-9e0f1a2b3c4d';
      const created = await domain.providers.createProvider(superAdmin, { name: 'Fixe' }, { id });
      expect(created.id).toBe(id);
    });
  });
});
