import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestCampaign, insertTestWorkspace } from '../testing/test-campaign.js';
import { present, problemOf } from '../users/testing/http-identity.js';
import {
  DEMO,
  startOrganizationTestbed,
  type OrganizationTestbed,
} from './testing/organization-testbed.js';

describe('Organizations operations over HTTP', () => {
  let bed: OrganizationTestbed;
  let officeId: string;
  let customerOrgId: string;
  /** A customer organization no demo customer belongs to. */
  let otherOrgId: string;

  beforeAll(async () => {
    bed = await startOrganizationTestbed();
    officeId = (await bed.belongingOf(DEMO.admin)).organizationId;
    customerOrgId = (await bed.belongingOf(DEMO.customerSupervisor)).organizationId;
    const admin = await bed.as(DEMO.admin);
    const { data } = await admin.POST('/organizations', {
      body: { name: 'Autre collectivité', isInternal: false },
    });
    otherOrgId = present(data).id;
  });
  afterAll(() => bed.server.close());

  describe('GET /organizations', () => {
    it('lists every organization by name to the staff, each kind with isInternal', async () => {
      const admin = await bed.as(DEMO.admin);
      const { data, response } = await admin.GET('/organizations', { params: { query: {} } });
      expect(response.status).toBe(200);
      const all = present(data);
      const names = all.items.map((item) => item.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'fr')));
      expect(all.items.map((item) => item.id)).toEqual(
        expect.arrayContaining([officeId, customerOrgId, otherOrgId]),
      );
      expect(all).toMatchObject({ total: all.items.length, limit: 20, offset: 0 });

      const internal = present(
        (await admin.GET('/organizations', { params: { query: { isInternal: true } } })).data,
      );
      expect(internal.items.map((item) => item.id)).toContain(officeId);
      expect(internal.items.every((item) => item.isInternal)).toBe(true);
      const customers = present(
        (await admin.GET('/organizations', { params: { query: { isInternal: false } } })).data,
      );
      expect(customers.items.map((item) => item.id)).toEqual(
        expect.arrayContaining([customerOrgId, otherOrgId]),
      );
      expect(customers.items.some((item) => item.isInternal)).toBe(false);
      expect(internal.total + customers.total).toBe(all.total);
    });

    it('pages with limit and offset over the same order', async () => {
      const technician = await bed.as(DEMO.technician);
      const whole = present(
        (await technician.GET('/organizations', { params: { query: {} } })).data,
      );
      const { data } = await technician.GET('/organizations', {
        params: { query: { limit: 1, offset: 1 } },
      });
      expect(present(data)).toEqual({
        total: whole.total,
        limit: 1,
        offset: 1,
        items: [whole.items[1]],
      });
    });

    it('shows a customer and a READ_ONLY user their own organization only', async () => {
      for (const email of [DEMO.customerUser, DEMO.readOnly]) {
        const { data } = await (
          await bed.as(email)
        ).GET('/organizations', {
          params: { query: {} },
        });
        expect(present(data).items.map((item) => item.id)).toEqual([customerOrgId]);
        expect(present(data).total).toBe(1);
      }
      const { data } = await (
        await bed.as(DEMO.customerUser)
      ).GET('/organizations', {
        params: { query: { isInternal: true } },
      });
      expect(present(data)).toMatchObject({ total: 0, items: [] });
    });

    it('refuses a guest (403) and an anonymous caller (401)', async () => {
      const guest = await bed.guest();
      expect(await problemOf(guest.GET('/organizations', { params: { query: {} } }))).toMatchObject(
        { status: 403, code: 'forbidden' },
      );
      expect(
        await problemOf(bed.server.client.GET('/organizations', { params: { query: {} } })),
      ).toMatchObject({ status: 401 });
    });
  });

  describe('GET /customersOrganizations', () => {
    it('lists customer organizations only, paged; a customer sees its own', async () => {
      const admin = await bed.as(DEMO.admin);
      const { data, response } = await admin.GET('/customersOrganizations', {
        params: { query: {} },
      });
      expect(response.status).toBe(200);
      const ids = present(data).items.map((item) => item.id);
      expect(ids).toEqual(expect.arrayContaining([customerOrgId, otherOrgId]));
      expect(ids).not.toContain(officeId);
      const second = present(
        (await admin.GET('/customersOrganizations', { params: { query: { limit: 1, offset: 1 } } }))
          .data,
      );
      expect(second.items).toEqual([present(data).items[1]]);
      const own = present(
        (
          await (
            await bed.as(DEMO.customerMain)
          ).GET('/customersOrganizations', {
            params: { query: {} },
          })
        ).data,
      );
      expect(own.items.map((item) => item.id)).toEqual([customerOrgId]);
    });
  });

  describe('POST, GET and PUT /organizations/{id}', () => {
    it('creates (201), reads and replaces an organization as the agency head', async () => {
      const head = await bed.as(DEMO.agencyHead);
      const { data, response } = await head.POST('/organizations', {
        body: {
          name: 'Communauté de communes',
          isInternal: false,
          siret: '12345678901234',
          zipCode: '38000',
          city: 'Grenoble',
        },
      });
      expect(response.status).toBe(201);
      const created = present(data);
      expect(created).toMatchObject({
        name: 'Communauté de communes',
        isInternal: false,
        siret: '12345678901234',
        isActive: true,
        sitesCount: 0,
        usersCount: 0,
        logoPath: null,
      });
      const read = present(
        (await head.GET('/organizations/{id}', { params: { path: { id: created.id } } })).data,
      );
      expect(read).toEqual(created);
      bed.clock.advance(1000);
      const { data: updated } = await head.PUT('/organizations/{id}', {
        params: { path: { id: created.id } },
        body: { name: 'Communauté de communes du Grésivaudan', city: 'Crolles', isInternal: false },
      });
      expect(present(updated)).toMatchObject({
        name: 'Communauté de communes du Grésivaudan',
        city: 'Crolles',
        // PUT replaces: what is left out becomes null.
        siret: null,
        zipCode: null,
        isInternal: false,
      });
      expect(present(updated).updatedAt > created.updatedAt).toBe(true);
    });

    it('keeps the engineering office internal when a PUT leaves isInternal out', async () => {
      const admin = await bed.as(DEMO.admin);
      const office = present(
        (await admin.GET('/organizations/{id}', { params: { path: { id: officeId } } })).data,
      );
      // The SDK's types always send isInternal; a client may not, hence the raw request.
      const response = await fetch(`${bed.server.baseUrl}/api/organizations/${officeId}`, {
        method: 'PUT',
        headers: {
          authorization: `Bearer ${await bed.tokenOf(DEMO.admin)}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ name: office.name }),
      });
      await bed.server.assertContractResponse(response, 'updateOrganization');
      expect(response.status).toBe(200);
      const body: unknown = await response.json();
      expect(body).toMatchObject({ isInternal: true });
    });

    it('answers 400 with French violations and the section 8 text for a long name', async () => {
      const admin = await bed.as(DEMO.admin);
      const invalid = await problemOf(
        admin.POST('/organizations', { body: { name: '   ', siret: '123', isInternal: false } }),
      );
      expect(invalid).toMatchObject({ status: 400, code: 'validation_failed' });
      expect(invalid.violations?.map((violation) => violation.propertyPath).sort()).toEqual([
        'name',
        'siret',
      ]);
      const tooLong = await problemOf(
        admin.POST('/organizations', { body: { name: 'a'.repeat(255), isInternal: false } }),
      );
      expect(tooLong).toMatchObject({
        status: 400,
        detail: 'value too long for type character varying(255)',
        violations: [{ propertyPath: 'name', code: 'maxLength', message: '254 caractères max' }],
      });
    });

    it('refuses creation without the right: customers, READ_ONLY, staff below agency head', async () => {
      for (const email of [DEMO.customerSupervisor, DEMO.readOnly, DEMO.engineer]) {
        const problem = await problemOf(
          (await bed.as(email)).POST('/organizations', {
            body: { name: 'Refusée', isInternal: false },
          }),
        );
        expect(problem).toMatchObject({ status: 403, code: 'forbidden' });
      }
    });

    it('lets a customer supervisor edit their own organization, not its kind nor another', async () => {
      const supervisor = await bed.as(DEMO.customerSupervisor);
      const { data } = await supervisor.PUT('/organizations/{id}', {
        params: { path: { id: customerOrgId } },
        body: { name: 'Département de test', phone: '04 76 00 00 00', isInternal: false },
      });
      expect(present(data)).toMatchObject({ name: 'Département de test', isInternal: false });
      expect(
        await problemOf(
          supervisor.PUT('/organizations/{id}', {
            params: { path: { id: customerOrgId } },
            body: { name: 'Département de test', isInternal: true },
          }),
        ),
      ).toMatchObject({ status: 403 });
      expect(
        await problemOf(
          supervisor.PUT('/organizations/{id}', {
            params: { path: { id: otherOrgId } },
            body: { name: 'Pas la mienne', isInternal: false },
          }),
        ),
      ).toMatchObject({ status: 404, code: 'not_found' });
      expect(
        await problemOf(
          (await bed.as(DEMO.customerMain)).PUT('/organizations/{id}', {
            params: { path: { id: customerOrgId } },
            body: { name: 'Main customer', isInternal: false },
          }),
        ),
      ).toMatchObject({ status: 403 });
    });

    it('answers 404 for an unknown id and for an organization outside a customer’s view', async () => {
      const unknown = '3f1c2b7a-9d4e-4c1a-8b2f-6e5d4c3b2a19';
      expect(
        await problemOf(
          (await bed.as(DEMO.admin)).GET('/organizations/{id}', {
            params: { path: { id: unknown } },
          }),
        ),
      ).toMatchObject({ status: 404, code: 'not_found' });
      expect(
        await problemOf(
          (await bed.as(DEMO.customerUser)).GET('/organizations/{id}', {
            params: { path: { id: officeId } },
          }),
        ),
      ).toMatchObject({ status: 404 });
    });
  });

  describe('GET /organizations/{id}/relations', () => {
    it('counts sites, users, and only the workspaces and campaigns the caller may see', async () => {
      const admin = await bed.as(DEMO.admin);
      const { data: org } = await admin.POST('/organizations', {
        body: { name: 'Relations', isInternal: false },
      });
      const organizationId = present(org).id;
      const { data: site } = await admin.POST('/sites', {
        body: { name: 'Siège', organizationId },
      });
      const siteId = present(site).id;
      await bed.insertUser({ email: 'relations@client.fr', siteIds: [siteId] });
      const headId = await bed.idOf(DEMO.agencyHead);
      const seen = await insertTestWorkspace(bed.db, { siteId, memberIds: [headId] });
      const hidden = await insertTestWorkspace(bed.db, { siteId });
      await insertTestCampaign(bed.db, { type: 'coring', workspaceId: seen.id, status: 'new' });
      await insertTestCampaign(bed.db, {
        type: 'coring',
        workspaceId: seen.id,
        status: 'finished',
      });
      await insertTestCampaign(bed.db, { type: 'coring', workspaceId: hidden.id });

      const all = await admin.GET('/organizations/{id}/relations', {
        params: { path: { id: organizationId } },
      });
      expect(present(all.data)).toEqual({
        sites: [{ id: siteId, name: 'Siège', isActive: true, organizationId }],
        usersCount: 1,
        workspacesCount: 2,
        campaignsCount: 3,
        activeCampaignsCount: 2,
      });
      const head = await bed.as(DEMO.agencyHead);
      const { data } = await head.GET('/organizations/{id}/relations', {
        params: { path: { id: organizationId } },
      });
      expect(present(data)).toMatchObject({
        workspacesCount: 1,
        campaignsCount: 2,
        activeCampaignsCount: 1,
      });
      expect(
        await problemOf(
          (await bed.as(DEMO.technician)).GET('/organizations/{id}/relations', {
            params: { path: { id: organizationId } },
          }),
        ),
      ).toMatchObject({ status: 403 });
    });
  });

  describe('GET /agencies', () => {
    it('lists the agencies by name, byOrganization keeping the caller’s organization’s', async () => {
      const admin = await bed.as(DEMO.admin);
      const { data: customerAgencies } = await (
        await bed.as(DEMO.customerMain)
      ).GET('/agencies', { params: { query: { byOrganization: true } } });
      expect(present(customerAgencies)).toMatchObject({ total: 0, items: [] });
      const all = present((await admin.GET('/agencies', { params: { query: {} } })).data);
      expect(all.total).toBeGreaterThan(0);
      const names = all.items.map((agency) => agency.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'fr')));
      const own = present(
        (await admin.GET('/agencies', { params: { query: { byOrganization: true } } })).data,
      );
      expect(own.items.every((agency) => agency.organization.id === officeId)).toBe(true);
      expect(own.total).toBe(all.items.filter((a) => a.organization.id === officeId).length);
      const customerAll = present(
        (await (await bed.as(DEMO.customerMain)).GET('/agencies', { params: { query: {} } })).data,
      );
      expect(customerAll.total).toBe(all.total);
      const page = present(
        (await admin.GET('/agencies', { params: { query: { limit: 1, offset: 0 } } })).data,
      );
      expect(page).toEqual({ total: all.total, limit: 1, offset: 0, items: [all.items[0]] });
      expect(
        await problemOf((await bed.guest()).GET('/agencies', { params: { query: {} } })),
      ).toMatchObject({ status: 403 });
    });
  });
});
