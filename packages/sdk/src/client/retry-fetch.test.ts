import { describe, expect, it } from 'vitest';
import { recordingFetch } from '../testing/recording-fetch.js';
import { withRetryOnce } from './retry-fetch.js';

const busy = () => new Response(null, { status: 503 });
const ok = () => new Response('ok');

describe('withRetryOnce', () => {
  it.each(['GET', 'HEAD', 'OPTIONS'])(
    'resends a %s once after a transient status',
    async (method) => {
      const { fetch, requests } = recordingFetch(busy, ok);

      const response = await withRetryOnce(fetch)(
        new Request('http://localhost/api/x', { method }),
      );

      expect(requests.map((request) => request.method)).toEqual([method, method]);
      expect(response.status).toBe(200);
    },
  );

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('sends a %s only once', async (method) => {
    const { fetch, requests } = recordingFetch(busy, ok);

    const response = await withRetryOnce(fetch)(
      new Request('http://localhost/api/x', { method, body: '{}' }),
    );

    expect(requests).toHaveLength(1);
    expect(response.status).toBe(503);
  });

  it('resends without waiting for the dropped answer’s body to be cancelled', async () => {
    // A body whose cancellation never settles (as MSW's mocked streams do): awaiting it would hang.
    const stuck = () => {
      const body = new ReadableStream({
        cancel: () => new Promise<void>(() => undefined),
      });
      return new Response(body, { status: 500 });
    };
    const { fetch, requests } = recordingFetch(stuck, ok);

    const response = await withRetryOnce(fetch)(new Request('http://localhost/api/x'));

    expect(requests).toHaveLength(2);
    expect(response.status).toBe(200);
  });

  it('returns a success answer without resending', async () => {
    const { fetch, requests } = recordingFetch(ok, busy);

    const response = await withRetryOnce(fetch)(new Request('http://localhost/api/x'));

    expect(requests).toHaveLength(1);
    expect(response.status).toBe(200);
  });
});
