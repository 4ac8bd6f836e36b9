import type { ChausseeClient } from '@chaussee/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statusesByCaller, type TableCall } from '../testing/authorization-table.js';
import { createUsersRepository } from '../users/users.repository.js';
import { problemOf } from '../users/testing/http-identity.js';
import {
  DEMO,
  startProjectsTestbed,
  type ProjectsTestbed,
} from '../workspaces/testing/projects-testbed.js';

/**
 * The versions page's operations: the semantic-version rule and its French message (spec section
 * 5), a number unique per product with or without its v, newest first, and who may do what
 * (everyone signed in reads, a super administrator alone publishes and edits; guests nothing).
 */
describe('Product versions', () => {
  let bed: ProjectsTestbed;
  let superAdmin: ChausseeClient;
  const notes = '- Vue macro des campagnes.\n- Statistiques.';

  beforeAll(async () => {
    bed = await startProjectsTestbed();
    superAdmin = await bed.as(DEMO.superAdmin);
  });
  afterAll(() => bed.server.close());

  const publish = (
    client: ChausseeClient,
    product: 'web' | 'api',
    version: string,
    releasedAt = '2026-05-04',
  ) =>
    client.POST('/{product}-versions', {
      params: { path: { product } },
      body: { version, releasedAt, notes },
    });

  it('publishes versions and lists them newest first, per product', async () => {
    expect((await publish(superAdmin, 'web', 'v1.0.0', '2026-01-12')).response.status).toBe(201);
    const { data: latest } = await publish(superAdmin, 'web', '1.1.0-beta.1+build.5', '2026-02-23');
    expect(latest).toMatchObject({
      product: 'web',
      version: '1.1.0-beta.1+build.5',
      releasedAt: '2026-02-23',
      notes,
    });
    // The same number for another product is another version.
    expect((await publish(superAdmin, 'api', 'v1.0.0')).response.status).toBe(201);
    const { data } = await superAdmin.GET('/{product}-versions', {
      params: { path: { product: 'web' }, query: {} },
    });
    expect(data).toMatchObject({ total: 2, limit: 20, offset: 0 });
    expect(data.items.map((item) => item.version)).toEqual(['1.1.0-beta.1+build.5', 'v1.0.0']);
  });

  it.each(['1.2', 'v1.2.x', 'version 2', '01.2.3'])(
    'refuses « %s » with the message of section 5',
    async (version) => {
      const problem = await problemOf(publish(superAdmin, 'web', version));
      expect(problem).toMatchObject({ status: 400, code: 'validation_failed' });
      expect(problem.violations).toEqual([
        expect.objectContaining({
          propertyPath: 'version',
          message: 'Numéro de version non conforme au semantic versionning',
        }),
      ]);
    },
  );

  it('refuses a number the product already has, with or without its v', async () => {
    const problem = await problemOf(publish(superAdmin, 'web', '1.0.0'));
    expect(problem).toMatchObject({ status: 409, code: 'duplicate_version' });
  });

  it('edits a version, refusing another version’s number and another product’s version', async () => {
    const { data: created } = await publish(superAdmin, 'web', 'v3.0.0');
    const at = (product: 'web' | 'api', version: string) => ({
      params: { path: { product, id: created.id } },
      body: { version, releasedAt: '2026-06-01', notes: 'Notes revues' },
    });
    const { data } = await superAdmin.PUT('/{product}-versions/{id}', at('web', 'v3.0.1'));
    expect(data).toMatchObject({
      id: created.id,
      version: 'v3.0.1',
      releasedAt: '2026-06-01',
      notes: 'Notes revues',
    });
    expect(
      await problemOf(superAdmin.PUT('/{product}-versions/{id}', at('web', '1.0.0'))),
    ).toMatchObject({
      status: 409,
      code: 'duplicate_version',
    });
    expect(
      await problemOf(superAdmin.PUT('/{product}-versions/{id}', at('api', 'v3.0.2'))),
    ).toMatchObject({
      status: 404,
    });
  });

  describe('who may', () => {
    const CALLERS = [
      'super-admin',
      'admin',
      'ingenieur',
      'client-principal',
      'lecteur',
      'statistiques',
      'guest',
      'stale',
      'anonymous',
    ] as const;
    type Caller = (typeof CALLERS)[number];
    const clients = new Map<Caller, ChausseeClient>();
    let versionId: string;
    let sequence = 0;

    beforeAll(async () => {
      const { data } = await publish(superAdmin, 'web', 'v5.0.0');
      versionId = data.id;
      const workspaceId = await bed.insertWorkspace({
        siteId: (await bed.insertOrganization('Partage')).siteId,
        name: 'W',
      });
      const campaignId = await bed.insertCampaign({ workspaceId, name: 'Partagée' });
      const staleEmail = 'ancien@bureau.test';
      const staleId = await bed.insertUser({ email: staleEmail, roles: ['ROLE_SUPER_ADMIN'] });
      clients.set('stale', await bed.as(staleEmail));
      await createUsersRepository(bed.db).raiseSessionVersion(staleId);
      clients.set('guest', await bed.guestOf(campaignId));
      clients.set('anonymous', bed.server.client);
      for (const caller of [
        'super-admin',
        'admin',
        'ingenieur',
        'client-principal',
        'lecteur',
        'statistiques',
      ] as const) {
        clients.set(caller, await bed.as(`${caller}@demo.chaussee.fr`));
      }
    });

    const calls: Record<string, TableCall> = {
      listProductVersions: (c) =>
        c.GET('/{product}-versions', { params: { path: { product: 'web' }, query: {} } }),
      createProductVersion: (c) => {
        sequence += 1;
        return publish(c, 'api', `v6.0.${String(sequence)}`);
      },
      updateProductVersion: (c) =>
        c.PUT('/{product}-versions/{id}', {
          params: { path: { product: 'web', id: versionId } },
          body: { version: 'v5.0.0', releasedAt: '2026-05-04', notes },
        }),
    };

    // prettier-ignore
    const TABLE: [string, ...number[]][] = [
      //                          SA   A    ING  CP   LEC  STA  GST  OLD  ANON
      ['listProductVersions',     200, 200, 200, 200, 200, 200, 403, 401, 401],
      ['createProductVersion',    201, 403, 403, 403, 403, 403, 403, 401, 401],
      ['updateProductVersion',    200, 403, 403, 403, 403, 403, 403, 401, 401],
    ];

    it.each(TABLE)('%s', async (row, ...expected) => {
      const call = calls[row];
      if (!call) throw new Error(`No call written for ${row}`);
      const clientOf = (caller: Caller) => {
        const client = clients.get(caller);
        if (!client) throw new Error(`No client for ${caller}`);
        return Promise.resolve(client);
      };
      const statuses = await statusesByCaller(CALLERS, call, clientOf, expected);
      expect(statuses.actual).toEqual(statuses.expected);
    });
  });
});
