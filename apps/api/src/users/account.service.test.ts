import type { SessionUser } from '@chaussee/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TEST_PASSWORD,
  createIdentityTestbed,
  type IdentityTestbed,
} from './testing/identity-testbed.js';
import { INVITATION_LINK_TTL_MS, RECOVERY_LINK_TTL_MS } from './account.service.js';

function tokenOf(link: string): string {
  const token = new URL(link).searchParams.get('token');
  if (token === null) throw new Error(`no token in ${link}`);
  return token;
}

describe('accounts', () => {
  let bed: IdentityTestbed;
  let user: SessionUser & { email: string };
  let supervisor: SessionUser;
  let engineer: SessionUser;

  beforeAll(async () => {
    bed = await createIdentityTestbed();
    const row = await bed.createUser({
      email: 'Marie.Durand@client.fr',
      roles: ['ROLE_CUSTOMER_USER'],
      siteIds: [bed.customerSiteId],
      firstName: 'Marie',
    });
    user = { id: row.id, roles: row.roles, job: null, email: row.email };
    const sup = await bed.createUser({
      email: 'sup@client.fr',
      roles: ['ROLE_CUSTOMER_SUPERVISOR'],
      siteIds: [bed.customerSiteId],
    });
    supervisor = { id: sup.id, roles: sup.roles, job: null };
    const ing = await bed.createUser({
      email: 'ing@demo.chaussee.fr',
      roles: ['ROLE_NEXTROAD_USER'],
      job: 'engineer',
      siteIds: [bed.internalSiteId],
    });
    engineer = { id: ing.id, roles: ing.roles, job: ing.job };
  });
  afterAll(() => bed.dispose());

  const signIn = (password: string) =>
    bed.session.signIn({ username: user.email, password }, 'client');

  describe('recovery', () => {
    it('answers the same for an unknown address and mails nothing', async () => {
      const before = bed.mails.length;
      await expect(bed.accounts.requestRecovery('personne@nulle-part.fr')).resolves.toBeUndefined();
      expect(bed.mails).toHaveLength(before);
    });

    it('mails a reset link whose token sets the password once', async () => {
      await expect(bed.accounts.requestRecovery('marie.durand@CLIENT.fr')).resolves.toBeUndefined();
      const mail = bed.mails.at(-1);
      expect(mail).toMatchObject({
        to: 'Marie.Durand@client.fr',
        subject: 'Réinitialisation de votre mot de passe Chaussée',
      });
      expect(mail?.text).toContain(mail?.link);
      const session = await signIn(TEST_PASSWORD);
      const token = tokenOf(mail?.link ?? '');

      await bed.accounts.resetPassword(token, 'Nouveau2026!');
      await expect(signIn('Nouveau2026!')).resolves.toHaveProperty('token');
      await expect(signIn(TEST_PASSWORD)).rejects.toMatchObject({ status: 401 });
      // The sessions opened with the old password end.
      await expect(bed.session.refresh(session.refresh_token)).rejects.toMatchObject({
        status: 401,
      });
      // Once only.
      await expect(bed.accounts.resetPassword(token, 'Encore2026!')).rejects.toMatchObject({
        code: 'bad_request',
        status: 400,
        detail: 'The token has expired',
      });
    });

    it('refuses an expired link with « The token has expired » and an unknown one with 404', async () => {
      await bed.accounts.requestRecovery(user.email);
      const token = tokenOf(bed.mails.at(-1)?.link ?? '');
      bed.clock.advance(RECOVERY_LINK_TTL_MS);
      await expect(bed.accounts.resetPassword(token, 'Expire2026!')).rejects.toMatchObject({
        status: 400,
        detail: 'The token has expired',
      });
      await expect(bed.accounts.resetPassword('inconnu', 'Expire2026!')).rejects.toMatchObject({
        code: 'not_found',
        status: 404,
      });
    });

    it('stops an older link when a newer one is made', async () => {
      await bed.accounts.requestRecovery(user.email);
      const older = tokenOf(bed.mails.at(-1)?.link ?? '');
      await bed.accounts.requestRecovery(user.email);
      const newer = tokenOf(bed.mails.at(-1)?.link ?? '');
      await expect(bed.accounts.resetPassword(older, 'Ancien2026!')).rejects.toMatchObject({
        detail: 'The token has expired',
      });
      await expect(bed.accounts.resetPassword(newer, TEST_PASSWORD)).resolves.toBeUndefined();
    });
  });

  describe('password change', () => {
    it('changes one’s own password given the current one', async () => {
      await bed.accounts.changePassword(user, user.id, {
        currentPassword: TEST_PASSWORD,
        newPassword: 'Change2026!',
      });
      await expect(signIn('Change2026!')).resolves.toHaveProperty('token');
      await bed.accounts.changePassword(user, user.id, {
        currentPassword: 'Change2026!',
        newPassword: TEST_PASSWORD,
      });
    });

    it('refuses a wrong current password with a violation on currentPassword', async () => {
      await expect(
        bed.accounts.changePassword(user, user.id, {
          currentPassword: 'Wrong2026!',
          newPassword: 'Change2026!',
        }),
      ).rejects.toMatchObject({
        code: 'validation_failed',
        status: 400,
        violations: [{ propertyPath: 'currentPassword', code: 'invalidValue' }],
      });
    });

    it('refuses changing someone else’s password, even with the right to edit users', async () => {
      await expect(
        bed.accounts.changePassword(supervisor, user.id, {
          currentPassword: TEST_PASSWORD,
          newPassword: 'Change2026!',
        }),
      ).rejects.toMatchObject({ code: 'forbidden', status: 403 });
    });
  });

  describe('recovery links made for a user', () => {
    it('lets a supervisor copy a link without sending it', async () => {
      const before = bed.mails.length;
      const link = await bed.accounts.createRecoveryLink(supervisor, user.id, false);
      expect(link).toEqual({
        url: expect.stringMatching(/^http:\/\/localhost:3000\/password-edit\?token=/u) as unknown,
        expiresAt: new Date(bed.clock.now().getTime() + INVITATION_LINK_TTL_MS).toISOString(),
        emailSent: false,
      });
      expect(bed.mails).toHaveLength(before);
      await expect(
        bed.accounts.resetPassword(tokenOf(link.url ?? ''), TEST_PASSWORD),
      ).resolves.toBeUndefined();
    });

    it('lets an engineer send a link but not copy one, nor read the one sent (spec section 6)', async () => {
      await expect(bed.accounts.createRecoveryLink(engineer, user.id, false)).rejects.toMatchObject(
        {
          status: 403,
        },
      );
      const link = await bed.accounts.createRecoveryLink(engineer, user.id, true);
      // The link opens the account: it goes to the user's address only.
      expect(link).toEqual({
        expiresAt: new Date(bed.clock.now().getTime() + INVITATION_LINK_TTL_MS).toISOString(),
        emailSent: true,
      });
      expect(bed.mails.at(-1)).toMatchObject({
        to: user.email,
        link: expect.stringMatching(/^http:\/\/localhost:3000\/password-edit\?token=/u) as unknown,
      });
    });

    it('answers the sent link to a caller who may also copy it', async () => {
      const link = await bed.accounts.createRecoveryLink(supervisor, user.id, true);
      expect(link.emailSent).toBe(true);
      expect(bed.mails.at(-1)).toMatchObject({ to: user.email, link: link.url });
      expect(link.url).toMatch(/^http:\/\/localhost:3000\/password-edit\?token=/u);
    });

    it('refuses a user who cannot act on the account', async () => {
      await expect(
        bed.accounts.createRecoveryLink(user, supervisor.id, true),
      ).rejects.toMatchObject({
        status: 403,
      });
    });
  });
});
