import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMembershipGuard } from '../access/membership-guard.js';
import { createMembershipRepository } from '../access/membership.repository.js';
import { campaigns, layerPollutantAnalyses, workspaces } from '../db/schema.js';
import {
  startSimulatedLaboratory,
  type SimulatedLaboratory,
} from '../laboratory/simulated-laboratory.js';
import { insertTestCampaign } from '../testing/test-campaign.js';
import { createTestClock } from '../testing/test-clock.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { runLaboratoryOrderFlow, simulatedLaboratoryAdapterFor } from './laboratory-demo.js';
import { insertCores, insertProvider, offerProvider } from './testing/analyses-bed.js';

describe('runLaboratoryOrderFlow (the demo seed’s laboratory orders)', () => {
  let test: TestDatabase;
  let laboratory: SimulatedLaboratory;

  beforeAll(async () => {
    test = await createTestDatabase();
    laboratory = await startSimulatedLaboratory({ resultDelayMs: 0, seed: 11 });
  });
  afterAll(async () => {
    await laboratory.close();
    await test.dispose();
  });

  it('asks, sends to the simulated laboratory whatever the provider’s channel, and stores the results', async () => {
    const { db } = test.database;
    const campaign = await insertTestCampaign(db, { type: 'coring', status: 'taking_validated' });
    const [workspace] = await db
      .select()
      .from(workspaces)
      .where(eq(workspaces.id, campaign.workspaceId));
    // A provider without API: the seed must not send e-mails, the simulated laboratory answers instead.
    const provider = await insertProvider(db, { name: 'Labo de démonstration' });
    await offerProvider(db, { id: campaign.id, siteId: workspace?.siteId ?? '' }, provider);
    const cores = await insertCores(db, campaign.id, { C1: [{ samples: ['core'] }, {}] });
    const [top, bottom] = cores.C1?.layerIds ?? [];
    const superAdmin = { id: crypto.randomUUID(), roles: ['ROLE_SUPER_ADMIN'] as const, job: null };
    const clock = createTestClock();

    const run = await runLaboratoryOrderFlow(
      {
        db,
        now: clock.now,
        membership: createMembershipGuard(createMembershipRepository(db)),
        adapterFor: simulatedLaboratoryAdapterFor(laboratory),
      },
      superAdmin,
      campaign.id,
      [
        { layerId: top ?? '', prestationId: provider.prestations.asbestos },
        { layerId: top ?? '', prestationId: provider.prestations.TH },
        { layerId: bottom ?? '', prestationId: provider.prestations.PAH },
      ],
    );

    expect(run.prestations).toHaveLength(3);
    expect(run.sent.orders.map((order) => order.status)).toEqual(['Sent']);
    expect(run.fetched).toMatchObject({
      campaignStatus: 'results_obtained',
      resultsImported: 2,
      orders: [{ status: 'ResultsSent' }],
    });
    expect(laboratory.orders).toHaveLength(1);
    const stored = await db
      .select({ layerId: layerPollutantAnalyses.layerId, kind: layerPollutantAnalyses.kind })
      .from(layerPollutantAnalyses)
      .where(and(eq(layerPollutantAnalyses.laboratoryOrderId, run.sent.orders[0]?.id ?? '')));
    expect(
      stored.map((row) => `${row.layerId === top ? 'top' : 'bottom'}:${row.kind}`).sort(),
    ).toEqual(['bottom:PAH', 'top:TH', 'top:asbestos']);
    const [row] = await db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    expect(row?.status).toBe('results_obtained');
  });
});
