import { renderMessage } from '@chaussee/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../db/seed.js';
import { problemOf, startIdentityServer, type IdentityServer } from './testing/http-identity.js';

/**
 * Passwords have a maximum length (audit of issue 17: a 100,000-character password was accepted
 * and hashed): 1024 characters in the contract, so never more than the 4096 UTF-8 bytes the hasher
 * takes. Every operation that takes a password refuses a longer one before hashing it.
 */
const HUGE = `Aa1!${'x'.repeat(100_000)}`;
const tooLong = (propertyPath: string) => ({
  propertyPath,
  code: 'maxLength',
  message: renderMessage('maxLength', 1024),
});

describe('the longest password', () => {
  let bed: IdentityServer;

  beforeAll(async () => {
    bed = await startIdentityServer();
  });
  afterAll(() => bed.server.close());

  it('refuses a 100,000-character password to sign in, with 400 and not a hash', async () => {
    const problem = await problemOf(
      bed.server.client.POST('/login_check', {
        body: { username: 'technicien@demo.chaussee.fr', password: HUGE },
      }),
    );
    expect(problem).toMatchObject({ status: 400, violations: [tooLong('password')] });
  });

  it('refuses it as a new password, and the old one still works', async () => {
    const email = 'collaborateur@demo.chaussee.fr';
    const { token } = await bed.signIn(email);
    const id = await bed.idOf(email);
    const problem = await problemOf(
      bed.server.clientAs(token).PUT('/users/{id}/password', {
        params: { path: { id } },
        body: { currentPassword: DEMO_PASSWORD, newPassword: HUGE },
      }),
    );
    expect(problem).toMatchObject({ status: 400, violations: [tooLong('newPassword')] });
    await expect(bed.signIn(email)).resolves.toHaveProperty('token');
  });

  it('refuses it through a recovery link, which stays usable', async () => {
    const client = bed.server.client;
    const before = bed.outboxLinks().length;
    await client.POST('/account-recoveries', { body: { email: 'commercial@demo.chaussee.fr' } });
    const [link] = bed.outboxLinks().slice(before);
    const token = new URL(link ?? '').searchParams.get('token') ?? '';
    const problem = await problemOf(
      client.POST('/reset-password/{token}', {
        params: { path: { token } },
        body: { password: HUGE },
      }),
    );
    expect(problem).toMatchObject({ status: 400, violations: [tooLong('password')] });
    const { response } = await client.POST('/reset-password/{token}', {
      params: { path: { token } },
      body: { password: `Aa1!${'é'.repeat(1020)}` },
    });
    expect(response.status).toBe(204);
  });
});
