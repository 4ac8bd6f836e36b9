import { describe, expect, it } from 'vitest';
import { isTokenValid, tokenExpiryMs } from './token-expiry.js';
import { fakeJwt } from './testing/fake-jwt.js';

const now = Date.UTC(2026, 0, 5, 12, 0, 0);

describe('token validity (spec section 9)', () => {
  it('reads the exp claim in milliseconds', () => {
    expect(tokenExpiryMs(fakeJwt(1_800_000_000))).toBe(1_800_000_000_000);
  });

  it('is valid when the token expires more than 10 minutes from now', () => {
    expect(isTokenValid(fakeJwt(now / 1000 + 601), now)).toBe(true);
  });

  it('is not valid when it expires in exactly 10 minutes or less', () => {
    expect(isTokenValid(fakeJwt(now / 1000 + 600), now)).toBe(false);
    expect(isTokenValid(fakeJwt(now / 1000 - 1), now)).toBe(false);
  });

  it.each([
    ['no token', null],
    ['an empty token', ''],
    ['a token that is not a JWT', 'opaque'],
    ['a JWT without exp', `x.${btoa('{}')}.y`],
  ])('is not valid with %s', (_case, token) => {
    expect(isTokenValid(token, now)).toBe(false);
  });
});
