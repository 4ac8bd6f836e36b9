import type { ChausseeClient } from '@chaussee/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoName } from '../cores/testing/cores-bed.js';
import { present, answerOf } from '../users/testing/http-identity.js';
import {
  insertCores,
  insertProvider,
  offerProvider,
  startAnalysesBed,
  type AnalysesBed,
  type ProviderFixture,
} from './testing/analyses-bed.js';

/** Who calls: a demo account, the campaign's guest, or nobody signed in. */
type Caller = DemoName | 'guest' | 'anonymous';

type Operation =
  | 'listCampaignPrestations'
  | 'addCampaignPrestations'
  | 'listLayerPrestations'
  | 'listCampaignAnalyses'
  | 'deleteCampaignAnalysis'
  | 'cancelPendingPrestations'
  | 'sendCoringCampaignToProvider'
  | 'fetchCoringCampaignResults'
  | 'importLaboratoryOrderResults';

/**
 * Members of each campaign: technician and commercial (staff jobs), customerMain and
 * customerSupervisor (customers), reader (READ_ONLY). Not members: engineer (staff), customerUser.
 * admin and superAdmin see every campaign. The guest's share link is for the campaign called, and
 * reads none of this (a guest calls only its dashboard and map: access/guest-operations.ts).
 * Reading is for members; « prepare campaign » (prestations, analyses) and « send to provider »
 * (orders, results) are for staff jobs and admins. Expected: status, and the problem code of a refusal.
 */
