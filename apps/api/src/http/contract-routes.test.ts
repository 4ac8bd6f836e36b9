import { ApiError } from '@chaussee/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fixedTokens,
  ids,
  impersonated,
  signedIn,
  userFixture,
} from '../testing/framework-fixtures.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { loadContract } from './contract/contract.js';
import { fastifyPathOf } from './contract-routes.js';
import type { OperationId, RouteModule } from './operation-handler.js';
import type { ImpersonatedRequest, Principal } from './principal.js';

const contract = loadContract();

/** A path of the operation with every parameter filled with a valid value. */
function concretePath(path: string): string {
  return path.replace(/\{([^}]+)\}/g, (_match, name: string) =>
    name === 'product'
      ? 'web'
      : name === 'token' || name === 'path' || name === 'column'
        ? 'x'
        : ids.user,
  );
}

describe('contract routes', () => {
  let testDb: TestDatabase;
  let server: TestServer;
  const seen: { operationId: OperationId; principal: Principal | undefined }[] = [];
  const audited: ImpersonatedRequest[] = [];

  const recording: RouteModule = {
    getUser: (input) => {
      seen.push({ operationId: input.operationId, principal: input.principal });
      return Promise.resolve({ status: 200, body: userFixture({ id: input.params.id }) });
    },
    listProductVersions: (input) => {
      seen.push({ operationId: input.operationId, principal: input.principal });
      return Promise.resolve({ status: 200, body: { items: [], total: 0, limit: 20, offset: 0 } });
    },
    getCommonPrsLayer: (input) => {
      seen.push({ operationId: input.operationId, principal: input.principal });
      return Promise.reject(new Error('answered by the test through its 500'));
    },
    signIn: (input) => {
      seen.push({ operationId: input.operationId, principal: input.principal });
      return Promise.resolve({ status: 200, body: { token: 't', refresh_token: 'r' } });
    },
  };

  beforeAll(async () => {
    testDb = await createTestDatabase();
    server = await startTestServer({
      database: testDb.database,
      services: {
        routeModules: [recording],
        authenticate: fixedTokens,
        auditImpersonation: (entry) => {
          audited.push(entry);
          return Promise.resolve();
        },
      },
    });
  });

  afterAll(async () => {
    await server.close();
    await testDb.dispose();
  });

  it('registers every operation of the contract under /api, 501 not_implemented without handler', async () => {
    expect(contract.operations).toHaveLength(212);
    const unrouted: string[] = [];
    for (const operation of contract.operations) {
      const response = await server.app.inject({
        method: operation.method.toUpperCase() as 'GET',
        url: `/api${concretePath(operation.path)}`,
      });
      const body: unknown = response.json();
      const handled = ['getHealth', 'getRuntimeConfig', ...Object.keys(recording)];
      if (handled.includes(operation.operationId)) continue;
      if (response.statusCode !== 501 || (body as { code?: unknown }).code !== 'not_implemented') {
        unrouted.push(`${operation.operationId}: ${String(response.statusCode)}`);
      }
    }
    expect(unrouted).toEqual([]);
  });

  it('answers an operation without handler with the not_implemented problem, even without token', async () => {
    const response = await fetch(`${server.baseUrl}/api/users/${ids.user}/campaigns`);
    expect(response.status).toBe(501);
    expect(response.headers.get('content-type')).toContain('application/problem+json');
    expect(await response.json()).toEqual({
      type: 'about:blank',
      title: 'Not Implemented',
      status: 501,
      code: 'not_implemented',
      detail: 'listUserCampaigns is not implemented yet',
    });
  });

  it('routes /{product}-versions and the static /map-layers segments to their own operations', async () => {
    seen.length = 0;
    await server.client
      .GET('/{product}-versions', { params: { path: { product: 'api' } } })
      .catch(() => undefined);
    await server
      .clientAs('valid')
      .GET('/{product}-versions', { params: { path: { product: 'api' } } });
    const common = await server.app.inject({
      url: `/api/map-layers/common-prs-layer/${ids.user}`,
      headers: { authorization: 'Bearer valid' },
    });
    const valueClasses = await server.app.inject({
      url: `/api/map-layers/${ids.user}/value-classes`,
      headers: { authorization: 'Bearer valid' },
    });
    expect(seen.map(({ operationId }) => operationId)).toEqual([
      'listProductVersions',
      'getCommonPrsLayer',
    ]);
    expect(common.statusCode).toBe(500);
    expect(valueClasses.json()).toMatchObject({
      code: 'not_implemented',
      detail: 'getMapLayerValueClasses is not implemented yet',
    });
  });

  it('refuses a secured operation without a token: 401 unauthenticated with WWW-Authenticate', async () => {
    const response = await fetch(`${server.baseUrl}/api/users/${ids.user}`);
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe('Bearer');
    expect(await response.json()).toMatchObject({
      status: 401,
      code: 'unauthenticated',
      detail: 'A bearer token is required',
    });
  });

  it('refuses a secured operation with a token that does not authenticate', async () => {
    const error: unknown = await server
      .clientAs('forged')
      .GET('/users/{id}', { params: { path: { id: ids.user } } })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: 'unauthenticated' });
  });

  it('hands the authenticated principal to the handler', async () => {
    seen.length = 0;
    const { data } = await server
      .clientAs('valid')
      .GET('/users/{id}', { params: { path: { id: ids.user } } });
    expect(data.email).toBe('camille.durand@demo.chaussee.fr');
    expect(seen).toEqual([{ operationId: 'getUser', principal: signedIn }]);
  });

  it('serves a public operation without token and ignores a token that does not authenticate', async () => {
    seen.length = 0;
    const body = { username: 'camille.durand@demo.chaussee.fr', password: 'secret' };
    await server.client.POST('/login_check', { body });
    await server.clientAs('expired').POST('/login_check', { body });
    await server.clientAs('valid').POST('/login_check', { body });
    expect(seen.map(({ principal }) => principal)).toEqual([undefined, undefined, signedIn]);
  });

  it('writes every request made with an impersonation token to the audit, with both users', async () => {
    audited.length = 0;
    seen.length = 0;
    const response = await fetch(`${server.baseUrl}/api/users/${ids.user}?unused=1`, {
      headers: { authorization: 'Bearer impersonating', 'x-request-id': 'audit-1' },
    });
    expect(response.status).toBe(200);
    expect(seen).toEqual([{ operationId: 'getUser', principal: impersonated }]);
    expect(audited).toEqual([
      {
        impersonatorId: ids.admin,
        userId: ids.user,
        method: 'GET',
        path: `/api/users/${ids.user}`,
        requestId: 'audit-1',
      },
    ]);
  });

  it('does not audit requests of a normal session', async () => {
    audited.length = 0;
    await server.clientAs('valid').GET('/users/{id}', { params: { path: { id: ids.user } } });
    expect(audited).toEqual([]);
  });
});

describe('route modules wiring', () => {
  it('converts contract paths to Fastify paths, parameters sharing a segment included', () => {
    expect(fastifyPathOf('/users/{id}/avatar/upload')).toBe('/users/:id/avatar/upload');
    expect(fastifyPathOf('/{product}-versions/{id}')).toBe('/:product-versions/:id');
  });

  it('refuses two modules handling the same operation, and a handler named after no operation', async () => {
    const testDb = await createTestDatabase();
    const handler: RouteModule = {
      getUser: () => Promise.resolve({ status: 200, body: userFixture() }),
    };
    const start = (routeModules: RouteModule[]) =>
      startTestServer({
        database: testDb.database,
        services: {
          routeModules,
          authenticate: fixedTokens,
          auditImpersonation: () => Promise.resolve(),
        },
      });
    await expect(start([handler, handler])).rejects.toThrow('Two route modules handle getUser');
    const misnamed = Object.fromEntries([['getUsers', handler.getUser]]);
    await expect(start([misnamed])).rejects.toThrow('No contract operation is named getUsers');
    await testDb.dispose();
  });
});
