import { userTypeOf } from '@chaussee/permissions';
import type { User, UserUpdate } from '@chaussee/sdk/react';

/**
 * The whole editable user of PUT /users/{id} with a new e-mail and everything else as it is: the
 * same type (userTypeOf, the API's own rule), roles, job, sites and agencies, so that the change touches no access right and a user
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
