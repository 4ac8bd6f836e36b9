import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { impersonationAudit, users } from '../db/schema.js';
import type { Principal } from '../http/principal.js';
import {
  TEST_PASSWORD,
  createIdentityTestbed,
  type IdentityTestbed,
} from '../users/testing/identity-testbed.js';

describe('super-login', () => {
  let bed: IdentityTestbed;
  let superAdmin: Principal;
  let targetId: string;

  async function principalOf(email: string): Promise<Principal> {
    const { token } = await bed.session.signIn({ username: email, password: TEST_PASSWORD }, 'c');
    const principal = await bed.session.authenticate(token);
    if (!principal) throw new Error(`${email} cannot sign in`);
    return principal;
  }

  beforeAll(async () => {
    bed = await createIdentityTestbed();
    await bed.createUser({ email: 'super@demo.chaussee.fr', roles: ['ROLE_SUPER_ADMIN'] });
    await bed.createUser({ email: 'admin@demo.chaussee.fr', roles: ['ROLE_ADMIN'] });
    targetId = (
      await bed.createUser({
        email: 'technicien@demo.chaussee.fr',
        roles: ['ROLE_NEXTROAD_USER'],
        job: 'technician',
      })
    ).id;
    superAdmin = await principalOf('super@demo.chaussee.fr');
  });
  afterAll(() => bed.dispose());

  it('gives a super administrator a token acting as the user, recording both', async () => {
    const { token } = await bed.impersonation.impersonate(superAdmin, targetId);
    await expect(bed.session.authenticate(token)).resolves.toEqual({
      user: { id: targetId, roles: ['ROLE_NEXTROAD_USER'], job: 'technician' },
      impersonatorId: superAdmin.user.id,
    });
    const audit = await bed.db
      .select()
      .from(impersonationAudit)
      .where(eq(impersonationAudit.impersonatorId, superAdmin.user.id));
    expect(audit).toEqual([
      expect.objectContaining({ userId: targetId, event: 'start', at: bed.clock.now() }),
    ]);
  });

  it('writes each impersonated request to the audit log with both users', async () => {
    await bed.impersonation.audit({
      impersonatorId: superAdmin.user.id,
      userId: targetId,
      method: 'GET',
      path: '/api/current_user',
      requestId: 'req-42',
    });
    const [entry] = await bed.db
      .select()
      .from(impersonationAudit)
      .where(eq(impersonationAudit.requestId, 'req-42'));
    expect(entry).toMatchObject({
      impersonatorId: superAdmin.user.id,
      userId: targetId,
      event: 'request',
      method: 'GET',
      path: '/api/current_user',
    });
  });

  it('refuses anyone but a super administrator', async () => {
    const admin = await principalOf('admin@demo.chaussee.fr');
    await expect(bed.impersonation.impersonate(admin, targetId)).rejects.toMatchObject({
      code: 'forbidden',
      status: 403,
    });
  });

  it('refuses to impersonate from an impersonated session, even a super administrator', async () => {
    const other = await bed.createUser({
      email: 'super2@demo.chaussee.fr',
      roles: ['ROLE_SUPER_ADMIN'],
    });
    const { token } = await bed.impersonation.impersonate(superAdmin, other.id);
    const actingAsSuperAdmin = await bed.session.authenticate(token);
    if (!actingAsSuperAdmin) throw new Error('no session');
    await expect(bed.impersonation.impersonate(actingAsSuperAdmin, targetId)).rejects.toMatchObject(
      {
        code: 'forbidden',
        detail: 'A super-login session cannot start another one.',
      },
    );
  });

  it('answers 404 for an unknown user and 403 for a deleted one', async () => {
    await expect(
      bed.impersonation.impersonate(superAdmin, '00000000-0000-4000-8000-000000000000'),
    ).rejects.toMatchObject({ status: 404 });
    const gone = await bed.createUser({ email: 'gone@demo.chaussee.fr', roles: ['ROLE_USER'] });
    await bed.db.update(users).set({ isActive: false }).where(eq(users.id, gone.id));
    await expect(bed.impersonation.impersonate(superAdmin, gone.id)).rejects.toMatchObject({
      status: 403,
    });
  });

  it('stops the impersonation token when the impersonator loses the role', async () => {
    const demoted = await bed.createUser({
      email: 'demoted@demo.chaussee.fr',
      roles: ['ROLE_SUPER_ADMIN'],
    });
    const principal = await principalOf('demoted@demo.chaussee.fr');
    const { token } = await bed.impersonation.impersonate(principal, targetId);
    await bed.db
      .update(users)
      .set({ roles: ['ROLE_ADMIN'] })
      .where(eq(users.id, demoted.id));
    await expect(bed.session.authenticate(token)).resolves.toBeUndefined();
  });

  it('has no refresh token: the session ends with the access token, one hour later', async () => {
    const result = await bed.impersonation.impersonate(superAdmin, targetId);
    expect(Object.keys(result)).toEqual(['token']);
    bed.clock.advance(60 * 60 * 1000);
    await expect(bed.session.authenticate(result.token)).resolves.toBeUndefined();
  });
});
