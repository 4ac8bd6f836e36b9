import type { ChausseeClient } from '@chaussee/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO,
  startProjectsTestbed,
  type ProjectsTestbed,
} from '../workspaces/testing/projects-testbed.js';
import { insertNotification } from './testing/notification-fixtures.js';
import { answerOf } from '../users/testing/http-identity.js';

type DemoName = keyof typeof DEMO;

/** Who calls: a demo account, a guest (share link of a campaign), or nobody. */
type Caller = DemoName | 'guest' | 'anonymous';

/** The operations, and for marking one: whose notification (the caller's own, or another's). */
type Operation = 'listNotifications' | 'markAllNotificationsRead' | 'markOwn' | 'markOthers';

/**
 * Every row written out. Notifications are personal: every signed-in account reads and marks its
 * own, READ_ONLY included (reading state, not shared data); nobody reaches another's (404, as an
 * unknown id); a guest is not a user and is refused (403); an anonymous caller is refused (401).
 */
// prettier-ignore
const TABLE: [Operation, Caller, number][] = [
  ['listNotifications',        'superAdmin',         200],
  ['listNotifications',        'admin',              200],
  ['listNotifications',        'officeAdmin',        200],
  ['listNotifications',        'agencyHead',         200],
  ['listNotifications',        'collaborator',       200],
  ['listNotifications',        'commercial',         200],
  ['listNotifications',        'engineer',           200],
  ['listNotifications',        'studyManager',       200],
  ['listNotifications',        'technician',         200],
  ['listNotifications',        'customerSupervisor', 200],
  ['listNotifications',        'customerMain',       200],
  ['listNotifications',        'customerUser',       200],
  ['listNotifications',        'readOnly',           200],
  ['listNotifications',        'statistics',         200],
  ['listNotifications',        'guest',              403],
  ['listNotifications',        'anonymous',          401],

  ['markAllNotificationsRead', 'superAdmin',         200],
  ['markAllNotificationsRead', 'admin',              200],
  ['markAllNotificationsRead', 'officeAdmin',        200],
  ['markAllNotificationsRead', 'agencyHead',         200],
  ['markAllNotificationsRead', 'collaborator',       200],
  ['markAllNotificationsRead', 'commercial',         200],
  ['markAllNotificationsRead', 'engineer',           200],
  ['markAllNotificationsRead', 'studyManager',       200],
  ['markAllNotificationsRead', 'technician',         200],
  ['markAllNotificationsRead', 'customerSupervisor', 200],
  ['markAllNotificationsRead', 'customerMain',       200],
  ['markAllNotificationsRead', 'customerUser',       200],
  ['markAllNotificationsRead', 'readOnly',           200],
  ['markAllNotificationsRead', 'statistics',         200],
  ['markAllNotificationsRead', 'guest',              403],
  ['markAllNotificationsRead', 'anonymous',          401],

  ['markOwn',                  'superAdmin',         200],
  ['markOwn',                  'admin',              200],
  ['markOwn',                  'officeAdmin',        200],
  ['markOwn',                  'agencyHead',         200],
  ['markOwn',                  'collaborator',       200],
  ['markOwn',                  'commercial',         200],
  ['markOwn',                  'engineer',           200],
  ['markOwn',                  'studyManager',       200],
  ['markOwn',                  'technician',         200],
  ['markOwn',                  'customerSupervisor', 200],
  ['markOwn',                  'customerMain',       200],
  ['markOwn',                  'customerUser',       200],
  ['markOwn',                  'readOnly',           200],
  ['markOwn',                  'statistics',         200],
  ['markOwn',                  'guest',              403],
  ['markOwn',                  'anonymous',          401],

  ['markOthers',               'superAdmin',         404],
  ['markOthers',               'admin',              404],
  ['markOthers',               'officeAdmin',        404],
  ['markOthers',               'agencyHead',         404],
  ['markOthers',               'collaborator',       404],
  ['markOthers',               'commercial',         404],
  ['markOthers',               'engineer',           404],
  ['markOthers',               'studyManager',       404],
  ['markOthers',               'technician',         404],
  ['markOthers',               'customerSupervisor', 404],
  ['markOthers',               'customerMain',       404],
  ['markOthers',               'customerUser',       404],
  ['markOthers',               'readOnly',           404],
  ['markOthers',               'statistics',         404],
  ['markOthers',               'guest',              403],
  ['markOthers',               'anonymous',          401],
];

describe('Notifications authorization table', () => {
  let bed: ProjectsTestbed;
  let campaignId: string;

  beforeAll(async () => {
    bed = await startProjectsTestbed();
    const workspaceId = await bed.insertWorkspace({
      siteId: (await bed.insertOrganization('Département test')).siteId,
      name: 'Projet',
    });
    campaignId = await bed.insertCampaign({ workspaceId, name: 'Campagne partagée' });
  });
  afterAll(() => bed.server.close());

  async function clientOf(caller: Caller): Promise<ChausseeClient> {
    if (caller === 'anonymous') return bed.server.client;
    // The share link is made by the super administrator: their notifications stay theirs.
    if (caller === 'guest') return bed.guestOf(campaignId);
    return bed.as(DEMO[caller]);
  }

  /** A fresh notification of the caller (of the super administrator for a guest or nobody). */
  async function ownNotificationOf(caller: Caller): Promise<string> {
    const owner = caller === 'guest' || caller === 'anonymous' ? 'superAdmin' : caller;
    return (await insertNotification(bed.db, { recipientId: bed.userId(DEMO[owner]) })).id;
  }

  /** A fresh notification of someone else than the caller. */
  async function othersNotificationOf(caller: Caller): Promise<string> {
    const other = caller === 'engineer' ? DEMO.studyManager : DEMO.engineer;
    return (await insertNotification(bed.db, { recipientId: bed.userId(other) })).id;
  }

  async function call(operation: Operation, caller: Caller): Promise<{ response: Response }> {
    const client = await clientOf(caller);
    switch (operation) {
      case 'listNotifications':
        return client.GET('/notifications', { params: { query: {} } });
      case 'markAllNotificationsRead':
        return client.PATCH('/notifications', { body: { isRead: true } });
      case 'markOwn':
        return client.PATCH('/notifications/{id}', {
          params: { path: { id: await ownNotificationOf(caller) } },
          body: { isRead: true },
        });
      case 'markOthers':
        return client.PATCH('/notifications/{id}', {
          params: { path: { id: await othersNotificationOf(caller) } },
          body: { isRead: true },
        });
    }
  }

  it.each(TABLE)('%s by %s answers %i', async (operation, caller, expected) => {
    expect((await answerOf(call(operation, caller))).status).toBe(expected);
  });
});
