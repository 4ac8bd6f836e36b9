import type { SessionUser } from '@chaussee/permissions';
import type { components } from '@chaussee/sdk';
import type { DomainDeps } from '../app/domain-deps.js';
import { assertNotGuest, assertRight } from '../access/access-rules.js';
import { AppError } from '../errors/app-error.js';
import { notifyCampaignAssignments } from '../notifications/notification-events.js';
import { createViolation, type Violation } from '@chaussee/validation';
import { assertMembersFitWorkspace } from '../access/member-organizations.js';
import { liveUsersByIds } from './campaign-create.repository.js';
import { alreadyMember, invalidField } from './campaign-errors.js';
import {
  allMembers,
  deleteMember,
  deleteMembersExcept,
  findMember,
  insertMember,
  mainCustomerIdOf,
  type MemberFilter,
  pageMembers,
  setMainCustomer,
  upsertMember,
} from './campaign-members.repository.js';
import { mayBeMainCustomer } from './campaign-rules.js';
import { releaseFromTeam } from './campaign-team-departures.js';
import { lockCampaign } from './campaign.repository.js';
import { toMember } from './member-presenter.js';

type Schemas = components['schemas'];
type Member = Schemas['Member'];

export interface MemberInput {
  isTeamMember?: boolean | undefined;
  isDiffused?: boolean | undefined;
  isMainCustomer?: boolean | undefined;
}

/**
 * The users assigned to a campaign (campaign administration: team, diffusion, main customer).
 * Reading needs membership of the campaign; changing needs the right « members add, remove and
 * rights » too. The main customer is the campaign's mainCustomerId: one at most, a customer with
 * ROLE_CUSTOMER_MAIN.
 */
