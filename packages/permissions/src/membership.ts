import type { ForcedSubject } from '@casl/ability';
import { subject } from '@casl/ability';
import { isInternal, type SessionUser } from './session-user.js';

/*
 * Spec: only members assigned to a campaign or workspace may view it. The API and the web app ask
 * `ability.can('read', campaignSubject(campaign))`; these are the only facts the conditions read,
 * so both sides build them with the helpers below rather than passing whole entities.
 */

/** What the membership conditions read of a workspace (project). */
export interface WorkspaceFacts {
  id: string;
  /** Ids of the users assigned to the workspace. */
  memberIds: readonly string[];
}

/**
 * What the membership conditions read of a campaign: its members, its workspace's, and whether it
 * is open to its customers.
 */
export interface CampaignFacts {
  id: string;
  /** Ids of the users assigned to the campaign. */
  memberIds: readonly string[];
  workspace: WorkspaceFacts;
  /**
   * The campaign's hasCustomerAccess: while false, only the engineering office (and the admins,
   * who read everything) open it, its customers do not, member or not.
   */
  hasCustomerAccess: boolean;
}

export type CampaignSubject = CampaignFacts & ForcedSubject<'Campaign'>;
export type WorkspaceSubject = WorkspaceFacts & ForcedSubject<'Workspace'>;

/** A campaign instance for `ability.can`, copied so that the caller's object is left untouched. */
export function campaignSubject(campaign: CampaignFacts): CampaignSubject {
  return subject('Campaign', {
    id: campaign.id,
    memberIds: [...campaign.memberIds],
    workspace: { id: campaign.workspace.id, memberIds: [...campaign.workspace.memberIds] },
    hasCustomerAccess: campaign.hasCustomerAccess,
  });
}

/** A workspace instance for `ability.can`, copied so that the caller's object is left untouched. */
export function workspaceSubject(workspace: WorkspaceFacts): WorkspaceSubject {
  return subject('Workspace', { id: workspace.id, memberIds: [...workspace.memberIds] });
}

/**
 * The conditions under which a signed-in (non-guest) user reads a campaign or a workspace. Anyone
 * outside the engineering office (customers, read-only accounts) reads a campaign they are a
 * member of only once it is open to its customers (hasCustomerAccess), the rule the campaign's
 * notifications already follow.
 */
export function membershipRules(user: SessionUser) {
  const open = isInternal(user) ? {} : { hasCustomerAccess: true };
  return [
    { action: 'read', subject: 'Campaign', conditions: { memberIds: user.id, ...open } },
    {
      action: 'read',
      subject: 'Campaign',
      conditions: { 'workspace.memberIds': user.id, ...open },
    },
    { action: 'read', subject: 'Workspace', conditions: { memberIds: user.id } },
  ] as const;
}

/** A guest reads its one campaign, and nothing else. */
export function guestRules(campaignId: string | undefined) {
  if (campaignId === undefined) return [];
  return [{ action: 'read', subject: 'Campaign', conditions: { id: campaignId } }] as const;
}
