import { serverMessages } from '@chaussee/validation';
import { expect, it } from 'vitest';
import type { Versioned } from '../http/entity-version.js';
import { answerOf } from '../users/testing/http-identity.js';

type Answer = Promise<{ response: Response }>;

/**
 * A resource a client edits as a whole, seen by the If-Match scenario below: its read, a write
 * that gives one of its fields `value` (with `headers`), and that field as read now.
 */
export interface VersionedResource {
  /** Its GET; none for a resource read only in lists (a site): its writes give the tag. */
  read?: () => Answer;
  write: (value: string, headers: Record<string, string>) => Answer;
  valueOf: () => Promise<string | null | undefined>;
}

async function etagOf(call: Answer): Promise<string> {
  const { response } = await call;
  const tag = response.headers.get('etag');
  expect(tag).toMatch(/^"v\d+\.[A-Za-z0-9_-]+"$/u);
  return tag ?? '';
}

/**
 * The optimistic concurrency of issue 27 on one resource (http/entity-version.ts): its read and
 * its writes answer the tag of its version; a write with the current tag passes and answers the
 * next one; a write with an older tag is a 412 in French and changes nothing; `*` and no
 * If-Match overwrite; of two writes sent at once with the same tag, exactly one passes.
 * `resource` is called inside each test (after the suite's beforeAll).
 */
export function itHonoursIfMatch(given: () => VersionedResource): void {
  const resource = () => {
    const { read, write, valueOf } = given();
    return { write, valueOf, read: read ?? (() => write('Nom 0', { 'If-Match': '*' })) };
  };
  const hasRead = () => given().read !== undefined;
  it('answers the tag of its version on the read and the write, and takes the current one', async () => {
    const { read, write, valueOf } = resource();
    const tag = await etagOf(read());
    const next = await etagOf(write('Nom A', { 'If-Match': tag }));
    expect(next).not.toBe(tag);
    if (hasRead()) expect(await etagOf(read())).toBe(next);
    expect(await valueOf()).toBe('Nom A');
  });

  it('refuses a write with an older tag: 412 stale_version in French, nothing changed', async () => {
    const { read, write, valueOf } = resource();
    const old = await etagOf(read());
    await etagOf(write('Nom B', { 'If-Match': old }));
    const stale = await answerOf(write('Nom C', { 'If-Match': old }));
    expect(stale.status).toBe(412);
    expect(stale.problem?.code).toBe('stale_version');
    expect(stale.problem?.detail).toBe(serverMessages.staleVersion);
    expect(stale.problem?.detail).toMatch(/^Cette fiche a été modifiée par quelqu'un d'autre/u);
    expect(await valueOf()).toBe('Nom B');
    // A tag that is not one of ours (a weak or a body-hash tag) never matches either.
    expect((await answerOf(write('Nom C', { 'If-Match': 'W/"v1.x"' }))).status).toBe(412);
    expect(await valueOf()).toBe('Nom B');
  });

  it('overwrites with If-Match: * and without If-Match (old clients, scripts)', async () => {
    const { read, write, valueOf } = resource();
    const old = await etagOf(read());
    await etagOf(write('Nom D', { 'If-Match': old }));
    const forced = await etagOf(write('Nom E', { 'If-Match': '*' }));
    expect(await valueOf()).toBe('Nom E');
    const bare = await etagOf(write('Nom F', {}));
    expect(bare).not.toBe(forced);
    expect(await valueOf()).toBe('Nom F');
    // A list passes when one of its tags is current.
    await etagOf(write('Nom G', { 'If-Match': `${old}, ${bare}` }));
    expect(await valueOf()).toBe('Nom G');
  });

  it('lets exactly one of two concurrent writes with the same tag pass', async () => {
    const { read, write, valueOf } = resource();
    const tag = await etagOf(read());
    const answers = await Promise.all([
      answerOf(write('Nom H', { 'If-Match': tag })),
      answerOf(write('Nom I', { 'If-Match': tag })),
    ]);
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 412]);
    const winner = answers[0].status === 200 ? 'Nom H' : 'Nom I';
    expect(await valueOf()).toBe(winner);
  });
}

/** A service test's view of a versioned answer: the value alone. */
export async function valueOf<T>(versioned: Promise<Versioned<T>>): Promise<T> {
  return (await versioned).value;
}
