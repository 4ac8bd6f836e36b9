import type { components } from '@chaussee/sdk';
import { CUSTOMER_ROLES, type Job, type Role } from './roles.js';

export type UserType = components['schemas']['UserType'];

function isCustomerRole(role: Role): boolean {
  return CUSTOMER_ROLES.some((customer) => customer === role);
}

/**
 * The account type of a user, read from their roles and job: internal with a job or without any
 * customer role, else the highest customer role held. The API decides by it whether a PUT
 * /users/{id} touches access rights; the profile sends it back unchanged so that a user may change
 * their own e-mail.
 */
export function userTypeOf(roles: readonly Role[], job: Job | null): UserType {
  if (job !== null || !roles.some(isCustomerRole)) return 'internal';
  if (roles.includes('ROLE_CUSTOMER_SUPERVISOR')) return 'customer_supervisor';
  if (roles.includes('ROLE_CUSTOMER_MAIN')) return 'customer_main';
  return 'customer_user';
}
