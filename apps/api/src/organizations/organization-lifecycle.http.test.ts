import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../db/seed.js';
import { present, problemOf } from '../users/testing/http-identity.js';
import {
  DEMO,
  startOrganizationTestbed,
  type OrganizationTestbed,
} from './testing/organization-testbed.js';

const PNG = Buffer.concat([
  Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
  Buffer.alloc(32),
]);
const JPEG = Buffer.concat([Buffer.from('ffd8ffe000104a464946', 'hex'), Buffer.alloc(32)]);

describe('Deactivating an organization and its logo, over HTTP', () => {
  let bed: OrganizationTestbed;

  beforeAll(async () => {
    bed = await startOrganizationTestbed();
  });
  afterAll(() => bed.server.close());

  async function newOrganization(name: string) {
    const admin = await bed.as(DEMO.admin);
    const organizationId = present(
      (await admin.POST('/organizations', { body: { name, isInternal: false } })).data,
    ).id;
    const siteId = present(
      (await admin.POST('/sites', { body: { name: `${name} — siège`, organizationId } })).data,
    ).id;
    return { organizationId, siteId };
  }

  describe('POST /organizations/{id}/deactivate', () => {
    it('deactivates the organization, its sites and users: they can no longer sign in', async () => {
      const { organizationId, siteId } = await newOrganization('Syndicat mixte');
      const { siteId: elsewhereSiteId } = await newOrganization('Autre employeur');
      await bed.insertUser({ email: 'agent@syndicat.fr', siteIds: [siteId] });
      await bed.insertUser({ email: 'double@syndicat.fr', siteIds: [siteId, elsewhereSiteId] });
      const session = await bed.signIn('agent@syndicat.fr');
      const before = await bed.server.clientAs(session.token).GET('/current_user');
      expect(before.response.status).toBe(200);

      const { data, response } = await (
        await bed.as(DEMO.agencyHead)
      ).POST('/organizations/{id}/deactivate', { params: { path: { id: organizationId } } });
      expect(response.status).toBe(200);
      expect(present(data)).toMatchObject({ id: organizationId, isActive: false });

      // The access token stops working at once, the refresh token is revoked, sign-in refused.
      expect(
        await problemOf(bed.server.clientAs(session.token).GET('/current_user')),
      ).toMatchObject({ status: 401 });
      expect(
        await problemOf(
          bed.server.client.POST('/refresh_token', {
            body: { refresh_token: session.refresh_token },
          }),
        ),
      ).toMatchObject({ status: 401 });
      expect(
        await problemOf(
          bed.server.client.POST('/login_check', {
            body: { username: 'agent@syndicat.fr', password: DEMO_PASSWORD },
          }),
        ),
      ).toMatchObject({ status: 401 });
      // A user who also belongs to another active organization keeps signing in.
      expect((await bed.signIn('double@syndicat.fr')).token).toEqual(expect.any(String));

      const admin = await bed.as(DEMO.admin);
      const sites = present(
        (
          await admin.GET('/v2/organizations/{id}/sites', {
            params: { path: { id: organizationId }, query: {} },
          })
        ).data,
      );
      expect(sites.member.map((site) => site.isActive)).toEqual([false]);
      const users = present(
        (await admin.GET('/v2/users', { params: { query: { organizationId } } })).data,
      );
      expect(users.member.map((user) => [user.email, user.isActive]).sort()).toEqual([
        ['agent@syndicat.fr', false],
        ['double@syndicat.fr', true],
      ]);
      // Its sites stay inactive while it is.
      expect(
        await problemOf(
          admin.PATCH('/sites/{id}', {
            params: { path: { id: siteId } },
            body: { isActive: true },
          }),
        ),
      ).toMatchObject({ status: 400, violations: [{ propertyPath: 'isActive' }] });
    });

    it('answers 409 for an organization already deactivated and for the engineering office', async () => {
      const { organizationId } = await newOrganization('Deux fois');
      const admin = await bed.as(DEMO.admin);
      await admin.POST('/organizations/{id}/deactivate', {
        params: { path: { id: organizationId } },
      });
      expect(
        await problemOf(
          admin.POST('/organizations/{id}/deactivate', {
            params: { path: { id: organizationId } },
          }),
        ),
      ).toMatchObject({ status: 409, code: 'conflict' });
      const officeId = (await bed.belongingOf(DEMO.admin)).organizationId;
      expect(
        await problemOf(
          admin.POST('/organizations/{id}/deactivate', { params: { path: { id: officeId } } }),
        ),
      ).toMatchObject({
        status: 409,
        detail: 'The engineering office (isInternal) cannot be deactivated.',
      });
    });

    it('refuses whoever may not manage all organizations, even their own', async () => {
      const own = (await bed.belongingOf(DEMO.customerSupervisor)).organizationId;
      for (const email of [DEMO.customerSupervisor, DEMO.engineer]) {
        expect(
          await problemOf(
            (await bed.as(email)).POST('/organizations/{id}/deactivate', {
              params: { path: { id: own } },
            }),
          ),
        ).toMatchObject({ status: 403, code: 'forbidden' });
      }
      expect(
        await problemOf(
          (await bed.as(DEMO.admin)).POST('/organizations/{id}/deactivate', {
            params: { path: { id: '3f1c2b7a-9d4e-4c1a-8b2f-6e5d4c3b2a19' } },
          }),
        ),
      ).toMatchObject({ status: 404 });
    });
  });

  describe('POST /organizations/{id}/upload-files and GET /organizations/{id}/presigned', () => {
    function upload(email: string, id: string, content: Buffer, name = 'logo.png') {
      return bed.as(email).then((client) =>
        client.POST('/organizations/{id}/upload-files', {
          params: { path: { id } },
          body: { file: name },
          bodySerializer: () => {
            const form = new FormData();
            form.append('file', new Blob([content]), name);
            return form;
          },
        }),
      );
    }

    async function download(url: string): Promise<Response> {
      const { pathname, search } = new URL(url);
      return fetch(`${bed.server.baseUrl}${pathname}${search}`);
    }

    it('stores the logo checked by content under a server-made key, readable by its URL', async () => {
      const { organizationId } = await bed.belongingOf(DEMO.customerSupervisor);
      const { data, response } = await upload(
        DEMO.customerSupervisor,
        organizationId,
        PNG,
        '../../etc/passwd.gif',
      );
      expect(response.status).toBe(201);
      const first = present(data).path;
      expect(first).toMatch(
        new RegExp(`^organizations/${organizationId}/logo-[0-9a-f-]{36}\\.png$`, 'u'),
      );
      const reader = await bed.as(DEMO.customerUser);
      const organization = present(
        (await reader.GET('/organizations/{id}', { params: { path: { id: organizationId } } }))
          .data,
      );
      expect(organization.logoPath).toBe(first);
      const firstUrl = present(
        (
          await reader.GET('/organizations/{id}/presigned', {
            params: { path: { id: organizationId } },
          })
        ).data,
      );
      expect(new Date(firstUrl.expiresAt).getTime()).toBeGreaterThan(bed.clock.now().getTime());
      const served = await download(firstUrl.url);
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);

      // A new logo replaces the old one, which is removed from the store.
      const second = present((await upload(DEMO.admin, organizationId, JPEG, 'logo.jpg')).data);
      expect(second.path).toMatch(/\.jpg$/u);
      expect((await download(firstUrl.url)).status).toBe(404);
    });

    it('answers 400 with the section 8 texts for another type, more than 1 MB, or no file', async () => {
      const { organizationId } = await newOrganization('Logos refusés');
      expect(
        await problemOf(upload(DEMO.admin, organizationId, Buffer.from('GIF89a....'), 'l.png')),
      ).toMatchObject({
        status: 400,
        detail: 'File type must be a jpg or png image',
        violations: [{ propertyPath: 'file', code: 'pictureType' }],
      });
      const large = Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]);
      expect(await problemOf(upload(DEMO.admin, organizationId, large))).toMatchObject({
        status: 400,
        detail: 'File size should not exceed 1MB',
      });
      const admin = await bed.as(DEMO.admin);
      expect(
        await problemOf(
          admin.POST('/organizations/{id}/upload-files', {
            params: { path: { id: organizationId } },
            body: { file: 'none' },
            bodySerializer: () => new FormData(),
          }),
        ),
      ).toMatchObject({ status: 400 });
      // Nothing was stored: the organization still has no logo.
      expect(
        await problemOf(
          admin.GET('/organizations/{id}/presigned', { params: { path: { id: organizationId } } }),
        ),
      ).toMatchObject({ status: 404, detail: 'The organization has no logo.' });
    });

    it('refuses the upload without the right to edit the organization', async () => {
      const own = (await bed.belongingOf(DEMO.customerMain)).organizationId;
      const { organizationId: other } = await newOrganization('Pas la vôtre');
      expect(await problemOf(upload(DEMO.customerMain, own, PNG))).toMatchObject({ status: 403 });
      expect(await problemOf(upload(DEMO.readOnly, own, PNG))).toMatchObject({ status: 403 });
      expect(await problemOf(upload(DEMO.customerSupervisor, other, PNG))).toMatchObject({
        status: 404,
      });
      expect(
        await problemOf(
          (await bed.guest()).GET('/organizations/{id}/presigned', {
            params: { path: { id: own } },
          }),
        ),
      ).toMatchObject({ status: 403 });
    });
  });
});
