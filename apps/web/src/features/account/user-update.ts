import { CUSTOMER_ROLES, type Job, type Role } from '@chaussee/permissions';
import type { User, UserType, UserUpdate } from '@chaussee/sdk/react';

/**
 * The account type of an existing user, read from their roles and job as the API reads it
 * (apps/api users/user-rights.ts userTypeOf): PUT /users/{id} lets users change their own e-mail
 * only when the type it is sent with is the one they already have.
 */
export function userTypeOf(roles: readonly Role[], job: Job | null): UserType {
  const isCustomer = roles.some((role) => CUSTOMER_ROLES.some((customer) => customer === role));
  if (job !== null || !isCustomer) return 'internal';
  if (roles.includes('ROLE_CUSTOMER_SUPERVISOR')) return 'customer_supervisor';
  if (roles.includes('ROLE_CUSTOMER_MAIN')) return 'customer_main';
  return 'customer_user';
}

/**
 * The whole editable user of PUT /users/{id} with a new e-mail and everything else as it is: the
 * same type, roles, job, sites and agencies, so that the change touches no access right and a user
 * may send it for themselves.
 */
export function userUpdateWithEmail(user: User, email: string): UserUpdate {
  return {
    userType: userTypeOf(user.roles, user.job),
    email,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    job: user.job,
    roles: user.roles,
    siteIds: user.sites.map((site) => site.id),
    agencyIds: (user.agencies ?? []).map((agency) => agency.id),
  };
}
