import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../db/schema.js';
import { createUsersRepository } from '../users/users.repository.js';
import { startIdentityServer, type IdentityServer } from '../users/testing/http-identity.js';

/**
 * The answers reused while the data holds still (answer-cache.ts, db/data-generation.ts): what is
 * served again, and every way a kept answer must not be.
 */
describe('answers reused while the data holds still', () => {
  let bed: IdentityServer;
  let admin: string;

  beforeAll(async () => {
    bed = await startIdentityServer();
    admin = (await bed.signIn('admin@demo.chaussee.fr')).token;
  });
  afterAll(() => bed.server.close());

  const organizationsAs = (token: string) =>
    fetch(`${bed.server.baseUrl}/api/organizations?limit=200`, {
      headers: { authorization: `Bearer ${token}` },
    });
  const namesIn = async (answer: Response) => {
    const { items } = (await answer.json()) as { items: { name: string }[] };
    return items.map(({ name }) => name);
  };
  /** The statements the server runs while `call` runs. */
  async function queriesOf(call: () => Promise<unknown>): Promise<string[]> {
    const queries: string[] = [];
    const stop = bed.server.database.observeQueries((query) => queries.push(query));
    try {
      await call();
    } finally {
      stop();
    }
    return queries;
  }

  it('answers a repeated read with the same bytes and tag, and no query', async () => {
    const first = await organizationsAs(admin);
    const firstBody = await first.text();
    let again: Response | undefined;
    const queries = await queriesOf(async () => {
      again = await organizationsAs(admin);
    });
    expect(queries).toEqual([]);
    expect(again?.status).toBe(200);
    expect(again?.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(await again?.text()).toBe(firstBody);
  });

  it('reuses a read made of `with` parts, which leaves the answers kept for others alone', async () => {
    const me = (await (
      await fetch(`${bed.server.baseUrl}/api/current_user`, {
        headers: { authorization: `Bearer ${admin}` },
      })
    ).json()) as { id: string };
    const macroOrganizations = () =>
      fetch(`${bed.server.baseUrl}/api/users/${me.id}/macro-organizations?limit=200`, {
        headers: { authorization: `Bearer ${admin}` },
      });
    await (await organizationsAs(admin)).text();
    const first = await queriesOf(async () => {
      expect((await macroOrganizations()).status).toBe(200);
    });
    expect(first.some((query) => query.trimStart().toLowerCase().startsWith('with'))).toBe(true);
    const again = await queriesOf(async () => {
      await (await macroOrganizations()).text();
      await (await organizationsAs(admin)).text();
    });
    expect(again).toEqual([]);
  });

  it('computes again once the clock moved past the reuse time, with no write', async () => {
    await (await organizationsAs(admin)).text();
    bed.clock.advance(2_000);
    const queries = await queriesOf(async () => {
      await (await organizationsAs(admin)).text();
    });
    expect(queries.length).toBeGreaterThan(0);
  });

  it('still answers 304 to a caller whose copy is current', async () => {
    const first = await organizationsAs(admin);
    await first.text();
    const tag = first.headers.get('etag') ?? '';
    const revalidated = await fetch(`${bed.server.baseUrl}/api/organizations?limit=200`, {
      headers: { authorization: `Bearer ${admin}`, 'if-none-match': tag },
    });
    expect(revalidated.status).toBe(304);
  });

  it('reads again after a write through the API', async () => {
    await (await organizationsAs(admin)).text();
    await bed.server.clientAs(admin).POST('/organizations', {
      body: { name: 'Voirie du Vercors', isInternal: false },
    });
    expect(await namesIn(await organizationsAs(admin))).toContain('Voirie du Vercors');
  });

  it('reads again after a write outside any request (a job, a script)', async () => {
    await (await organizationsAs(admin)).text();
    await bed.server.database.db
      .update(organizations)
      .set({ name: 'Voirie du Vercors (renommée)' })
      .where(eq(organizations.name, 'Voirie du Vercors'));
    expect(await namesIn(await organizationsAs(admin))).toContain('Voirie du Vercors (renommée)');
  });

  it('never hands a kept answer to another token, even of the same user', async () => {
    await (await organizationsAs(admin)).text();
    const otherSession = (await bed.signIn('admin@demo.chaussee.fr')).token;
    const queries = await queriesOf(async () => {
      await (await organizationsAs(otherSession)).text();
    });
    expect(queries.length).toBeGreaterThan(0);
    const customer = (await bed.signIn('client-principal@demo.chaussee.fr')).token;
    await (await organizationsAs(admin)).text();
    const customerQueries = await queriesOf(async () => {
      await (await organizationsAs(customer)).text();
    });
    expect(customerQueries.length).toBeGreaterThan(0);
  });

  it('refuses a token whose sessions were ended, though its answer was kept', async () => {
    const token = (await bed.signIn('ingenieur@demo.chaussee.fr')).token;
    const current = () =>
      fetch(`${bed.server.baseUrl}/api/current_user`, {
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await current()).status).toBe(200);
    expect((await current()).status).toBe(200);
    await createUsersRepository(bed.server.database.db).raiseSessionVersion(
      await bed.idOf('ingenieur@demo.chaussee.fr'),
    );
    expect((await current()).status).toBe(401);
  });

  it('refuses an expired token, though nothing was written since its answer was kept', async () => {
    const token = (await bed.signIn('commercial@demo.chaussee.fr')).token;
    const current = () =>
      fetch(`${bed.server.baseUrl}/api/current_user`, {
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await current()).status).toBe(200);
    bed.clock.advance(61 * 60 * 1000);
    expect((await current()).status).toBe(401);
  });
});
