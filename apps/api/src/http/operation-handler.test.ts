import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error.js';
import { signedIn, userFixture } from '../testing/framework-fixtures.js';
import { requirePrincipal, type OperationInput, type RouteModule } from './operation-handler.js';

/**
 * The handler types are checked by `tsc` (typecheck): each `@ts-expect-error` below fails the
 * typecheck as soon as the mistake it names would compile.
 */
export const typedHandlers: RouteModule = {
  getUser: (input) => {
    const id: string = input.params.id;
    // @ts-expect-error getUser has no query parameter named limit
    expect(input.query.limit).toBeUndefined();
    return Promise.resolve({ status: 200, body: userFixture({ id }) });
  },
  // @ts-expect-error 201 is not a documented status of getUser
  getCurrentUser: () => Promise.resolve({ status: 201, body: userFixture() }),
  deleteUser: () => Promise.resolve({ status: 204 }),
  listUsers: (input) => {
    const limit: number | undefined = input.query.limit;
    return Promise.resolve({ status: 200, body: { totalItems: limit ?? 0, member: [] } });
  },
  patchUser: (input) => {
    // @ts-expect-error the merge-patch body has no email
    expect(input.body.email).toBeUndefined();
    return Promise.resolve({ status: 200, body: userFixture() });
  },
  // @ts-expect-error the body of signIn is AuthTokens, not a user
  signIn: () => Promise.resolve({ status: 200, body: userFixture() }),
};

describe('requirePrincipal', () => {
  const input = (principal: OperationInput<'getUser'>['principal']) => ({ principal });

  it('gives the signed-in caller', () => {
    expect(requirePrincipal(input(signedIn))).toBe(signedIn);
  });

  it('refuses a request without caller as unauthenticated (401)', () => {
    expect(() => requirePrincipal(input(undefined))).toThrow(AppError);
    expect(() => requirePrincipal(input(undefined))).toThrow(
      expect.objectContaining({ code: 'unauthenticated', status: 401 }),
    );
  });
});
