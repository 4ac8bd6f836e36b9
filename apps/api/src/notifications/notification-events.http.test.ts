import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SITES } from '../db/demo/demo-organizations.js';
import { campaignMembers, campaigns } from '../db/schema.js';
import { present, problemOf } from '../users/testing/http-identity.js';
import {
  DEMO,
  startProjectsTestbed,
  type ProjectsTestbed,
} from '../workspaces/testing/projects-testbed.js';
import { notifyCampaignStatusChanged } from './notification-events.js';
import { notifiedAbout } from './testing/notification-fixtures.js';

type DemoEmail = (typeof DEMO)[keyof typeof DEMO];

/**
 * The notifications other domains' events write, observed through those domains' own operations:
 * a coring campaign's status change and a user becoming a member of a campaign.
 */
describe('Notifications written by campaign events', () => {
  let bed: ProjectsTestbed;
  let workspaceId: string;
  const id = (email: DemoEmail) => bed.userId(email);
  /** The line `notifiedAbout` answers for one recipient. */
  const line = (email: DemoEmail, type: string, message: string) =>
    `${id(email)} ${type}: ${message}`;

  beforeAll(async () => {
    bed = await startProjectsTestbed();
    // Every office account is a member of the workspace: seeing the campaign through it is not
    // being a member of the campaign. A site of the demo customers' organization: only they and
    // the office may become members (issue 17).
    workspaceId = await bed.insertWorkspace({
      siteId: DEMO_SITES.isereMobilites.id,
      name: 'Routes',
      memberIds: [DEMO.officeAdmin, DEMO.agencyHead, DEMO.commercial, DEMO.collaborator].map(id),
    });
  });
  afterAll(() => bed.server.close());

  /** A coring campaign with these members and flags, written straight to the tables. */
  async function campaignWith(options: {
    name: string;
    status?: 'preparing' | 'awaiting_validation';
    hasCustomerAccess: boolean;
    members: { email: DemoEmail; isDiffused?: boolean }[];
  }): Promise<string> {
    const campaignId = await bed.insertCampaign({
      workspaceId,
      name: options.name,
      status: options.status ?? 'preparing',
    });
    await bed.db
      .update(campaigns)
      .set({ hasCustomerAccess: options.hasCustomerAccess })
      .where(eq(campaigns.id, campaignId));
    await bed.db.insert(campaignMembers).values(
      options.members.map((member) => ({
        campaignId,
        userId: id(member.email),
        isDiffused: member.isDiffused ?? false,
      })),
    );
    return campaignId;
  }

  async function patchStatus(email: DemoEmail, campaignId: string, status: 'awaiting_validation') {
    return (await bed.as(email)).PATCH('/coring-campaigns/{id}', {
      params: { path: { id: campaignId } },
      body: { status },
    });
  }

  describe('a coring campaign’s status change', () => {
    it('notifies every member but the actor; customers only when diffused to them on an open campaign', async () => {
      const campaignId = await campaignWith({
        name: 'Carottage RD 1075',
        hasCustomerAccess: true,
        members: [
          { email: DEMO.studyManager },
          { email: DEMO.engineer },
          { email: DEMO.technician },
          { email: DEMO.customerMain, isDiffused: true },
          { email: DEMO.customerUser, isDiffused: false },
          { email: DEMO.readOnly, isDiffused: false },
        ],
      });
      await patchStatus(DEMO.studyManager, campaignId, 'awaiting_validation');

      const message = 'Campagne Carottage RD 1075 : En attente de validation';
      expect(await notifiedAbout(bed.db, campaignId)).toEqual(
        [
          line(DEMO.engineer, 'campaign_status_changed', message),
          line(DEMO.technician, 'campaign_status_changed', message),
          line(DEMO.customerMain, 'campaign_status_changed', message),
        ].sort(),
      );
    });

    it('tells no customer while the campaign is closed to customers, even one on the diffusion list', async () => {
      const campaignId = await campaignWith({
        name: 'Carottage fermé',
        hasCustomerAccess: false,
        members: [
          { email: DEMO.studyManager },
          { email: DEMO.engineer },
          { email: DEMO.customerMain, isDiffused: true },
          { email: DEMO.customerSupervisor, isDiffused: true },
        ],
      });
      await patchStatus(DEMO.studyManager, campaignId, 'awaiting_validation');
      expect(await notifiedAbout(bed.db, campaignId)).toEqual([
        line(
          DEMO.engineer,
          'campaign_status_changed',
          'Campagne Carottage fermé : En attente de validation',
        ),
      ]);
    });

    it('shows the recipient the campaign, the actor and the French text in their list', async () => {
      const campaignId = await campaignWith({
        name: 'Carottage vu par l’ingénieure',
        hasCustomerAccess: false,
        members: [{ email: DEMO.studyManager }, { email: DEMO.engineer }],
      });
      await patchStatus(DEMO.studyManager, campaignId, 'awaiting_validation');
      const client = await bed.as(DEMO.engineer);
      const page = present((await client.GET('/notifications', { params: { query: {} } })).data);
      expect(page.items.find((item) => item.campaign?.id === campaignId)).toMatchObject({
        type: 'campaign_status_changed',
        title: 'Changement de statut',
        message: 'Campagne Carottage vu par l’ingénieure : En attente de validation',
        isRead: false,
        createdAt: bed.clock.now().toISOString(),
        campaign: { id: campaignId, name: 'Carottage vu par l’ingénieure', type: 'coring' },
        actor: { id: id(DEMO.studyManager), email: DEMO.studyManager },
        notifiable: { type: 'campaign', id: campaignId },
      });
    });

    it('notifies for every way a status moves, e.g. validating the cores', async () => {
      const campaignId = await campaignWith({
        name: 'Carottage validé',
        status: 'awaiting_validation',
        hasCustomerAccess: false,
        members: [{ email: DEMO.studyManager }, { email: DEMO.engineer }],
      });
      await (
        await bed.as(DEMO.engineer)
      ).POST('/campaign/{id}/validateCores', { params: { path: { id: campaignId } }, body: {} });
      expect(await notifiedAbout(bed.db, campaignId)).toEqual([
        line(
          DEMO.studyManager,
          'campaign_status_changed',
          'Campagne Carottage validé : Programmation validée',
        ),
      ]);
    });

    it('writes nothing when the change is refused', async () => {
      const campaignId = await campaignWith({
        name: 'Carottage refusé',
        hasCustomerAccess: true,
        members: [{ email: DEMO.studyManager }, { email: DEMO.engineer }],
      });
      const problem = await problemOf(
        (await bed.as(DEMO.studyManager)).PATCH('/coring-campaigns/{id}', {
          params: { path: { id: campaignId } },
          body: { status: 'finished' },
        }),
      );
      expect(problem.status).toBe(409);
      expect(await notifiedAbout(bed.db, campaignId)).toEqual([]);
    });

    it('leaves no notification when the event’s transaction rolls back', async () => {
      const campaignId = await campaignWith({
        name: 'Carottage annulé',
        hasCustomerAccess: true,
        members: [{ email: DEMO.engineer }],
      });
      await expect(
        bed.db.transaction(async (tx) => {
          await notifyCampaignStatusChanged(tx, { campaignId, status: 'cancelled', actor: null });
          expect(await notifiedAbout(tx, campaignId)).toHaveLength(1);
          throw new Error('the event failed');
        }),
      ).rejects.toThrow('the event failed');
      expect(await notifiedAbout(bed.db, campaignId)).toEqual([]);
    });
  });

  describe('a user becoming a member of a campaign', () => {
    const added = (name: string) => `Vous avez été ajouté à la campagne ${name}`;

    it('notifies the team of a new coring campaign, but not its creator', async () => {
      const client = await bed.as(DEMO.officeAdmin);
      const { data } = await client.POST('/coring-campaigns', {
        body: {
          workspaceId,
          name: 'Nouvelle campagne',
          // The creator is the engineer: not told of their own action.
          engineerId: id(DEMO.officeAdmin),
          studyManagerId: id(DEMO.studyManager),
          technicianIds: [id(DEMO.technician)],
          mainCustomerId: id(DEMO.customerMain),
          hasCustomerAccess: false,
          shouldValidateCustomer: false,
        },
      });
      const campaignId = present(data).id;
      expect(await notifiedAbout(bed.db, campaignId)).toEqual(
        [
          line(DEMO.studyManager, 'campaign_assigned', added('Nouvelle campagne')),
          line(DEMO.technician, 'campaign_assigned', added('Nouvelle campagne')),
          line(DEMO.customerMain, 'campaign_assigned', added('Nouvelle campagne')),
        ].sort(),
      );
    });

    it('notifies only the newcomers when a coring campaign’s team is updated', async () => {
      const client = await bed.as(DEMO.officeAdmin);
      const team = {
        engineerId: id(DEMO.engineer),
        studyManagerId: id(DEMO.studyManager),
        technicianIds: [id(DEMO.technician)],
      };
      const created = await client.POST('/coring-campaigns', {
        body: {
          workspaceId,
          name: 'Équipe modifiée',
          ...team,
          hasCustomerAccess: false,
          shouldValidateCustomer: false,
        },
      });
      const campaignId = present(created.data).id;
      const before = await notifiedAbout(bed.db, campaignId);
      await client.PUT('/coring-campaigns/{id}', {
        params: { path: { id: campaignId } },
        body: {
          name: 'Équipe modifiée',
          ...team,
          technicianIds: [id(DEMO.technician), id(DEMO.collaborator)],
        },
      });
      expect(await notifiedAbout(bed.db, campaignId)).toEqual(
        [...before, line(DEMO.collaborator, 'campaign_assigned', added('Équipe modifiée'))].sort(),
      );
    });

    it('notifies a user added as a member, not one who adds themselves, nothing on a refused second add', async () => {
      const campaignId = await campaignWith({
        name: 'Membres ajoutés',
        hasCustomerAccess: false,
        members: [{ email: DEMO.engineer }],
      });
      const admin = await bed.as(DEMO.superAdmin);
      const add = (email: DemoEmail) =>
        admin.POST('/campaigns/{id}/users/{userId}', {
          params: { path: { id: campaignId, userId: id(email) } },
          body: { isTeamMember: false, isDiffused: false, isMainCustomer: false },
        });
      await add(DEMO.customerUser);
      await add(DEMO.superAdmin);
      expect((await problemOf(add(DEMO.customerUser))).status).toBe(409);
      expect(await notifiedAbout(bed.db, campaignId)).toEqual([
        line(DEMO.customerUser, 'campaign_assigned', added('Membres ajoutés')),
      ]);
    });

    it('notifies only the newcomers when the member list is replaced', async () => {
      const campaignId = await campaignWith({
        name: 'Membres remplacés',
        hasCustomerAccess: false,
        members: [{ email: DEMO.engineer }, { email: DEMO.technician }],
      });
      const member = (email: DemoEmail) => ({
        userId: id(email),
        isTeamMember: false,
        isDiffused: false,
        isMainCustomer: false,
      });
      await (
        await bed.as(DEMO.admin)
      ).PUT('/campaigns/{id}/users', {
        params: { path: { id: campaignId } },
        body: { members: [member(DEMO.engineer), member(DEMO.commercial)] },
      });
      expect(await notifiedAbout(bed.db, campaignId)).toEqual([
        line(DEMO.commercial, 'campaign_assigned', added('Membres remplacés')),
      ]);
      const [removed] = await bed.db
        .select()
        .from(campaignMembers)
        .where(
          and(
            eq(campaignMembers.campaignId, campaignId),
            eq(campaignMembers.userId, id(DEMO.technician)),
          ),
        );
      expect(removed).toBeUndefined();
    });
  });
});
