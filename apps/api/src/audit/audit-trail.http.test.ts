import type { ChausseeClient } from '@chaussee/sdk';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCoresBed, type CoresBed } from '../cores/testing/cores-bed.js';
import { auditEvents, cores } from '../db/schema.js';
import { present } from '../users/testing/http-identity.js';
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
        changes: expect.objectContaining({ thickness: { before: null, after: 40 } }),
      }),
    ]);
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

  it('names only tables of the schema as unaudited', () => {
    const tables = schemaTableNames();
    for (const name of Object.keys(UNAUDITED_TABLES)) expect(tables).toContain(name);
  });
});
