import { randomUUID } from 'node:crypto';
import { isCustomer } from '@chaussee/permissions';
import type { components } from '@chaussee/sdk';
import type { Clock } from '../clock.js';
import { AppError } from '../errors/app-error.js';
import type { Principal } from '../http/principal.js';
import { toCurrentUser } from '../users/user-presenter.js';
import type { UserRow, UsersRepository } from '../users/users.repository.js';
import type { GenerationCache } from '../db/generation-cache.js';
import type { SignInsRepository } from '../statistics/sign-ins.repository.js';
import type { AccessClaims, AccessTokens } from './access-token.js';
import type { GuestService } from './guest.service.js';
import type { LoginThrottle } from './login-throttle.js';
import { verifyAgainstDecoy, verifyPassword } from './password-hasher.js';
import { createSecretToken, hashSecretToken } from './secret-token.js';
import { SERVER_MESSAGES } from './server-messages.js';
import type { SessionRepository } from './session.repository.js';

type AuthTokens = components['schemas']['AuthTokens'];
type CurrentUser = components['schemas']['CurrentUser'];

/** A refresh token is good for 30 days of inactivity; each use replaces it. */
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export interface SessionServiceDeps {
  users: UsersRepository;
  sessions: SessionRepository;
  guests: GuestService;
  throttle: LoginThrottle;
  accessTokens: AccessTokens;
  now: Clock;
  /** Where the sign-ins of customers are counted for the statistics (issue 25). */
  signIns: SignInsRepository;
  /**
   * The callers of valid user tokens, reused while the data's generation holds still (any write
   * may end a session, change roles or deactivate a user, and empties it); absent, every request
   * reads its user. The token's signature and expiry are checked on every request all the same.
   */
  principals?: GenerationCache<Principal>;
}

export interface Credentials {
  username: string;
  password: string;
}

/** The session user packages/permissions judges, from the database (current roles, not the token's). */
function principalOfUser(
  user: UserRow,
  familyId: string | null,
  impersonatorId: string | null,
): Principal {
  return {
    user: { id: user.id, roles: user.roles, job: user.job },
    impersonatorId,
    ...(familyId === null ? {} : { familyId }),
  };
}

function refused(): AppError {
  return new AppError('unauthenticated', { detail: SERVER_MESSAGES.invalidRefreshToken });
}