export function createCampaignMembersService(deps: Pick<DomainDeps, 'db' | 'membership' | 'now'>) {
  const { db, membership, now } = deps;

  async function page(
    user: SessionUser,
    campaignId: string,
    filter: MemberFilter,
    paging: { limit: number; offset: number },
  ): Promise<Schemas['MemberPage']> {
    const { campaign } = await membership.readableCampaign(user, campaignId);
    // A guest reads dashboards and maps, not who works on the campaign.
    assertNotGuest(user);
    const { total, items } = await pageMembers(db, campaignId, filter, paging);
    return {
      total,
      ...paging,
      items: items.map((item) => toMember(item, campaign.mainCustomerId)),
    };
  }

  async function memberOf(campaignId: string, userId: string): Promise<Member> {
    const [view, mainCustomerId] = await Promise.all([
      findMember(db, campaignId, userId),
      mainCustomerIdOf(db, campaignId),
    ]);
    if (!view) throw new AppError('not_found');
    return toMember(view, mainCustomerId);
  }

  /** The user exists, and may be the main customer if asked to be. */
  async function assertAssignable(
    userId: string,
    input: MemberInput,
    field: string,
  ): Promise<void> {
    const [user] = await liveUsersByIds(db, [userId]);
    if (!user) throw new AppError('not_found');
    if (input.isMainCustomer === true && !mayBeMainCustomer(user)) throw invalidField(field);
  }

  const flagsOf = (input: MemberInput) => ({
    isTeamMember: input.isTeamMember ?? false,
    isDiffused: input.isDiffused ?? false,
  });

  return {
    /** GET /campaigns/{id}/users. */
    listCampaignUsers: (
      user: SessionUser,
      campaignId: string,
      paging: { limit: number; offset: number },
    ) => page(user, campaignId, {}, paging),

    /** GET /campaigns/{id}/user-campaigns, with the team and diffusion filters. */
    listCampaignMemberships: page,

    /** POST /campaigns/{id}/users/{userId}: 409 when already assigned. */
    async addCampaignMember(
      user: SessionUser,
      campaignId: string,
      userId: string,
      input: MemberInput,
    ): Promise<Member> {
      const { campaign } = await membership.writableCampaign(user, campaignId, 'add', 'Member');
      await assertAssignable(userId, input, 'isMainCustomer');
      await assertMembersFitWorkspace(db, campaign.workspaceId, [userId]);
      await db.transaction(async (tx) => {
        await notifyCampaignAssignments(tx, {
          campaignId,
          userIds: [userId],
          actor: user,
          at: now(),
        });
        // The unique (campaign, user) index decides, even for two additions at once.
        if (!(await insertMember(tx, campaignId, userId, flagsOf(input), now())))
          throw alreadyMember();
        if (input.isMainCustomer === true) await setMainCustomer(tx, campaignId, userId, now());
      });
      return memberOf(campaignId, userId);
    },

    /** PUT /campaigns/{id}/users/{userId}: the member's flags replaced; 404 when not assigned. */
    async updateCampaignMember(
      user: SessionUser,
      campaignId: string,
      userId: string,
      input: MemberInput,
    ): Promise<Member> {
      const { campaign } = await membership.writableCampaign(
        user,
        campaignId,
        'editRights',
        'Member',
      );
      await assertAssignable(userId, input, 'isMainCustomer');
      await assertMembersFitWorkspace(db, campaign.workspaceId, [userId]);
      await db.transaction(async (tx) => {
        const locked = await lockCampaign(tx, campaignId);
        const current = await findMember(tx, campaignId, userId);
        if (!current) throw new AppError('not_found');
        // Taking the team flag away takes the member out of the team they were in charge of.
        const leavesTeam = current.member.isTeamMember && input.isTeamMember !== true;
        await releaseFromTeam(tx, locked, leavesTeam ? [userId] : []);
        await upsertMember(tx, campaignId, userId, flagsOf(input), now());
        if (input.isMainCustomer === true) {
          await setMainCustomer(tx, campaignId, userId, now());
        } else if (locked.mainCustomerId === userId) {
          await setMainCustomer(tx, campaignId, null, now());
        }
      });
      return memberOf(campaignId, userId);
    },

    /** DELETE /campaigns/{id}/users/{userId}: a main customer removed leaves the campaign without one. */
    async removeCampaignMember(
      user: SessionUser,
      campaignId: string,
      userId: string,
    ): Promise<void> {
      await membership.writableCampaign(user, campaignId, 'remove', 'Member');
      await db.transaction(async (tx) => {
        const locked = await lockCampaign(tx, campaignId);
        if (!(await findMember(tx, campaignId, userId))) throw new AppError('not_found');
        await releaseFromTeam(tx, locked, [userId]);
        await deleteMember(tx, campaignId, userId);
        if (locked.mainCustomerId === userId) await setMainCustomer(tx, campaignId, null, now());
      });
    },

    /**
     * PUT /campaigns/{id}/users: the whole list with its flags, in one transaction. 400 for a
     * user listed twice, more than one main customer, or a main customer without
     * ROLE_CUSTOMER_MAIN; 404 for an unknown user.
     */
    async replaceCampaignMembers(
      user: SessionUser,
      campaignId: string,
      members: readonly (MemberInput & { userId: string })[],
    ): Promise<Schemas['CampaignMemberList']> {
      const { campaign } = await membership.writableCampaign(
        user,
        campaignId,
        'editRights',
        'Member',
      );
      assertRight(user, 'add', 'Member');
      assertRight(user, 'remove', 'Member');
      const userIds = members.map((member) => member.userId);
      const found = new Map((await liveUsersByIds(db, userIds)).map((row) => [row.id, row]));
      if (userIds.some((id) => !found.has(id))) throw new AppError('not_found');

      const violations: Violation[] = [];
      const seen = new Set<string>();
      let mainCustomerId: string | null = null;
      members.forEach((member, index) => {
        if (seen.has(member.userId)) {
          violations.push(createViolation(`members/${String(index)}/userId`, 'uniqueItems'));
        }
        seen.add(member.userId);
        if (member.isMainCustomer !== true) return;
        const row = found.get(member.userId);
        if (mainCustomerId !== null || (row && !mayBeMainCustomer(row))) {
          violations.push(
            createViolation(`members/${String(index)}/isMainCustomer`, 'invalidValue'),
          );
        }
        mainCustomerId ??= member.userId;
      });
      if (violations.length > 0) throw new AppError('validation_failed', { violations });
      await assertMembersFitWorkspace(db, campaign.workspaceId, userIds);

      await db.transaction(async (tx) => {
        const locked = await lockCampaign(tx, campaignId);
        const listed = new Map(members.map((member) => [member.userId, member]));
        // Who leaves the team: the members left out, and those whose team flag is taken away.
        const leaving = (await allMembers(tx, campaignId))
          .filter(({ member, user: { id } }) => {
            const kept = listed.get(id);
            return kept === undefined || (member.isTeamMember && kept.isTeamMember !== true);
          })
          .map(({ user: { id } }) => id);
        await releaseFromTeam(tx, locked, leaving);
        const at = now();
        await notifyCampaignAssignments(tx, { campaignId, userIds, actor: user, at });
        await deleteMembersExcept(tx, campaignId, userIds);
        for (const member of members)
          await upsertMember(tx, campaignId, member.userId, flagsOf(member), at);
        await setMainCustomer(tx, campaignId, mainCustomerId, at);
      });
      const items = await allMembers(db, campaignId);
      return { items: items.map((item) => toMember(item, mainCustomerId)) };
    },
  };
}

export type CampaignMembersService = ReturnType<typeof createCampaignMembersService>;
