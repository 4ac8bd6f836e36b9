import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO,
  startOrganizationTestbed,
  type OrganizationTestbed,
} from '../organizations/testing/organization-testbed.js';
import { insertTestCampaign, insertTestWorkspace } from '../testing/test-campaign.js';
import { present, problemOf } from '../users/testing/http-identity.js';

const UNKNOWN = '3f1c2b7a-9d4e-4c1a-8b2f-6e5d4c3b2a19';

describe('A site’s users and workspaces, and deleting a site, over HTTP', () => {
  let bed: OrganizationTestbed;
  let organizationId: string;

  beforeAll(async () => {
    bed = await startOrganizationTestbed();
    const admin = await bed.as(DEMO.admin);
    organizationId = present(
      (await admin.POST('/organizations', { body: { name: 'Métropole', isInternal: false } })).data,
    ).id;
  });
  afterAll(() => bed.server.close());

  async function newSite(name: string, inOrganization = organizationId) {
    const { data } = await (
      await bed.as(DEMO.admin)
    ).POST('/sites', { body: { name, organizationId: inOrganization } });
    return present(data).id;
  }

  describe('GET /v2/sites/{id}/users', () => {
    it('lists the live users of the site by last name, paged; READ_ONLY sees only itself', async () => {
      const { siteId } = await bed.belongingOf(DEMO.customerMain);
      const admin = await bed.as(DEMO.admin);
      const { data, response } = await admin.GET('/v2/sites/{id}/users', {
        params: { path: { id: siteId }, query: {} },
      });
      expect(response.headers.get('content-type')).toMatch(/^application\/ld\+json/u);
      const all = present(data);
      const emails = all.member.map((user) => user.email);
      expect(emails).toEqual(
        expect.arrayContaining([DEMO.customerMain, DEMO.customerSupervisor, DEMO.readOnly]),
      );
      expect(emails).not.toContain(DEMO.admin);
      const lastNames = all.member.map((user) => user.lastName.toLowerCase());
      expect(lastNames).toEqual([...lastNames].sort());
      const page = present(
        (
          await admin.GET('/v2/sites/{id}/users', {
            params: { path: { id: siteId }, query: { limit: 1, offset: 1 } },
          })
        ).data,
      );
      expect(page).toEqual({ totalItems: all.totalItems, member: [all.member[1]] });
      const customer = present(
        (
          await (
            await bed.as(DEMO.customerUser)
          ).GET('/v2/sites/{id}/users', {
            params: { path: { id: siteId }, query: {} },
          })
        ).data,
      );
      expect(customer.totalItems).toBe(all.totalItems);
      const reader = present(
        (
          await (
            await bed.as(DEMO.readOnly)
          ).GET('/v2/sites/{id}/users', {
            params: { path: { id: siteId }, query: {} },
          })
        ).data,
      );
      expect(reader.member.map((user) => user.email)).toEqual([DEMO.readOnly]);
      expect(reader.totalItems).toBe(1);
      const { siteId: officeSiteId } = await bed.belongingOf(DEMO.admin);
      expect(
        await problemOf(
          (await bed.as(DEMO.customerUser)).GET('/v2/sites/{id}/users', {
            params: { path: { id: officeSiteId }, query: {} },
          }),
        ),
      ).toMatchObject({ status: 404 });
    });
  });

  describe('GET /v2/sites/{id}/workspaces', () => {
    it('lists only the workspaces the caller is a member of, with the campaigns they see', async () => {
      const siteId = await newSite('Site des projets');
      const engineerId = await bed.idOf(DEMO.engineer);
      const mine = await insertTestWorkspace(bed.db, {
        siteId,
        name: 'B — Projet suivi',
        memberIds: [engineerId],
      });
      await insertTestWorkspace(bed.db, { siteId, name: 'A — Projet caché' });
      await insertTestWorkspace(bed.db, { siteId, name: 'C — Autre projet' });
      await insertTestCampaign(bed.db, { type: 'coring', workspaceId: mine.id });
      await insertTestCampaign(bed.db, { type: 'auscultation', workspaceId: mine.id });

      const engineer = await bed.as(DEMO.engineer);
      const { data } = await engineer.GET('/v2/sites/{id}/workspaces', {
        params: { path: { id: siteId }, query: {} },
      });
      expect(present(data)).toEqual({
        totalItems: 1,
        member: [
          {
            id: mine.id,
            name: 'B — Projet suivi',
            isArchived: false,
            site: { id: siteId, name: 'Site des projets' },
            organization: { id: organizationId, name: 'Métropole' },
            campaignsCount: 2,
            createdAt: mine.createdAt.toISOString(),
          },
        ],
      });
      const sites = present((await engineer.GET('/sites', { params: { query: {} } })).data);
      expect(sites.items.find((site) => site.id === siteId)?.workspacesCount).toBe(1);

      const admin = await bed.as(DEMO.admin);
      const all = present(
        (
          await admin.GET('/v2/sites/{id}/workspaces', {
            params: { path: { id: siteId }, query: {} },
          })
        ).data,
      );
      expect(all.member.map((workspace) => workspace.name)).toEqual([
        'A — Projet caché',
        'B — Projet suivi',
        'C — Autre projet',
      ]);
      const page = present(
        (
          await admin.GET('/v2/sites/{id}/workspaces', {
            params: { path: { id: siteId }, query: { limit: 1, offset: 2 } },
          })
        ).data,
      );
      expect(page).toEqual({ totalItems: 3, member: [all.member[2]] });
    });
  });

  describe('DELETE /sites/{id}', () => {
    it('deletes a site with nothing on it (204); admin roles only', async () => {
      const siteId = await newSite('Vide');
      expect(
        await problemOf(
          (await bed.as(DEMO.agencyHead)).DELETE('/sites/{id}', {
            params: { path: { id: siteId }, query: {} },
          }),
        ),
      ).toMatchObject({ status: 403, code: 'forbidden' });
      const admin = await bed.as(DEMO.admin);
      const { response } = await admin.DELETE('/sites/{id}', {
        params: { path: { id: siteId }, query: {} },
      });
      expect(response.status).toBe(204);
      expect(
        await problemOf(
          admin.DELETE('/sites/{id}', { params: { path: { id: siteId }, query: {} } }),
        ),
      ).toMatchObject({ status: 404 });
    });

    it('needs a fallback site while users or workspaces remain, then moves them there', async () => {
      const doomed = await newSite('À supprimer');
      const fallback = await newSite('Repli');
      const elsewhere = await newSite(
        'Ailleurs',
        (await bed.belongingOf(DEMO.admin)).organizationId,
      );
      const userId = await bed.insertUser({ email: 'agent@metropole.fr', siteIds: [doomed] });
      const bothId = await bed.insertUser({
        email: 'deux-sites@metropole.fr',
        siteIds: [doomed, fallback],
      });
      const workspace = await insertTestWorkspace(bed.db, { siteId: doomed, name: 'Projet' });
      await insertTestCampaign(bed.db, { type: 'coring', workspaceId: workspace.id });
      const admin = await bed.as(DEMO.admin);
      const remove = (body?: { fallbackSiteId?: string }, fallbackSiteId?: string) =>
        admin.DELETE('/sites/{id}', {
          params: { path: { id: doomed }, query: fallbackSiteId ? { fallbackSiteId } : {} },
          ...(body && { body }),
        });

      expect(await problemOf(remove())).toMatchObject({
        status: 400,
        detail: 'You need to provide a fallbackSiteId',
        violations: [{ propertyPath: 'fallbackSiteId', code: 'required' }],
      });
      for (const wrong of [doomed, elsewhere, UNKNOWN]) {
        expect(await problemOf(remove({ fallbackSiteId: wrong }))).toMatchObject({
          status: 400,
          violations: [{ propertyPath: 'fallbackSiteId', code: 'invalidValue' }],
        });
      }
      expect(await problemOf(remove({ fallbackSiteId: fallback }, elsewhere))).toMatchObject({
        status: 400,
      });

      const { response } = await remove({ fallbackSiteId: fallback });
      expect(response.status).toBe(204);
      for (const id of [userId, bothId]) {
        const { data } = await admin.GET('/users/{id}', { params: { path: { id } } });
        expect(present(data).sites.map((site) => site.id)).toEqual([fallback]);
      }
      const moved = present(
        (
          await admin.GET('/v2/sites/{id}/workspaces', {
            params: { path: { id: fallback }, query: {} },
          })
        ).data,
      );
      // The workspace moved with its campaign.
      expect(moved.member).toEqual([
        expect.objectContaining({ id: workspace.id, campaignsCount: 1 }),
      ]);
    });

    it('takes the fallback site from the query too', async () => {
      const doomed = await newSite('Par la requête');
      const fallback = await newSite('Repli de la requête');
      await insertTestWorkspace(bed.db, { siteId: doomed });
      const admin = await bed.as(DEMO.admin);
      const { response } = await admin.DELETE('/sites/{id}', {
        params: { path: { id: doomed }, query: { fallbackSiteId: fallback } },
      });
      expect(response.status).toBe(204);
      const { data } = await admin.GET('/v2/sites/{id}/workspaces', {
        params: { path: { id: fallback }, query: {} },
      });
      expect(present(data).totalItems).toBe(1);
    });
  });
});
