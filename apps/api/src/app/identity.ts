import { createAuditRepository } from '../audit/audit.repository.js';
import type { DataGeneration } from '../db/data-generation.js';
import { createGenerationCache } from '../db/generation-cache.js';
import type { Principal } from '../http/principal.js';
import { createAccessTokens } from '../auth/access-token.js';
import { createGuestService } from '../auth/guest.service.js';
import { createImpersonationService } from '../auth/impersonation.service.js';
import {
  SIGN_IN_THROTTLE,
  createLoginThrottle,
  type SignInThrottleSettings,
} from '../auth/login-throttle.js';
import { createSessionRepository } from '../auth/session.repository.js';
import { createSessionService } from '../auth/session.service.js';
import { createShareLinkRepository } from '../auth/share-link.repository.js';
import { createSignInsRepository } from '../statistics/sign-ins.repository.js';
import type { Clock } from '../clock.js';
import type { Db } from '../db/database.js';
import type { Mailer } from '../mail/mailer.js';
import type { FileStorage } from '../storage/file-storage.js';
import { createAccountService } from '../users/account.service.js';
import { createAvatarService } from '../users/avatar.service.js';
import { createPasswordTokenRepository } from '../users/password-token.repository.js';
import { createUserAccess } from '../users/user-access.js';
import { createUsersRepository } from '../users/users.repository.js';
import { createUsersService } from '../users/users.service.js';

export interface IdentityOptions {
  db: Db;
  /** The key access tokens are signed with (see auth/signing-key.ts). */
  signingKey: Uint8Array;
  mailer: Mailer;
  storage: FileStorage;
  /** The web app's address, for the links of emails. */
  publicUrl: string;
  now: Clock;
  /** How failed sign-ins are slowed; the defaults of auth/login-throttle.ts when absent. */
  signInThrottle?: SignInThrottleSettings;
  /** The data's generation, when callers may be reused while it holds still (config `ANSWER_CACHE`). */
  generation?: DataGeneration | undefined;
}

/** The identity domain wired on one database: sessions, guests, super-login, users, accounts. */
export function createIdentity({
  db,
  signingKey,
  mailer,
  storage,
  publicUrl,
  now,
  signInThrottle = SIGN_IN_THROTTLE,
  generation,
}: IdentityOptions) {
  const users = createUsersRepository(db);
  const sessions = createSessionRepository(db);
  const accessTokens = createAccessTokens(signingKey, now);
  const signIns = createSignInsRepository(db);
  const guests = createGuestService({
    shareLinks: createShareLinkRepository(db),
    users,
    accessTokens,
    now,
    signIns,
    audit: createAuditRepository(db),
  });
  const session = createSessionService({
    users,
    sessions,
    guests,
    throttle: createLoginThrottle(sessions, now, signInThrottle),
    accessTokens,
    now,
    signIns,
    ...(generation && {
      principals: createGenerationCache<Principal>({ generation, maxEntries: 10_000 }),
    }),
  });
  const impersonation = createImpersonationService({ users, sessions, accessTokens, now });
  const access = createUserAccess(users);
  const endSessions = (userId: string, keptFamilyId?: string) =>
    session.endSessions(userId, keptFamilyId);
  const accounts = createAccountService({
    users,
    access,
    passwordTokens: createPasswordTokenRepository(db),
    mailer,
    endSessions,
    publicUrl,
    now,
  });
  const avatars = createAvatarService({ storage, access });
  const usersService = createUsersService({ users, access, accounts, avatars, endSessions, now });
  return { session, guests, impersonation, accounts, avatars, users: usersService };
}

export type Identity = ReturnType<typeof createIdentity>;
