import { describe, expect, it, vi } from 'vitest';
import { clientWith, health, noContent, ok } from '../testing/client-with.js';
import { problemResponse } from '../testing/recording-fetch.js';
import { ApiError, clientErrorCodes } from './api-error.js';

describe('createChausseeClient failures', () => {
  describe('retries', () => {
    const retried = [408, 409, 425, 429, 500, 502, 503, 504];

    it.each(retried)('retries a GET once after a %i answer', async (status) => {
      const { client, requests } = clientWith([() => problemResponse(status, 'busy'), ok]);

      const { data } = await client.GET('/health');

      expect(requests).toHaveLength(2);
      expect(data).toEqual(health);
    });

    it('retries only once, then fails with the second answer', async () => {
      const { client, requests } = clientWith([
        () => problemResponse(503, 'first'),
        () => problemResponse(503, 'second'),
        ok,
      ]);

      const error: unknown = await client.GET('/health').catch((caught: unknown) => caught);

      expect(requests).toHaveLength(2);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: 503, code: 'second' });
    });

    it.each([400, 401, 403, 404, 501])('does not retry a GET answered %i', async (status) => {
      const { client, requests } = clientWith([() => problemResponse(status, 'no'), ok]);

      await expect(client.GET('/health')).rejects.toBeInstanceOf(ApiError);
      expect(requests).toHaveLength(1);
    });

    const id = '6f1c2a9e-4b1d-4c8e-9a57-3e2b1f0d7c11';
    it.each([
      [
        'POST',
        (client: ReturnType<typeof clientWith>['client']) =>
          client.POST('/users/{id}/super-login', { params: { path: { id } } }),
      ],
      [
        'PUT',
        (client: ReturnType<typeof clientWith>['client']) =>
          client.PUT('/users/{id}/password', {
            params: { path: { id } },
            body: { currentPassword: 'a', newPassword: 'b' },
          }),
      ],
      [
        'PATCH',
        (client: ReturnType<typeof clientWith>['client']) =>
          client.PATCH('/users/{id}', { params: { path: { id } }, body: { lastName: 'Petit' } }),
      ],
      [
        'DELETE',
        (client: ReturnType<typeof clientWith>['client']) =>
          client.DELETE('/users/{id}', { params: { path: { id } } }),
      ],
    ])('never retries a %s, even on 503', async (_method, call) => {
      const { client, requests } = clientWith([() => problemResponse(503, 'busy'), noContent]);

      await expect(call(client)).rejects.toBeInstanceOf(ApiError);
      expect(requests).toHaveLength(1);
    });
  });

  describe('401', () => {
    it('calls onUnauthorized when an authenticated call is answered 401', async () => {
      const onUnauthorized = vi.fn();
      const { client } = clientWith([() => problemResponse(401, 'unauthenticated')], {
        getToken: () => 'expired',
        onUnauthorized,
      });

      await expect(client.GET('/current_user')).rejects.toBeInstanceOf(ApiError);
      expect(onUnauthorized).toHaveBeenCalledTimes(1);
      expect(onUnauthorized).toHaveBeenCalledWith(expect.objectContaining({ status: 401 }));
    });

    it('leaves a 401 without token (a failed login) to the caller', async () => {
      const onUnauthorized = vi.fn();
      const { client } = clientWith(
        [() => problemResponse(401, 'bad_credentials', 'Invalid credentials.')],
        {
          getToken: () => null,
          onUnauthorized,
        },
      );

      const error: unknown = await client
        .POST('/login_check', { body: { username: 'a@b.fr', password: 'wrong' } })
        .catch((caught: unknown) => caught);

      expect(onUnauthorized).not.toHaveBeenCalled();
      expect(error).toMatchObject({
        status: 401,
        code: 'bad_credentials',
        message: 'Invalid credentials.',
      });
    });

    it('does not call onUnauthorized for a 403', async () => {
      const onUnauthorized = vi.fn();
      const { client } = clientWith([() => problemResponse(403, 'forbidden')], {
        getToken: () => 'valid',
        onUnauthorized,
      });

      await expect(client.GET('/current_user')).rejects.toBeInstanceOf(ApiError);
      expect(onUnauthorized).not.toHaveBeenCalled();
    });
  });

  describe('errors', () => {
    it('rejects with an ApiError carrying the problem body', async () => {
      const { client } = clientWith([() => problemResponse(404, 'not_found', 'No such user.')]);

      const error: unknown = await client.GET('/current_user').catch((caught: unknown) => caught);

      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({
        status: 404,
        code: 'not_found',
        problem: {
          type: 'about:blank',
          title: 'Error',
          status: 404,
          code: 'not_found',
          detail: 'No such user.',
        },
      });
    });

    it('gives an error answer that is not a problem document a client code', async () => {
      const { client } = clientWith([
        () =>
          new Response('<html>Bad gateway</html>', {
            status: 502,
            headers: { 'Content-Type': 'text/html' },
          }),
      ]);

      const error: unknown = await client
        .POST('/login_check', { body: { username: 'a@b.fr', password: 'x' } })
        .catch((caught: unknown) => caught);

      expect(error).toMatchObject({ status: 502, code: clientErrorCodes.unexpectedResponse });
    });

    it.each([
      ['no body at all', () => new Response(null, { status: 200 })],
      [
        'an empty text',
        () => new Response('', { status: 200, headers: { 'Content-Type': 'application/json' } }),
      ],
      [
        'whitespace only',
        () =>
          new Response('  \n', { status: 200, headers: { 'Content-Type': 'application/json' } }),
      ],
    ])('treats a 200 with %s as an error, since a body is expected', async (_case, answer) => {
      const { client } = clientWith([answer]);

      const error: unknown = await client.GET('/health').catch((caught: unknown) => caught);

      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: 200, code: clientErrorCodes.emptyResponse });
    });

    it('rejects a 304 (a caller that sent If-None-Match itself) with not_modified, never empty data', async () => {
      const etag = '"q3J1xZ0a8hYkKf2m5N7pLw"';
      const { client, requests } = clientWith([
        () => new Response(null, { status: 304, headers: { ETag: etag } }),
        ok,
      ]);

      const outcome: unknown = await client
        .GET('/health', { headers: { 'If-None-Match': etag } })
        .catch((caught: unknown) => caught);

      expect(outcome).toBeInstanceOf(ApiError);
      expect(outcome).toMatchObject({ status: 304, code: clientErrorCodes.notModified });
      // Not a failure worth a second try: the answer is that the caller's copy is current.
      expect(requests).toHaveLength(1);
    });

    it('accepts a 204 without body where the operation returns none', async () => {
      const { client } = clientWith([noContent]);

      const { data } = await client.DELETE('/users/{id}', {
        params: { path: { id: '6f1c2a9e-4b1d-4c8e-9a57-3e2b1f0d7c11' } },
      });

      expect(data).toBeUndefined();
    });
  });
});
