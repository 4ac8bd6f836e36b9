import type { Role } from './roles.js';

/**
 * The role hierarchy of spec section 6: each role directly includes the listed ones; inclusion is
 * transitive. ADMIN and SUPER_ADMIN "include nearly all others": ADMIN reaches every role but
 * SUPER_ADMIN and ACCESS_STATS, SUPER_ADMIN every role but ACCESS_STATS (statistics stay a
 * separate grant).
 */
export const ROLE_INCLUDES: Readonly<Record<Role, readonly Role[]>> = {
  ROLE_READ_ONLY: [],
  ROLE_USER: ['ROLE_READ_ONLY'],
  ROLE_CUSTOMER_USER: ['ROLE_USER'],
  ROLE_CUSTOMER_MAIN: ['ROLE_CUSTOMER_USER'],
  ROLE_CUSTOMER_SUPERVISOR: ['ROLE_CUSTOMER_MAIN'],
  ROLE_NEXTROAD_USER: ['ROLE_USER', 'ROLE_CUSTOMER_USER', 'ROLE_CUSTOMER_MAIN'],
  ROLE_NEXTROAD_MAIN: ['ROLE_NEXTROAD_USER'],
  ROLE_NEXTROAD_ADMIN: ['ROLE_NEXTROAD_MAIN'],
  ROLE_ADMIN: ['ROLE_NEXTROAD_ADMIN', 'ROLE_CUSTOMER_SUPERVISOR'],
  ROLE_SUPER_ADMIN: ['ROLE_ADMIN'],
  ROLE_ACCESS_STATS: [],
};

/** The roles reachable from `roles` through the hierarchy, the given ones included. */
export function expandRoles(roles: readonly Role[]): ReadonlySet<Role> {
  const reached = new Set<Role>();
  const pending = [...roles];
  for (let role = pending.pop(); role !== undefined; role = pending.pop()) {
    if (reached.has(role)) continue;
    reached.add(role);
    pending.push(...ROLE_INCLUDES[role]);
  }
  return reached;
}
