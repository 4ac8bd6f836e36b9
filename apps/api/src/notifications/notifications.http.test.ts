import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, users } from '../db/schema.js';
import { present, problemOf } from '../users/testing/http-identity.js';
import {
  DEMO,
  startProjectsTestbed,
  type ProjectsTestbed,
} from '../workspaces/testing/projects-testbed.js';
import { insertNotification, notificationsOf } from './testing/notification-fixtures.js';

const UNKNOWN_ID = '6f1c1a52-7d1e-4a35-9a53-0c7d1b7f0a12';

/** The minutes a notification list holds, read from the fixtures' messages. */
const minutesOf = (page: { items: { message: string }[] }) =>
  page.items.map((item) => Number(/minute (\d+)/u.exec(item.message)?.[1]));

describe('Notifications over HTTP', () => {
  let bed: ProjectsTestbed;
  let campaignId: string;

  beforeAll(async () => {
    bed = await startProjectsTestbed();
    const workspaceId = await bed.insertWorkspace({
      siteId: (await bed.insertOrganization('Département test')).siteId,
      name: 'Projet',
    });
    campaignId = await bed.insertCampaign({ workspaceId, name: 'Carottage RD 1075' });
  });
  afterAll(() => bed.server.close());

  describe('GET /notifications', () => {
    // The engineer's 13 notifications, one a minute, inserted out of order; 5 are read. The study
    // manager's three are newer than all of them: a list that forgot the recipient starts with them.
    const READ_MINUTES = [2, 3, 7, 11, 13];
    const INSERT_ORDER = [5, 12, 1, 9, 13, 3, 7, 10, 2, 8, 11, 4, 6];

    beforeAll(async () => {
      for (const minute of INSERT_ORDER) {
        await insertNotification(bed.db, {
          recipientId: bed.userId(DEMO.engineer),
          minute,
          isRead: READ_MINUTES.includes(minute),
        });
      }
      for (const minute of [20, 21, 22]) {
        await insertNotification(bed.db, { recipientId: bed.userId(DEMO.studyManager), minute });
      }
    });

    async function list(query: {
      page?: number;
      itemsCount?: number;
      filterByReadState?: 'all' | 'read' | 'unread';
    }) {
      const client = await bed.as(DEMO.engineer);
      const { data } = await client.GET('/notifications', { params: { query } });
      return present(data);
    }

    it('answers the first 10, newest first, by default, with the total and the unread count', async () => {
      const page = await list({});
      expect(page).toMatchObject({ page: 1, itemsCount: 10, totalItems: 13, unreadCount: 8 });
      expect(minutesOf(page)).toEqual([13, 12, 11, 10, 9, 8, 7, 6, 5, 4]);
    });

    it('answers the next page', async () => {
      const page = await list({ page: 2 });
      expect(page).toMatchObject({ page: 2, itemsCount: 10, totalItems: 13 });
      expect(minutesOf(page)).toEqual([3, 2, 1]);
    });

    it('pages by itemsCount', async () => {
      const page = await list({ page: 3, itemsCount: 4 });
      expect(page).toMatchObject({ page: 3, itemsCount: 4, totalItems: 13 });
      expect(minutesOf(page)).toEqual([5, 4, 3, 2]);
    });

    it('answers an empty page past the last, still counting', async () => {
      const page = await list({ page: 5 });
      expect(page).toMatchObject({ page: 5, totalItems: 13, unreadCount: 8, items: [] });
    });

    it('keeps only the read ones with filterByReadState=read; the unread count stays the user’s', async () => {
      const page = await list({ filterByReadState: 'read' });
      expect(page).toMatchObject({ totalItems: 5, unreadCount: 8 });
      expect(minutesOf(page)).toEqual([13, 11, 7, 3, 2]);
      expect(page.items.every((item) => item.isRead)).toBe(true);
    });

    it('keeps only the unread ones with filterByReadState=unread, paged', async () => {
      const page = await list({ filterByReadState: 'unread', page: 2, itemsCount: 3 });
      expect(page).toMatchObject({ totalItems: 8, unreadCount: 8 });
      expect(minutesOf(page)).toEqual([8, 6, 5]);
      expect(page.items.some((item) => item.isRead)).toBe(false);
    });

    it('keeps everything with filterByReadState=all', async () => {
      const page = await list({ filterByReadState: 'all', itemsCount: 50 });
      expect(page.totalItems).toBe(13);
      expect(minutesOf(page)).toEqual([13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    });

    it('shows a user only their own', async () => {
      const client = await bed.as(DEMO.studyManager);
      const page = present((await client.GET('/notifications', { params: { query: {} } })).data);
      expect(page).toMatchObject({ totalItems: 3, unreadCount: 3 });
      expect(minutesOf(page)).toEqual([22, 21, 20]);
    });

    it.each([
      ['page 0', { page: 0 }],
      ['itemsCount 0', { itemsCount: 0 }],
      ['itemsCount 51', { itemsCount: 51 }],
    ])('refuses %s (400)', async (_name, query) => {
      const client = await bed.as(DEMO.engineer);
      const problem = await problemOf(client.GET('/notifications', { params: { query } }));
      expect(problem).toMatchObject({ status: 400, code: 'validation_failed' });
    });

    it('refuses an unknown read state (400)', async () => {
      const response = await fetch(
        `${bed.server.baseUrl}/api/notifications?filterByReadState=archived`,
        { headers: { authorization: `Bearer ${await bed.tokenOf(DEMO.engineer)}` } },
      );
      expect(response.status).toBe(400);
    });

    it('refuses an anonymous caller (401)', async () => {
      const problem = await problemOf(bed.server.client.GET('/notifications'));
      expect(problem).toMatchObject({ status: 401 });
    });
  });

  describe('a notification as answered', () => {
    it('names its campaign, its actor and what it is about', async () => {
      const row = await insertNotification(bed.db, {
        recipientId: bed.userId(DEMO.commercial),
        type: 'campaign_assigned',
        title: 'Nouvelle campagne',
        message: 'Vous avez été ajouté à la campagne Carottage RD 1075',
        campaignId,
        actorId: bed.userId(DEMO.officeAdmin),
        notifiableType: 'campaign',
        notifiableId: campaignId,
      });
      const client = await bed.as(DEMO.commercial);
      const page = present((await client.GET('/notifications', { params: { query: {} } })).data);
      expect(page.items).toEqual([
        {
          id: row.id,
          type: 'campaign_assigned',
          title: 'Nouvelle campagne',
          message: 'Vous avez été ajouté à la campagne Carottage RD 1075',
          isRead: false,
          createdAt: '2026-03-02T09:00:00.000Z',
          campaign: { id: campaignId, name: 'Carottage RD 1075', type: 'coring' },
          actor: expect.objectContaining({
            id: bed.userId(DEMO.officeAdmin),
            email: DEMO.officeAdmin,
            lastName: 'Roux',
          }) as unknown,
          notifiable: { type: 'campaign', id: campaignId },
        },
      ]);
    });

    it('keeps its text but no campaign once the campaign is deleted, no actor once the user is', async () => {
      const workspaceId = await bed.insertWorkspace({
        siteId: (await bed.insertOrganization('Ville test')).siteId,
        name: 'Projet supprimé',
      });
      const goneCampaignId = await bed.insertCampaign({ workspaceId, name: 'Éphémère' });
      const goneUserId = await bed.insertUser({ email: 'parti@example.fr' });
      await insertNotification(bed.db, {
        recipientId: bed.userId(DEMO.customerSupervisor),
        message: 'Campagne Éphémère : Terminée',
        campaignId: goneCampaignId,
        actorId: goneUserId,
        notifiableType: 'campaign',
        notifiableId: goneCampaignId,
      });
      await bed.db.delete(campaigns).where(eq(campaigns.id, goneCampaignId));
      await bed.db
        .update(users)
        .set({ deletedAt: new Date(), isActive: false })
        .where(eq(users.id, goneUserId));
      const client = await bed.as(DEMO.customerSupervisor);
      const page = present((await client.GET('/notifications', { params: { query: {} } })).data);
      expect(page.items).toEqual([
        expect.objectContaining({
          message: 'Campagne Éphémère : Terminée',
          campaign: null,
          actor: null,
          notifiable: null,
        }),
      ]);
    });
  });

  describe('PATCH /notifications/{id}', () => {
    async function markAs(email: string, id: string, isRead: boolean) {
      const client = await bed.as(email);
      return client.PATCH('/notifications/{id}', {
        params: { path: { id } },
        body: { isRead },
      });
    }

    it('marks one of the caller’s notifications read, then unread again', async () => {
      const technicianId = bed.userId(DEMO.technician);
      const row = await insertNotification(bed.db, { recipientId: technicianId, minute: 1 });
      const other = await insertNotification(bed.db, { recipientId: technicianId, minute: 2 });

      const { data } = await markAs(DEMO.technician, row.id, true);
      expect(present(data)).toMatchObject({ id: row.id, isRead: true });
      const stored = await notificationsOf(bed.db, technicianId);
      expect(stored.find((n) => n.id === row.id)).toMatchObject({
        isRead: true,
        readAt: bed.clock.now(),
      });
      expect(stored.find((n) => n.id === other.id)).toMatchObject({ isRead: false, readAt: null });

      const again = await markAs(DEMO.technician, row.id, false);
      expect(present(again.data)).toMatchObject({ id: row.id, isRead: false });
      expect(
        (await notificationsOf(bed.db, technicianId)).find((n) => n.id === row.id),
      ).toMatchObject({ isRead: false, readAt: null });
    });

    it('keeps when it was first read when marked read twice', async () => {
      const row = await insertNotification(bed.db, { recipientId: bed.userId(DEMO.technician) });
      await markAs(DEMO.technician, row.id, true);
      const firstReadAt = bed.clock.now();
      bed.clock.advance(60_000);
      await markAs(DEMO.technician, row.id, true);
      const [stored] = (await notificationsOf(bed.db, bed.userId(DEMO.technician))).filter(
        (n) => n.id === row.id,
      );
      expect(stored?.readAt).toEqual(firstReadAt);
    });

    it('answers 404 for another user’s notification and leaves it unread', async () => {
      const row = await insertNotification(bed.db, { recipientId: bed.userId(DEMO.agencyHead) });
      const problem = await problemOf(markAs(DEMO.technician, row.id, true));
      expect(problem).toMatchObject({ status: 404, code: 'not_found' });
      const [stored] = await notificationsOf(bed.db, bed.userId(DEMO.agencyHead));
      expect(stored).toMatchObject({ id: row.id, isRead: false });
    });

    it('answers the same 404 for an unknown id', async () => {
      const problem = await problemOf(markAs(DEMO.technician, UNKNOWN_ID, true));
      expect(problem).toMatchObject({ status: 404, code: 'not_found' });
    });

    it('refuses a malformed id (400)', async () => {
      const problem = await problemOf(markAs(DEMO.technician, 'not-a-uuid', true));
      expect(problem).toMatchObject({ status: 400, code: 'validation_failed' });
    });

    it('refuses a body without isRead (400)', async () => {
      const row = await insertNotification(bed.db, { recipientId: bed.userId(DEMO.technician) });
      const response = await fetch(`${bed.server.baseUrl}/api/notifications/${row.id}`, {
        method: 'PATCH',
        headers: {
          authorization: `Bearer ${await bed.tokenOf(DEMO.technician)}`,
          'content-type': 'application/merge-patch+json',
        },
        body: JSON.stringify({}),
      });
      expect(response.status).toBe(400);
    });

    it('lets a READ_ONLY user mark their own (their reading state, not shared data)', async () => {
      const row = await insertNotification(bed.db, { recipientId: bed.userId(DEMO.readOnly) });
      const { data } = await markAs(DEMO.readOnly, row.id, true);
      expect(present(data).isRead).toBe(true);
    });

    it('refuses an anonymous caller (401)', async () => {
      const problem = await problemOf(
        bed.server.client.PATCH('/notifications/{id}', {
          params: { path: { id: UNKNOWN_ID } },
          body: { isRead: true },
        }),
      );
      expect(problem).toMatchObject({ status: 401 });
    });
  });

  describe('PATCH /notifications', () => {
    it('marks every unread notification of the caller read, and only theirs', async () => {
      const collaboratorId = bed.userId(DEMO.collaborator);
      const customerUserId = bed.userId(DEMO.customerUser);
      for (const minute of [1, 2, 3]) {
        await insertNotification(bed.db, { recipientId: collaboratorId, minute });
      }
      await insertNotification(bed.db, {
        recipientId: collaboratorId,
        minute: 4,
        isRead: true,
        readAt: new Date('2026-03-01T10:00:00Z'),
      });
      for (const minute of [1, 2]) {
        await insertNotification(bed.db, { recipientId: customerUserId, minute });
      }

      const client = await bed.as(DEMO.collaborator);
      const { data } = await client.PATCH('/notifications', { body: { isRead: true } });
      expect(present(data)).toEqual({ updatedCount: 3, unreadCount: 0 });
      const stored = await notificationsOf(bed.db, collaboratorId);
      expect(stored.map((n) => [n.isRead, n.readAt])).toEqual([
        [true, new Date('2026-03-01T10:00:00Z')],
        [true, bed.clock.now()],
        [true, bed.clock.now()],
        [true, bed.clock.now()],
      ]);
      expect((await notificationsOf(bed.db, customerUserId)).map((n) => n.isRead)).toEqual([
        false,
        false,
      ]);

      const again = await client.PATCH('/notifications', { body: { isRead: true } });
      expect(present(again.data)).toEqual({ updatedCount: 0, unreadCount: 0 });
    });

    it('refuses isRead false (400: marking everything unread is not offered)', async () => {
      const response = await fetch(`${bed.server.baseUrl}/api/notifications`, {
        method: 'PATCH',
        headers: {
          authorization: `Bearer ${await bed.tokenOf(DEMO.collaborator)}`,
          'content-type': 'application/merge-patch+json',
        },
        body: JSON.stringify({ isRead: false }),
      });
      expect(response.status).toBe(400);
    });

    it('refuses an anonymous caller (401)', async () => {
      const problem = await problemOf(
        bed.server.client.PATCH('/notifications', { body: { isRead: true } }),
      );
      expect(problem).toMatchObject({ status: 401 });
    });
  });

  describe('a guest (share-link session)', () => {
    it('is refused every call (403): the bell is not part of what a share link opens', async () => {
      // The link's author has one: the guest must not see or mark it through the link.
      const mine = await insertNotification(bed.db, { recipientId: bed.userId(DEMO.superAdmin) });
      const guest = await bed.guestOf(campaignId);
      const calls = [
        () => guest.GET('/notifications', { params: { query: { itemsCount: 5 } } }),
        () => guest.PATCH('/notifications', { body: { isRead: true } }),
        () =>
          guest.PATCH('/notifications/{id}', {
            params: { path: { id: mine.id } },
            body: { isRead: true },
          }),
      ];
      for (const call of calls) {
        expect(await problemOf(call())).toMatchObject({ status: 403, code: 'forbidden' });
      }
      const [stored] = await notificationsOf(bed.db, bed.userId(DEMO.superAdmin));
      expect(stored).toMatchObject({ id: mine.id, isRead: false });
    });
  });
});
