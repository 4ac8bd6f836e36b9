import {
  CUSTOMER_ROLES,
  defineAbilityFor,
  isCustomer,
  isGuest,
  isInternal,
  type Job,
  type Role,
  type SessionUser,
  type UserType,
} from '@chaussee/permissions';
import { SERVER_MESSAGES } from '../auth/server-messages.js';
import { AppError } from '../errors/app-error.js';
import type { UserScope } from './users.repository.js';

type CustomerType = Exclude<UserType, 'internal'>;

/**
 * The roles a customer account of each type may hold: its own role and those below it. A role
 * outside this list, or a job, does not suit the type (« You should set a userType »).
 */
const CUSTOMER_TYPE_ROLES: Record<CustomerType, { own: Role; allowed: readonly Role[] }> = {
  customer_user: {
    own: 'ROLE_CUSTOMER_USER',
    allowed: ['ROLE_CUSTOMER_USER', 'ROLE_USER', 'ROLE_READ_ONLY'],
  },
  customer_main: {
    own: 'ROLE_CUSTOMER_MAIN',
    allowed: ['ROLE_CUSTOMER_MAIN', 'ROLE_CUSTOMER_USER', 'ROLE_USER', 'ROLE_READ_ONLY'],
  },
  customer_supervisor: {
    own: 'ROLE_CUSTOMER_SUPERVISOR',
    allowed: [
      'ROLE_CUSTOMER_SUPERVISOR',
      'ROLE_CUSTOMER_MAIN',
      'ROLE_CUSTOMER_USER',
      'ROLE_USER',
      'ROLE_READ_ONLY',
    ],
  },
};

const CUSTOMER_ROLE_NAMES: readonly Role[] = CUSTOMER_ROLES;

/** A guest reads its campaign and nothing else: no user operation at all. */
export function assertNotGuest(user: SessionUser): void {
  if (isGuest(user)) throw new AppError('forbidden');
}

/**
 * One's own account settings (profile, e-mail, picture, password) are ROLE_USER's (spec section 6):
 * a READ_ONLY account reads its account and chooses a new password through a recovery link only.
 */
export function assertAccountSettings(user: SessionUser): void {
  if (!defineAbilityFor(user).can('open', 'AccountSettings')) throw new AppError('forbidden');
}

/** 400 « You should set a userType » when the roles or the job do not fit the account type. */
export function assertUserTypeMatches(
  userType: UserType,
  roles: readonly Role[],
  job: Job | null,
): void {
  const fits =
    userType === 'internal'
      ? !roles.some((role) => CUSTOMER_ROLE_NAMES.includes(role))
      : job === null &&
        roles.includes(CUSTOMER_TYPE_ROLES[userType].own) &&
        roles.every((role) => CUSTOMER_TYPE_ROLES[userType].allowed.includes(role));
  if (!fits) throw new AppError('bad_request', { detail: SERVER_MESSAGES.userTypeMismatch });
}

/**
 * Which users the caller sees: staff and admins everyone, customers the users of their own
 * organizations, anyone else only themselves.
 */
export function scopeOf(caller: SessionUser, ownOrganizationIds: readonly string[]): UserScope {
  if (isInternal(caller)) return { kind: 'all' };
  if (isCustomer(caller)) {
    return { kind: 'organizations', organizationIds: ownOrganizationIds, selfId: caller.id };
  }
  return { kind: 'self', selfId: caller.id };
}

/** Whether a scope includes a user of these organizations. */
export function scopeIncludes(
  scope: UserScope,
  userId: string,
  userOrganizationIds: readonly string[],
): boolean {
  switch (scope.kind) {
    case 'all':
      return true;
    case 'self':
      return userId === scope.selfId;
    case 'organizations':
      return (
        userId === scope.selfId ||
        userOrganizationIds.some((id) => scope.organizationIds.includes(id))
      );
  }
}
