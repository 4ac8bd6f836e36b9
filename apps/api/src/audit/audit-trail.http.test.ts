import type { ChausseeClient } from '@chaussee/sdk';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCoresBed, type CoresBed } from '../cores/testing/cores-bed.js';
import { auditEvents, cores } from '../db/schema.js';
import { DEMO_PASSWORD } from '../db/seed.js';
import { answerOf, present, problemOf } from '../users/testing/http-identity.js';
import { runAsActor } from './audit-context.js';
import { schemaTableNames, UNAUDITED_TABLES } from './audit-triggers.js';

describe('The audit trail of writes (issue 27 point 3)', () => {
  let t: CoresBed;
  let technician: ChausseeClient;
  let technicianId: string;
  let asphalt: string;

  beforeAll(async () => {
    t = await startCoresBed();
    technician = await t.as('technician');
    technicianId = await t.idOf('technician');
    asphalt = await t.materialCategory('Béton bitumineux');
  });
  afterAll(() => t.close());

  const eventsOfCore = (coreId: string) =>
    t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.coreId, coreId))
      .orderBy(asc(auditEvents.id));

  async function newCore(campaignId: string) {
    const { data } = await technician.POST('/cores', {
      body: { campaignId, landmark: 'PR 1', abscissa: 10 },
    });
    return present(data);
  }

  it('records a created core with its author, operation, campaign and fields', async () => {
    const campaign = await t.campaign(['technician']);
    const core = await newCore(campaign.id);
    const [created, ...others] = await eventsOfCore(core.id);
    expect(others).toEqual([]);
    expect(created).toMatchObject({
      actorKind: 'user',
      actorId: technicianId,
      impersonatorId: null,
      operation: 'createCore',
      action: 'insert',
      entity: 'cores',
      entityId: core.id,
      campaignId: campaign.id,
      coreId: core.id,
    });
    expect(created?.requestId).toEqual(expect.any(String));
    expect(created?.changes).toMatchObject({
      number: { before: null, after: 1 },
      landmark: { before: null, after: 'PR 1' },
      abscissa: { before: null, after: 10 },
    });
    // A field left empty is not a change, and the derived rank is not either.
    expect(created?.changes).not.toHaveProperty('note');
    expect(created?.changes).not.toHaveProperty('sort_rank');
  });

  it('records only the fields an update changed, with their values before and after', async () => {
    const campaign = await t.campaign(['technician']);
    const core = await newCore(campaign.id);
    await technician.PATCH('/cores/{id}', {
      params: { path: { id: core.id } },
      body: { note: 'fissurée' },
    });
    // Sending the same value again changes nothing, so it records nothing.
    await technician.PATCH('/cores/{id}', {
      params: { path: { id: core.id } },
      body: { note: 'fissurée' },
    });
    const updates = (await eventsOfCore(core.id)).filter((event) => event.action === 'update');
    expect(updates).toHaveLength(1);
    expect(updates[0]).toMatchObject({
      operation: 'patchCore',
      changes: { note: { before: null, after: 'fissurée' } },
    });
    expect(Object.keys(updates[0]?.changes ?? {})).toEqual(['note']);
  });

  it("ties a core's layers to the core and its campaign", async () => {
    const campaign = await t.campaign(['technician']);
    const core = await newCore(campaign.id);
    await technician.PUT('/cores/{id}/cores-layers', {
      params: { path: { id: core.id } },
      body: {
        layers: [
          { type: 'CA', materialCategoryId: asphalt, thickness: 40, condition: 'healthy_smooth' },
        ],
      },
    });
    const layerEvents = (await eventsOfCore(core.id)).filter(
      (event) => event.entity === 'core_layers',
    );
    expect(layerEvents).toEqual([
      expect.objectContaining({
        action: 'insert',
        operation: 'updateCoreLayers',
        campaignId: campaign.id,
        changes: expect.objectContaining({ thickness: { before: null, after: 40 } }) as unknown,
      }),
    ]);
  });

  it('names the right author of each of many writes made at once by two users', async () => {
    const campaign = await t.campaign(['technician', 'engineer']);
    const engineer = await t.as('engineer');
    const engineerId = await t.idOf('engineer');
    const made = await Promise.all(
      Array.from({ length: 16 }, async (_, index) => {
        const [client, author] =
          index % 2 === 0 ? [technician, technicianId] : [engineer, engineerId];
        const { data } = await client.POST('/cores', { body: { campaignId: campaign.id } });
        return { coreId: present(data).id, author };
      }),
    );
    for (const { coreId, author } of made) {
      expect((await eventsOfCore(coreId)).map((event) => event.actorId)).toEqual([author]);
    }
  });

  it('records nothing for a write made outside any request (seed, jobs)', async () => {
    const campaign = await t.campaign(['technician']);
    const [row] = await t.db
      .insert(cores)
      .values({ campaignId: campaign.id, number: 7, displayName: 'C7' })
      .returning();
    expect(row).toBeDefined();
    expect(await eventsOfCore(row?.id ?? '')).toEqual([]);
  });

  it("records a guest's opening of a campaign through its share link", async () => {
    const campaign = await t.campaign(['technician']);
    await t.guestOf(campaign.id);
    const events = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.campaignId, campaign.id));
    expect(events).toEqual([
      expect.objectContaining({
        action: 'access',
        actorKind: 'guest',
        entity: 'share_tokens',
        operation: 'signInGuest',
      }),
    ]);
  });

  it('keeps no audit row of a write its transaction rolled back', async () => {
    const campaign = await t.campaign(['technician']);
    const actor = {
      kind: 'user' as const,
      id: technicianId,
      impersonatorId: null,
      operation: 'createCore',
      requestId: 'rolled-back',
    };
    await expect(
      runAsActor(actor, () =>
        t.db.transaction(async (tx) => {
          await tx.insert(cores).values({ campaignId: campaign.id, number: 9, displayName: 'C9' });
          throw new Error('abandoned');
        }),
      ),
    ).rejects.toThrow('abandoned');
    const kept = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.requestId, 'rolled-back'));
    expect(kept).toEqual([]);
    // The same write, committed, is recorded: the test above could see one.
    await runAsActor({ ...actor, requestId: 'committed' }, () =>
      t.db.transaction(async (tx) => {
        await tx.insert(cores).values({ campaignId: campaign.id, number: 9, displayName: 'C9' });
      }),
    );
    const committed = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.requestId, 'committed'));
    expect(committed).toHaveLength(1);
  });

  it('names the right author after a rolled-back transaction and a write of nobody', async () => {
    const campaign = await t.campaign(['technician']);
    const as = (id: string, requestId: string) => ({
      kind: 'user' as const,
      id,
      impersonatorId: null,
      operation: 'patchCore',
      requestId,
    });
    const engineerId = await t.idOf('engineer');
    const write = (number: number) =>
      t.db
        .insert(cores)
        .values({ campaignId: campaign.id, number, displayName: `C${String(number)}` })
        .returning()
        // Sent now, inside the actor's run (a query builder alone runs when awaited).
        .execute();
    // One after the other, so that the pool hands the same connection again.
    const [first] = await runAsActor(as(technicianId, 'stale-1'), () => write(21));
    // The engineer writes inside a transaction the technician began (on PostgreSQL his actor is
    // set inside it), which is rolled back: the connection holds the technician's actor again.
    await expect(
      runAsActor(as(technicianId, 'stale-2'), () =>
        t.db.transaction(async (tx) => {
          await runAsActor(as(engineerId, 'stale-2'), () =>
            tx
              .insert(cores)
              .values({ campaignId: campaign.id, number: 22, displayName: 'C22' })
              .execute(),
          );
          throw new Error('abandoned');
        }),
      ),
    ).rejects.toThrow('abandoned');
    const [second] = await runAsActor(as(engineerId, 'stale-3'), () => write(23));
    const [third] = await write(24);
    const [fourth] = await runAsActor(as(technicianId, 'stale-4'), () => write(25));
    const authors = async (coreId: string | undefined) =>
      (await eventsOfCore(coreId ?? '')).map(({ actorId, requestId }) => ({ actorId, requestId }));
    expect(await authors(first?.id)).toEqual([{ actorId: technicianId, requestId: 'stale-1' }]);
    expect(await authors(second?.id)).toEqual([{ actorId: engineerId, requestId: 'stale-3' }]);
    expect(await authors(third?.id)).toEqual([]);
    expect(await authors(fourth?.id)).toEqual([{ actorId: technicianId, requestId: 'stale-4' }]);
  });

  it('never records a password, even hashed', async () => {
    const reader = await t.as('customerUser');
    const readerId = await t.idOf('customerUser');
    const answer = await answerOf(
      reader.PUT('/users/{id}/password', {
        params: { path: { id: readerId } },
        body: { currentPassword: DEMO_PASSWORD, newPassword: 'Nouveau!Passe42' },
      }),
    );
    expect(answer.problem).toBeUndefined();
    expect(answer.status).toBe(204);
    const events = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.operation, 'changeUserPassword'));
    // That it changed is kept, not what it is.
    expect(events.map((event) => event.changes)).toContainEqual({
      password_hash: { before: { secret: true }, after: { secret: true } },
    });
    for (const event of events)
      expect(JSON.stringify(event.changes)).not.toMatch(/\$argon|\$2[aby]\$/);
  });

  it('names the super administrator acting as another user', async () => {
    const superAdmin = await t.as('superAdmin');
    const superAdminId = await t.idOf('superAdmin');
    const { data } = await superAdmin.POST('/users/{id}/super-login', {
      params: { path: { id: technicianId } },
      body: {},
    });
    const actingAs = t.bed.server.clientAs(present(data).token);
    const campaign = await t.campaign(['technician']);
    const { data: core } = await actingAs.POST('/cores', { body: { campaignId: campaign.id } });
    const [created] = await eventsOfCore(present(core).id);
    expect(created).toMatchObject({ actorId: technicianId, impersonatorId: superAdminId });
  });

  describe('reading the history', () => {
    it("lists a campaign's history newest first, with names and fields, for its staff", async () => {
      const campaign = await t.campaign(['technician', 'customerMain']);
      const core = await newCore(campaign.id);
      await technician.PATCH('/cores/{id}', {
        params: { path: { id: core.id } },
        body: { note: 'vue' },
      });
      const { data } = await technician.GET('/campaigns/{id}/history', {
        params: { path: { id: campaign.id }, query: { itemsCount: 1 } },
      });
      const page = present(data);
      expect(page).toMatchObject({ page: 1, itemsCount: 1, totalItems: 2 });
      expect(page.items).toEqual([
        expect.objectContaining({
          action: 'update',
          entity: 'cores',
          operation: 'patchCore',
          actor: {
            kind: 'user',
            id: technicianId,
            name: expect.stringMatching(/\S+ \S+/) as unknown,
          },
          impersonator: null,
          changes: [{ field: 'note', before: null, after: 'vue' }],
        }),
      ]);
      const { data: core2 } = await technician.GET('/cores/{id}/history', {
        params: { path: { id: core.id }, query: {} },
      });
      expect(present(core2).items.map((event) => event.action)).toEqual(['update', 'insert']);
    });

    it('refuses the history to customers, guests, non-members and the anonymous', async () => {
      const campaign = await t.campaign(['technician', 'customerMain']);
      const core = await newCore(campaign.id);
      const customer = await t.as('customerMain');
      const guest = await t.guestOf(campaign.id);
      const outsider = await t.as('engineer');
      const statusOf = async (client: ChausseeClient) => [
        (
          await answerOf(
            client.GET('/campaigns/{id}/history', {
              params: { path: { id: campaign.id }, query: {} },
            }),
          )
        ).status,
        (
          await answerOf(
            client.GET('/cores/{id}/history', { params: { path: { id: core.id }, query: {} } }),
          )
        ).status,
      ];
      expect(await statusOf(customer)).toEqual([403, 403]);
      expect(await statusOf(guest)).toEqual([403, 403]);
      expect(await statusOf(outsider)).toEqual([403, 403]);
      expect(await statusOf(t.bed.server.client)).toEqual([401, 401]);
      expect(await statusOf(await t.as('superAdmin'))).toEqual([200, 200]);
    });

    it('lets the super administrator alone search the whole trail', async () => {
      const campaign = await t.campaign(['technician']);
      await newCore(campaign.id);
      const superAdmin = await t.as('superAdmin');
      // The trail is dated by the database (the time of the write's transaction), not the test clock.
      const today = new Date().toISOString().slice(0, 10);
      const { data } = await superAdmin.GET('/audit-events', {
        params: { query: { actorId: technicianId, campaignId: campaign.id, entity: 'cores' } },
      });
      expect(present(data).items).toEqual([
        expect.objectContaining({ action: 'insert', campaignId: campaign.id }),
      ]);
      const backwards = await problemOf(
        superAdmin.GET('/audit-events', {
          params: { query: { startDate: '2030-01-02', endDate: '2030-01-01' } },
        }),
      );
      expect(backwards.violations).toEqual([
        expect.objectContaining({ propertyPath: 'startDate', code: 'startBeforeEnd' }),
      ]);
      // Today's entries are found by the day, and no later day holds them.
      const { data: ofToday } = await superAdmin.GET('/audit-events', {
        params: { query: { campaignId: campaign.id, startDate: today, endDate: today } },
      });
      expect(present(ofToday).totalItems).toBe(1);
      const admin = await t.as('admin');
      const refused = await problemOf(
        admin.GET('/audit-events', { params: { query: { startDate: today } } }),
      );
      expect(refused.status).toBe(403);
    });
  });

  it('names only tables of the schema as unaudited', () => {
    const tables = schemaTableNames();
    for (const name of Object.keys(UNAUDITED_TABLES)) expect(tables).toContain(name);
  });
});