// prettier-ignore
const TABLE: readonly [Operation, Caller, number, string?][] = [
  ['listCampaignPrestations',      'technician',         200],
  ['listCampaignPrestations',      'customerMain',       200],
  ['listCampaignPrestations',      'reader',             200],
  ['listCampaignPrestations',      'guest',              403, 'forbidden'],
  ['listCampaignPrestations',      'admin',              200],
  ['listCampaignPrestations',      'engineer',           403, 'not_member'],
  ['listCampaignPrestations',      'customerUser',       403, 'not_member'],
  ['listCampaignPrestations',      'anonymous',          401, 'unauthenticated'],
  ['addCampaignPrestations',       'technician',         201],
  ['addCampaignPrestations',       'commercial',         201],
  ['addCampaignPrestations',       'admin',              201],
  ['addCampaignPrestations',       'superAdmin',         201],
  ['addCampaignPrestations',       'customerMain',       403, 'forbidden'],
  ['addCampaignPrestations',       'customerSupervisor', 403, 'forbidden'],
  ['addCampaignPrestations',       'reader',             403, 'forbidden'],
  ['addCampaignPrestations',       'guest',              403, 'forbidden'],
  ['addCampaignPrestations',       'engineer',           403, 'not_member'],
  ['addCampaignPrestations',       'anonymous',          401, 'unauthenticated'],
  ['listLayerPrestations',         'technician',         200],
  ['listLayerPrestations',         'customerMain',       200],
  ['listLayerPrestations',         'reader',             200],
  ['listLayerPrestations',         'guest',              403, 'forbidden'],
  ['listLayerPrestations',         'engineer',           403, 'not_member'],
  ['listLayerPrestations',         'customerUser',       403, 'not_member'],
  ['listLayerPrestations',         'anonymous',          401, 'unauthenticated'],
  ['listCampaignAnalyses',         'technician',         200],
  ['listCampaignAnalyses',         'customerSupervisor', 200],
  ['listCampaignAnalyses',         'reader',             200],
  ['listCampaignAnalyses',         'guest',              403, 'forbidden'],
  ['listCampaignAnalyses',         'superAdmin',         200],
  ['listCampaignAnalyses',         'engineer',           403, 'not_member'],
  ['listCampaignAnalyses',         'anonymous',          401, 'unauthenticated'],
  ['deleteCampaignAnalysis',       'technician',         204],
  ['deleteCampaignAnalysis',       'commercial',         204],
  ['deleteCampaignAnalysis',       'admin',              204],
  ['deleteCampaignAnalysis',       'customerMain',       403, 'forbidden'],
  ['deleteCampaignAnalysis',       'reader',             403, 'forbidden'],
  ['deleteCampaignAnalysis',       'guest',              403, 'forbidden'],
  ['deleteCampaignAnalysis',       'engineer',           403, 'not_member'],
  ['deleteCampaignAnalysis',       'anonymous',          401, 'unauthenticated'],
  ['cancelPendingPrestations',     'technician',         200],
  ['cancelPendingPrestations',     'admin',              200],
  ['cancelPendingPrestations',     'customerMain',       403, 'forbidden'],
  ['cancelPendingPrestations',     'customerSupervisor', 403, 'forbidden'],
  ['cancelPendingPrestations',     'reader',             403, 'forbidden'],
  ['cancelPendingPrestations',     'guest',              403, 'forbidden'],
  ['cancelPendingPrestations',     'engineer',           403, 'not_member'],
  ['cancelPendingPrestations',     'anonymous',          401, 'unauthenticated'],
  ['sendCoringCampaignToProvider', 'technician',         200],
  ['sendCoringCampaignToProvider', 'commercial',         200],
  ['sendCoringCampaignToProvider', 'admin',              200],
  ['sendCoringCampaignToProvider', 'customerMain',       403, 'forbidden'],
  ['sendCoringCampaignToProvider', 'customerSupervisor', 403, 'forbidden'],
  ['sendCoringCampaignToProvider', 'reader',             403, 'forbidden'],
  ['sendCoringCampaignToProvider', 'guest',              403, 'forbidden'],
  ['sendCoringCampaignToProvider', 'engineer',           403, 'not_member'],
  ['sendCoringCampaignToProvider', 'customerUser',       403, 'not_member'],
  ['sendCoringCampaignToProvider', 'anonymous',          401, 'unauthenticated'],
  ['fetchCoringCampaignResults',   'technician',         200],
  ['fetchCoringCampaignResults',   'superAdmin',         200],
  ['fetchCoringCampaignResults',   'customerMain',       403, 'forbidden'],
  ['fetchCoringCampaignResults',   'reader',             403, 'forbidden'],
  ['fetchCoringCampaignResults',   'guest',              403, 'forbidden'],
  ['fetchCoringCampaignResults',   'engineer',           403, 'not_member'],
  ['fetchCoringCampaignResults',   'anonymous',          401, 'unauthenticated'],
  ['importLaboratoryOrderResults', 'technician',         200],
  ['importLaboratoryOrderResults', 'admin',              200],
  ['importLaboratoryOrderResults', 'customerMain',       403, 'forbidden'],
  ['importLaboratoryOrderResults', 'reader',             403, 'forbidden'],
  ['importLaboratoryOrderResults', 'guest',              403, 'forbidden'],
  ['importLaboratoryOrderResults', 'engineer',           403, 'not_member'],
  ['importLaboratoryOrderResults', 'anonymous',          401, 'unauthenticated'],
];

const MEMBERS: readonly DemoName[] = [
  'technician',
  'commercial',
  'customerMain',
  'customerSupervisor',
  'reader',
];

