import type { ForcedSubject } from '@casl/ability';
import { subject } from '@casl/ability';

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

/** What the membership conditions read of a campaign: its members and its workspace's. */
export interface CampaignFacts {
  id: string;
  /** Ids of the users assigned to the campaign. */
  memberIds: readonly string[];
  workspace: WorkspaceFacts;
}

export type CampaignSubject = CampaignFacts & ForcedSubject<'Campaign'>;
export type WorkspaceSubject = WorkspaceFacts & ForcedSubject<'Workspace'>;

/** A campaign instance for `ability.can`, copied so that the caller's object is left untouched. */
export function campaignSubject(campaign: CampaignFacts): CampaignSubject {
  return subject('Campaign', {
    id: campaign.id,
    memberIds: [...campaign.memberIds],
    workspace: { id: campaign.workspace.id, memberIds: [...campaign.workspace.memberIds] },
  });
}

/** A workspace instance for `ability.can`, copied so that the caller's object is left untouched. */
export function workspaceSubject(workspace: WorkspaceFacts): WorkspaceSubject {
  return subject('Workspace', { id: workspace.id, memberIds: [...workspace.memberIds] });
}

/** The conditions under which a signed-in (non-guest) user reads a campaign or a workspace. */
export function membershipRules(userId: string) {
  return [
    { action: 'read', subject: 'Campaign', conditions: { memberIds: userId } },
    { action: 'read', subject: 'Campaign', conditions: { 'workspace.memberIds': userId } },
    { action: 'read', subject: 'Workspace', conditions: { memberIds: userId } },
  ] as const;
}

/** A guest reads its one campaign, and nothing else. */
export function guestRules(campaignId: string | undefined) {
  if (campaignId === undefined) return [];
  return [{ action: 'read', subject: 'Campaign', conditions: { id: campaignId } }] as const;
}
