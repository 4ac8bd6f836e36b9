import type { ChausseeClient } from '@chaussee/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { present, problemOf, answerOf } from '../users/testing/http-identity.js';
import { startCoresBed, type CoresBed, type DemoName } from './testing/cores-bed.js';

/** Who calls: a demo account, the campaign's guest, or nobody signed in. */
type Caller = DemoName | 'guest' | 'anonymous';

type Operation =
  | 'createCore'
  | 'getCore'
  | 'updateCore'
  | 'patchCore'
  | 'deleteCore'
  | 'listCampaignCores'
  | 'listCampaignOtherMaterials'
  | 'getCoreLayers'
  | 'updateCoreLayers'
  | 'getCoreInterfaces'
  | 'updateCoreInterfaces'
  | 'copyLayersToCores'
  | 'listCoresGroups'
  | 'createCoresGroup'
  | 'updateCoresGroup'
  | 'deleteCoresGroup';

/**
 * Members of the campaign: technician (staff), commercial (staff, may group cores), customerMain
 * (customer), reader (READ_ONLY). Not members: engineer (staff), customerUser. admin sees every
 * campaign. The guest's share link is for this campaign, and reads none of its cores (a guest calls
 * only its dashboard and map: access/guest-operations.ts). Expected: status, and the problem code
 * of a refusal.
 */
// prettier-ignore
const TABLE: readonly [Operation, Caller, number, string?][] = [
  ['createCore',                 'technician',   201],
  ['createCore',                 'commercial',   201],
  ['createCore',                 'admin',        201],
  ['createCore',                 'customerMain', 403, 'forbidden'],
  ['createCore',                 'reader',       403, 'forbidden'],
  ['createCore',                 'guest',        403, 'forbidden'],
  ['createCore',                 'engineer',     403, 'not_member'],
  ['createCore',                 'anonymous',    401, 'unauthenticated'],
  ['getCore',                    'technician',   200],
  ['getCore',                    'customerMain', 200],
  ['getCore',                    'reader',       200],
  ['getCore',                    'guest',        403, 'forbidden'],
  ['getCore',                    'admin',        200],
  ['getCore',                    'engineer',     403, 'not_member'],
  ['getCore',                    'customerUser', 403, 'not_member'],
  ['getCore',                    'anonymous',    401, 'unauthenticated'],
  ['updateCore',                 'technician',   200],
  ['updateCore',                 'customerMain', 403, 'forbidden'],
  ['updateCore',                 'reader',       403, 'forbidden'],
  ['updateCore',                 'guest',        403, 'forbidden'],
  ['updateCore',                 'engineer',     403, 'not_member'],
  ['patchCore',                  'technician',   200],
  ['patchCore',                  'admin',        200],
  ['patchCore',                  'customerMain', 403, 'forbidden'],
  ['patchCore',                  'reader',       403, 'forbidden'],
  ['patchCore',                  'guest',        403, 'forbidden'],
  ['deleteCore',                 'technician',   204],
  ['deleteCore',                 'customerMain', 403, 'forbidden'],
  ['deleteCore',                 'reader',       403, 'forbidden'],
  ['deleteCore',                 'guest',        403, 'forbidden'],
  ['deleteCore',                 'engineer',     403, 'not_member'],
  ['deleteCore',                 'anonymous',    401, 'unauthenticated'],
  ['listCampaignCores',          'customerMain', 200],
  ['listCampaignCores',          'reader',       200],
  ['listCampaignCores',          'guest',        403, 'forbidden'],
  ['listCampaignCores',          'engineer',     403, 'not_member'],
  ['listCampaignCores',          'anonymous',    401, 'unauthenticated'],
  ['listCampaignOtherMaterials', 'reader',       200],
  ['listCampaignOtherMaterials', 'guest',        403, 'forbidden'],
  ['listCampaignOtherMaterials', 'engineer',     403, 'not_member'],
  ['getCoreLayers',              'customerMain', 200],
  ['getCoreLayers',              'guest',        403, 'forbidden'],
  ['getCoreLayers',              'engineer',     403, 'not_member'],
  ['updateCoreLayers',           'technician',   200],
  ['updateCoreLayers',           'customerMain', 403, 'forbidden'],
  ['updateCoreLayers',           'reader',       403, 'forbidden'],
  ['updateCoreLayers',           'guest',        403, 'forbidden'],
  ['updateCoreLayers',           'engineer',     403, 'not_member'],
  ['getCoreInterfaces',          'reader',       200],
  ['getCoreInterfaces',          'engineer',     403, 'not_member'],
  ['updateCoreInterfaces',       'technician',   200],
  ['updateCoreInterfaces',       'customerMain', 403, 'forbidden'],
  ['updateCoreInterfaces',       'guest',        403, 'forbidden'],
  ['copyLayersToCores',          'technician',   200],
  ['copyLayersToCores',          'customerMain', 403, 'forbidden'],
  ['copyLayersToCores',          'reader',       403, 'forbidden'],
  ['copyLayersToCores',          'engineer',     403, 'not_member'],
  ['listCoresGroups',            'customerMain', 200],
  ['listCoresGroups',            'guest',        403, 'forbidden'],
  ['listCoresGroups',            'engineer',     403, 'not_member'],
  ['listCoresGroups',            'anonymous',    401, 'unauthenticated'],
  ['createCoresGroup',           'commercial',   201],
  ['createCoresGroup',           'admin',        201],
  ['createCoresGroup',           'technician',   403, 'forbidden'],
  ['createCoresGroup',           'customerMain', 403, 'forbidden'],
  ['createCoresGroup',           'reader',       403, 'forbidden'],
  ['createCoresGroup',           'guest',        403, 'forbidden'],
  ['createCoresGroup',           'engineer',     403, 'not_member'],
  ['updateCoresGroup',           'commercial',   200],
  ['updateCoresGroup',           'technician',   403, 'forbidden'],
  ['updateCoresGroup',           'guest',        403, 'forbidden'],
  ['updateCoresGroup',           'engineer',     403, 'not_member'],
  ['deleteCoresGroup',           'commercial',   204],
  ['deleteCoresGroup',           'technician',   403, 'forbidden'],
  ['deleteCoresGroup',           'reader',       403, 'forbidden'],
  ['deleteCoresGroup',           'engineer',     403, 'not_member'],
];

