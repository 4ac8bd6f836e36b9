import { renderMessage, requestMessages, type MessageKey } from '@chaussee/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedTokens, ids } from '../testing/framework-fixtures.js';
import { socketRequest } from '../testing/raw-request.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { locate } from './contract/contract-document.js';
import { loadContract } from './contract/contract.js';
import type { ContractOperation, ContractParameter } from './contract/contract-operations.js';
import type { RouteModule } from './operation-handler.js';
import { systemRoutes } from './system.routes.js';

/**
 * Malformed input that used to reach the database or the parsers and answer 500 (audit of issue
 * 17), checked for every operation of the contract at once: each operation gets a handler that
 * must never run, since the refusal comes before it (body reading, then request validation).
 */
const contract = loadContract();
const bearer = { authorization: 'Bearer valid' };

/** A value of the parameter's schema, so that only the input under test is wrong. */
function validValueOf(parameter: ContractParameter): string {
  const located = locate(contract.document, parameter.schemaPointer);
  const schema = located?.node ?? {};
  const items = located && locate(contract.document, `${located.pointer}/items`)?.node;
  return valueOfSchema(schema.type === 'array' && items ? items : schema);
}

function valueOfSchema(schema: Readonly<Record<string, unknown>>): string {
  const options = schema.enum;
  if (Array.isArray(options) && typeof options[0] === 'string') return options[0];
  if (schema.format === 'uuid') return ids.user;
  if (schema.type === 'integer' || schema.type === 'number') return '1';
  return 'x';
}

function pathOf(operation: ContractOperation, override: Record<string, string> = {}): string {
  const byName = new Map(operation.parameters.map((parameter) => [parameter.name, parameter]));
  const path = operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const parameter = byName.get(name);
    const value = override[name] ?? (parameter ? validValueOf(parameter) : 'x');
    return encodeURIComponent(value);
  });
  const query = new URLSearchParams();
  for (const parameter of operation.parameters) {
    if (parameter.location !== 'query') continue;
    const value = override[parameter.name];
    if (value !== undefined) query.set(parameter.name, value);
    else if (parameter.required) query.set(parameter.name, validValueOf(parameter));
  }
  const search = query.toString();
  return `/api${path}${search === '' ? '' : `?${search}`}`;
}

function jsonMediaTypeOf(operation: ContractOperation): string | undefined {
  return operation.requestBody?.contents.find(({ mediaType }) => mediaType.endsWith('json'))
    ?.mediaType;
}

const jsonBodyOperations = contract.operations.filter((operation) => jsonMediaTypeOf(operation));
const multipartOperations = contract.operations.filter((operation) =>
  operation.requestBody?.contents.some(({ mediaType }) => mediaType === 'multipart/form-data'),
);
const listOperations = contract.operations.filter((operation) =>
  operation.parameters.some(({ name, location }) => name === 'offset' && location === 'query'),
);
/** Free-text query parameters (searches and filters): strings without enum or format. */
const textQueryParameters = contract.operations.flatMap((operation) =>
  operation.parameters
    .filter((parameter) => {
      if (parameter.location !== 'query') return false;
      const schema = locate(contract.document, parameter.schemaPointer)?.node ?? {};
      const type = schema.type;
      const isString = type === 'string' || (Array.isArray(type) && type.includes('string'));
      return isString && schema.enum === undefined && schema.format !== 'uuid';
    })
    .map((parameter) => ({ operation, parameter })),
);

function violation(propertyPath: string, code: MessageKey, limit?: number) {
  return { propertyPath, code, message: renderMessage(code, limit) };
}

interface ProblemBody {
  code: string;
  detail?: string;
  violations?: { propertyPath: string; code: string; message: string }[];
}

