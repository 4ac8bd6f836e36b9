import { describe, expect, it } from 'vitest';
import { clientWith, health, ok, onlyRequest } from '../testing/client-with.js';

describe('createChausseeClient', () => {
  it('calls the operation path under the base URL and returns the body', async () => {
    const { client, requests } = clientWith([ok]);

    const { data } = await client.GET('/health');

    expect(onlyRequest(requests).url).toBe('http://localhost/api/health');
    expect(data).toEqual(health);
  });

  describe('authorization', () => {
    it('sends Authorization: Bearer <token> when a token exists', async () => {
      const { client, requests } = clientWith([ok], { getToken: () => 'token-123' });

      await client.GET('/health');

      expect(onlyRequest(requests).headers.get('Authorization')).toBe('Bearer token-123');
    });

    it('waits for an asynchronous token getter', async () => {
      const { client, requests } = clientWith([ok], { getToken: () => Promise.resolve('later') });

      await client.GET('/health');

      expect(onlyRequest(requests).headers.get('Authorization')).toBe('Bearer later');
    });

    it.each([
      ['the getter returns null', { getToken: () => null }],
      ['the getter returns an empty token', { getToken: () => '' }],
      ['there is no getter', {}],
    ])('sends no Authorization header when %s', async (_case, options) => {
      const { client, requests } = clientWith([ok], options);

      await client.GET('/health');

      expect(onlyRequest(requests).headers.has('Authorization')).toBe(false);
    });
  });

  describe('content types', () => {
    it('sends a PATCH body as application/merge-patch+json', async () => {
      const { client, requests } = clientWith([() => Response.json({})]);

      await client
        .PATCH('/users/{id}', {
          params: { path: { id: '6f1c2a9e-4b1d-4c8e-9a57-3e2b1f0d7c11' } },
          body: { lastName: 'Martin' },
        })
        .catch(() => undefined);

      const request = onlyRequest(requests);
      expect(request.method).toBe('PATCH');
      expect(request.headers.get('Content-Type')).toBe('application/merge-patch+json');
      expect(await request.json()).toEqual({ lastName: 'Martin' });
    });

    it('sends other bodies as application/json', async () => {
      const { client, requests } = clientWith([() => Response.json({})]);

      await client
        .PUT('/users/{id}/password', {
          params: { path: { id: '6f1c2a9e-4b1d-4c8e-9a57-3e2b1f0d7c11' } },
          body: { currentPassword: 'Ancien-mot-1', newPassword: 'Nouveau-mot-2' },
        })
        .catch(() => undefined);

      expect(onlyRequest(requests).headers.get('Content-Type')).toBe('application/json');
    });

    it('accepts application/ld+json on paths starting with /v2/', async () => {
      const { client, requests } = clientWith([() => Response.json({ member: [], totalItems: 0 })]);

      await client.GET('/v2/users').catch(() => undefined);

      expect(onlyRequest(requests).headers.get('Accept')).toBe('application/ld+json');
    });

    it('accepts application/json on every other path', async () => {
      const { client, requests } = clientWith([ok]);

      await client.GET('/health');

      expect(onlyRequest(requests).headers.get('Accept')).toBe('application/json');
    });
  });

  describe('empty POST body', () => {
    it('sends an empty POST body as {}', async () => {
      const { client, requests } = clientWith([() => Response.json({ token: 't' })]);

      await client
        .POST('/users/{id}/super-login', {
          params: { path: { id: '6f1c2a9e-4b1d-4c8e-9a57-3e2b1f0d7c11' } },
        })
        .catch(() => undefined);

      const request = onlyRequest(requests);
      expect(request.headers.get('Content-Type')).toBe('application/json');
      expect(await request.text()).toBe('{}');
    });

    it('leaves a POST body that exists as it is', async () => {
      const { client, requests } = clientWith([() => Response.json({})]);

      await client
        .POST('/login_check', { body: { username: 'a@b.fr', password: 'secret' } })
        .catch(() => undefined);

      expect(await onlyRequest(requests).json()).toEqual({
        username: 'a@b.fr',
        password: 'secret',
      });
    });
  });
});
