import { renderMessage, type MessageKey } from '@chaussee/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedTokens, ids, userFixture } from '../testing/framework-fixtures.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import type { OperationInput, RouteModule } from './operation-handler.js';

const bearer = { authorization: 'Bearer valid' };

/** The violation the API answers: the field, the rule, and the catalogue's French sentence. */
function violation(propertyPath: string, code: MessageKey) {
  return { propertyPath, code, message: renderMessage(code) };
}

describe('request validation from the contract', () => {
  let testDb: TestDatabase;
  let server: TestServer;
  const received: {
    listUsers?: OperationInput<'listUsers'>;
    patchUser?: OperationInput<'patchUser'>;
    createUser?: OperationInput<'createUser'>;
    uploadUserAvatar?: OperationInput<'uploadUserAvatar'>;
  } = {};

  const module: RouteModule = {
    listUsers: (input) => {
      received.listUsers = input;
      return Promise.resolve({ status: 200, body: { totalItems: 0, member: [] } });
    },
    patchUser: (input) => {
      received.patchUser = input;
      return Promise.resolve({ status: 200, body: userFixture() });
    },
    createUser: (input) => {
      received.createUser = input;
      return Promise.resolve({ status: 201, body: userFixture() });
    },
    uploadUserAvatar: (input) => {
      received.uploadUserAvatar = input;
      return Promise.resolve({ status: 201, body: { path: 'avatars/generated.png' } });
    },
  };

  beforeAll(async () => {
    testDb = await createTestDatabase();
    server = await startTestServer({
      database: testDb.database,
      config: { jsonBodyLimit: 2048, uploadLimits: { fileBytes: 4096, files: 2 } },
      services: {
        routeModules: [module],
        authenticate: fixedTokens,
        auditImpersonation: () => Promise.resolve(),
      },
    });
  });

  afterAll(async () => {
    await server.close();
    await testDb.dispose();
  });

  const call = (path: string, init: RequestInit = {}) =>
    fetch(`${server.baseUrl}/api${path}`, {
      ...init,
      headers: { ...bearer, ...(init.headers as Record<string, string> | undefined) },
    });

  it('refuses a path id that is not a uuid, in French, before the handler runs', async () => {
    const response = await call('/users/42', {
      method: 'PATCH',
      headers: { 'content-type': 'application/merge-patch+json' },
      body: '{}',
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toContain('application/problem+json');
    expect(await response.json()).toEqual({
      type: 'about:blank',
      title: 'Bad Request',
      status: 400,
      code: 'validation_failed',
      violations: [violation('id', 'uuid')],
    });
    expect(received.patchUser).toBeUndefined();
  });

  it('coerces query values to their types, fills defaults and keeps only declared parameters', async () => {
    await server.clientAs('valid').GET('/v2/users', {
      params: { query: { limit: 5, 'agencies[]': [ids.site], byOrganization: true } },
    });
    expect(received.listUsers?.query).toEqual({
      limit: 5,
      offset: 0,
      byOrganization: true,
      'agencies[]': [ids.site],
    });
    const response = await call(`/v2/users?job=engineer&agencies[]=${ids.site}&cacheBuster=1`);
    expect(response.status).toBe(200);
    expect(received.listUsers?.query).toEqual({
      job: 'engineer',
      'agencies[]': [ids.site],
      byOrganization: false,
      limit: 20,
      offset: 0,
    });
  });

  it('reports every invalid query parameter at once', async () => {
    const response = await call('/v2/users?limit=0&offset=x&job=pilot&organizationId=nope');
    expect(response.status).toBe(400);
    const problem = (await response.json()) as {
      violations: { propertyPath: string; code: string }[];
    };
    expect(
      problem.violations.map(({ propertyPath, code }) => `${propertyPath}:${code}`).sort(),
    ).toEqual(['job:choice', 'limit:minimum', 'offset:integer', 'organizationId:uuid']);
  });

  it('reports path and body violations together, with the French messages of packages/validation', async () => {
    const response = await call('/users/not-a-uuid', {
      method: 'PATCH',
      headers: { 'content-type': 'application/merge-patch+json' },
      body: JSON.stringify({ firstName: '   ', roles: [], phone: '12', nickname: 'Cam' }),
    });
    const problem = (await response.json()) as {
      violations: { propertyPath: string; code: string; message: string }[];
    };
    expect(response.status).toBe(400);
    const byPath = (a: { propertyPath: string }, b: { propertyPath: string }) =>
      a.propertyPath.localeCompare(b.propertyPath);
    expect(problem.violations.sort(byPath)).toEqual([
      violation('firstName', 'notBlank'),
      violation('id', 'uuid'),
      violation('nickname', 'unexpectedField'),
      violation('phone', 'frPhone'),
      violation('roles', 'atLeastOneRole'),
    ]);
    expect(renderMessage('atLeastOneRole')).toBe('Veuillez attribuer au moins un rôle');
  });

  it('checks JSON bodies as sent: no coercion, no defaults added to a merge-patch', async () => {
    const coerced = await call('/users', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        userType: 'customer',
        email: 'nouveau@demo.chaussee.fr',
        firstName: 'Léa',
        lastName: 'Martin',
        roles: ['ROLE_CUSTOMER_USER'],
        siteIds: [ids.site],
        sendInvitation: 'true',
      }),
    });
    expect(coerced.status).toBe(400);
    await server.clientAs('valid').PATCH('/users/{id}', {
      params: { path: { id: ids.user } },
      body: { firstName: 'Camille' },
    });
    expect(received.patchUser?.body).toEqual({ firstName: 'Camille' });
    expect(received.patchUser?.params).toEqual({ id: ids.user });
  });

  it('refuses a missing body as required, a malformed one as bad_request', async () => {
    const missing = await call('/users', { method: 'POST' });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({
      code: 'validation_failed',
      violations: [{ propertyPath: '', code: 'required' }],
    });
    const malformed = await call('/users', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email": ',
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ status: 400, code: 'bad_request' });
  });

  it('refuses a JSON body over the limit with 413 payload_too_large', async () => {
    const response = await call('/users', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ firstName: 'x'.repeat(4096) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ status: 413, code: 'payload_too_large' });
  });

  it('refuses a body of a media type the operation does not take with 415', async () => {
    const text = await call('/users', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'hello',
    });
    expect(text.status).toBe(415);
    expect(await text.json()).toMatchObject({ code: 'unsupported_media_type' });
    const form = new FormData();
    form.append('email', 'x@demo.chaussee.fr');
    const multipart = await call('/users', { method: 'POST', body: form });
    expect(multipart.status).toBe(415);
  });

  it('hands a multipart upload to the handler: the file in memory, its name in the body', async () => {
    const form = new FormData();
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    form.append('file', new Blob([png], { type: 'image/png' }), 'portrait.png');
    const response = await call(`/users/${ids.user}/avatar/upload`, { method: 'POST', body: form });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ path: 'avatars/generated.png' });
    expect(received.uploadUserAvatar?.body).toEqual({ file: 'portrait.png' });
    expect(received.uploadUserAvatar?.files).toEqual([
      { fieldName: 'file', filename: 'portrait.png', mimetype: 'image/png', data: png },
    ]);
  });

  it('refuses an upload without its file; takes files over the JSON limit, not over the upload limit (413)', async () => {
    const empty = new FormData();
    empty.append('other', 'x');
    const missing = await call(`/users/${ids.user}/avatar/upload`, { method: 'POST', body: empty });
    expect(missing.status).toBe(400);
    const problem = (await missing.json()) as { code: string; violations: unknown[] };
    expect(problem.code).toBe('validation_failed');
    expect(problem.violations).toEqual([
      violation('file', 'required'),
      violation('other', 'unexpectedField'),
    ]);
    const aboveJsonLimit = new FormData();
    aboveJsonLimit.append('file', new Blob([Buffer.alloc(3000)], { type: 'image/png' }), 'mid.png');
    const accepted = await call(`/users/${ids.user}/avatar/upload`, {
      method: 'POST',
      body: aboveJsonLimit,
    });
    expect(accepted.status).toBe(201);
    const big = new FormData();
    big.append('file', new Blob([Buffer.alloc(5000)], { type: 'image/png' }), 'big.png');
    const tooLarge = await call(`/users/${ids.user}/avatar/upload`, { method: 'POST', body: big });
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toMatchObject({ code: 'payload_too_large' });
  });
});
