import { defineAbilityFor } from '@chaussee/permissions';
import type { Clock } from '../clock.js';
import { AppError } from '../errors/app-error.js';
import type { ImpersonatedRequest, Principal } from '../http/principal.js';
import type { UsersRepository } from '../users/users.repository.js';
import type { AccessTokens } from './access-token.js';
import { SERVER_MESSAGES } from './server-messages.js';
import type { SessionRepository } from './session.repository.js';

export interface ImpersonationServiceDeps {
  users: UsersRepository;
  sessions: SessionRepository;
  accessTokens: AccessTokens;
  now: Clock;
}

/**
 * Super-login: a super administrator acts as another user. The token names both (the impersonator
 * in its actor claim), the start and every request made with it go to the audit log, and it has no
 * refresh token: it ends when it expires.
 */
export function createImpersonationService({
  users,
  sessions,
  accessTokens,
  now,
}: ImpersonationServiceDeps) {
  return {
    /** POST /users/{id}/super-login. */
    async impersonate(principal: Principal, targetId: string): Promise<{ token: string }> {
      if (principal.impersonatorId !== null) {
        throw new AppError('forbidden', { detail: SERVER_MESSAGES.impersonationNested });
      }
      if (!defineAbilityFor(principal.user).can('impersonate', 'User')) {
        throw new AppError('forbidden');
      }
      if (targetId === principal.user.id) throw new AppError('bad_request');
      const target = await users.findById(targetId);
      if (!target) throw new AppError('not_found');
      if (!target.isActive) throw new AppError('forbidden');
      const impersonator = await users.findById(principal.user.id);
      if (!impersonator) throw new AppError('unauthenticated');
      await sessions.insertAudit({
        impersonatorId: principal.user.id,
        userId: target.id,
        event: 'start',
        at: now(),
      });
      const token = await accessTokens.issue({
        kind: 'user',
        userId: target.id,
        sessionVersion: target.sessionVersion,
        familyId: null,
        impersonatorId: impersonator.id,
        impersonatorSessionVersion: impersonator.sessionVersion,
      });
      return { token };
    },

    /** The HTTP layer's AuditImpersonation: one line per request made while acting as another. */
    async audit(entry: ImpersonatedRequest): Promise<void> {
      await sessions.insertAudit({
        impersonatorId: entry.impersonatorId,
        userId: entry.userId,
        event: 'request',
        method: entry.method,
        path: entry.path,
        requestId: entry.requestId,
        at: now(),
      });
    },
  };
}

export type ImpersonationService = ReturnType<typeof createImpersonationService>;
