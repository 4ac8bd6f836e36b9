// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../client/api-error.js';
import { configureChausseeClient } from '../client/configured-client.js';
import { createChausseeClient, type ChausseeClientOptions } from '../client/create-client.js';
import { problemResponse, recordingFetch } from '../testing/recording-fetch.js';
import { renderHook } from '../testing/render-hook.js';
import { useGetHealth, useListUsers, usePatchUser } from './index.js';

const userId = '6f1c2a9e-4b1d-4c8e-9a57-3e2b1f0d7c11';
const health = { status: 'ok', database: 'postgres' } as const;

function configureWith(answers: (() => Response)[], options: Partial<ChausseeClientOptions> = {}) {
  const { fetch, requests } = recordingFetch(...answers);
  configureChausseeClient(
    createChausseeClient({
      baseUrl: 'http://localhost/api',
      getToken: () => 'token-abc',
      fetch,
      ...options,
    }),
  );
  return requests;
}

let unmount: (() => void) | undefined;
afterEach(() => {
  unmount?.();
  unmount = undefined;
});

describe('generated hooks', () => {
  it('send their requests through the configured client and its rules', async () => {
    const requests = configureWith([() => Response.json(health)]);

    const hook = renderHook(() => useGetHealth());
    unmount = hook.unmount;
    const result = await hook.waitFor((query) => query.isSuccess);

    expect(result.data?.data).toEqual(health);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url).toBe('http://localhost/api/health');
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer token-abc');
    expect(requests[0]?.headers.get('Accept')).toBe('application/json');
  });

  it('pass query parameters and accept ld+json on /v2/ operations', async () => {
    const requests = configureWith([() => Response.json({ member: [], totalItems: 0 })]);

    const hook = renderHook(() => useListUsers({ job: 'technician' }));
    unmount = hook.unmount;
    await hook.waitFor((query) => !query.isPending);

    expect(requests[0]?.url).toBe('http://localhost/api/v2/users?job=technician');
    expect(requests[0]?.headers.get('Accept')).toBe('application/ld+json');
  });

  it('end a query answered 304 in error, never in success with an empty body as data', async () => {
    configureWith([() => new Response(null, { status: 304 })]);

    const hook = renderHook(() => useGetHealth());
    unmount = hook.unmount;
    const result = await hook.waitFor((query) => !query.isPending);

    expect(result.isSuccess).toBe(false);
    expect(result.data).toBeUndefined();
    expect(result.error).toBeInstanceOf(ApiError);
    expect(result.error).toMatchObject({ status: 304, code: 'not_modified' });
  });

  it('retry a query once on a transient status, like the client', async () => {
    const requests = configureWith([
      () => problemResponse(503, 'busy'),
      () => Response.json(health),
    ]);

    const hook = renderHook(() => useGetHealth());
    unmount = hook.unmount;
    const result = await hook.waitFor((query) => query.isSuccess);

    expect(requests).toHaveLength(2);
    expect(result.data?.data).toEqual(health);
  });

  it('send a PATCH mutation as a merge patch and never retry it', async () => {
    const requests = configureWith([() => problemResponse(503, 'busy')]);

    const hook = renderHook(() => usePatchUser());
    unmount = hook.unmount;
    const error: unknown = await hook
      .latest()
      .mutateAsync({ id: userId, data: { lastName: 'Durand' } })
      .catch((caught: unknown) => caught);

    expect(requests).toHaveLength(1);
    expect(requests[0]?.headers.get('Content-Type')).toBe('application/merge-patch+json');
    expect(await requests[0]?.json()).toEqual({ lastName: 'Durand' });
    expect(error).toBeInstanceOf(ApiError);
  });

  it('reject with an ApiError carrying the problem, after onUnauthorized for a 401', async () => {
    const onUnauthorized = vi.fn();
    configureWith([() => problemResponse(401, 'unauthenticated', 'Expired JWT Token')], {
      onUnauthorized,
    });

    const hook = renderHook(() => useGetHealth());
    unmount = hook.unmount;
    const result = await hook.waitFor((query) => query.isError);

    expect(result.error).toBeInstanceOf(ApiError);
    expect(result.error?.problem).toMatchObject({
      status: 401,
      code: 'unauthenticated',
      detail: 'Expired JWT Token',
    });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});
