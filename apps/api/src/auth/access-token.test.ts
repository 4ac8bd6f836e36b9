import { randomBytes } from 'node:crypto';
import { SignJWT, decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { createTestClock } from '../testing/test-clock.js';
import { ACCESS_TOKEN_TTL_SECONDS, createAccessTokens } from './access-token.js';

const key = new Uint8Array(randomBytes(32));
const userClaims = {
  kind: 'user',
  userId: '0b1e7c43-65a4-4c5e-9a62-2f6f3f1b9a10',
  sessionVersion: 3,
  familyId: '6f1c6c3e-3f57-4b67-8f39-8f0e1a4e2c11',
  impersonatorId: null,
  impersonatorSessionVersion: null,
} as const;

function base64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

describe('access tokens', () => {
  it('expire one hour after they are issued', async () => {
    const clock = createTestClock();
    const tokens = createAccessTokens(key, clock.now);
    const token = await tokens.issue(userClaims);
    const payload = decodeJwt(token);
    expect(payload.exp).toBe(Math.floor(clock.now().getTime() / 1000) + 3600);
    expect(ACCESS_TOKEN_TTL_SECONDS).toBe(3600);

    clock.advance(3599 * 1000);
    await expect(tokens.verify(token)).resolves.toEqual(userClaims);
    clock.advance(1000);
    await expect(tokens.verify(token)).resolves.toBeUndefined();
    // Verified many times before its end (each verification after the first is remembered), it
    // is refused all the same from its expiry second on, and stays refused.
    const again = await tokens.issue(userClaims);
    for (let check = 0; check < 3; check += 1) {
      await expect(tokens.verify(again)).resolves.toEqual(userClaims);
    }
    clock.advance(3600 * 1000);
    await expect(tokens.verify(again)).resolves.toBeUndefined();
    await expect(tokens.verify(again)).resolves.toBeUndefined();
  });

  it('carry the impersonator of a super-login and the share link of a guest', async () => {
    const tokens = createAccessTokens(key, createTestClock().now);
    const impersonation = {
      ...userClaims,
      familyId: null,
      impersonatorId: '9d3c0a7e-1f0b-4f3d-9d7a-5c1e2b3a4f50',
      impersonatorSessionVersion: 7,
    };
    await expect(tokens.verify(await tokens.issue(impersonation))).resolves.toEqual(impersonation);
    const guest = { kind: 'guest', shareId: '1a2b3c4d-0000-4000-8000-000000000001' } as const;
    await expect(tokens.verify(await tokens.issue(guest))).resolves.toEqual(guest);
  });

  it('never outlive the end they are given', async () => {
    const clock = createTestClock();
    const tokens = createAccessTokens(key, clock.now);
    const notAfter = new Date(clock.now().getTime() + 10 * 60 * 1000);
    const token = await tokens.issue({ kind: 'guest', shareId: 'share' }, notAfter);
    expect(decodeJwt(token).exp).toBe(notAfter.getTime() / 1000);
  });

  it('refuse a user token without its session version, or with a malformed actor', async () => {
    const clock = createTestClock();
    const tokens = createAccessTokens(key, clock.now);
    const seconds = Math.floor(clock.now().getTime() / 1000);
    const signed = (claims: Record<string, unknown>) =>
      new SignJWT({ kind: 'user', ...claims })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userClaims.userId)
        .setIssuer('chaussee')
        .setIssuedAt(seconds)
        .setExpirationTime(seconds + 600)
        .sign(key);
    const refused = [
      await signed({}),
      await signed({ sv: -1 }),
      await signed({ sv: '3' }),
      await signed({ sv: 3, act: { sub: '9d3c0a7e-1f0b-4f3d-9d7a-5c1e2b3a4f50' } }),
      await signed({ sv: 3, act: 'someone' }),
    ];
    for (const token of refused) await expect(tokens.verify(token)).resolves.toBeUndefined();
  });

  it('refuses a token with alg none', async () => {
    const tokens = createAccessTokens(key, createTestClock().now);
    const valid = await tokens.issue(userClaims);
    const payload = valid.split('.')[1] ?? '';
    const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${payload}.`;
    await expect(tokens.verify(unsigned)).resolves.toBeUndefined();
  });

  it('refuses a token signed with another algorithm, even with the right key', async () => {
    const clock = createTestClock();
    const tokens = createAccessTokens(key, clock.now);
    const seconds = Math.floor(clock.now().getTime() / 1000);
    const hs512 = await new SignJWT({ kind: 'user' })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(userClaims.userId)
      .setIssuer('chaussee')
      .setIssuedAt(seconds)
      .setExpirationTime(seconds + 600)
      .sign(new Uint8Array(randomBytes(64)));
    const sameKeyHs384 = await new SignJWT({ kind: 'user' })
      .setProtectedHeader({ alg: 'HS384' })
      .setSubject(userClaims.userId)
      .setIssuer('chaussee')
      .setIssuedAt(seconds)
      .setExpirationTime(seconds + 600)
      .sign(key);
    await expect(tokens.verify(hs512)).resolves.toBeUndefined();
    await expect(tokens.verify(sameKeyHs384)).resolves.toBeUndefined();
  });

  it('refuses a token signed with another key', async () => {
    const clock = createTestClock();
    const other = createAccessTokens(new Uint8Array(randomBytes(32)), clock.now);
    const tokens = createAccessTokens(key, clock.now);
    await expect(tokens.verify(await other.issue(userClaims))).resolves.toBeUndefined();
  });

  it('refuses a token whose payload was changed after signing', async () => {
    const tokens = createAccessTokens(key, createTestClock().now);
    const original = await tokens.issue(userClaims);
    // Verified first, so that a copy changed afterwards cannot ride on the kept verification.
    await expect(tokens.verify(original)).resolves.toEqual(userClaims);
    const [header, payload, signature] = original.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as object;
    const changed = base64url({ ...claims, sub: '11111111-1111-4111-8111-111111111111' });
    await expect(
      tokens.verify(`${header ?? ''}.${changed}.${signature ?? ''}`),
    ).resolves.toBeUndefined();
    await expect(tokens.verify('not a token')).resolves.toBeUndefined();
  });
});
