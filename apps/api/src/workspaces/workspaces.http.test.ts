import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SITES } from '../db/demo/demo-organizations.js';
import { campaigns, corePictures, cores, laboratoryOrders, providers } from '../db/schema.js';
import { storedKeysOfPicture } from '../core-pictures/picture-key.js';
import { newStorageKey } from '../storage/storage-key.js';
import { purgeBinAsIfExpired } from '../bin/testing/purge-bin.js';
import { answerOf, present, problemOf } from '../users/testing/http-identity.js';
import { DEMO, startProjectsTestbed, type ProjectsTestbed } from './testing/projects-testbed.js';

describe('Workspaces over HTTP: creation, reading, editing, archiving, deletion', () => {
  let bed: ProjectsTestbed;
  /** A workspace of the département with its customers and the office admin as members. */
  let isereId: string;
  /** A workspace of the city where no demo customer is a member. */
  let grenobleId: string;

  beforeAll(async () => {
    bed = await startProjectsTestbed();
    isereId = await bed.insertWorkspace({
      siteId: DEMO_SITES.isereMobilites.id,
      name: 'Routes de l’Isère',
      memberIds: [
        bed.userId(DEMO.officeAdmin),
        bed.userId(DEMO.customerSupervisor),
        bed.userId(DEMO.customerMain),
        bed.userId(DEMO.readOnly),
      ],
    });
    grenobleId = await bed.insertWorkspace({
      siteId: DEMO_SITES.grenobleEspacePublic.id,
      name: 'Voirie de Grenoble',
      memberIds: [bed.userId(DEMO.agencyHead)],
    });
  });
  afterAll(() => bed.server.close());

  describe('POST /workspaces', () => {
    it('creates the workspace (201) with its members, the creator always among them', async () => {
      const client = await bed.as(DEMO.officeAdmin);
      const { data, response } = await client.POST('/workspaces', {
        body: {
          name: 'RD 523 – Grésivaudan',
          siteId: DEMO_SITES.isereGresivaudan.id,
          description: 'Diagnostic avant travaux',
          customerReference: 'CD38-77',
          memberIds: [bed.userId(DEMO.customerMain)],
        },
      });
      expect(response.status).toBe(201);
      const workspace = present(data);
      expect(workspace).toMatchObject({
        name: 'RD 523 – Grésivaudan',
        isArchived: false,
        description: 'Diagnostic avant travaux',
        customerReference: 'CD38-77',
        site: { id: DEMO_SITES.isereGresivaudan.id, name: 'Territoire du Grésivaudan' },
        organization: { name: 'Département de l’Isère' },
        campaignsCount: 0,
        createdBy: { email: DEMO.officeAdmin },
      });
      expect(workspace.members.map((member) => member.email).sort()).toEqual(
        [DEMO.officeAdmin, DEMO.customerMain].sort(),
      );
      // The member named in the body now sees it.
      const seen = await (
        await bed.as(DEMO.customerMain)
      ).GET('/workspaces/{id}', {
        params: { path: { id: workspace.id } },
      });
      expect(seen.response.status).toBe(200);
    });

    it('answers 400 on the field for an unknown site or member', async () => {
      const problem = await problemOf(
        (await bed.as(DEMO.admin)).POST('/workspaces', {
          body: {
            name: 'Projet',
            siteId: '00000000-0000-4000-8000-000000000001',
            memberIds: [bed.userId(DEMO.customerMain), '00000000-0000-4000-8000-000000000002'],
          },
        }),
      );
      expect(problem).toMatchObject({ status: 400, code: 'validation_failed' });
      expect(problem.violations?.map((violation) => violation.propertyPath).sort()).toEqual([
        'memberIds/1',
        'siteId',
      ]);
    });

    it('answers 400 with the database message for a name over 254 characters', async () => {
      const problem = await problemOf(
        (await bed.as(DEMO.admin)).POST('/workspaces', {
          body: { name: 'x'.repeat(255), siteId: DEMO_SITES.lyon.id },
        }),
      );
      expect(problem).toMatchObject({
        status: 400,
        detail: 'value too long for type character varying(255)',
      });
    });

    // NEXTROAD_MAIN has no create right, customers create no workspace, READ_ONLY writes nothing.
    it.each<string>([DEMO.agencyHead, DEMO.customerSupervisor, DEMO.readOnly])(
      'refuses %s with 403 forbidden',
      async (email) => {
        const problem = await problemOf(
          (await bed.as(email)).POST('/workspaces', {
            body: { name: 'Projet refusé', siteId: DEMO_SITES.lyon.id },
          }),
        );
        expect(problem).toMatchObject({ status: 403, code: 'forbidden' });
      },
    );

    it('refuses a guest (403) and an anonymous caller (401)', async () => {
      const campaignId = await bed.insertCampaign({ workspaceId: isereId, name: 'Partagée' });
      const guest = await bed.guestOf(campaignId);
      const body = { name: 'Projet invité', siteId: DEMO_SITES.lyon.id };
      expect(await problemOf(guest.POST('/workspaces', { body }))).toMatchObject({ status: 403 });
      expect(await problemOf(bed.server.client.POST('/workspaces', { body }))).toMatchObject({
        status: 401,
      });
    });
  });

  describe('GET /workspaces/{id}', () => {
    it('answers a member the workspace with its members and visible campaigns count', async () => {
      const workspaceId = await bed.insertWorkspace({
        siteId: DEMO_SITES.isereMobilites.id,
        name: 'Avec campagnes',
        memberIds: [bed.userId(DEMO.customerUser)],
      });
      await bed.insertCampaign({ workspaceId, name: 'Une' });
      await bed.insertCampaign({ workspaceId, name: 'Deux', isArchived: true });
      const { data } = await (
        await bed.as(DEMO.customerUser)
      ).GET('/workspaces/{id}', {
        params: { path: { id: workspaceId } },
      });
      expect(data).toMatchObject({
        id: workspaceId,
        campaignsCount: 2,
        members: [{ email: DEMO.customerUser }],
        createdBy: null,
      });
    });

    it('refuses a non-member with 403 « Only members can view workspace »', async () => {
      const problem = await problemOf(
        (await bed.as(DEMO.customerMain)).GET('/workspaces/{id}', {
          params: { path: { id: grenobleId } },
        }),
      );
      expect(problem).toMatchObject({
        status: 403,
        code: 'not_member',
        detail: 'Only members can view workspace',
      });
    });

    it('lets ADMIN read a workspace it is not a member of, and answers 404 for an unknown id', async () => {
      const admin = await bed.as(DEMO.admin);
      const { response } = await admin.GET('/workspaces/{id}', {
        params: { path: { id: grenobleId } },
      });
      expect(response.status).toBe(200);
      const problem = await problemOf(
        admin.GET('/workspaces/{id}', {
          params: { path: { id: '00000000-0000-4000-8000-0000000000aa' } },
        }),
      );
      expect(problem).toMatchObject({ status: 404, code: 'not_found' });
    });
  });

  describe('PUT /workspaces/{id}', () => {
    it('lets a member CUSTOMER_SUPERVISOR replace it; memberIds replaces the list, the creator stays', async () => {
      const created = present(
        (
          await (
            await bed.as(DEMO.officeAdmin)
          ).POST('/workspaces', {
            body: {
              name: 'À modifier',
              siteId: DEMO_SITES.isereMobilites.id,
              memberIds: [bed.userId(DEMO.customerSupervisor), bed.userId(DEMO.customerUser)],
            },
          })
        ).data,
      );
      const { data } = await (
        await bed.as(DEMO.customerSupervisor)
      ).PUT('/workspaces/{id}', {
        params: { path: { id: created.id } },
        body: {
          name: 'Modifié',
          siteId: DEMO_SITES.isereGresivaudan.id,
          description: null,
          customerReference: 'REF-2',
          memberIds: [bed.userId(DEMO.customerSupervisor)],
        },
      });
      expect(data).toMatchObject({
        name: 'Modifié',
        site: { id: DEMO_SITES.isereGresivaudan.id },
        customerReference: 'REF-2',
      });
      expect(
        present(data)
          .members.map((member) => member.email)
          .sort(),
      ).toEqual([DEMO.officeAdmin, DEMO.customerSupervisor].sort());
    });

    it('refuses a member without the edit right (403) and a non-member with the right (403 not_member)', async () => {
      const body = { name: 'Non', siteId: DEMO_SITES.isereMobilites.id };
      const params = { path: { id: isereId } };
      expect(
        await problemOf(
          (await bed.as(DEMO.customerMain)).PUT('/workspaces/{id}', { params, body }),
        ),
      ).toMatchObject({ status: 403, code: 'forbidden' });
      expect(
        await problemOf(
          (await bed.as(DEMO.officeAdmin)).PUT('/workspaces/{id}', {
            params: { path: { id: grenobleId } },
            body,
          }),
        ),
      ).toMatchObject({ status: 403, code: 'not_member' });
    });
  });

  describe('PATCH /workspaces/{id}', () => {
    it('archives and unarchives the workspace', async () => {
      const client = await bed.as(DEMO.officeAdmin);
      const params = { path: { id: isereId } };
      const archived = await client.PATCH('/workspaces/{id}', {
        params,
        body: { isArchived: true },
      });
      expect(archived.data).toMatchObject({ isArchived: true, name: 'Routes de l’Isère' });
      const back = await client.PATCH('/workspaces/{id}', { params, body: { isArchived: false } });
      expect(back.data).toMatchObject({ isArchived: false });
    });

    it('refuses a READ_ONLY member (403)', async () => {
      const problem = await problemOf(
        (await bed.as(DEMO.readOnly)).PATCH('/workspaces/{id}', {
          params: { path: { id: isereId } },
          body: { isArchived: true },
        }),
      );
      expect(problem).toMatchObject({ status: 403, code: 'forbidden' });
    });
  });

  describe('DELETE /workspaces/{id}', () => {
    it('lets SUPER_ADMIN delete it: its campaigns, cores and share links vanish, the pictures wait for the purge of the bin', async () => {
      const workspaceId = await bed.insertWorkspace({
        siteId: DEMO_SITES.lyon.id,
        name: 'À supprimer',
      });
      const campaignId = await bed.insertCampaign({ workspaceId, name: 'Carottée', coresCount: 2 });
      const guest = await bed.guestOf(campaignId);
      const [core] = await bed.db.select().from(cores).where(eq(cores.campaignId, campaignId));
      const key = newStorageKey(`cores/${present(core).id}/pictures/`, 'jpg');
      // The upload and its cached screen copy.
      const files = storedKeysOfPicture(key).map((stored) =>
        join(bed.server.config.dataDir, 'files', stored),
      );
      for (const file of files) {
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, 'image');
      }
      await bed.db
        .insert(corePictures)
        .values({ coreId: present(core).id, path: key, position: 1 });

      const { response } = await (
        await bed.as(DEMO.superAdmin)
      ).DELETE('/workspaces/{id}', {
        params: { path: { id: workspaceId } },
      });
      expect(response.status).toBe(204);
      expect(
        await bed.db.select().from(campaigns).where(eq(campaigns.workspaceId, workspaceId)),
      ).toEqual([]);
      expect(await bed.db.select().from(cores).where(eq(cores.campaignId, campaignId))).toEqual([]);
      // The guest session of a share link of a binned campaign ends.
      const guestRead = await answerOf(
        guest.GET('/campaigns/{id}', { params: { path: { id: campaignId } } }),
      );
      expect(guestRead.status).toBe(401);
      // The bin keeps the files until its purge, which removes them.
      expect(files.map((file) => existsSync(file))).toEqual([true, true]);
      await purgeBinAsIfExpired(bed.server, bed.clock.now);
      expect(files.map((file) => existsSync(file))).toEqual([false, false]);
      const gone = await problemOf(
        (await bed.as(DEMO.superAdmin)).GET('/workspaces/{id}', {
          params: { path: { id: workspaceId } },
        }),
      );
      expect(gone).toMatchObject({ status: 404 });
    });

    /** A workspace with two campaigns, the second with a laboratory order of this status. */
    async function workspaceWithOrder(status: 'Validated' | 'Sent' | 'Finished') {
      const workspaceId = await bed.insertWorkspace({
        siteId: DEMO_SITES.lyon.id,
        name: 'Commandes',
      });
      const quietId = await bed.insertCampaign({
        workspaceId,
        name: 'Sans commande',
        coresCount: 1,
      });
      const orderedId = await bed.insertCampaign({ workspaceId, name: 'Commandée', coresCount: 1 });
      const [provider] = await bed.db.insert(providers).values({ name: 'Labo' }).returning();
      const [order] = await bed.db
        .insert(laboratoryOrders)
        .values({ campaignId: orderedId, providerId: present(provider).id, status })
        .returning();
      return { workspaceId, campaignIds: [quietId, orderedId], orderId: present(order).id };
    }

    const coresOf = async (campaignIds: string[]) =>
      bed.db.select().from(cores).where(inArray(cores.campaignId, campaignIds));

    it('refuses (409 orders_in_progress) while an order of one of its campaigns is at the laboratory, keeping everything', async () => {
      const { workspaceId, campaignIds } = await workspaceWithOrder('Sent');
      const problem = await problemOf(
        (await bed.as(DEMO.superAdmin)).DELETE('/workspaces/{id}', {
          params: { path: { id: workspaceId } },
        }),
      );
      expect(problem).toMatchObject({ status: 409, code: 'orders_in_progress' });
      expect(await coresOf(campaignIds)).toHaveLength(2);
      const kept = await (
        await bed.as(DEMO.superAdmin)
      ).GET('/workspaces/{id}', { params: { path: { id: workspaceId } } });
      expect(present(kept.data).campaignsCount).toBe(2);
    });

    it('deletes it once the order is finished, as DELETE /campaigns/{id} would', async () => {
      const { workspaceId, campaignIds } = await workspaceWithOrder('Finished');
      const { response } = await (
        await bed.as(DEMO.superAdmin)
      ).DELETE('/workspaces/{id}', { params: { path: { id: workspaceId } } });
      expect(response.status).toBe(204);
      expect(await coresOf(campaignIds)).toEqual([]);
    });

    it('refuses (409) when an order is sent while the deletion waits for its campaign', async () => {
      const { workspaceId, campaignIds, orderId } = await workspaceWithOrder('Validated');
      const orderedId = campaignIds[1] ?? '';
      const superAdmin = await bed.as(DEMO.superAdmin);
      // Sending an order locks its campaign (analyses/order-flow.service.ts markSent); this
      // transaction does the same and holds the lock while the deletion starts.
      let release = (): void => undefined;
      let signalLocked = (): void => undefined;
      const locked = new Promise<void>((resolve) => {
        signalLocked = resolve;
      });
      const sending = bed.db.transaction(async (tx) => {
        await tx.select().from(campaigns).where(eq(campaigns.id, orderedId)).for('update');
        await tx
          .update(laboratoryOrders)
          .set({ status: 'Sent' })
          .where(eq(laboratoryOrders.id, orderId));
        signalLocked();
        await new Promise<void>((resolve) => {
          release = resolve;
        });
      });
      await locked;
      const deleting = answerOf(
        superAdmin.DELETE('/workspaces/{id}', { params: { path: { id: workspaceId } } }),
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      release();
      await sending;
      expect(await deleting).toMatchObject({
        status: 409,
        problem: { code: 'orders_in_progress' },
      });
      expect(await coresOf(campaignIds)).toHaveLength(2);
    });

    it.each([
      [DEMO.admin, 'forbidden'],
      [DEMO.officeAdmin, 'forbidden'],
      [DEMO.customerMain, 'not_member'],
    ])('refuses %s (403 %s): deleting is SUPER_ADMIN only', async (email, code) => {
      const problem = await problemOf(
        (await bed.as(email)).DELETE('/workspaces/{id}', {
          params: { path: { id: email === DEMO.customerMain ? grenobleId : isereId } },
        }),
      );
      expect(problem).toMatchObject({ status: 403, code });
    });
  });
});
