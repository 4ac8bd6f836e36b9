import {
  mayActOnAccount,
  type AccountActor,
  type AccountFacts,
  type Job,
  type Role,
  type UserType,
} from '@chaussee/permissions';
import { ApiError } from '@chaussee/sdk';
import type { User, UserCreate } from '@chaussee/sdk/react';
import { serverDetails } from '@chaussee/validation';
import { formRefusalOf, type FormRefusal } from '../../shared/forms/form-refusal.js';

/** The fields of the user forms, in their order (a refusal goes under the one it names). */
export const USER_FIELDS = [
  'userType',
  'email',
  'firstName',
  'lastName',
  'phone',
  'job',
  'roles',
  'siteIds',
  'agencyIds',
  'sendInvitation',
] as const satisfies readonly (keyof UserCreate)[];

/** The role each type of account is made with (its own role; the server checks the pairing). */
export const ROLE_OF_TYPE: Readonly<Record<UserType, Role>> = {
  customer_main: 'ROLE_CUSTOMER_MAIN',
  customer_supervisor: 'ROLE_CUSTOMER_SUPERVISOR',
  customer_user: 'ROLE_CUSTOMER_USER',
  internal: 'ROLE_NEXTROAD_USER',
};

/** A staff account is made with a job; the lowest is enough to ask the rule about creating one. */
const STAFF_JOB: Job = 'technician';

const TYPES: readonly UserType[] = [
  'customer_main',
  'customer_supervisor',
  'customer_user',
  'internal',
];

/**
 * The types of account the caller may create in the organization (spec section 6: main customers
 * by commercials and admins, supervisors by engineers and study managers, secondary customers by
 * main customers, staff by those who manage every organization), asked to the rule the API
 * enforces; staff only in the engineering office, customers only in a customer organization.
 */
export function creatableTypes(
  actor: AccountActor,
  organization: { id: string; isInternal: boolean },
): UserType[] {
  return TYPES.filter((type) => {
    if ((type === 'internal') !== organization.isInternal) return false;
    const target: AccountFacts = {
      roles: [ROLE_OF_TYPE[type]],
      job: type === 'internal' ? STAFF_JOB : null,
      organizationIds: [organization.id],
    };
    return mayActOnAccount(actor, target, 'create');
  });
}

/** An account of the grid as the rule reads it. */
export function accountFactsOf(user: User): AccountFacts {
  const organizationIds = [...new Set(user.sites.map((site) => site.organizationId))];
  return { id: user.id, roles: user.roles, job: user.job, organizationIds };
}

/**
 * Where a refused user form shows the server's answer: the violations under their fields; an
 * unsuitable type (« You should set a userType », a 400 without violation) under the type; the
 * main-customer role guard (a 409) under the roles; an address already used under the e-mail.
 */
export function userRefusalOf(error: unknown): FormRefusal<UserCreate> {
  const detail = error instanceof ApiError ? error.problem.detail : undefined;
  const hasViolations = error instanceof ApiError && (error.problem.violations ?? []).length > 0;
  if (!hasViolations && detail === serverDetails.userTypeRequired) {
    const refusal = formRefusalOf<UserCreate>(error, USER_FIELDS);
    return { fields: { userType: { __errors: [refusal.message ?? ''] } }, message: null };
  }
  const conflictField = detail === serverDetails.customerRoleLocked ? 'roles' : 'email';
  return formRefusalOf<UserCreate>(error, USER_FIELDS, conflictField);
}
