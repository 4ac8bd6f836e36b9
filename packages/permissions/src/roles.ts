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

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}
