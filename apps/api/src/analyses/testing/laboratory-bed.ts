import type { ChausseeClient, components } from '@chaussee/sdk';
import {
  startSimulatedLaboratory,
  type SimulatedLaboratory,
} from '../../laboratory/simulated-laboratory.js';
import { createTestClock, type TestClock } from '../../testing/test-clock.js';
import { present } from '../../users/testing/http-identity.js';
import {
  insertCores,
  insertProvider,
  offerProvider,
  startAnalysesBed,
  type AnalysesBed,
  type CoresFixture,
  type ProviderFixture,
} from './analyses-bed.js';

type Schemas = components['schemas'];

export const LABORATORY_API_KEY = 'cle-du-labo';
/** The simulated laboratory's delay before its results. */
export const RESULT_DELAY_MS = 2 * 24 * 60 * 60 * 1000;

/** A coring campaign whose provider orders through the simulated laboratory's API. */
export interface ApiCampaign {
  id: string;
  provider: ProviderFixture;
  cores: CoresFixture;
}

/** The analyses bed with a simulated laboratory, and the calls of the order flow. */
export interface LaboratoryBed {
  t: AnalysesBed;
  laboratory: SimulatedLaboratory;
  /** The laboratory's own time, moved by the tests (the API's clock stays: sessions do not expire). */
  labClock: TestClock;
  technician: ChausseeClient;
  apiCampaign(
    layout: Parameters<typeof insertCores>[2],
    status?: Schemas['CampaignStatus'],
  ): Promise<ApiCampaign>;
  layersOf(coreId: string): Promise<Schemas['CoreLayer'][]>;
  close(): Promise<void>;
}

/** POST /coring-campaigns/{id}/actions/send-to-provider. */
export const send = (client: ChausseeClient, id: string) =>
  client.POST('/coring-campaigns/{id}/actions/send-to-provider', {
    params: { path: { id } },
    body: {},
  });

/** POST /coring-campaigns/{id}/actions/get-from-provider. */
export const fetchResults = (
  client: ChausseeClient,
  id: string,
  body: Schemas['LaboratoryOrderResultsRequest'] = {},
) =>
  client.POST('/coring-campaigns/{id}/actions/get-from-provider', {
    params: { path: { id } },
    body,
  });

export function layerOf(cores: CoresFixture, core: string, index = 0): string {
  const id = cores[core]?.layerIds[index];
  if (id === undefined) throw new Error(`No layer ${String(index)} in ${core}`);
  return id;
}

export async function startLaboratoryBed(): Promise<LaboratoryBed> {
  const t = await startAnalysesBed();
  const labClock = createTestClock('2026-03-02T09:00:00.000Z');
  const laboratory = await startSimulatedLaboratory({
    resultDelayMs: RESULT_DELAY_MS,
    seed: 3,
    apiKey: LABORATORY_API_KEY,
    clock: labClock.now,
  });
  const technician = await t.as('technician');
  return {
    t,
    laboratory,
    labClock,
    technician,
    async apiCampaign(layout, status = 'taking_validated') {
      const campaign = await t.coringCampaign(['technician', 'customerMain', 'reader'], status);
      const provider = await insertProvider(t.db, {
        name: `Labo API ${crypto.randomUUID().slice(0, 4)}`,
        apiUrl: laboratory.url,
        apiKey: LABORATORY_API_KEY,
      });
      await offerProvider(t.db, campaign, provider);
      return { id: campaign.id, provider, cores: await insertCores(t.db, campaign.id, layout) };
    },
    layersOf: async (coreId) =>
      present(
        (await technician.GET('/cores/{id}/cores-layers', { params: { path: { id: coreId } } }))
          .data,
      ).layers,
    close: async () => {
      await laboratory.close();
      await t.close();
    },
  };
}
