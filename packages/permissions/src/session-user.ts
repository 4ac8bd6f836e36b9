import type { components } from '@chaussee/sdk';
import { expandRoles } from './role-hierarchy.js';
import type { Job, Role } from './roles.js';

/** The kinds of campaign, as the contract names them. */
export type CampaignType = components['schemas']['CampaignType'];

/**
 * The signed-in user as the current-user response gives it (spec section 3). A guest is a session
 * whose user has `invitedBy` (spec section 4); its `campaign` is the one campaign it may read. The
 * guest fields are optional rather than a separate type so that the contract's current-user object
 * can be passed as it is.
 */
export interface SessionUser {
  id: string;
  roles: readonly Role[];
  job: Job | null;
  /** Who invited the guest; absent or null for anyone else. */
  invitedBy?: string | null;
  /** The campaign a guest was invited to. */
  campaign?: { id: string; type: CampaignType } | null;
}

export type GuestUser = SessionUser & { invitedBy: string };

export function isGuest(user: SessionUser): user is GuestUser {
  return typeof user.invitedBy === 'string';
}

/**
 * A member of the engineering office: a staff job, or an internal role (ADMIN and SUPER_ADMIN reach
 * them through the hierarchy). A guest never is, whatever its token says.
 */
export function isInternal(user: SessionUser): boolean {
  if (isGuest(user)) return false;
  return user.job !== null || expandRoles(user.roles).has('ROLE_NEXTROAD_USER');
}

/**
 * A customer: a customer role and nothing internal. The hierarchy gives NEXTROAD_USER the customer
 * roles too, which is why holding CUSTOMER_USER alone does not decide it.
 */
export function isCustomer(user: SessionUser): boolean {
  if (isGuest(user) || isInternal(user)) return false;
  return expandRoles(user.roles).has('ROLE_CUSTOMER_USER');
}

export function isTechnician(user: SessionUser): boolean {
  return !isGuest(user) && user.job === 'technician';
}

export function isStudyManager(user: SessionUser): boolean {
  return !isGuest(user) && user.job === 'study_manager';
}

export function isSuperAdmin(user: SessionUser): boolean {
  return !isGuest(user) && user.roles.includes('ROLE_SUPER_ADMIN');
}
