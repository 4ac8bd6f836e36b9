import {
  type Action,
  defineAbilityFor,
  expandRoles,
  isGuest,
  type SessionUser,
  type SubjectName,
} from '@chaussee/permissions';
import { AppError } from '../errors/app-error.js';

/**
 * The rules every domain applies before reading or writing, on top of the contract's validation.
 * They come from packages/permissions (the same table the web app reads), so that the UI only hides
 * what these refuse anyway.
 */

/** ADMIN and SUPER_ADMIN see every workspace and campaign, member or not. */
export function seesEverything(user: SessionUser): boolean {
  const roles = expandRoles(user.roles);
  return roles.has('ROLE_ADMIN');
}

/**
 * A user may change data: not a guest (read-only on one campaign) and not READ_ONLY (whose role is
 * below ROLE_USER in the hierarchy).
 */
function mayWrite(user: SessionUser): boolean {
  return !isGuest(user) && expandRoles(user.roles).has('ROLE_USER');
}

/** Refuses guests and READ_ONLY users with 403 before any write. */
export function assertMayWrite(user: SessionUser): void {
  if (!mayWrite(user)) throw new AppError('forbidden');
}

/** Refuses guests (a share link reads its campaign's dashboards and nothing else). */
export function assertNotGuest(user: SessionUser): void {
  if (isGuest(user)) throw new AppError('forbidden');
}

/**
 * Refuses a write without the right of spec section 6 (`action` on `subject`), or by a guest or a
 * READ_ONLY user.
 */
export function assertRight(user: SessionUser, action: Action, subject: SubjectName): void {
  assertMayWrite(user);
  if (!defineAbilityFor(user).can(action, subject)) throw new AppError('forbidden');
}

/** Whether the user holds the right, without throwing (to shape answers). */
export function hasRight(user: SessionUser, action: Action, subject: SubjectName): boolean {
  return defineAbilityFor(user).can(action, subject);
}
