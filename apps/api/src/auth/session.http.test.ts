import { createAuditRepository } from '../audit/audit.repository.js';
import { SignJWT, decodeJwt } from 'jose';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { impersonationAudit } from '../db/schema.js';
import { insertTestCampaign } from '../testing/test-campaign.js';
import {
  present,
  problemOf,
  startIdentityServer,
  type IdentityServer,
} from '../users/testing/http-identity.js';
import { createGuestService } from './guest.service.js';
import { createAccessTokens } from './access-token.js';
import { loadSigningKey } from './signing-key.js';
import { createShareLinkRepository } from './share-link.repository.js';
import { createUsersRepository } from '../users/users.repository.js';
import { createSignInsRepository } from '../statistics/sign-ins.repository.js';

describe('Session operations over HTTP', () => {
  let bed: IdentityServer;
  beforeAll(async () => {
    bed = await startIdentityServer();
  });
  afterAll(() => bed.server.close());

  const client = () => bed.server.client;
  const as = (token: string) => bed.server.clientAs(token);

  describe('POST /login_check', () => {
    it('signs a demo account in: a JWT expiring in one hour and an opaque refresh token', async () => {
      const tokens = await bed.signIn('ingenieur@demo.chaussee.fr');
      const payload = decodeJwt(tokens.token);
      expect(payload.exp).toBe(Math.floor(bed.clock.now().getTime() / 1000) + 3600);
      expect(tokens.refresh_token).toMatch(/^[\w-]{43}$/u);
    });

    it('answers 401 with a problem body on wrong credentials', async () => {
      const problem = await problemOf(
        client().POST('/login_check', {
          body: { username: 'ingenieur@demo.chaussee.fr', password: 'Mauvais2026!' },
        }),
      );
      expect(problem).toMatchObject({
        status: 401,
        code: 'invalid_credentials',
        detail: 'Invalid credentials.',
      });
    });

    it('answers 400 with French violations on a malformed body', async () => {
      const problem = await problemOf(
        client().POST('/login_check', { body: { username: 'pas-une-adresse', password: '' } }),
      );
      expect(problem).toMatchObject({ status: 400, code: 'validation_failed' });
      expect(problem.violations).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            propertyPath: 'username',
            message: 'Veuillez saisir une adresse mail valide',
          }),
          expect.objectContaining({ propertyPath: 'password', code: 'minLength' }),
        ]),
      );
    });
  });

  describe('GET /current_user', () => {
    it('answers the signed-in user with organization and sites, no internal field', async () => {
      const { token } = await bed.signIn('client-principal@demo.chaussee.fr');
      const { data } = await as(token).GET('/current_user');
      expect(data).toMatchObject({
        email: 'client-principal@demo.chaussee.fr',
        roles: ['ROLE_CUSTOMER_MAIN'],
        job: null,
        organization: { name: 'Département de l’Isère', isInternal: false },
        sites: [expect.objectContaining({ name: 'Direction des mobilités' })],
        invitedBy: null,
        campaign: null,
      });
      expect(Object.keys(present(data)).sort()).toEqual(
        [
          'campaign',
          'email',
          'firstName',
          'id',
          'invitedBy',
          'job',
          'lastName',
          'organization',
          'profilePicturePath',
          'roles',
          'sites',
        ].sort(),
      );
    });

    it('answers 401 without a token, with an expired token, a tampered one or alg none', async () => {
      const { token } = await bed.signIn('technicien@demo.chaussee.fr');
      const [header, payload, signature] = token.split('.');
      const claims = decodeJwt(token);
      const forged = Buffer.from(
        JSON.stringify({ ...claims, exp: (claims.exp ?? 0) + 86400 }),
      ).toString('base64url');
      const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
      const otherKey = await new SignJWT({ ...claims })
        .setProtectedHeader({ alg: 'HS256' })
        .sign(new TextEncoder().encode('another key of at least thirty-two bytes!'));
      const refused = [
        () => client().GET('/current_user'),
        () => as(`${header ?? ''}.${forged}.${signature ?? ''}`).GET('/current_user'),
        () => as(`${none}.${payload ?? ''}.`).GET('/current_user'),
        () => as(otherKey).GET('/current_user'),
      ];
      for (const call of refused) {
        expect(await problemOf(call())).toMatchObject({ status: 401, code: 'unauthenticated' });
      }
      await expect(as(token).GET('/current_user')).resolves.toHaveProperty('data');
      bed.clock.advance(60 * 60 * 1000);
      expect(await problemOf(as(token).GET('/current_user'))).toMatchObject({ status: 401 });
    });
  });

  describe('POST /refresh_token', () => {
    it('rotates the pair, and a reused refresh token revokes the family', async () => {
      const first = await bed.signIn('charge-affaires@demo.chaussee.fr');
      const { data: second } = await client().POST('/refresh_token', {
        body: { refresh_token: first.refresh_token },
      });
      const renewed = present(second);
      expect(renewed.refresh_token).not.toBe(first.refresh_token);
      await expect(as(renewed.token).GET('/current_user')).resolves.toHaveProperty('data');

      const reuse = await problemOf(
        client().POST('/refresh_token', { body: { refresh_token: first.refresh_token } }),
      );
      expect(reuse).toMatchObject({ status: 401, code: 'unauthenticated' });
      const afterTheft = await problemOf(
        client().POST('/refresh_token', { body: { refresh_token: renewed.refresh_token } }),
      );
      expect(afterTheft).toMatchObject({ status: 401 });
    });

    it('answers 400 for an empty refresh token', async () => {
      const problem = await problemOf(
        client().POST('/refresh_token', { body: { refresh_token: '' } }),
      );
      expect(problem).toMatchObject({ status: 400, code: 'validation_failed' });
    });
  });

  describe('POST /guest/login_check', () => {
    async function shareLink(
      expiresInMs = 60 * 60 * 1000,
    ): Promise<{ token: string; campaignId: string }> {
      const db = bed.server.database.db;
      const inviterId = await bed.idOf('client-principal@demo.chaussee.fr');
      const campaign = await insertTestCampaign(db, { type: 'auscultation' });
      // Share links are made by the campaigns operations (next issue); the service is the same.
      const guests = createGuestService({
        shareLinks: createShareLinkRepository(db),
        users: createUsersRepository(db),
        accessTokens: createAccessTokens(
          loadSigningKey({ secret: undefined, dataDir: bed.server.config.dataDir }),
          bed.clock.now,
        ),
        now: bed.clock.now,
        signIns: createSignInsRepository(db),
        audit: createAuditRepository(db),
      });
      const link = await guests.createShareLink({
        campaignId: campaign.id,
        invitedById: inviterId,
        expiresAt: new Date(bed.clock.now().getTime() + expiresInMs),
      });
      return { token: link.token, campaignId: campaign.id };
    }

    it('signs a guest in on its campaign only; it can do nothing on users', async () => {
      const link = await shareLink();
      const { data } = await client().POST('/guest/login_check', { body: { token: link.token } });
      const guest = as(present(data).token);
      const { data: me } = await guest.GET('/current_user');
      expect(me).toMatchObject({
        roles: [],
        invitedBy: { email: 'client-principal@demo.chaussee.fr' },
        campaign: { id: link.campaignId, type: 'auscultation' },
        organization: null,
        sites: [],
      });
      const someone = await bed.idOf('lecteur@demo.chaussee.fr');
      const refused = [
        () => guest.GET('/v2/users', { params: { query: {} } }),
        () => guest.GET('/users/{id}', { params: { path: { id: someone } } }),
        () =>
          guest.PATCH('/users/{id}', {
            params: { path: { id: someone } },
            body: { firstName: 'X' },
          }),
        () => guest.POST('/users/{id}/super-login', { params: { path: { id: someone } } }),
      ];
      for (const call of refused) {
        expect(await problemOf(call())).toMatchObject({ status: 403, code: 'forbidden' });
      }
    });

    it('answers 401 « The token has expired » for an expired link', async () => {
      const link = await shareLink(60 * 1000);
      bed.clock.advance(60 * 1000);
      const problem = await problemOf(
        client().POST('/guest/login_check', { body: { token: link.token } }),
      );
      expect(problem).toMatchObject({
        status: 401,
        code: 'token_expired',
        detail: 'The token has expired',
      });
    });
  });

  describe('POST /users/{id}/super-login', () => {
    it('lets a super administrator act as a user, every request audited with both', async () => {
      const superAdminId = await bed.idOf('super-admin@demo.chaussee.fr');
      const targetId = await bed.idOf('technicien@demo.chaussee.fr');
      const { token } = await bed.signIn('super-admin@demo.chaussee.fr');
      const { data } = await as(token).POST('/users/{id}/super-login', {
        params: { path: { id: targetId } },
      });
      const acting = as(present(data).token);
      const { data: me } = await acting.GET('/current_user');
      expect(present(me).email).toBe('technicien@demo.chaussee.fr');

      const audit = await bed.server.database.db
        .select()
        .from(impersonationAudit)
        .where(eq(impersonationAudit.impersonatorId, superAdminId));
      expect(audit).toEqual([
        expect.objectContaining({ userId: targetId, event: 'start' }),
        expect.objectContaining({
          userId: targetId,
          event: 'request',
          method: 'GET',
          path: '/api/current_user',
        }),
      ]);

      // Not from an impersonated session.
      const nested = await problemOf(
        acting.POST('/users/{id}/super-login', { params: { path: { id: superAdminId } } }),
      );
      expect(nested).toMatchObject({ status: 403, code: 'forbidden' });
    });

    it('refuses anyone else with 403, and an unknown user with 404', async () => {
      const targetId = await bed.idOf('technicien@demo.chaussee.fr');
      const { token: adminToken } = await bed.signIn('admin@demo.chaussee.fr');
      expect(
        await problemOf(
          as(adminToken).POST('/users/{id}/super-login', { params: { path: { id: targetId } } }),
        ),
      ).toMatchObject({ status: 403, code: 'forbidden' });
      const { token } = await bed.signIn('super-admin@demo.chaussee.fr');
      expect(
        await problemOf(
          as(token).POST('/users/{id}/super-login', {
            params: { path: { id: '00000000-0000-4000-8000-000000000000' } },
          }),
        ),
      ).toMatchObject({ status: 404, code: 'not_found' });
    });
  });
});
