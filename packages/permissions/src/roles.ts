/** The roles of spec section 6. A user holds one or more; the hierarchy widens them. */
export const ROLES = [
  'ROLE_READ_ONLY',
  'ROLE_USER',
  'ROLE_CUSTOMER_USER',
  'ROLE_CUSTOMER_MAIN',
  'ROLE_CUSTOMER_SUPERVISOR',
  'ROLE_NEXTROAD_USER',
  'ROLE_NEXTROAD_MAIN',
  'ROLE_NEXTROAD_ADMIN',
  'ROLE_ADMIN',
  'ROLE_SUPER_ADMIN',
  'ROLE_ACCESS_STATS',
] as const;

export type Role = (typeof ROLES)[number];

/** The jobs of the engineering office's staff (spec section 6). Customers have no job. */
export const JOBS = ['commercial', 'engineer', 'study_manager', 'technician'] as const;

export type Job = (typeof JOBS)[number];

/*
 * The role groups the specification names in its rights ("internal roles", ...; its "staff jobs"
 * are all of JOBS). They are lists as written in the spec, not closures: the hierarchy is applied
 * to the user's roles, once.
 */

/** "Internal roles" (the engineering office, named NEXTROAD in the roles). */
export const INTERNAL_ROLES = [
  'ROLE_NEXTROAD_USER',
  'ROLE_NEXTROAD_MAIN',
  'ROLE_NEXTROAD_ADMIN',
] as const satisfies readonly Role[];

/** "Admin roles". */
export const ADMIN_ROLES = ['ROLE_ADMIN', 'ROLE_SUPER_ADMIN'] as const satisfies readonly Role[];

/** "Customer roles". */
export const CUSTOMER_ROLES = [
  'ROLE_CUSTOMER_USER',
  'ROLE_CUSTOMER_MAIN',
  'ROLE_CUSTOMER_SUPERVISOR',
] as const satisfies readonly Role[];

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

export function isJob(value: string): value is Job {
  return (JOBS as readonly string[]).includes(value);
}
