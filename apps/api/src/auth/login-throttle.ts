import type { Clock } from '../clock.js';
import { AppError } from '../errors/app-error.js';
import { SERVER_MESSAGES } from './server-messages.js';
import type { SessionRepository } from './session.repository.js';

/** After this many failures within the window, sign-in is refused for that client and address. */
export const LOGIN_FAILURE_LIMIT = 10;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

/**
 * Slows password guessing: failures are counted per client (its address) and per typed email, so
 * one attacker cannot lock a user out from everywhere, and one client cannot try addresses faster
 * than the limit for each of them.
 */
export function createLoginThrottle(sessions: SessionRepository, now: Clock) {
  const emailKeyOf = (email: string) => email.trim().toLowerCase();
  return {
    /** Refuses with 429 `too_many_requests` while the limit is reached. */
    async assertAllowed(clientKey: string, email: string): Promise<void> {
      const since = new Date(now().getTime() - LOGIN_FAILURE_WINDOW_MS);
      const failures = await sessions.countLoginFailures(clientKey, emailKeyOf(email), since);
      if (failures >= LOGIN_FAILURE_LIMIT) {
        throw new AppError('too_many_requests', {
          detail: SERVER_MESSAGES.tooManySignInFailures,
          headers: { 'Retry-After': String(LOGIN_FAILURE_WINDOW_MS / 1000) },
        });
      }
    },

    async recordFailure(clientKey: string, email: string): Promise<void> {
      const at = now();
      const forgetBefore = new Date(at.getTime() - LOGIN_FAILURE_WINDOW_MS);
      await sessions.recordLoginFailure(clientKey, emailKeyOf(email), at, forgetBefore);
    },

    async recordSuccess(clientKey: string, email: string): Promise<void> {
      await sessions.clearLoginFailures(clientKey, emailKeyOf(email));
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