describe('input that no operation accepts', () => {
  let testDb: TestDatabase;
  let server: TestServer;
  const reached: string[] = [];

  beforeAll(async () => {
    testDb = await createTestDatabase();
    const handledBySystem = new Set(
      Object.keys(
        systemRoutes({
          database: testDb.database,
          config: {
            environment: 'test',
            maintenance: { enabled: false, message: undefined },
            binRetentionDays: 30,
          },
          isShuttingDown: () => false,
        }),
      ),
    );
    const unreachable: RouteModule = {};
    for (const { operationId } of contract.operations) {
      if (handledBySystem.has(operationId)) continue;
      Object.assign(unreachable, {
        [operationId]: () => {
          reached.push(operationId);
          return Promise.reject(new Error(`${operationId} reached its handler`));
        },
      });
    }
    server = await startTestServer({
      database: testDb.database,
      services: {
        routeModules: [unreachable],
        authenticate: fixedTokens,
        auditImpersonation: () => Promise.resolve(),
      },
    });
  });

  afterAll(async () => {
    await server.close();
    await testDb.dispose();
    expect(reached).toEqual([]);
  });

  const send = (path: string, init: RequestInit = {}) =>
    fetch(`${server.baseUrl}${path}`, {
      ...init,
      headers: { ...bearer, ...(init.headers as Record<string, string> | undefined) },
    });

  async function problemOf(response: Response): Promise<ProblemBody> {
    expect(response.headers.get('content-type')).toContain('application/problem+json');
    return (await response.json()) as ProblemBody;
  }

  const sendJson = (operation: ContractOperation, text: string) =>
    send(pathOf(operation), {
      method: operation.method.toUpperCase(),
      headers: { 'content-type': jsonMediaTypeOf(operation) ?? 'application/json' },
      body: text,
    });

  it('has the operations the tables below walk', () => {
    expect(jsonBodyOperations.length).toBeGreaterThanOrEqual(75);
    expect(multipartOperations.map(({ operationId }) => operationId)).toEqual(
      expect.arrayContaining([
        'uploadUserAvatar',
        'uploadOrganizationLogo',
        'uploadCorePicture',
        'importLaboratoryOrderResults',
      ]),
    );
    expect(listOperations.length).toBeGreaterThanOrEqual(50);
    expect(textQueryParameters.length).toBeGreaterThanOrEqual(5);
  });

  describe.each(jsonBodyOperations.map((operation) => [operation.operationId, operation] as const))(
    'the JSON body of %s',
    (_operationId, operation) => {
      it('refuses a NUL character in a string with 400, under the field, in French', async () => {
        const response = await sendJson(operation, '{"probe":"carotte\\u0000 1"}');
        expect(response.status).toBe(400);
        const problem = await problemOf(response);
        expect(problem.code).toBe('validation_failed');
        expect(problem.violations).toContainEqual(violation('probe', 'nulCharacter'));
      });

      it('refuses a lone surrogate instead of storing U+FFFD', async () => {
        const response = await sendJson(operation, '{"probe":["ok","\\ud800"]}');
        expect(response.status).toBe(400);
        expect((await problemOf(response)).violations).toContainEqual(
          violation('probe.1', 'loneSurrogate'),
        );
      });
    },
  );

  it.each(listOperations.map((operation) => [operation.operationId, operation] as const))(
    '%s refuses an offset above the maximum with 400',
    async (_operationId, operation) => {
      const response = await send(pathOf(operation, { offset: '100000000000000000000' }));
      expect(response.status).toBe(400);
      const problem = await problemOf(response);
      expect(
        problem.violations?.map(({ propertyPath, code }) => `${propertyPath}:${code}`),
      ).toEqual(['offset:maximum']);
    },
  );

  // ajv coerces these to ±Infinity, then skips its bounds (they test finite numbers only).
  it.each(
    listOperations.flatMap((operation) =>
      (
        [
          ['offset', '1e400', 'offset:maximum'],
          ['offset', '-Infinity', 'offset:minimum'],
          ['limit', 'Infinity', 'limit:maximum'],
        ] as const
      )
        .filter(([name]) => operation.parameters.some((parameter) => parameter.name === name))
        .map(
          ([name, value, expected]) =>
            [operation.operationId, name, value, expected, operation] as const,
        ),
    ),
  )('%s refuses %s=%s with 400 (%s)', async (_id, name, value, expected, operation) => {
    const response = await send(pathOf(operation, { [name]: value }));
    expect(response.status).toBe(400);
    const problem = await problemOf(response);
    expect(problem.violations?.map(({ propertyPath, code }) => `${propertyPath}:${code}`)).toEqual([
      expected,
    ]);
  });

  it.each(
    textQueryParameters.map(
      ({ operation, parameter }) => [operation.operationId, parameter.name, operation] as const,
    ),
  )('%s refuses a NUL character in its text query parameter %s', async (_id, name, operation) => {
    const response = await send(pathOf(operation, { [name]: 'chauss\u0000ee' }));
    expect(response.status).toBe(400);
    expect((await problemOf(response)).violations).toContainEqual(violation(name, 'nulCharacter'));
  });

  it('refuses a NUL character in a path parameter', async () => {
    const response = await send('/api/reset-password/abc%00def', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"plainPassword":"Chaussee2026!"}',
    });
    expect(response.status).toBe(400);
    expect((await problemOf(response)).violations).toContainEqual(
      violation('token', 'nulCharacter'),
    );
  });

  it('says that a prototype-pollution key is reserved, instead of « not valid JSON »', async () => {
    const signIn = await send('/api/login_check', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"username":"a@demo.chaussee.fr","password":"x","__proto__":{"isAdmin":true}}',
    });
    expect(signIn.status).toBe(400);
    expect((await problemOf(signIn)).violations).toEqual([violation('__proto__', 'reservedKey')]);
    const patch = await send(`/api/users/${ids.user}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/merge-patch+json' },
      body: '{"firstName":"Camille","constructor":{"prototype":{"isAdmin":true}}}',
    });
    expect(patch.status).toBe(400);
    expect((await problemOf(patch)).violations).toEqual([
      violation('constructor.prototype', 'reservedKey'),
    ]);
  });

  it('refuses a JSON body that is not UTF-8, or not JSON, with a French detail', async () => {
    const latin1 = await send('/api/login_check', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: Buffer.concat([
        Buffer.from('{"username":"a@demo.chaussee.fr","password":"caf'),
        Buffer.from([0xe9]),
        Buffer.from('"}'),
      ]),
    });
    expect(latin1.status).toBe(400);
    expect(await problemOf(latin1)).toMatchObject({
      code: 'bad_request',
      detail: "Le corps de la requête n'est pas un texte UTF-8 valide.",
    });
    const broken = await send('/api/login_check', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"username": ',
    });
    expect(await problemOf(broken)).toMatchObject({
      code: 'bad_request',
      detail: "Le corps de la requête n'est pas un JSON valide.",
    });
    const empty = await send('/api/login_check', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '',
    });
    expect(await problemOf(empty)).toMatchObject({
      code: 'bad_request',
      detail: "Le corps de la requête est vide, alors qu'un JSON est attendu.",
    });
  });

  const FILE_PART =
    '--XYZ\r\ncontent-disposition: form-data; name="file"; filename="a.png"\r\ncontent-type: image/png\r\n\r\n\u0089PNG';
  const malformedMultipart = {
    'without boundary': { type: 'multipart/form-data', body: `${FILE_PART}\r\n--XYZ--\r\n` },
    'with another boundary': {
      type: 'multipart/form-data; boundary=ABC',
      body: `${FILE_PART}\r\n--XYZ--\r\n`,
    },
    'cut before its end': { type: 'multipart/form-data; boundary=XYZ', body: FILE_PART },
  };

  describe.each(
    multipartOperations.map((operation) => [operation.operationId, operation] as const),
  )('the multipart body of %s', (_operationId, operation) => {
    it.each(Object.entries(malformedMultipart))(
      'is refused %s with 400 and a French detail',
      async (_case, { type, body }) => {
        const response = await send(pathOf(operation), {
          method: operation.method.toUpperCase(),
          headers: { 'content-type': type },
          body,
        });
        expect(response.status).toBe(400);
        expect(await problemOf(response)).toMatchObject({
          code: 'bad_request',
          detail: requestMessages.malformedMultipart,
        });
      },
    );
  });

  it('refuses a multipart field named after a property of every object', async () => {
    const form = new FormData();
    form.append('__proto__', 'x');
    const response = await send(`/api/users/${ids.user}/avatar/upload`, {
      method: 'POST',
      body: form,
    });
    expect(response.status).toBe(400);
    expect((await problemOf(response)).violations).toEqual([violation('', 'reservedKey')]);
  });

  it('refuses a NUL character in a multipart text field', async () => {
    const form = new FormData();
    form.append('file', new Blob([Buffer.from([0x89, 0x50])], { type: 'image/png' }), 'a.png');
    form.append('coreId', `${ids.user}\u0000`);
    const response = await send('/api/core-pictures/upload', { method: 'POST', body: form });
    expect(response.status).toBe(400);
    expect((await problemOf(response)).violations).toContainEqual(
      violation('coreId', 'nulCharacter'),
    );
  });

  it('answers a path parameter over the router’s limit with a 414 problem that quotes nothing', async () => {
    const long = 'a'.repeat(300);
    const response = await send(`/api/users/${long}`);
    expect(response.status).toBe(414);
    const text = await response.clone().text();
    expect(text).not.toContain(long);
    expect(await problemOf(response)).toEqual({
      type: 'about:blank',
      title: 'URI Too Long',
      status: 414,
      code: 'uri_too_long',
      detail: "L'adresse demandée est trop longue.",
    });
  });

  it('answers an address over 16 kB, refused by Node’s parser, with a 431 problem in French', async () => {
    const long = 'a'.repeat(100_000);
    const response = await send(`/api/users?search=${long}`);
    expect(response.status).toBe(431);
    expect(response.headers.get('content-type')).toContain('application/problem+json');
    const text = await response.clone().text();
    expect(text).not.toContain(long.slice(0, 100));
    expect(await problemOf(response)).toEqual({
      type: 'about:blank',
      title: 'Request Header Fields Too Large',
      status: 431,
      code: 'request_too_large',
      detail: requestMessages.headersTooLarge,
    });
  });

  it('answers a request line the parser cannot read with a 400 problem in French', async () => {
    const answer = await socketRequest(
      server.baseUrl,
      'GET /api/health HTTP/1.1\r\nHost: x\r\nBad Header: y\r\n\r\n',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(answer).toContain('Content-Type: application/problem+json; charset=utf-8');
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
      type: 'about:blank',
      title: 'Bad Request',
      status: 400,
      code: 'bad_request',
      detail: requestMessages.badRequestLine,
    });
  });

  it('answers a path that does not decode with a 400 problem that quotes nothing', async () => {
    const response = await send('/api/users/%E0%A4%A');
    expect(response.status).toBe(400);
    expect(await response.clone().text()).not.toContain('%E0%A4%A');
    expect(await problemOf(response)).toMatchObject({
      code: 'bad_request',
      detail: "L'adresse demandée contient un encodage invalide.",
    });
  });
});

describe('the audit’s own 500 requests, on the application’s services', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({
      services: { authenticate: fixedTokens, auditImpersonation: () => Promise.resolve() },
    });
  });
  afterAll(() => server.close());

  const send = (path: string, init: RequestInit = {}) =>
    fetch(`${server.baseUrl}/api${path}`, {
      ...init,
      headers: { ...bearer, ...(init.headers as Record<string, string> | undefined) },
    });

  it('GET /agencies?offset=100000000000000000000 is a 400 on offset', async () => {
    const response = await send('/agencies?offset=100000000000000000000');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'validation_failed',
      violations: [violation('offset', 'maximum', 1_000_000)],
    });
  });

  it('a lone surrogate or bytes that are no UTF-8 in a query value are a 400, not the literal escapes', async () => {
    const surrogate = await send(`/users/${ids.user}/campaigns?filter=RD%ED%A0%801075`);
    expect(surrogate.status).toBe(400);
    expect(await surrogate.json()).toMatchObject({
      violations: [violation('filter', 'loneSurrogate')],
    });
    const notUtf8 = await send(`/users/${ids.user}/campaigns?filter=%FF%FE`);
    expect(notUtf8.status).toBe(400);
    expect(await notUtf8.json()).toMatchObject({
      violations: [violation('filter', 'invalidValue')],
    });
  });

  it('a NUL in a campaign search is a 400, not a failed query', async () => {
    const response = await send(`/users/${ids.user}/campaigns?filter=RD%001075`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      violations: [violation('filter', 'nulCharacter')],
    });
  });

  it('an avatar upload without its boundary is a 400', async () => {
    const response = await send(`/users/${ids.user}/avatar/upload`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data' },
      body: '--X\r\ncontent-disposition: form-data; name="file"; filename="a.png"\r\n\r\nx\r\n--X--\r\n',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'bad_request',
      detail: requestMessages.malformedMultipart,
    });
  });
});
