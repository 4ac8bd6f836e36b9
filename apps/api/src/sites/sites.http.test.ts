import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganizationDomain } from '../organizations/organizations.module.js';
import {
  DEMO,
  startOrganizationTestbed,
  type OrganizationTestbed,
} from '../organizations/testing/organization-testbed.js';
import { present, problemOf } from '../users/testing/http-identity.js';

describe('Sites operations over HTTP: lists, creation and edits', () => {
  let bed: OrganizationTestbed;
  let officeId: string;
  let customerOrgId: string;
  /** A customer organization of the test with three sites: two followed by agencies, one not. */
  let otherOrgId: string;
  let northAgencyId: string;
  let southAgencyId: string;
  const siteIds: Record<'north' | 'south' | 'none', string> = { north: '', south: '', none: '' };

  beforeAll(async () => {
    bed = await startOrganizationTestbed();
    officeId = (await bed.belongingOf(DEMO.admin)).organizationId;
    customerOrgId = (await bed.belongingOf(DEMO.customerMain)).organizationId;
    // Agencies have no operation of their own: made through the service the seed uses.
    const domain = createOrganizationDomain({
      db: bed.db,
      now: bed.clock.now,
      endSessions: () => Promise.resolve(),
    });
    const actor = {
      id: await bed.idOf(DEMO.superAdmin),
      roles: ['ROLE_SUPER_ADMIN' as const],
      job: null,
    };
    northAgencyId = (
      await domain.organizations.createAgency(actor, {
        organizationId: officeId,
        name: 'Agence Nord',
      })
    ).id;
    southAgencyId = (
      await domain.organizations.createAgency(actor, {
        organizationId: officeId,
        name: 'Agence Sud',
      })
    ).id;
    const admin = await bed.as(DEMO.admin);
    otherOrgId = present(
      (await admin.POST('/organizations', { body: { name: 'Zzz Commune', isInternal: false } }))
        .data,
    ).id;
    for (const [key, agencyId, name] of [
      ['north', northAgencyId, 'B — Nord'],
      ['south', southAgencyId, 'A — Sud'],
      ['none', null, 'C — Sans agence'],
    ] as const) {
      const { data } = await admin.POST('/sites', {
        body: { name, organizationId: otherOrgId, agencyId },
      });
      siteIds[key] = present(data).id;
    }
  });
  afterAll(() => bed.server.close());

  describe('GET /sites', () => {
    it('lists every site by organization then name to the staff, with the page facts', async () => {
      const { data, response } = await (
        await bed.as(DEMO.technician)
      ).GET('/sites', { params: { query: {} } });
      expect(response.status).toBe(200);
      const page = present(data);
      expect(page).toMatchObject({ limit: 20, offset: 0, total: page.items.length });
      const keys = page.items.map((site) => `${site.organization.name}\u0000${site.name}`);
      expect(keys).toEqual([...keys].sort((a, b) => a.localeCompare(b, 'fr')));
      expect(
        page.items.filter((site) => site.organizationId === otherOrgId).map((s) => s.name),
      ).toEqual(['A — Sud', 'B — Nord', 'C — Sans agence']);
      expect(page.items.some((site) => site.organizationId === officeId)).toBe(true);
    });

    it('keeps customer organizations with customerOnly, and given agencies with agencies[]', async () => {
      const admin = await bed.as(DEMO.admin);
      const customers = present(
        (await admin.GET('/sites', { params: { query: { customerOnly: true } } })).data,
      );
      expect(customers.items.some((site) => site.organization.isInternal)).toBe(false);
      expect(customers.items.map((site) => site.id)).toEqual(
        expect.arrayContaining(Object.values(siteIds)),
      );
      const north = present(
        (await admin.GET('/sites', { params: { query: { 'agencies[]': [northAgencyId] } } })).data,
      );
      expect(north.items.map((site) => site.id)).toEqual([siteIds.north]);
      expect(north.items[0]?.agency).toMatchObject({ id: northAgencyId, name: 'Agence Nord' });
      const both = present(
        (
          await admin.GET('/sites', {
            params: { query: { 'agencies[]': [northAgencyId, southAgencyId] } },
          })
        ).data,
      );
      expect(both.items.map((site) => site.id)).toEqual([siteIds.south, siteIds.north]);
      expect(both.total).toBe(2);
    });

    it('pages with limit and offset', async () => {
      const admin = await bed.as(DEMO.admin);
      const whole = present((await admin.GET('/sites', { params: { query: {} } })).data);
      const { data } = await admin.GET('/sites', { params: { query: { limit: 2, offset: 1 } } });
      expect(present(data)).toEqual({
        total: whole.total,
        limit: 2,
        offset: 1,
        items: whole.items.slice(1, 3),
      });
    });

    it('shows a customer the sites of their own organization only; refuses a guest', async () => {
      for (const email of [DEMO.customerUser, DEMO.readOnly]) {
        const { data } = await (await bed.as(email)).GET('/sites', { params: { query: {} } });
        expect(present(data).items.length).toBeGreaterThan(0);
        expect(present(data).items.every((site) => site.organizationId === customerOrgId)).toBe(
          true,
        );
      }
      expect(
        await problemOf((await bed.guest()).GET('/sites', { params: { query: {} } })),
      ).toMatchObject({ status: 403 });
    });
  });

  describe('GET /v2/organizations/{id}/sites', () => {
    it('answers the organization’s sites by name as an ld+json collection, paged', async () => {
      const admin = await bed.as(DEMO.admin);
      const { data, response } = await admin.GET('/v2/organizations/{id}/sites', {
        params: { path: { id: otherOrgId }, query: {} },
      });
      expect(response.headers.get('content-type')).toMatch(/^application\/ld\+json/u);
      expect(present(data).totalItems).toBe(3);
      expect(present(data).member.map((site) => site.name)).toEqual([
        'A — Sud',
        'B — Nord',
        'C — Sans agence',
      ]);
      const page = present(
        (
          await admin.GET('/v2/organizations/{id}/sites', {
            params: { path: { id: otherOrgId }, query: { limit: 1, offset: 2 } },
          })
        ).data,
      );
      expect(page).toEqual({ totalItems: 3, member: [present(data).member[2]] });
      expect(
        await problemOf(
          (await bed.as(DEMO.customerMain)).GET('/v2/organizations/{id}/sites', {
            params: { path: { id: otherOrgId }, query: {} },
          }),
        ),
      ).toMatchObject({ status: 404 });
    });
  });

  describe('POST /sites', () => {
    it('lets a main customer create a site in their own organization only', async () => {
      const customer = await bed.as(DEMO.customerMain);
      const { data, response } = await customer.POST('/sites', {
        body: { name: 'Antenne sud', organizationId: customerOrgId, zipCode: '38100' },
      });
      expect(response.status).toBe(201);
      expect(present(data)).toMatchObject({
        name: 'Antenne sud',
        organization: { id: customerOrgId, isInternal: false },
        isActive: true,
        zipCode: '38100',
        agency: null,
        commercial: null,
        providers: [],
        usersCount: 0,
        workspacesCount: 0,
      });
      expect(
        await problemOf(
          customer.POST('/sites', { body: { name: 'Ailleurs', organizationId: otherOrgId } }),
        ),
      ).toMatchObject({ status: 404 });
      // The commercial and the agency are the engineering office's to choose.
      expect(
        await problemOf(
          customer.POST('/sites', {
            body: { name: 'Suivie', organizationId: customerOrgId, agencyId: northAgencyId },
          }),
        ),
      ).toMatchObject({ status: 403 });
    });

    it('sets the agency and the commercial for the agency head, checking both exist', async () => {
      const head = await bed.as(DEMO.agencyHead);
      const commercialId = await bed.idOf(DEMO.commercial);
      const { data } = await head.POST('/sites', {
        body: { name: 'Suivi', organizationId: otherOrgId, agencyId: southAgencyId, commercialId },
      });
      expect(present(data)).toMatchObject({
        agency: { id: southAgencyId, organization: { id: officeId } },
        commercial: { id: commercialId, job: 'commercial' },
      });
      const invalid = await problemOf(
        head.POST('/sites', {
          body: {
            name: 'Refusé',
            organizationId: otherOrgId,
            agencyId: '3f1c2b7a-9d4e-4c1a-8b2f-6e5d4c3b2a19',
            commercialId: await bed.idOf(DEMO.engineer),
          },
        }),
      );
      expect(invalid).toMatchObject({ status: 400, code: 'validation_failed' });
      expect(invalid.violations?.map((violation) => violation.propertyPath)).toEqual([
        'agencyId',
        'commercialId',
      ]);
    });

    it('refuses READ_ONLY and guests (403), a long name (400), an unknown organization (404)', async () => {
      expect(
        await problemOf(
          (await bed.as(DEMO.readOnly)).POST('/sites', {
            body: { name: 'Lecture', organizationId: customerOrgId },
          }),
        ),
      ).toMatchObject({ status: 403, code: 'forbidden' });
      expect(
        await problemOf(
          (await bed.guest()).POST('/sites', {
            body: { name: 'Invité', organizationId: customerOrgId },
          }),
        ),
      ).toMatchObject({ status: 403 });
      const admin = await bed.as(DEMO.admin);
      expect(
        await problemOf(
          admin.POST('/sites', { body: { name: 'é'.repeat(255), organizationId: customerOrgId } }),
        ),
      ).toMatchObject({ status: 400, detail: 'value too long for type character varying(255)' });
      expect(
        await problemOf(
          admin.POST('/sites', {
            body: { name: 'Nulle part', organizationId: '3f1c2b7a-9d4e-4c1a-8b2f-6e5d4c3b2a19' },
          }),
        ),
      ).toMatchObject({ status: 404 });
    });
  });

  describe('PUT and PATCH /sites/{id}', () => {
    it('replaces a site, keeping the agency a customer’s PUT leaves out', async () => {
      const customer = await bed.as(DEMO.customerSupervisor);
      const { siteId } = await bed.belongingOf(DEMO.customerSupervisor);
      const head = await bed.as(DEMO.agencyHead);
      await head.PATCH('/sites/{id}', {
        params: { path: { id: siteId } },
        body: { agencyId: northAgencyId },
      });
      const { data } = await customer.PUT('/sites/{id}', {
        params: { path: { id: siteId } },
        body: { name: 'Direction renommée', organizationId: customerOrgId, city: 'Grenoble' },
      });
      expect(present(data)).toMatchObject({
        name: 'Direction renommée',
        city: 'Grenoble',
        agency: { id: northAgencyId },
      });
      expect(
        await problemOf(
          customer.PUT('/sites/{id}', {
            params: { path: { id: siteId } },
            body: { name: 'Direction', organizationId: customerOrgId, agencyId: null },
          }),
        ),
      ).toMatchObject({ status: 403 });
      expect(
        await problemOf(
          customer.PUT('/sites/{id}', {
            params: { path: { id: siteId } },
            body: { name: 'Direction', organizationId: otherOrgId },
          }),
        ),
      ).toMatchObject({ status: 400, violations: [{ propertyPath: 'organizationId' }] });
      expect(
        await problemOf(
          customer.PUT('/sites/{id}', {
            params: { path: { id: siteIds.north } },
            body: { name: 'Pas à moi', organizationId: otherOrgId },
          }),
        ),
      ).toMatchObject({ status: 404 });
    });

    it('patches the name for a customer; (de)activation needs an admin role', async () => {
      const customer = await bed.as(DEMO.customerSupervisor);
      const admin = await bed.as(DEMO.admin);
      expect(
        await problemOf(
          customer.PATCH('/sites/{id}', {
            params: { path: { id: siteIds.none } },
            body: { name: 'Pas à moi' },
          }),
        ),
      ).toMatchObject({ status: 404 });
      const { siteId } = await bed.belongingOf(DEMO.customerSupervisor);
      const renamed = await customer.PATCH('/sites/{id}', {
        params: { path: { id: siteId } },
        body: { name: 'Direction des routes' },
      });
      expect(present(renamed.data)).toMatchObject({ name: 'Direction des routes', isActive: true });
      expect(
        await problemOf(
          customer.PATCH('/sites/{id}', {
            params: { path: { id: siteId } },
            body: { isActive: false },
          }),
        ),
      ).toMatchObject({ status: 403 });
      const off = await admin.PATCH('/sites/{id}', {
        params: { path: { id: siteIds.none } },
        body: { isActive: false },
      });
      expect(present(off.data).isActive).toBe(false);
      const on = await admin.PATCH('/sites/{id}', {
        params: { path: { id: siteIds.none } },
        body: { isActive: true },
      });
      expect(present(on.data).isActive).toBe(true);
      const cleared = await (
        await bed.as(DEMO.officeAdmin)
      ).PATCH('/sites/{id}', {
        params: { path: { id: siteIds.south } },
        body: { agencyId: null },
      });
      expect(present(cleared.data)).toMatchObject({ agency: null, name: 'A — Sud' });
      expect(
        await problemOf(
          (await bed.as(DEMO.readOnly)).PATCH('/sites/{id}', {
            params: { path: { id: siteId } },
            body: { name: 'Lecture' },
          }),
        ),
      ).toMatchObject({ status: 403 });
    });
  });
});
