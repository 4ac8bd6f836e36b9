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

  it('returns a success answer without resending', async () => {
    const { fetch, requests } = recordingFetch(ok, busy);

    const response = await withRetryOnce(fetch)(new Request('http://localhost/api/x'));

    expect(requests).toHaveLength(1);
    expect(response.status).toBe(200);
  });
});
