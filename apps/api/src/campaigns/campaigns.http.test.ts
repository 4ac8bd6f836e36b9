import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SITES } from '../db/demo/demo-organizations.js';
import { campaigns, corePictures, cores, laboratoryOrders, providers } from '../db/schema.js';
import { storedKeysOfPicture } from '../core-pictures/picture-key.js';
import { newStorageKey } from '../storage/storage-key.js';
import { purgeBinAsIfExpired } from '../bin/testing/purge-bin.js';
import { answerOf, present, problemOf } from '../users/testing/http-identity.js';
import {
  DEMO,
  startProjectsTestbed,
  type ProjectsTestbed,
} from '../workspaces/testing/projects-testbed.js';
import { writeCampaignTeam } from './campaign-team.js';

const DAY = 24 * 60 * 60 * 1000;

describe('Campaigns over HTTP: reading, archiving, comment, deletion, share links, contact', () => {
  let bed: ProjectsTestbed;
  let workspaceId: string;
  /** A coring campaign of the département's workspace, with a team. */
  let campaignId: string;
  /** A campaign of the city, where no demo customer is a member. */
  let grenobleCampaignId: string;

  beforeAll(async () => {
    bed = await startProjectsTestbed();
    workspaceId = await bed.insertWorkspace({
      siteId: DEMO_SITES.isereMobilites.id,
      name: 'Routes de l’Isère',
      memberIds: [
        bed.userId(DEMO.officeAdmin),
        bed.userId(DEMO.customerSupervisor),
        bed.userId(DEMO.customerMain),
        bed.userId(DEMO.readOnly),
        bed.userId(DEMO.statistics),
      ],
    });
    campaignId = await bed.insertCampaign({
      workspaceId,
      name: 'Carottage RD 1075',
      reference: 'CE-001',
      customerReference: 'CD38-1',
      coresCount: 2,
    });
    await writeCampaignTeam(bed.db, campaignId, {
      engineerId: bed.userId(DEMO.engineer),
      studyManagerId: null,
      technicianIds: [bed.userId(DEMO.technician)],
      mainCustomerId: bed.userId(DEMO.customerMain),
    });
    const grenobleWorkspaceId = await bed.insertWorkspace({
      siteId: DEMO_SITES.grenobleEspacePublic.id,
      name: 'Voirie de Grenoble',
      memberIds: [bed.userId(DEMO.agencyHead)],
    });
    grenobleCampaignId = await bed.insertCampaign({
      workspaceId: grenobleWorkspaceId,
      name: 'Quai Stéphane Jay',
      studyManagerId: bed.userId(DEMO.agencyHead),
    });
  });
  afterAll(() => bed.server.close());

  const path = (id: string) => ({ params: { path: { id } } });

  describe('GET /campaigns/{id}', () => {
    it('answers a workspace member the campaign in full', async () => {
      const { data } = await (
        await bed.as(DEMO.customerMain)
      ).GET('/campaigns/{id}', path(campaignId));
      expect(data).toMatchObject({
        id: campaignId,
        name: 'Carottage RD 1075',
        type: 'coring',
        status: 'preparing',
        isArchived: false,
        reference: 'CE-001',
        customerReference: 'CD38-1',
        coresCount: 2,
        workspace: { id: workspaceId, name: 'Routes de l’Isère' },
        site: { id: DEMO_SITES.isereMobilites.id, name: 'Direction des mobilités' },
        organization: { name: 'Département de l’Isère' },
        engineer: { email: DEMO.engineer },
        studyManager: null,
        technicians: [{ email: DEMO.technician }],
        mainCustomer: { email: DEMO.customerMain },
        globalComment: null,
      });
    });

    it('answers a member of the campaign alone (the technician of its team)', async () => {
      const { response } = await (
        await bed.as(DEMO.technician)
      ).GET('/campaigns/{id}', path(campaignId));
      expect(response.status).toBe(200);
    });

    it('refuses a non-member with 403 « Only members can view campaign »', async () => {
      const problem = await problemOf(
        (await bed.as(DEMO.customerMain)).GET('/campaigns/{id}', path(grenobleCampaignId)),
      );
      expect(problem).toMatchObject({
        status: 403,
        code: 'not_member',
        detail: 'Only members can view campaign',
      });
    });

    it('lets ADMIN read any campaign, answers 404 for an unknown one and 401 anonymous', async () => {
      const admin = await bed.as(DEMO.admin);
      expect((await admin.GET('/campaigns/{id}', path(grenobleCampaignId))).response.status).toBe(
        200,
      );
      expect(
        await problemOf(admin.GET('/campaigns/{id}', path('00000000-0000-4000-8000-000000000123'))),
      ).toMatchObject({
        status: 404,
      });
      expect(
        await problemOf(bed.server.client.GET('/campaigns/{id}', path(campaignId))),
      ).toMatchObject({ status: 401 });
    });

    it('lets a guest read its campaign and no other (403 not_member)', async () => {
      const guest = await bed.guestOf(campaignId);
      expect((await guest.GET('/campaigns/{id}', path(campaignId))).response.status).toBe(200);
      expect(await problemOf(guest.GET('/campaigns/{id}', path(grenobleCampaignId)))).toMatchObject(
        {
          status: 403,
          code: 'not_member',
        },
      );
    });
  });

  describe('PATCH /campaigns/{id}', () => {
    it('archives and unarchives with the edit right (NEXTROAD_ADMIN, CUSTOMER_SUPERVISOR)', async () => {
      const archived = await (
        await bed.as(DEMO.officeAdmin)
      ).PATCH('/campaigns/{id}', {
        ...path(campaignId),
        body: { isArchived: true },
      });
      expect(archived.data).toMatchObject({ isArchived: true });
      const back = await (
        await bed.as(DEMO.customerSupervisor)
      ).PATCH('/campaigns/{id}', {
        ...path(campaignId),
        body: { isArchived: false },
      });
      expect(back.data).toMatchObject({ isArchived: false });
    });

    it('sets and removes the global comment with the comment right (engineer, ADMIN)', async () => {
      const set = await (
        await bed.as(DEMO.engineer)
      ).PATCH('/campaigns/{id}', {
        ...path(campaignId),
        body: { globalComment: 'Résultats HAP attendus fin avril.' },
      });
      expect(set.data).toMatchObject({ globalComment: 'Résultats HAP attendus fin avril.' });
      const removed = await (
        await bed.as(DEMO.admin)
      ).PATCH('/campaigns/{id}', {
        ...path(campaignId),
        body: { globalComment: null },
      });
      expect(removed.data).toMatchObject({ globalComment: null, isArchived: false });
    });

    it.each([
      [DEMO.customerMain, { isArchived: true }, 'forbidden'],
      [DEMO.customerSupervisor, { globalComment: 'Non' }, 'forbidden'],
      [DEMO.customerSupervisor, { isArchived: true, globalComment: 'Non' }, 'forbidden'],
      [DEMO.readOnly, { isArchived: true }, 'forbidden'],
      [DEMO.statistics, { isArchived: true }, 'forbidden'],
    ] as const)(
      'refuses %s the change %j (403 %s), each field needing its right',
      async (email, body, code) => {
        const problem = await problemOf(
          (await bed.as(email)).PATCH('/campaigns/{id}', { ...path(campaignId), body }),
        );
        expect(problem).toMatchObject({ status: 403, code });
        const { data } = await (await bed.as(DEMO.admin)).GET('/campaigns/{id}', path(campaignId));
        expect(data).toMatchObject({ isArchived: false, globalComment: null });
      },
    );

    it('refuses a guest (403) and a non-member (403 not_member)', async () => {
      const guest = await bed.guestOf(campaignId);
      expect(
        await problemOf(
          guest.PATCH('/campaigns/{id}', { ...path(campaignId), body: { isArchived: true } }),
        ),
      ).toMatchObject({ status: 403 });
      expect(
        await problemOf(
          (await bed.as(DEMO.officeAdmin)).PATCH('/campaigns/{id}', {
            ...path(grenobleCampaignId),
            body: { isArchived: true },
          }),
        ),
      ).toMatchObject({ status: 403, code: 'not_member' });
    });
  });

  describe('DELETE /campaigns/{id}', () => {
    it('lets SUPER_ADMIN delete a campaign: it and its cores vanish, their pictures wait for the purge of the bin', async () => {
      const id = await bed.insertCampaign({ workspaceId, name: 'À supprimer', coresCount: 1 });
      const [core] = await bed.db.select().from(cores).where(eq(cores.campaignId, id));
      const key = newStorageKey(`cores/${present(core).id}/pictures/`, 'png');
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
      ).DELETE('/campaigns/{id}', path(id));
      expect(response.status).toBe(204);
      expect(await bed.db.select().from(campaigns).where(eq(campaigns.id, id))).toEqual([]);
      expect(await bed.db.select().from(cores).where(eq(cores.campaignId, id))).toEqual([]);
      // The bin keeps them until its purge, which removes them.
      expect(files.map((file) => existsSync(file))).toEqual([true, true]);
      await purgeBinAsIfExpired(bed.server, bed.clock.now);
      expect(files.map((file) => existsSync(file))).toEqual([false, false]);
    });

    it('refuses (409) while a laboratory order is sent and not finished, keeping everything', async () => {
      const id = await bed.insertCampaign({
        workspaceId,
        name: 'Commande en cours',
        coresCount: 1,
      });
      const [provider] = await bed.db.insert(providers).values({ name: 'Labo' }).returning();
      await bed.db
        .insert(laboratoryOrders)
        .values({ campaignId: id, providerId: present(provider).id, status: 'Sent' });
      const problem = await problemOf(
        (await bed.as(DEMO.superAdmin)).DELETE('/campaigns/{id}', path(id)),
      );
      expect(problem).toMatchObject({ status: 409 });
      expect(await bed.db.select().from(cores).where(eq(cores.campaignId, id))).toHaveLength(1);
    });

    it('refuses (409) when an order is sent while the deletion waits for the campaign', async () => {
      const id = await bed.insertCampaign({ workspaceId, name: 'Envoi en cours', coresCount: 1 });
      const [provider] = await bed.db.insert(providers).values({ name: 'Labo' }).returning();
      const [order] = await bed.db
        .insert(laboratoryOrders)
        .values({ campaignId: id, providerId: present(provider).id, status: 'Validated' })
        .returning();
      // Sending an order locks its campaign first (analyses/order-flow.service.ts markSent).
      let release = (): void => undefined;
      let signalLocked = (): void => undefined;
      const locked = new Promise<void>((resolve) => {
        signalLocked = resolve;
      });
      const sending = bed.db.transaction(async (tx) => {
        await tx.select().from(campaigns).where(eq(campaigns.id, id)).for('update');
        await tx
          .update(laboratoryOrders)
          .set({ status: 'Sent' })
          .where(eq(laboratoryOrders.id, present(order).id));
        signalLocked();
        await new Promise<void>((resolve) => {
          release = resolve;
        });
      });
      await locked;
      const deleting = answerOf(
        (await bed.as(DEMO.superAdmin)).DELETE('/campaigns/{id}', path(id)),
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      release();
      await sending;
      expect(await deleting).toMatchObject({
        status: 409,
        problem: { code: 'orders_in_progress' },
      });
      expect(await bed.db.select().from(cores).where(eq(cores.campaignId, id))).toHaveLength(1);
    });

    it.each([
      [DEMO.admin, 'forbidden'],
      [DEMO.officeAdmin, 'forbidden'],
      [DEMO.customerUser, 'not_member'],
    ])('refuses %s (403 %s): deleting is SUPER_ADMIN only', async (email, code) => {
      const problem = await problemOf(
        (await bed.as(email)).DELETE('/campaigns/{id}', path(campaignId)),
      );
      expect(problem).toMatchObject({ status: 403, code });
    });

    it('answers 404 for an unknown campaign', async () => {
      const problem = await problemOf(
        (await bed.as(DEMO.superAdmin)).DELETE(
          '/campaigns/{id}',
          path('00000000-0000-4000-8000-000000000456'),
        ),
      );
      expect(problem).toMatchObject({ status: 404 });
    });
  });

  describe('POST /campaigns/{id}/contact', () => {
    const body = {
      subject: 'Question sur les carottes',
      message: 'Pouvez-vous me rappeler demain ?',
    };

    it('mails the engineer, naming the sender and the campaign', async () => {
      const before = bed.mailsTo(DEMO.engineer).length;
      const { response } = await (
        await bed.as(DEMO.customerMain)
      ).POST('/campaigns/{id}/contact', {
        ...path(campaignId),
        body,
      });
      expect(response.status).toBe(204);
      const mails = bed.mailsTo(DEMO.engineer).slice(before);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toContain('Pouvez-vous me rappeler demain ?');
      expect(mails[0]).toContain(DEMO.customerMain);
    });

    it('mails the study manager when there is no engineer', async () => {
      const before = bed.mailsTo(DEMO.agencyHead).length;
      await (
        await bed.as(DEMO.admin)
      ).POST('/campaigns/{id}/contact', { ...path(grenobleCampaignId), body });
      expect(bed.mailsTo(DEMO.agencyHead).slice(before)).toHaveLength(1);
    });

    it('answers 409 when the campaign has neither engineer nor study manager', async () => {
      const id = await bed.insertCampaign({ workspaceId, name: 'Sans équipe' });
      const problem = await problemOf(
        (await bed.as(DEMO.customerMain)).POST('/campaigns/{id}/contact', { ...path(id), body }),
      );
      expect(problem).toMatchObject({ status: 409 });
    });

    it('refuses READ_ONLY and the statistics account (no contact right), a guest and a non-member', async () => {
      for (const email of [DEMO.readOnly, DEMO.statistics]) {
        expect(
          await problemOf(
            (await bed.as(email)).POST('/campaigns/{id}/contact', { ...path(campaignId), body }),
          ),
        ).toMatchObject({ status: 403, code: 'forbidden' });
      }
      const guest = await bed.guestOf(campaignId);
      expect(
        await problemOf(guest.POST('/campaigns/{id}/contact', { ...path(campaignId), body })),
      ).toMatchObject({
        status: 403,
      });
      expect(
        await problemOf(
          (await bed.as(DEMO.customerMain)).POST('/campaigns/{id}/contact', {
            ...path(grenobleCampaignId),
            body,
          }),
        ),
      ).toMatchObject({ status: 403, code: 'not_member' });
    });
  });

  describe('POST /campaigns/{id}/share', () => {
    it('makes a 30-day guest link whose token opens a guest session on this campaign', async () => {
      const { data, response } = await (
        await bed.as(DEMO.customerMain)
      ).POST('/campaigns/{id}/share', {
        ...path(campaignId),
        body: {},
      });
      expect(response.status).toBe(201);
      const link = present(data);
      expect(link.url).toMatch(/^http:\/\/localhost:\d+\/share-link\?token=[\w-]{43}$/u);
      expect(new URL(link.url).searchParams.get('token')).toBe(link.token);
      expect(new Date(link.expiresAt).getTime()).toBe(bed.clock.now().getTime() + 30 * DAY);
      expect(link).toMatchObject({
        campaign: { id: campaignId, name: 'Carottage RD 1075', type: 'coring' },
        invitedBy: { email: DEMO.customerMain },
      });
      const session = await bed.server.client.POST('/guest/login_check', {
        body: { token: link.token },
      });
      const guest = bed.server.clientAs(present(session.data).token);
      const { data: me } = await guest.GET('/current_user');
      expect(me).toMatchObject({
        campaign: { id: campaignId, type: 'coring' },
        invitedBy: { email: DEMO.customerMain },
      });
    });

    it('emails the link with the message when an address is given', async () => {
      const { data } = await (
        await bed.as(DEMO.customerSupervisor)
      ).POST('/campaigns/{id}/share', {
        ...path(campaignId),
        body: { email: 'elu@mairie-vif.fr', message: 'Voici les résultats du diagnostic.' },
      });
      const [mail] = bed.mailsTo('elu@mairie-vif.fr');
      expect(mail).toContain(present(data).url);
      expect(mail).toContain('Voici les résultats du diagnostic.');
    });

    it('keeps the end date asked, and refuses one in the past (400 on expiresAt)', async () => {
      const client = await bed.as(DEMO.superAdmin);
      const expiresAt = new Date(bed.clock.now().getTime() + 2 * DAY).toISOString();
      const { data } = await client.POST('/campaigns/{id}/share', {
        ...path(campaignId),
        body: { expiresAt },
      });
      expect(present(data).expiresAt).toBe(expiresAt);
      const problem = await problemOf(
        client.POST('/campaigns/{id}/share', {
          ...path(campaignId),
          body: { expiresAt: new Date(bed.clock.now().getTime() - 1000).toISOString() },
        }),
      );
      expect(problem).toMatchObject({ status: 400, violations: [{ propertyPath: 'expiresAt' }] });
    });

    it('refuses an end more than a year ahead (the audit’s 2999) in French, and keeps one a year ahead', async () => {
      const client = await bed.as(DEMO.customerMain);
      const problem = await problemOf(
        client.POST('/campaigns/{id}/share', {
          ...path(campaignId),
          body: { expiresAt: '2999-12-31T23:59:59.000Z' },
        }),
      );
      expect(problem).toMatchObject({
        status: 400,
        code: 'validation_failed',
        violations: [
          {
            propertyPath: 'expiresAt',
            code: 'linkMaxDays',
            message: 'Le lien ne peut pas être valable plus de 365 jours',
          },
        ],
      });
      const justOver = new Date(bed.clock.now().getTime() + 365 * DAY + 1000).toISOString();
      expect(
        await problemOf(
          client.POST('/campaigns/{id}/share', {
            ...path(campaignId),
            body: { expiresAt: justOver },
          }),
        ),
      ).toMatchObject({ status: 400, violations: [{ code: 'linkMaxDays' }] });
      const aYear = new Date(bed.clock.now().getTime() + 365 * DAY).toISOString();
      const { data } = await client.POST('/campaigns/{id}/share', {
        ...path(campaignId),
        body: { expiresAt: aYear },
      });
      expect(present(data).expiresAt).toBe(aYear);
    });

    it('refuses without the generate right (ROLE_USER alone, READ_ONLY), a guest and a non-member', async () => {
      for (const email of [DEMO.statistics, DEMO.readOnly]) {
        expect(
          await problemOf(
            (await bed.as(email)).POST('/campaigns/{id}/share', { ...path(campaignId), body: {} }),
          ),
        ).toMatchObject({ status: 403, code: 'forbidden' });
      }
      const guest = await bed.guestOf(campaignId);
      expect(
        await problemOf(guest.POST('/campaigns/{id}/share', { ...path(campaignId), body: {} })),
      ).toMatchObject({
        status: 403,
      });
      expect(
        await problemOf(
          (await bed.as(DEMO.customerMain)).POST('/campaigns/{id}/share', {
            ...path(grenobleCampaignId),
            body: {},
          }),
        ),
      ).toMatchObject({ status: 403, code: 'not_member' });
    });

    it('lists the campaign’s links newest first, without tokens, and revokes one with its sessions', async () => {
      const client = await bed.as(DEMO.customerMain);
      const create = async (email: string) =>
        present(
          (await client.POST('/campaigns/{id}/share', { ...path(campaignId), body: { email } }))
            .data,
        );
      const older = await create('ancien@exemple.fr');
      bed.clock.advance(1000);
      const newer = await create('recent@exemple.fr');
      const guest = bed.server.clientAs(
        present(
          (await bed.server.client.POST('/guest/login_check', { body: { token: older.token } }))
            .data,
        ).token,
      );
      expect((await guest.GET('/current_user')).response.status).toBe(200);

      // Every answer is checked against the contract by the test server itself.
      const { data: listed } = await client.GET('/campaigns/{id}/share-links', path(campaignId));
      const links = present(listed);
      expect(links.every((link) => link.campaignId === campaignId)).toBe(true);
      expect(JSON.stringify(links)).not.toContain(older.token);
      const times = links.map((link) => link.createdAt);
      expect(times).toEqual([...times].sort().reverse());
      const olderId = links.find((link) => link.email === 'ancien@exemple.fr')?.id;
      expect(links[0]).toMatchObject({
        email: 'recent@exemple.fr',
        isActive: true,
        revokedAt: null,
        invitedBy: { email: DEMO.customerMain },
      });
      if (olderId === undefined) throw new Error('the older link is listed');

      const revoked = await client.DELETE('/campaigns/{id}/share-links/{linkId}', {
        params: { path: { id: campaignId, linkId: olderId } },
      });
      expect(revoked.response.status).toBe(204);
      const after = present(
        (await client.GET('/campaigns/{id}/share-links', path(campaignId))).data,
      );
      expect(after.find((link) => link.id === olderId)).toMatchObject({ isActive: false });
      expect(after.find((link) => link.id === olderId)?.revokedAt).not.toBeNull();
      // The revoked link signs nobody in any more, and its open session is refused.
      const problem = await problemOf(
        bed.server.client.POST('/guest/login_check', { body: { token: older.token } }),
      );
      expect(problem).toMatchObject({ status: 401, detail: 'The token has expired' });
      expect(await problemOf(guest.GET('/current_user'))).toMatchObject({ status: 401 });
      // The other link still works.
      const stillOpen = await bed.server.client.POST('/guest/login_check', {
        body: { token: newer.token },
      });
      expect(stillOpen.response.status).toBe(200);
    });

    it('refuses to list or revoke without the right, for a non-member, and another campaign’s link (404)', async () => {
      for (const email of [DEMO.statistics, DEMO.readOnly]) {
        expect(
          await problemOf(
            (await bed.as(email)).GET('/campaigns/{id}/share-links', path(campaignId)),
          ),
        ).toMatchObject({ status: 403, code: 'forbidden' });
      }
      expect(
        await problemOf(
          (await bed.as(DEMO.customerMain)).GET(
            '/campaigns/{id}/share-links',
            path(grenobleCampaignId),
          ),
        ),
      ).toMatchObject({ status: 403, code: 'not_member' });
      const admin = await bed.as(DEMO.superAdmin);
      const link = present(
        (await admin.POST('/campaigns/{id}/share', { ...path(grenobleCampaignId), body: {} })).data,
      );
      const [grenobleLink] = present(
        (await admin.GET('/campaigns/{id}/share-links', path(grenobleCampaignId))).data,
      );
      if (!grenobleLink) throw new Error('the link is listed');
      expect(
        await problemOf(
          admin.DELETE('/campaigns/{id}/share-links/{linkId}', {
            params: { path: { id: campaignId, linkId: grenobleLink.id } },
          }),
        ),
      ).toMatchObject({ status: 404 });
      const session = await bed.server.client.POST('/guest/login_check', {
        body: { token: link.token },
      });
      expect(session.response.status).toBe(200);
    });

    // Last: moving the clock ends the sessions signed in so far.
    it('stops working when it expires (« The token has expired »)', async () => {
      const expiresAt = new Date(bed.clock.now().getTime() + 60 * 60 * 1000).toISOString();
      const { data } = await (
        await bed.as(DEMO.superAdmin)
      ).POST('/campaigns/{id}/share', {
        ...path(campaignId),
        body: { expiresAt },
      });
      bed.clock.advance(2 * 60 * 60 * 1000);
      const problem = await problemOf(
        bed.server.client.POST('/guest/login_check', { body: { token: present(data).token } }),
      );
      expect(problem).toMatchObject({ status: 401, detail: 'The token has expired' });
    });
  });
});
