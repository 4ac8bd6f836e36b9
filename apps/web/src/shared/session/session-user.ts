import type { SessionUser } from '@chaussee/permissions';
import type { CurrentUser } from './session-api.js';

/** The current-user answer as packages/permissions reads it (a guest's invitedBy is its inviter's id). */
export function toSessionUser(user: CurrentUser): SessionUser {
  return {
    id: user.id,
    roles: user.roles,
    job: user.job,
    invitedBy: user.invitedBy?.id ?? null,
    campaign: user.campaign,
  };
}

const ANONYMOUS: SessionUser = { id: 'anonymous', roles: [], job: null };

/** The session user for packages/permissions, or an anonymous visitor who holds no right. */
export function sessionUserOrAnonymous(user: CurrentUser | null): SessionUser {
  return user ? toSessionUser(user) : ANONYMOUS;
}
