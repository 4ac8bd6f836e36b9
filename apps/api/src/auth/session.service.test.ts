import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens, users } from '../db/schema.js';
import {
  TEST_PASSWORD,
  createIdentityTestbed,
  type IdentityTestbed,
} from '../users/testing/identity-testbed.js';
import { SIGN_IN_THROTTLE, delayAfterFailures } from './login-throttle.js';
import { REFRESH_TOKEN_TTL_MS } from './session.service.js';

const client = '203.0.113.7';

describe('session service', () => {
  let bed: IdentityTestbed;
  let userId: string;

  beforeAll(async () => {
    bed = await createIdentityTestbed();
    const user = await bed.createUser({
      email: 'Ingenieur@Demo.Chaussee.fr',
      roles: ['ROLE_NEXTROAD_USER'],
      job: 'engineer',
      siteIds: [bed.internalSiteId],
    });
    userId = user.id;
  });
  afterAll(() => bed.dispose());

  const signIn = (password = TEST_PASSWORD, username = 'ingenieur@demo.chaussee.fr') =>
    bed.session.signIn({ username, password }, client);

  it('signs in with the address in any case and answers a token pair', async () => {
    const tokens = await signIn();
    expect(tokens.token.split('.')).toHaveLength(3);
    expect(tokens.refresh_token).toMatch(/^[\w-]{43}$/u);
    const principal = await bed.session.authenticate(tokens.token);
    expect(principal).toEqual({
      user: { id: userId, roles: ['ROLE_NEXTROAD_USER'], job: 'engineer' },
      impersonatorId: null,
      familyId: principal?.familyId,
    });
    expect(principal?.familyId).toMatch(/^[0-9a-f-]{36}$/u);
    const [row] = await bed.db.select().from(users).where(eq(users.id, userId));
    expect(row?.lastLoginAt).toEqual(bed.clock.now());
  });

  it('keeps only the hash of a refresh token', async () => {
    const { refresh_token } = await signIn();
    const rows = await bed.db.select().from(refreshTokens);
    expect(rows.some((row) => row.tokenHash === refresh_token)).toBe(false);
    expect(rows.every((row) => /^[0-9a-f]{64}$/u.test(row.tokenHash))).toBe(true);
  });

  it('refuses a wrong password and an unknown address with the same 401', async () => {
    for (const attempt of [
      () => signIn('Wrong2026!'),
      () => signIn(TEST_PASSWORD, 'nobody@demo.chaussee.fr'),
    ]) {
      await expect(attempt()).rejects.toMatchObject({
        code: 'invalid_credentials',
        status: 401,
        detail: 'Invalid credentials.',
      });
    }
  });

  it('refuses an invited user who has no password yet, and a deleted user', async () => {
    await bed.createUser({
      email: 'invited@demo.chaussee.fr',
      roles: ['ROLE_USER'],
      password: null,
    });
    await expect(signIn('', 'invited@demo.chaussee.fr')).rejects.toMatchObject({ status: 401 });
    const gone = await bed.createUser({ email: 'gone@demo.chaussee.fr', roles: ['ROLE_USER'] });
    await bed.db
      .update(users)
      .set({ isActive: false, deletedAt: bed.clock.now() })
      .where(eq(users.id, gone.id));
    await expect(signIn(TEST_PASSWORD, 'gone@demo.chaussee.fr')).rejects.toMatchObject({
      status: 401,
    });
  });

  it('rotates the refresh token: each one works once', async () => {
    const first = await signIn();
    const second = await bed.session.refresh(first.refresh_token);
    expect(second.refresh_token).not.toBe(first.refresh_token);
    await expect(bed.session.authenticate(second.token)).resolves.toMatchObject({
      user: { id: userId },
    });
    const third = await bed.session.refresh(second.refresh_token);
    expect(third.refresh_token).not.toBe(second.refresh_token);
  });

  it('revokes the whole family when a used refresh token comes back', async () => {
    const first = await signIn();
    const second = await bed.session.refresh(first.refresh_token);
    const other = await signIn();

    await expect(bed.session.refresh(first.refresh_token)).rejects.toMatchObject({
      code: 'unauthenticated',
      status: 401,
    });
    // The legitimate holder's newer token died with the family...
    await expect(bed.session.refresh(second.refresh_token)).rejects.toMatchObject({
      status: 401,
    });
    // ...but another sign-in of the same user is another family.
    await expect(bed.session.refresh(other.refresh_token)).resolves.toHaveProperty('token');
  });

  it('refuses an unknown, an empty and an expired refresh token', async () => {
    await expect(bed.session.refresh('unknown')).rejects.toMatchObject({ status: 401 });
    await expect(bed.session.refresh('')).rejects.toMatchObject({ status: 401 });
    const { refresh_token } = await signIn();
    bed.clock.advance(REFRESH_TOKEN_TTL_MS);
    await expect(bed.session.refresh(refresh_token)).rejects.toMatchObject({ status: 401 });
  });

  it('refuses an access token once it expires, one hour after sign-in', async () => {
    const { token } = await signIn();
    bed.clock.advance(60 * 60 * 1000 - 1000);
    await expect(bed.session.authenticate(token)).resolves.toBeDefined();
    bed.clock.advance(1000);
    await expect(bed.session.authenticate(token)).resolves.toBeUndefined();
  });

  it('ends every session of a user, refresh tokens included', async () => {
    const a = await signIn();
    const b = await signIn();
    await bed.session.endSessions(userId);
    await expect(bed.session.refresh(a.refresh_token)).rejects.toMatchObject({ status: 401 });
    await expect(bed.session.refresh(b.refresh_token)).rejects.toMatchObject({ status: 401 });
  });

  it('answers the current user with organization and sites', async () => {
    const principal = await bed.session.authenticate((await signIn()).token);
    if (!principal) throw new Error('not signed in');
    const current = await bed.session.currentUser(principal);
    expect(current).toMatchObject({
      id: userId,
      email: 'Ingenieur@Demo.Chaussee.fr',
      job: 'engineer',
      roles: ['ROLE_NEXTROAD_USER'],
      organization: { id: bed.internalOrganizationId, name: 'Bureau', isInternal: true },
      sites: [{ id: bed.internalSiteId, name: 'Lyon', isActive: true }],
      invitedBy: null,
      campaign: null,
    });
    expect(current).not.toHaveProperty('passwordHash');
  });

  describe('sign-in throttle', () => {
    const wrong = 'Wrong2026!';

    it('waits a delay doubling from 1 to 60 seconds after 5 free failures, never a lockout', () => {
      expect(
        [4, 5, 6, 7, 8, 9, 10, 11, 12, 40].map((failures) => delayAfterFailures(failures)),
      ).toEqual([0, 1, 2, 4, 8, 16, 32, 60, 60, 60]);
    });

    it('slows an account from every client, then lets the owner in once the delay is over', async () => {
      await bed.createUser({ email: 'target@demo.chaussee.fr', roles: ['ROLE_USER'] });
      const attempt = (password: string, from = client) =>
        bed.session.signIn({ username: 'TARGET@demo.chaussee.fr', password }, from);
      for (let failure = 0; failure < SIGN_IN_THROTTLE.freeFailures; failure += 1) {
        await expect(attempt(wrong)).rejects.toMatchObject({ status: 401 });
      }
      // Each attempt during the delay is refused unchecked (the right password too), from any
      // client; once the delay is over, a wrong password adds a failure and a longer delay.
      for (const delaySeconds of [1, 2, 4, 8, 16, 32, 60, 60]) {
        for (const from of [client, '198.51.100.1']) {
          await expect(attempt(TEST_PASSWORD, from)).rejects.toMatchObject({
            code: 'too_many_requests',
            status: 429,
            headers: { 'Retry-After': String(delaySeconds) },
          });
        }
        bed.clock.advance(delaySeconds * 1000);
        await expect(attempt(wrong)).rejects.toMatchObject({ status: 401 });
      }
      // Thirteen failures later, the owner waits a minute at most and is in.
      bed.clock.advance(60 * 1000);
      await expect(attempt(TEST_PASSWORD, '198.51.100.1')).resolves.toHaveProperty('token');
      // …and the account's failures are forgotten.
      await expect(attempt(wrong)).rejects.toMatchObject({ status: 401 });
      await expect(attempt(wrong)).rejects.toMatchObject({ status: 401 });
    });

    it('refuses a client past 50 failures over any addresses until its oldest leave the window', async () => {
      const sprayer = '192.0.2.66';
      for (let failure = 0; failure < SIGN_IN_THROTTLE.clientFailureLimit; failure += 1) {
        await expect(
          bed.session.signIn(
            { username: `nobody-${String(failure)}@x.fr`, password: wrong },
            sprayer,
          ),
        ).rejects.toMatchObject({ status: 401 });
        bed.clock.advance(1000);
      }
      await expect(signIn(TEST_PASSWORD, 'ingenieur@demo.chaussee.fr')).resolves.toHaveProperty(
        'token',
      );
      const fromSprayer = () =>
        bed.session.signIn(
          { username: 'ingenieur@demo.chaussee.fr', password: TEST_PASSWORD },
          sprayer,
        );
      const waitSeconds = SIGN_IN_THROTTLE.windowSeconds - SIGN_IN_THROTTLE.clientFailureLimit;
      await expect(fromSprayer()).rejects.toMatchObject({
        status: 429,
        headers: { 'Retry-After': String(waitSeconds) },
      });
      bed.clock.advance(waitSeconds * 1000);
      await expect(fromSprayer()).resolves.toHaveProperty('token');
    });
  });
});
