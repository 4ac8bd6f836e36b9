import {
  type Action,
  campaignSubject,
  defineAbilityFor,
  type SessionUser,
  type SubjectName,
  workspaceSubject,
} from '@chaussee/permissions';
import { serverDetails } from '@chaussee/validation';
import { AppError } from '../errors/app-error.js';
import { assertRight } from './access-rules.js';
import type {
  CampaignWithMembers,
  MembershipRepository,
  WorkspaceWithMembers,
} from './membership.repository.js';

const CLOSED_DETAIL = 'The campaign is not open to its customers yet';

/**
 * The membership rule of issue 8 for one workspace or campaign: 404 when it does not exist, 403
 * `not_member` with the section 8 message when the caller is not a member (ADMIN and SUPER_ADMIN
 * see all; a guest sees its one campaign), and 403 `customer_access_closed` for a member outside
 * the engineering office while the campaign is closed to its customers (issue 17). Every operation
 * on a campaign or on something below it (cores, layers, pictures…) goes through `campaign()`
 * first.
 */
export function createMembershipGuard(membership: MembershipRepository) {
  async function readableWorkspace(
    user: SessionUser,
    workspaceId: string,
  ): Promise<WorkspaceWithMembers> {
    const found = await membership.workspaceWithMembers(workspaceId);
    if (!found) throw new AppError('not_found');
    const facts = { id: found.workspace.id, memberIds: found.memberIds };
    if (!defineAbilityFor(user).can('read', workspaceSubject(facts))) {
      throw new AppError('not_member', { detail: serverDetails.notMemberOfWorkspace });
    }
    return found;
  }

  async function readableCampaign(
    user: SessionUser,
    campaignId: string,
  ): Promise<CampaignWithMembers> {
    const found = await membership.campaignWithMembers(campaignId);
    if (!found) throw new AppError('not_found');
    const facts = {
      id: found.campaign.id,
      memberIds: found.memberIds,
      workspace: { id: found.workspace.workspace.id, memberIds: found.workspace.memberIds },
      hasCustomerAccess: found.campaign.hasCustomerAccess,
    };
    const ability = defineAbilityFor(user);
    if (!ability.can('read', campaignSubject(facts))) {
      // A customer who is a member, on a campaign not open to its customers yet, is told so.
      const wouldReadOpen = ability.can(
        'read',
        campaignSubject({ ...facts, hasCustomerAccess: true }),
      );
      if (wouldReadOpen) throw new AppError('customer_access_closed', { detail: CLOSED_DETAIL });
      throw new AppError('not_member', { detail: serverDetails.notMemberOfCampaign });
    }
    return found;
  }

  return {
    /** A workspace the caller may see. */
    readableWorkspace,
    /** A campaign the caller may see (member of it or of its workspace, admin, or its guest). */
    readableCampaign,

    /**
     * A campaign the caller may see and change with `action` on `subject` (right of section 6);
     * guests and READ_ONLY users are refused. Membership is checked first, so a non-member learns
     * nothing more than "not a member".
     */
    async writableCampaign(
      user: SessionUser,
      campaignId: string,
      action: Action,
      subject: SubjectName,
    ): Promise<CampaignWithMembers> {
      const found = await readableCampaign(user, campaignId);
      assertRight(user, action, subject);
      return found;
    },

    async writableWorkspace(
      user: SessionUser,
      workspaceId: string,
      action: Action,
      subject: SubjectName,
    ): Promise<WorkspaceWithMembers> {
      const found = await readableWorkspace(user, workspaceId);
      assertRight(user, action, subject);
      return found;
    },
  };
}

export type MembershipGuard = ReturnType<typeof createMembershipGuard>;
