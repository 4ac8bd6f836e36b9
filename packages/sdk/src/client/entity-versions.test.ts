import { describe, expect, it } from 'vitest';
import { clientWith } from '../testing/client-with.js';
import { problemResponse } from '../testing/recording-fetch.js';
import { sendThroughClient } from './create-client.js';

const CORE = '0b7a1c2e-3d4f-4a5b-8c6d-7e8f9a0b1c2d';
const OTHER = '1c8b2d3f-4e5a-4b6c-9d7e-8f9a0b1c2d3e';
const V1 = '"v1.q3J1xZ0a8hYkKf2m5N7pLw"';
const V2 = '"v2.Zr8mQ1p0b9YcKd3n6M4oLx"';

const tagged = (tag: string) => () => Response.json({ id: CORE }, { headers: { ETag: tag } });
const path = { params: { path: { id: CORE } } };
const coreBody = { roadId: OTHER, diameter: 100 };

describe('If-Match from the last read (entity-versions.ts)', () => {
  it('sends the version tag of the last GET with the next PUT of that resource', async () => {
    const { client, requests } = clientWith([tagged(V1), tagged(V2)]);

    await client.GET('/cores/{id}', path);
    await client.PUT('/cores/{id}', { ...path, body: coreBody });

    expect(requests[1]?.headers.get('If-Match')).toBe(V1);
  });

  it('remembers the tag a write answers, for the write after it', async () => {
    const { client, requests } = clientWith([tagged(V1), tagged(V2), tagged(V2)]);

    await client.GET('/cores/{id}', path);
    await client.PATCH('/cores/{id}', { ...path, body: { note: 'a' } });
    await client.PATCH('/cores/{id}', { ...path, body: { note: 'b' } });

    expect(requests[2]?.headers.get('If-Match')).toBe(V2);
  });

  it('keeps one tag per resource: layers and interfaces are their core, another core is not', async () => {
    const { client, requests } = clientWith([tagged(V1), tagged(V2)]);

    await client.GET('/cores/{id}/cores-layers', path);
    await client.PUT('/cores/{id}/cores-interfaces', { ...path, body: { interfaces: [] } });
    await client.PUT('/cores/{id}', { params: { path: { id: OTHER } }, body: coreBody });

    expect(requests[1]?.headers.get('If-Match')).toBe(V1);
    expect(requests[2]?.headers.has('If-Match')).toBe(false);
  });

  it('ignores the body-hash tags of the other answers, and sends nothing before a read', async () => {
    const hashTag = () =>
      Response.json({ id: CORE }, { headers: { ETag: '"q3J1xZ0a8hYkKf2m5N7pLw"' } });
    const { client, requests } = clientWith([hashTag, tagged(V1)]);

    await client.GET('/campaigns/{id}', path);
    await client.PATCH('/campaigns/{id}', { ...path, body: { globalComment: 'vu' } });

    expect(requests[1]?.headers.has('If-Match')).toBe(false);
  });

  it('lets the caller choose: If-Match: * overwrites whatever was read', async () => {
    const { client, requests } = clientWith([tagged(V1), tagged(V2)]);

    await client.GET('/cores/{id}', path);
    await client.PUT('/cores/{id}', { ...path, body: coreBody, headers: { 'If-Match': '*' } });

    expect(requests[1]?.headers.get('If-Match')).toBe('*');
  });

  it('keeps the tag after a 412 and sends no If-Match on a GET', async () => {
    const stale = () => problemResponse(412, 'stale_version');
    const { client, requests } = clientWith([tagged(V1), stale, tagged(V1)]);

    await client.GET('/cores/{id}', path);
    await expect(client.PUT('/cores/{id}', { ...path, body: coreBody })).rejects.toMatchObject({
      status: 412,
      code: 'stale_version',
    });
    await client.GET('/cores/{id}', path);

    expect(requests[1]?.headers.get('If-Match')).toBe(V1);
    expect(requests[2]?.headers.has('If-Match')).toBe(false);
  });

  it('shares what it read between the typed client and the generated hooks', async () => {
    const { client, requests } = clientWith([tagged(V1), tagged(V2)]);

    await client.GET('/cores/{id}', path);
    await sendThroughClient(client, `/cores/${CORE}`, {
      method: 'PUT',
      body: JSON.stringify(coreBody),
      headers: { 'Content-Type': 'application/json' },
    });

    expect(requests[1]?.headers.get('If-Match')).toBe(V1);
  });

  it('forgets a deleted resource', async () => {
    const { client, requests } = clientWith([
      tagged(V1),
      () => new Response(null, { status: 204 }),
      tagged(V2),
    ]);

    await client.GET('/cores/{id}', path);
    await client.DELETE('/cores/{id}', path);
    await client.PUT('/cores/{id}', { ...path, body: coreBody });

    expect(requests[2]?.headers.has('If-Match')).toBe(false);
  });

  it('forgets the tag after a write under the resource that answers none (it may be stale)', async () => {
    const { client, requests } = clientWith([
      tagged(V1),
      () => Response.json({ userId: OTHER }, { status: 201 }),
      tagged(V2),
      tagged(V2),
      tagged(V2),
    ]);

    await client.GET('/campaigns/{id}', path);
    await client.POST('/campaigns/{id}/users/{userId}', {
      params: { path: { id: CORE, userId: OTHER } },
      body: { isTeamMember: false, isDiffused: false, isMainCustomer: false },
    });
    await client.PATCH('/campaigns/{id}', { ...path, body: { globalComment: 'a' } });
    await client.GET('/campaigns/{id}/users', path);
    await client.PATCH('/campaigns/{id}', { ...path, body: { globalComment: 'b' } });

    expect(requests[2]?.headers.has('If-Match')).toBe(false);
    // A read, even of a list under the resource, forgets nothing.
    expect(requests[4]?.headers.get('If-Match')).toBe(V2);
  });
});
