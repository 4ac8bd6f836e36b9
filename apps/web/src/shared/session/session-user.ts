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
