import type { components } from '@chaussee/sdk';
import type { UserProfile, UserRow } from './users.repository.js';

type User = components['schemas']['User'];
type UserSummary = components['schemas']['UserSummary'];
type CurrentUser = components['schemas']['CurrentUser'];
type OrganizationSummary = components['schemas']['OrganizationSummary'];

function organizationSummary(organization: {
  id: string;
  name: string;
  isInternal: boolean;
}): OrganizationSummary {
  return { id: organization.id, name: organization.name, isInternal: organization.isInternal };
}

/** A user as lists and avatars show it: never the hash or internal columns. */
export function toUserSummary(user: UserRow): UserSummary {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    job: user.job,
    roles: user.roles,
    profilePicturePath: user.profilePicturePath,
  };
}

/** The contract's User, built field by field from the profile. */
export function toUser({ user, sites, organization, agencies }: UserProfile): User {
  return {
    ...toUserSummary(user),
    phone: user.phone,
    organization: organization && organizationSummary(organization),
    sites: sites.map((site) => ({
      id: site.id,
      name: site.name,
      isActive: site.isActive,
      organizationId: site.organizationId,
    })),
    agencies: agencies.map((agency) => ({
      id: agency.id,
      name: agency.name,
      organization: organizationSummary(agency.organization),
    })),
    isActive: user.isActive,
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}

/** GET /current_user of a signed-in user (not a guest). */
export function toCurrentUser(profile: UserProfile): CurrentUser {
  const { organization, sites } = toUser(profile);
  return { ...toUserSummary(profile.user), organization, sites, invitedBy: null, campaign: null };
}
