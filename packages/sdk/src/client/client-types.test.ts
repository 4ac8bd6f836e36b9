import { describe, expectTypeOf, it } from 'vitest';
import type { components } from '../generated/openapi-typescript/schema.js';
import { clientWith, noContent, ok } from '../testing/client-with.js';

/**
 * The client's methods are typed as they behave: every failure rejects with an ApiError, so a
 * resolved call holds the success body (never optional) and the response, and no `error` field.
 * These assertions are checked by the typecheck (`pnpm run typecheck`); Vitest runs them too.
 */
type Schemas = components['schemas'];

describe('the client types', () => {
  it('gives the success body of a sign-in as a required `data`', async () => {
    const { client } = clientWith([() => Response.json({ token: 't', refresh_token: 'r' })]);

    const login = await client.POST('/login_check', {
      body: { username: 'a@b.fr', password: 'secret' },
    });

    expectTypeOf(login.data).toEqualTypeOf<Schemas['AuthTokens']>();
    expectTypeOf(login.data.token).toBeString();
    expectTypeOf(login.response).toEqualTypeOf<Response>();
    expectTypeOf(login).not.toHaveProperty('error');
  });

  it('gives a read its body, with no optional chaining needed', async () => {
    const { client } = clientWith([ok]);

    const { data } = await client.GET('/health');

    expectTypeOf(data).toEqualTypeOf<Schemas['Health']>();
    expectTypeOf(data.status).toBeString();
  });

  it('follows parseAs for a download', async () => {
    const { client } = clientWith([ok]);

    const { data } = await client.GET('/health', { parseAs: 'text' });

    expectTypeOf(data).toBeString();
  });

  it('gives an answer without a body no data to read', async () => {
    const { client } = clientWith([noContent]);

    const { data, response } = await client.DELETE('/workspaces/{id}', {
      params: { path: { id: '6f1c2a9e-4b1d-4c8e-9a57-3e2b1f0d7c11' } },
    });

    expectTypeOf(data).toBeUndefined();
    expectTypeOf(response.status).toBeNumber();
  });
});
