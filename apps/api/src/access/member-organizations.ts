import type { Db } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import {
  organizationOfWorkspace,
  organizationsOfUsers,
  type UserOrganization,
} from './member-organizations.repository.js';

/*
 * Issue 17: a campaign or a workspace only ever has members from the engineering office (internal
 * organizations) and from its own customer organization, the one of the workspace's site. Every
 * way of making someone a member (campaign members, the team of a campaign, workspace members, a
 * workspace moved to another organization) asks `assertMembersFit` before writing.
 */

/**
 * Whether a user of these organizations may be a member of a project of `organizationId`: they
 * belong to one organization at least (a user attached to no site belongs to nobody) and each of
 * them is internal or is that organization.
 */
export function fitsOrganization(
  userOrganizations: readonly UserOrganization[],
  organizationId: string,
): boolean {
  return (
    userOrganizations.length > 0 &&
    userOrganizations.every(
      (organization) => organization.isInternal || organization.id === organizationId,
    )
  );
}

function memberOutsideOrganization(): AppError {
  return new AppError('member_outside_organization', {
    detail:
      'The user belongs neither to the engineering office nor to the organization of the project',
  });
}

/** 403 `member_outside_organization` when one of the users does not fit the organization. */
export async function assertMembersFit(
  db: Db,
  organizationId: string,
  userIds: readonly (string | null)[],
): Promise<void> {
  const wanted = userIds.filter((id): id is string => id !== null);
  if (wanted.length === 0) return;
  const organizationsOf = await organizationsOfUsers(db, wanted);
  if (wanted.some((id) => !fitsOrganization(organizationsOf.get(id) ?? [], organizationId))) {
    throw memberOutsideOrganization();
  }
}

/** The same, for the members of a workspace (and of its campaigns). */
export async function assertMembersFitWorkspace(
  db: Db,
  workspaceId: string,
  userIds: readonly (string | null)[],
): Promise<void> {
  const organizationId = await organizationOfWorkspace(db, workspaceId);
  if (organizationId === undefined) throw new AppError('not_found');
  await assertMembersFit(db, organizationId, userIds);
}
