import { describe, expect, it } from 'vitest';
import { createChausseeClient } from './client.js';

describe('createChausseeClient', () => {
  it('calls the operation path under the base URL', async () => {
    const seen: string[] = [];
    const fetch = (input: Request | URL | string): Promise<Response> => {
      seen.push(input instanceof Request ? input.url : String(input));
      return Promise.resolve(Response.json({ status: 'ok', database: 'pglite' }));
    };
    const client = createChausseeClient({ baseUrl: 'http://localhost/api', fetch });

    const { data } = await client.GET('/health');

    expect(seen).toEqual(['http://localhost/api/health']);
    expect(data).toEqual({ status: 'ok', database: 'pglite' });
  });
});