describe('Cores authorization table', () => {
  let t: CoresBed;
  let campaignId: string;
  let staff: ChausseeClient;
  let guest: ChausseeClient;
  let materialCategoryId: string;
  let roadId: string;

  beforeAll(async () => {
    t = await startCoresBed();
    const campaign = await t.campaign(['technician', 'commercial', 'customerMain', 'reader']);
    campaignId = campaign.id;
    staff = await t.as('technician');
    guest = await t.guestOf(campaignId);
    materialCategoryId = await t.materialCategory('Béton bitumineux');
    roadId = await t.road(campaign.workspaceId, 'RD 1');
  });
  afterAll(() => t.close());

  async function clientOf(caller: Caller): Promise<ChausseeClient> {
    if (caller === 'guest') return guest;
    if (caller === 'anonymous') return t.bed.server.client;
    return t.as(caller);
  }

  /** A fresh core with two layers, made by a technician of the campaign. */
  async function newCore(): Promise<string> {
    const { data } = await staff.POST('/cores', { body: { campaignId } });
    const id = present(data).id;
    const layer = {
      type: 'CA' as const,
      materialCategoryId,
      thickness: 40,
      condition: 'healthy_smooth' as const,
    };
    await staff.PUT('/cores/{id}/cores-layers', {
      params: { path: { id } },
      body: { layers: [layer, layer] },
    });
    return id;
  }

  async function newGroup(): Promise<string> {
    const { data } = await (
      await t.as('commercial')
    ).POST('/v2/coring/campaigns/{id}/cores-groups', {
      params: { path: { id: campaignId } },
      body: { name: `Groupe ${crypto.randomUUID()}`, cores: [await newCore()] },
    });
    return present(data).id;
  }

  /** Each operation on fresh data, so that a row never depends on another. */
  const calls: Record<Operation, (client: ChausseeClient) => Promise<{ response: Response }>> = {
    createCore: (client) => client.POST('/cores', { body: { campaignId } }),
    getCore: async (client) =>
      client.GET('/cores/{id}', { params: { path: { id: await newCore() } } }),
    updateCore: async (client) =>
      client.PUT('/cores/{id}', {
        params: { path: { id: await newCore() } },
        body: { roadId, diameter: 100 },
      }),
    patchCore: async (client) =>
      client.PATCH('/cores/{id}', {
        params: { path: { id: await newCore() } },
        body: { note: 'vu' },
      }),
    deleteCore: async (client) =>
      client.DELETE('/cores/{id}', {
        params: { path: { id: await newCore() }, query: { force: true } },
      }),
    listCampaignCores: (client) =>
      client.GET('/campaigns/{id}/cores', { params: { path: { id: campaignId } } }),
    listCampaignOtherMaterials: (client) =>
      client.GET('/campaigns/{id}/other-materials', { params: { path: { id: campaignId } } }),
    getCoreLayers: async (client) =>
      client.GET('/cores/{id}/cores-layers', { params: { path: { id: await newCore() } } }),
    updateCoreLayers: async (client) =>
      client.PUT('/cores/{id}/cores-layers', {
        params: { path: { id: await newCore() } },
        body: { layers: [] },
      }),
    getCoreInterfaces: async (client) =>
      client.GET('/cores/{id}/cores-interfaces', { params: { path: { id: await newCore() } } }),
    updateCoreInterfaces: async (client) =>
      client.PUT('/cores/{id}/cores-interfaces', {
        params: { path: { id: await newCore() } },
        body: { interfaces: [{ position: 1, bondState: 'bonded' }] },
      }),
    copyLayersToCores: async (client) =>
      client.POST('/actions/copy-layers-to-core', {
        body: { coreToCopy: await newCore(), targetCores: [await newCore()] },
      }),
    listCoresGroups: (client) =>
      client.GET('/v2/coring/campaigns/{id}/cores-groups', {
        params: { path: { id: campaignId } },
      }),
    createCoresGroup: async (client) =>
      client.POST('/v2/coring/campaigns/{id}/cores-groups', {
        params: { path: { id: campaignId } },
        body: { name: crypto.randomUUID(), cores: [await newCore()] },
      }),
    updateCoresGroup: async (client) =>
      client.PUT('/v2/cores-groups/{id}', {
        params: { path: { id: await newGroup() } },
        body: { name: crypto.randomUUID(), cores: [await newCore()] },
      }),
    deleteCoresGroup: async (client) =>
      client.DELETE('/v2/cores-groups/{id}', { params: { path: { id: await newGroup() } } }),
  };

  it.each(TABLE)('%s by %s answers %i', async (operation, caller, status, code) => {
    const client = await clientOf(caller);
    const answer = await answerOf(calls[operation](client));
    expect({ status: answer.status, code: answer.problem?.code }).toEqual({ status, code });
    if (code === 'not_member') {
      expect(answer.problem?.detail).toBe('Only members can view campaign');
    }
  });

  it('answers 404 for an unknown core, campaign or group, whoever asks', async () => {
    const unknown = crypto.randomUUID();
    const admin = await t.as('admin');
    const calls = [
      () => admin.GET('/cores/{id}', { params: { path: { id: unknown } } }),
      () => admin.GET('/cores/{id}/cores-layers', { params: { path: { id: unknown } } }),
      () =>
        admin.PUT('/cores/{id}/cores-interfaces', {
          params: { path: { id: unknown } },
          body: { interfaces: [] },
        }),
      () => admin.GET('/campaigns/{id}/cores', { params: { path: { id: unknown } } }),
      () => admin.POST('/cores', { body: { campaignId: unknown } }),
      () => admin.DELETE('/v2/cores-groups/{id}', { params: { path: { id: unknown } } }),
    ];
    for (const call of calls) {
      expect(await problemOf(call())).toMatchObject({ status: 404, code: 'not_found' });
    }
  });
});
