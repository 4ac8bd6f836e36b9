import type { SessionUser } from '@chaussee/permissions';
import type { components } from '@chaussee/sdk';
import { createViolation } from '@chaussee/validation';
import { publicPageUrl } from '../app/public-url.js';
import { hashPassword, verifyPassword } from '../auth/password-hasher.js';
import { createSecretToken, hashSecretToken } from '../auth/secret-token.js';
import { SERVER_MESSAGES } from '../auth/server-messages.js';
import type { Clock } from '../clock.js';
import { AppError } from '../errors/app-error.js';
import { invitationMail, recoveryMail } from '../mail/mail-messages.js';
import type { Mailer } from '../mail/mailer.js';
import type { PasswordTokenRepository } from './password-token.repository.js';
import type { UserAccess } from './user-access.js';
import { assertAccountSettings, assertNotGuest } from './user-rights.js';
import type { UserRow, UsersRepository } from './users.repository.js';

type RecoveryLink = components['schemas']['RecoveryLink'];

/** A recovery asked from the sign-in page works one day; a link made by an administrator, a week. */
export const RECOVERY_LINK_TTL_MS = 24 * 60 * 60 * 1000;
export const INVITATION_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export interface AccountServiceDeps {
  users: UsersRepository;
  access: UserAccess;
  passwordTokens: PasswordTokenRepository;
  mailer: Mailer;
  /** Ends every session of a user (their password changed hands), but the family kept. */
  endSessions: (userId: string, keptFamilyId?: string) => Promise<void>;
  /** The web app's address, for links in emails (`PUBLIC_URL`). */
  publicUrl: string;
  now: Clock;
}

/** Passwords: changing one's own, recovery by email, and invitation links. */
export function createAccountService(deps: AccountServiceDeps) {
  const { users, access, passwordTokens, mailer, endSessions, publicUrl, now } = deps;

  /** A new password link for the user; the previous ones stop working. */
  async function createLink(
    user: UserRow,
    purpose: 'invitation' | 'recovery',
    ttlMs: number,
  ): Promise<{ url: string; expiresAt: Date }> {
    const token = createSecretToken();
    const createdAt = now();
    const expiresAt = new Date(createdAt.getTime() + ttlMs);
    await passwordTokens.replace({
      tokenHash: hashSecretToken(token),
      userId: user.id,
      purpose,
      expiresAt,
      createdAt,
    });
    return { url: publicPageUrl(publicUrl, '/password-edit', { token }), expiresAt };
  }

  /** An invitation for a user who has no password yet, a recovery for the others. */
  async function mailLink(user: UserRow, url: string, expiresAt: Date): Promise<void> {
    const write = user.passwordHash === null ? invitationMail : recoveryMail;
    const { subject, text } = write(user.firstName, url, expiresAt);
    await mailer.send({ to: user.email, subject, text, link: url });
  }

  return {
    /** Emails a new user the link to choose their password. */
    async sendInvitation(user: UserRow): Promise<void> {
      const { url, expiresAt } = await createLink(user, 'invitation', INVITATION_LINK_TTL_MS);
      await mailLink(user, url, expiresAt);
    },

    /**
     * PUT /users/{id}/password: only one's own, with the current password. Every other session
     * ends; the caller's access token too, and they renew it with their refresh token, whose
     * family (`callerFamilyId`) is kept.
     */
    async changePassword(
      caller: SessionUser,
      id: string,
      change: { currentPassword: string; newPassword: string },
      callerFamilyId?: string,
    ): Promise<void> {
      assertNotGuest(caller);
      if (id !== caller.id) throw new AppError('forbidden');
      assertAccountSettings(caller);
      const user = await users.findById(id);
      if (!user) throw new AppError('not_found');
      const isCurrent =
        user.passwordHash !== null &&
        (await verifyPassword(user.passwordHash, change.currentPassword));
      if (!isCurrent) {
        throw new AppError('validation_failed', {
          violations: [createViolation('currentPassword', 'invalidValue')],
        });
      }
      await users.update(id, { passwordHash: await hashPassword(change.newPassword) }, now());
      await endSessions(id, callerFamilyId);
    },

    /**
     * POST /account-recoveries: the same silence whether the address has an account or not, so
     * that nobody learns which addresses do.
     */
    async requestRecovery(email: string): Promise<void> {
      const user = await users.findByEmail(email);
      if (!user?.isActive) return;
      const { url, expiresAt } = await createLink(user, 'recovery', RECOVERY_LINK_TTL_MS);
      await mailLink(user, url, expiresAt);
    },

    /** POST /reset-password/{token}: once per link, before it expires; then every session ends. */
    async resetPassword(token: string, password: string): Promise<void> {
      const link = await passwordTokens.findByTokenHash(hashSecretToken(token));
      if (!link) throw new AppError('not_found');
      const expired = () => new AppError('bad_request', { detail: SERVER_MESSAGES.tokenExpired });
      if (link.expiresAt.getTime() <= now().getTime()) throw expired();
      const user = await users.findById(link.userId);
      if (!user) throw expired();
      const passwordHash = await hashPassword(password);
      if (!(await passwordTokens.markUsed(link.id, now()))) throw expired();
      await users.update(user.id, { passwordHash }, now());
      await endSessions(user.id);
    },

    /**
     * POST /v2/users/{id}/create-recovery-link: sending the link by email and copying it are two
     * rights of spec section 6. The link opens the account to whoever holds it, so the answer
     * carries it only to a caller who may copy it: one who may only send it gets the expiry.
     */
    async createRecoveryLink(
      caller: SessionUser,
      id: string,
      sendEmail: boolean,
    ): Promise<RecoveryLink> {
      const user = await access.manageableUser(
        caller,
        id,
        sendEmail ? 'sendInviteLink' : 'copyInviteLink',
      );
      const { url, expiresAt } = await createLink(
        user,
        user.passwordHash === null ? 'invitation' : 'recovery',
        INVITATION_LINK_TTL_MS,
      );
      if (sendEmail) await mailLink(user, url, expiresAt);
      const mayCopy = !sendEmail || (await access.mayActOnUser(caller, user, 'copyInviteLink'));
      const answer = { expiresAt: expiresAt.toISOString(), emailSent: sendEmail };
      return mayCopy ? { url, ...answer } : answer;
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