/** Sign-in, refresh-token rotation, and turning a bearer token back into its caller. */
export function createSessionService(deps: SessionServiceDeps) {
  const { users, sessions, guests, throttle, accessTokens, now, signIns, principals } = deps;

  /** The caller of a user token's claims, from the database (the user, and the impersonator). */
  async function principalOfClaims(
    claims: Extract<AccessClaims, { kind: 'user' }>,
  ): Promise<Principal | undefined> {
    // The one query of an authenticated request (by primary key); the session version comes
    // with the row, so a token whose sessions were ended is refused at no extra cost, on every
    // server sharing the database, from the next request on.
    const user = await users.findById(claims.userId);
    if (!user?.isActive || user.sessionVersion !== claims.sessionVersion) return undefined;
    if (claims.impersonatorId !== null) {
      const impersonator = await users.findById(claims.impersonatorId);
      // A super administrator who lost the role, the account or their sessions stops acting as
      // others at once.
      if (
        !impersonator?.isActive ||
        !impersonator.roles.includes('ROLE_SUPER_ADMIN') ||
        impersonator.sessionVersion !== claims.impersonatorSessionVersion
      ) {
        return undefined;
      }
    }
    return principalOfUser(user, claims.familyId, claims.impersonatorId);
  }

  /**
   * A new pair: the access token carries its family, so the session can be told apart later, and
   * the user's session version, so that ending the user's sessions ends it.
   */
  async function issuePair(user: UserRow, familyId: string): Promise<AuthTokens> {
    const refreshToken = createSecretToken();
    const issuedAt = now();
    await sessions.insertRefreshToken({
      tokenHash: hashSecretToken(refreshToken),
      familyId,
      userId: user.id,
      issuedAt,
      expiresAt: new Date(issuedAt.getTime() + REFRESH_TOKEN_TTL_MS),
    });
    const token = await accessTokens.issue({
      kind: 'user',
      userId: user.id,
      sessionVersion: user.sessionVersion,
      familyId,
      impersonatorId: null,
      impersonatorSessionVersion: null,
    });
    return { token, refresh_token: refreshToken };
  }

  return {
    /** POST /login_check. Unknown address and wrong password are one answer, after one delay. */
    async signIn({ username, password }: Credentials, clientKey: string): Promise<AuthTokens> {
      await throttle.assertAllowed(clientKey, username);
      const user = await users.findByEmail(username);
      // An invited user who never chose a password, or a deleted one, cannot sign in.
      const passwordHash = user?.isActive ? user.passwordHash : null;
      const isValid =
        passwordHash === null
          ? await verifyAgainstDecoy(password)
          : await verifyPassword(passwordHash, password);
      if (!user || !isValid) {
        await throttle.recordFailure(clientKey, username);
        throw new AppError('invalid_credentials', { detail: SERVER_MESSAGES.invalidCredentials });
      }
      await throttle.recordSuccess(username);
      await users.recordSignIn(user.id, now());
      // Staff sign-ins are not counted: the statistic is about the customers' use of the platform.
      if (isCustomer({ id: user.id, roles: user.roles, job: user.job })) {
        await signIns.record({ kind: 'customer', userId: user.id }, now());
      }
      return issuePair(user, randomUUID());
    },

    /**
     * POST /refresh_token: single use. A token presented twice means a copy is in other hands, so
     * the whole family (every token since that sign-in) is revoked and both holders sign in again;
     * every access token of the user ends too, since the thief may hold one (the user's other
     * sign-ins renew theirs with their own refresh tokens).
     */
    async refresh(refreshToken: string): Promise<AuthTokens> {
      const at = now();
      const outcome = await sessions.consumeRefreshToken(hashSecretToken(refreshToken), at);
      if (outcome.kind === 'reused') {
        await sessions.revokeFamily(outcome.token.familyId, at);
        await users.raiseSessionVersion(outcome.token.userId);
      }
      if (outcome.kind !== 'consumed') throw refused();
      const user = await users.findById(outcome.token.userId);
      if (!user?.isActive) {
        await sessions.revokeFamily(outcome.token.familyId, at);
        throw refused();
      }
      return issuePair(user, outcome.token.familyId);
    },

    /** The HTTP layer's Authenticate: a valid token of an active user or a usable share link. */
    async authenticate(bearerToken: string): Promise<Principal | undefined> {
      const claims = await accessTokens.verify(bearerToken);
      if (!claims) return undefined;
      // A share link's caller is read every time: its link expires by the clock, not by a write.
      if (claims.kind === 'guest') return guests.principalOf(claims.shareId);
      const kept = principals?.get(bearerToken);
      if (kept) return kept;
      const snapshot = principals?.snapshot();
      const principal = await principalOfClaims(claims);
      if (principal && snapshot !== undefined) principals?.keep(bearerToken, principal, snapshot);
      return principal;
    },

    /** GET /current_user: the signed-in user, or the guest with its campaign. */
    async currentUser(principal: Principal): Promise<CurrentUser> {
      if (typeof principal.user.invitedBy === 'string') {
        return guests.currentGuest(principal.user.id);
      }
      const profile = await users.findProfile(principal.user.id);
      if (!profile) throw new AppError('unauthenticated');
      return toCurrentUser(profile);
    },

    /**
     * Ends every session of a user: each refresh family but `keptFamilyId` (the caller's own, when
     * they changed their password), and every access token at once, that one's included (its
     * holder renews it with the kept refresh token).
     */
    async endSessions(userId: string, keptFamilyId?: string): Promise<void> {
      await sessions.revokeUserFamilies(userId, now(), keptFamilyId);
      await users.raiseSessionVersion(userId);
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
