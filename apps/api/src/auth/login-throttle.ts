import { tooManyRequestsDetail } from '@chaussee/validation';
import type { Clock } from '../clock.js';
import { AppError } from '../errors/app-error.js';
import type { SessionRepository } from './session.repository.js';

/**
 * How password guessing is slowed. Failures count within a sliding window:
 * - per account (the typed address, from any client): the first `freeFailures` cost nothing, then
 *   each attempt waits after the last failure a delay that doubles with every failure, up to
 *   `maxDelaySeconds`. An attacker gets a few tries a minute on one account; the owner, with the
 *   right password, waits at most that long: nobody is locked out.
 * - per client address (every address it types): past `clientFailureLimit`, that client is refused
 *   until its oldest failures leave the window, which stops one client from spraying passwords
 *   over many accounts. Behind a reverse proxy, `TRUST_PROXY` must name it, or every user shares
 *   the proxy's address and this ceiling.
 * A refused attempt is not checked, so it neither costs a password hash nor counts as a failure;
 * a success forgets the account's failures (never the client's).
 */
export interface SignInThrottleSettings {
  freeFailures: number;
  firstDelaySeconds: number;
  maxDelaySeconds: number;
  clientFailureLimit: number;
  windowSeconds: number;
}

export const SIGN_IN_THROTTLE: SignInThrottleSettings = {
  freeFailures: 5,
  firstDelaySeconds: 1,
  maxDelaySeconds: 60,
  clientFailureLimit: 50,
  windowSeconds: 15 * 60,
};

/** The wait imposed after `failures` failures on one account (0 while they are free). */
export function delayAfterFailures(failures: number, settings = SIGN_IN_THROTTLE): number {
  if (failures < settings.freeFailures) return 0;
  const doubled = settings.firstDelaySeconds * 2 ** (failures - settings.freeFailures);
  return Math.min(doubled, settings.maxDelaySeconds);
}

function refusedFor(waitMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return new AppError('too_many_requests', {
    detail: tooManyRequestsDetail(seconds),
    headers: { 'Retry-After': String(seconds) },
  });
}

export function createLoginThrottle(
  sessions: SessionRepository,
  now: Clock,
  settings: SignInThrottleSettings = SIGN_IN_THROTTLE,
) {
  const emailKeyOf = (email: string) => email.trim().toLowerCase();
  const windowMs = settings.windowSeconds * 1000;
  return {
    /** Refuses with 429 `too_many_requests` (and Retry-After) while the client or account waits. */
    async assertAllowed(clientKey: string, email: string): Promise<void> {
      const at = now().getTime();
      const since = new Date(at - windowMs);
      const client = await sessions.clientLoginFailures(clientKey, since);
      if (client.count >= settings.clientFailureLimit && client.oldestAt !== null) {
        throw refusedFor(client.oldestAt.getTime() + windowMs - at);
      }
      const account = await sessions.accountLoginFailures(emailKeyOf(email), since);
      const delayMs = delayAfterFailures(account.count, settings) * 1000;
      if (account.latestAt !== null && account.latestAt.getTime() + delayMs > at) {
        throw refusedFor(account.latestAt.getTime() + delayMs - at);
      }
    },

    async recordFailure(clientKey: string, email: string): Promise<void> {
      const at = now();
      const forgetBefore = new Date(at.getTime() - windowMs);
      await sessions.recordLoginFailure(clientKey, emailKeyOf(email), at, forgetBefore);
    },

    /** The owner is in: the account's failures are forgotten, whichever client made them. */
    async recordSuccess(email: string): Promise<void> {
      await sessions.clearAccountLoginFailures(emailKeyOf(email));
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