describe('Analyses authorization table', () => {
  let t: AnalysesBed;
  let staff: ChausseeClient;
  let provider: ProviderFixture;
  let cores = 0;

  beforeAll(async () => {
    t = await startAnalysesBed();
    staff = await t.as('technician');
    provider = await insertProvider(t.db, { name: 'Labo Courriel' });
  });
  afterAll(() => t.close());

  /** A fresh coring campaign ready for orders, with the e-mail provider offered. */
  async function newCampaign(): Promise<string> {
    const campaign = await t.coringCampaign(MEMBERS);
    await offerProvider(t.db, campaign, provider);
    return campaign.id;
  }

  /** A fresh layer with a sample, in the campaign. */
  async function newLayer(campaignId: string): Promise<string> {
    cores += 1;
    const fixture = await insertCores(t.db, campaignId, {
      [`C${String(cores)}`]: [{ samples: ['core'] }],
    });
    return Object.values(fixture)[0]?.layerIds[0] ?? '';
  }

  /** A campaign with a PAH analysis asked on one layer, by the campaign's technician. */
  async function withAnalysis(): Promise<{ campaignId: string; layerId: string }> {
    const campaignId = await newCampaign();
    const layerId = await newLayer(campaignId);
    await t.ask(staff, campaignId, [{ layerId, prestationId: provider.prestations.PAH }]);
    return { campaignId, layerId };
  }

  /** A campaign whose order left by e-mail. */
  async function withSentOrder(): Promise<{ campaignId: string; orderId: string }> {
    const { campaignId } = await withAnalysis();
    const { data } = await staff.POST('/coring-campaigns/{id}/actions/send-to-provider', {
      params: { path: { id: campaignId } },
      body: {},
    });
    return { campaignId, orderId: present(data).orders[0]?.id ?? '' };
  }

  async function clientOf(caller: Caller, campaignId: string): Promise<ChausseeClient> {
    if (caller === 'guest') return t.guestOf(campaignId);
    if (caller === 'anonymous') return t.bed.server.client;
    return t.as(caller);
  }

  /** Each operation on fresh data, so that a row never depends on another. */
  const calls: Record<Operation, (caller: Caller) => Promise<{ response: Response }>> = {
    listCampaignPrestations: async (caller) => {
      const { campaignId } = await withAnalysis();
      return (await clientOf(caller, campaignId)).GET('/campaigns/{id}/prestations', {
        params: { path: { id: campaignId } },
      });
    },
    addCampaignPrestations: async (caller) => {
      const campaignId = await newCampaign();
      const layerId = await newLayer(campaignId);
      return (await clientOf(caller, campaignId)).POST('/campaigns/{id}/prestations', {
        params: { path: { id: campaignId } },
        body: { prestations: [{ layerId, prestationId: provider.prestations.TH }] },
      });
    },
    listLayerPrestations: async (caller) => {
      const { campaignId, layerId } = await withAnalysis();
      return (await clientOf(caller, campaignId)).GET('/cores-layers/{id}/layer-prestations', {
        params: { path: { id: layerId } },
      });
    },
    listCampaignAnalyses: async (caller) => {
      const { campaignId } = await withAnalysis();
      return (await clientOf(caller, campaignId)).GET('/campaigns/{id}/analyses', {
        params: { path: { id: campaignId } },
      });
    },
    deleteCampaignAnalysis: async (caller) => {
      const { campaignId } = await withAnalysis();
      const { data } = await staff.GET('/campaigns/{id}/analyses', {
        params: { path: { id: campaignId } },
      });
      return (await clientOf(caller, campaignId)).DELETE('/campaign-analysis/{id}', {
        params: { path: { id: present(data).items[0]?.id ?? '' } },
      });
    },
    cancelPendingPrestations: async (caller) => {
      const { campaignId } = await withAnalysis();
      return (await clientOf(caller, campaignId)).POST(
        '/campaigns/{id}/analyses/cancel-pending-prestations',
        {
          params: { path: { id: campaignId } },
          body: {},
        },
      );
    },
    sendCoringCampaignToProvider: async (caller) => {
      const { campaignId } = await withAnalysis();
      return (await clientOf(caller, campaignId)).POST(
        '/coring-campaigns/{id}/actions/send-to-provider',
        {
          params: { path: { id: campaignId } },
          body: {},
        },
      );
    },
    fetchCoringCampaignResults: async (caller) => {
      const { campaignId } = await withSentOrder();
      return (await clientOf(caller, campaignId)).POST(
        '/coring-campaigns/{id}/actions/get-from-provider',
        {
          params: { path: { id: campaignId } },
          body: {},
        },
      );
    },
    importLaboratoryOrderResults: async (caller) => {
      const { campaignId, orderId } = await withSentOrder();
      return (await clientOf(caller, campaignId)).POST('/laboratory-orders/{id}/results-import', {
        params: { path: { id: orderId } },
        body: { file: 'resultats.csv' },
        bodySerializer: () => {
          const form = new FormData();
          form.append('file', new Blob(['Identifiant échantillon;HAP (mg/kg)\n']), 'resultats.csv');
          return form;
        },
      });
    },
  };

  it.each(TABLE)('%s by %s answers %i', async (operation, caller, status, code) => {
    const answer = await answerOf(calls[operation](caller));
    expect({ status: answer.status, code: answer.problem?.code }).toEqual({ status, code });
    if (code === 'not_member') {
      expect(answer.problem?.detail).toBe('Only members can view campaign');
    }
  });
});
