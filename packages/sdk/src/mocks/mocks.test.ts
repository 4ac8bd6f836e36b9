import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createChausseeClient } from '../client/create-client.js';
import { createMockServer, getGetHealthMockHandler, handlers, seedMockData } from './index.js';

const client = createChausseeClient({ baseUrl: 'http://localhost/api', getToken: () => 'token' });
const id = '6f1c2a9e-4b1d-4c8e-9a57-3e2b1f0d7c11';
const unavailable = { status: 'unavailable', database: 'postgres' } as const;

function contractOperationCount(): number {
  const contract: unknown = JSON.parse(
    readFileSync(new URL('../../../../openapi/openapi.json', import.meta.url), 'utf8'),
  );
  const methods = new Set(['get', 'put', 'post', 'patch', 'delete', 'head', 'options']);
  if (typeof contract !== 'object' || contract === null || !('paths' in contract)) return 0;
  return Object.values(contract.paths as Record<string, object>).reduce(
    (count, item) => count + Object.keys(item).filter((key) => methods.has(key)).length,
    0,
  );
}

describe('mocks', () => {
  it('have one handler per operation of the contract', () => {
    expect(handlers).toHaveLength(contractOperationCount());
  });

  it('let the handlers given to createMockServer win over the generated ones', async () => {
    const server = await createMockServer(getGetHealthMockHandler(unavailable));
    server.listen({ onUnhandledRequest: 'error' });
    try {
      const { data } = await client.GET('/health');
      expect(data).toEqual(unavailable);
    } finally {
      server.close();
    }
  });

  describe('through the client', () => {
    let server: Awaited<ReturnType<typeof createMockServer>>;
    beforeAll(async () => {
      server = await createMockServer();
      server.listen({ onUnhandledRequest: 'error' });
    });
    afterEach(() => {
      server.resetHandlers();
    });
    afterAll(() => {
      server.close();
    });

    it('answer with the contract enums', async () => {
      const { data } = await client.GET('/health');

      expect(['ok', 'unavailable']).toContain(data.status);
    });

    it('answer with French road names, PR landmarks and abscissas in metres', async () => {
      const { data: core } = await client.GET('/cores/{id}', { params: { path: { id } } });
      const { data: roads } = await client.GET('/workspaces/{id}/roads', {
        params: { path: { id } },
      });

      expect(core.landmark).toMatch(/^PR \d{1,3}$/);
      expect(core.abscissa).toBeGreaterThanOrEqual(0);
      expect(core.abscissa).toBeLessThan(1000);
      expect(core.lat).toBeGreaterThan(42);
      expect(core.lat).toBeLessThan(51);
      expect(roads.items.length).toBeGreaterThan(0);
      for (const road of roads.items) expect(road.name).toMatch(/^(RD|RN|A|VC) \d{1,4}$/);
    });

    it('answer paths whose parameter shares a segment, such as /{product}-versions', async () => {
      const { data } = await client.GET('/{product}-versions', {
        params: { path: { product: 'web' } },
      });

      expect(data).toBeDefined();
    });

    it('repeat the same data after the same seed, dates included, a while later', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      try {
        vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
        seedMockData(1089);
        const { data: first } = await client.GET('/cores/{id}', { params: { path: { id } } });
        vi.setSystemTime(new Date('2026-11-22T10:00:07Z'));
        seedMockData(1089);
        const { data: second } = await client.GET('/cores/{id}', { params: { path: { id } } });

        expect(second).toEqual(first);
      } finally {
        vi.useRealTimers();
      }
    });

    it('take a one-off answer with server.use', async () => {
      server.use(getGetHealthMockHandler(unavailable));

      const { data } = await client.GET('/health');

      expect(data).toEqual(unavailable);
    });
  });
});
