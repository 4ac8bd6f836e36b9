import { describe, expect, it } from 'vitest';
import { expandRoles } from './role-hierarchy.js';
import type { Role } from './roles.js';

/** Each role's closure, written out by hand from spec section 6 (the hierarchy). */
// prettier-ignore
const CLOSURES: readonly (readonly [Role, readonly Role[]])[] = [
  ['ROLE_READ_ONLY',           ['ROLE_READ_ONLY']],
  ['ROLE_USER',                ['ROLE_USER', 'ROLE_READ_ONLY']],
  ['ROLE_CUSTOMER_USER',       ['ROLE_CUSTOMER_USER', 'ROLE_USER', 'ROLE_READ_ONLY']],
  ['ROLE_CUSTOMER_MAIN',       ['ROLE_CUSTOMER_MAIN', 'ROLE_CUSTOMER_USER', 'ROLE_USER', 'ROLE_READ_ONLY']],
  ['ROLE_CUSTOMER_SUPERVISOR', ['ROLE_CUSTOMER_SUPERVISOR', 'ROLE_CUSTOMER_MAIN', 'ROLE_CUSTOMER_USER', 'ROLE_USER', 'ROLE_READ_ONLY']],
  ['ROLE_NEXTROAD_USER',       ['ROLE_NEXTROAD_USER', 'ROLE_CUSTOMER_MAIN', 'ROLE_CUSTOMER_USER', 'ROLE_USER', 'ROLE_READ_ONLY']],
  ['ROLE_NEXTROAD_MAIN',       ['ROLE_NEXTROAD_MAIN', 'ROLE_NEXTROAD_USER', 'ROLE_CUSTOMER_MAIN', 'ROLE_CUSTOMER_USER', 'ROLE_USER', 'ROLE_READ_ONLY']],
  ['ROLE_NEXTROAD_ADMIN',      ['ROLE_NEXTROAD_ADMIN', 'ROLE_NEXTROAD_MAIN', 'ROLE_NEXTROAD_USER', 'ROLE_CUSTOMER_MAIN', 'ROLE_CUSTOMER_USER', 'ROLE_USER', 'ROLE_READ_ONLY']],
  ['ROLE_ADMIN',               ['ROLE_ADMIN', 'ROLE_NEXTROAD_ADMIN', 'ROLE_NEXTROAD_MAIN', 'ROLE_NEXTROAD_USER', 'ROLE_CUSTOMER_SUPERVISOR', 'ROLE_CUSTOMER_MAIN', 'ROLE_CUSTOMER_USER', 'ROLE_USER', 'ROLE_READ_ONLY']],
  ['ROLE_SUPER_ADMIN',         ['ROLE_SUPER_ADMIN', 'ROLE_ADMIN', 'ROLE_NEXTROAD_ADMIN', 'ROLE_NEXTROAD_MAIN', 'ROLE_NEXTROAD_USER', 'ROLE_CUSTOMER_SUPERVISOR', 'ROLE_CUSTOMER_MAIN', 'ROLE_CUSTOMER_USER', 'ROLE_USER', 'ROLE_READ_ONLY']],
  ['ROLE_ACCESS_STATS',        ['ROLE_ACCESS_STATS']],
];

describe('expandRoles', () => {
  it.each(CLOSURES)('%s reaches exactly its closure', (role, closure) => {
    expect(expandRoles([role])).toEqual(new Set(closure));
  });

  it('reaches the union of the closures of several roles', () => {
    expect(expandRoles(['ROLE_CUSTOMER_USER', 'ROLE_ACCESS_STATS'])).toEqual(
      new Set(['ROLE_CUSTOMER_USER', 'ROLE_USER', 'ROLE_READ_ONLY', 'ROLE_ACCESS_STATS']),
    );
  });

  it('reaches nothing from no role', () => {
    expect(expandRoles([])).toEqual(new Set());
  });

  it('counts a role given twice, or given with one it already includes, once', () => {
    expect(expandRoles(['ROLE_USER', 'ROLE_USER', 'ROLE_READ_ONLY'])).toEqual(
      new Set(['ROLE_USER', 'ROLE_READ_ONLY']),
    );
  });
});
