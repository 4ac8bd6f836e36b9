import type { SessionUser } from '@chaussee/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganizationDomain } from '../organizations/organizations.module.js';
import {
  DEMO,
  startOrganizationTestbed,
  type OrganizationTestbed,
} from '../organizations/testing/organization-testbed.js';
import { present, problemOf } from '../users/testing/http-identity.js';

const UNKNOWN = '3f1c2b7a-9d4e-4c1a-8b2f-6e5d4c3b2a19';

describe('The providers of a site over HTTP', () => {
  let bed: OrganizationTestbed;
  let siteId: string;
  const provider = { labA: '', labB: '', coring: '' };

  beforeAll(async () => {
    bed = await startOrganizationTestbed();
    siteId = (await bed.belongingOf(DEMO.customerMain)).siteId;
    const { providers } = createOrganizationDomain({
      db: bed.db,
      now: bed.clock.now,
      endSessions: () => Promise.resolve(),
    });
    const actor: SessionUser = {
      id: await bed.idOf(DEMO.superAdmin),
      roles: ['ROLE_SUPER_ADMIN'],
      job: null,
    };
    provider.labA = (
      await providers.createProvider(actor, { name: 'Labo A', isLaboratory: true })
    ).id;
    provider.labB = (
      await providers.createProvider(actor, { name: 'Labo B', isLaboratory: true })
    ).id;
    provider.coring = (await providers.createProvider(actor, { name: 'Carottier C' })).id;
  });
  afterAll(() => bed.server.close());

  const path = (providerId: string) => ({ params: { path: { id: siteId, providerId } } });

  it('enables providers (201), lists them by name, and shows them on the site', async () => {
    const admin = await bed.as(DEMO.admin);
    const { data, response } = await admin.POST('/sites/{id}/providers/{providerId}', {
      ...path(provider.labB),
      body: { isDefault: false, customerCode: 'CLI-042' },
    });
    expect(response.status).toBe(201);
    expect(present(data)).toMatchObject({
      siteId,
      provider: { id: provider.labB, name: 'Labo B', isLaboratory: true, hasApi: false },
      isDefault: false,
      customerCode: 'CLI-042',
    });
    // Without a body (the contract's is optional): not the default, no customer code.
    const bare = await fetch(
      `${bed.server.baseUrl}/api/sites/${siteId}/providers/${provider.labA}`,
      { method: 'POST', headers: { authorization: `Bearer ${await bed.tokenOf(DEMO.admin)}` } },
    );
    await bed.server.assertContractResponse(bare, 'addSiteProvider');
    const bareBody: unknown = await bare.json();
    expect(bareBody).toMatchObject({ isDefault: false, customerCode: null });
    await admin.POST('/sites/{id}/providers/{providerId}', {
      ...path(provider.coring),
      body: { isDefault: true },
    });
    const customer = await bed.as(DEMO.customerUser);
    const list = present(
      (
        await customer.GET('/sites/{id}/providers', {
          params: { path: { id: siteId }, query: {} },
        })
      ).data,
    );
    expect(list.items.map((item) => item.provider.name)).toEqual([
      'Carottier C',
      'Labo A',
      'Labo B',
    ]);
    expect(list).toMatchObject({ total: 3, limit: 20, offset: 0 });
    const page = present(
      (
        await customer.GET('/sites/{id}/providers', {
          params: { path: { id: siteId }, query: { limit: 1, offset: 1 } },
        })
      ).data,
    );
    expect(page).toEqual({ total: 3, limit: 1, offset: 1, items: [list.items[1]] });
    const sites = present((await customer.GET('/sites', { params: { query: {} } })).data);
    expect(
      sites.items.find((site) => site.id === siteId)?.providers.map((item) => item.name),
    ).toEqual(['Carottier C', 'Labo A', 'Labo B']);
  });

  it('keeps one default provider per kind on the site', async () => {
    const admin = await bed.as(DEMO.admin);
    await admin.PUT('/sites/{id}/providers/{providerId}', {
      ...path(provider.labA),
      body: { isDefault: true },
    });
    const { data } = await admin.PUT('/sites/{id}/providers/{providerId}', {
      ...path(provider.labB),
      body: { isDefault: true, customerCode: 'CLI-043' },
    });
    expect(present(data)).toMatchObject({ isDefault: true, customerCode: 'CLI-043' });
    const list = present(
      (await admin.GET('/sites/{id}/providers', { params: { path: { id: siteId }, query: {} } }))
        .data,
    );
    expect(list.items.map((item) => [item.provider.name, item.isDefault])).toEqual([
      ['Carottier C', true],
      ['Labo A', false],
      ['Labo B', true],
    ]);
  });

  it('answers 409 for a provider already enabled and 404 for one not enabled or unknown', async () => {
    const admin = await bed.as(DEMO.admin);
    expect(
      await problemOf(
        admin.POST('/sites/{id}/providers/{providerId}', {
          ...path(provider.labA),
          body: { isDefault: false },
        }),
      ),
    ).toMatchObject({ status: 409, code: 'conflict' });
    expect(
      await problemOf(
        admin.POST('/sites/{id}/providers/{providerId}', {
          ...path(UNKNOWN),
          body: { isDefault: false },
        }),
      ),
    ).toMatchObject({ status: 404 });
    const { response } = await admin.DELETE('/sites/{id}/providers/{providerId}', {
      ...path(provider.coring),
    });
    expect(response.status).toBe(204);
    expect(
      await problemOf(
        admin.DELETE('/sites/{id}/providers/{providerId}', { ...path(provider.coring) }),
      ),
    ).toMatchObject({ status: 404 });
    expect(
      await problemOf(
        admin.PUT('/sites/{id}/providers/{providerId}', {
          ...path(provider.coring),
          body: { isDefault: false },
        }),
      ),
    ).toMatchObject({ status: 404 });
  });

  it('leaves the changes to admin roles and the list to those who see the site', async () => {
    for (const email of [DEMO.officeAdmin, DEMO.customerSupervisor, DEMO.readOnly]) {
      expect(
        await problemOf(
          (await bed.as(email)).POST('/sites/{id}/providers/{providerId}', {
            ...path(provider.coring),
            body: { isDefault: false },
          }),
        ),
      ).toMatchObject({ status: 403, code: 'forbidden' });
    }
    const { siteId: officeSite } = await bed.belongingOf(DEMO.admin);
    expect(
      await problemOf(
        (await bed.as(DEMO.customerMain)).GET('/sites/{id}/providers', {
          params: { path: { id: officeSite }, query: {} },
        }),
      ),
    ).toMatchObject({ status: 404 });
    expect(
      await problemOf(
        (await bed.guest()).GET('/sites/{id}/providers', {
          params: { path: { id: siteId }, query: {} },
        }),
      ),
    ).toMatchObject({ status: 403 });
  });
});
