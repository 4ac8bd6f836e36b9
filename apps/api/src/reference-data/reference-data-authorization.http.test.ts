import type { ChausseeClient } from '@chaussee/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startCoringTestbed,
  type CoringTestbed,
  type DemoName,
} from '../coring-campaigns/testing/coring-testbed.js';
import { displayNamePrefixes } from '../db/schema.js';
import { answerOf } from '../users/testing/http-identity.js';

/** Who calls: a demo account, a guest of the campaign, or nobody. */
type Caller = DemoName | 'guest' | 'anonymous';

type Operation =
  | 'createRoad'
  | 'createCity'
  | 'createDisplayNamePrefix'
  | 'deleteDisplayNamePrefix'
  | 'listCoringCampaignDisplayNamePrefixes'
  | 'listMaterialCategories'
  | 'listDegradations';

/**
 * Every row written out. The workspace and its coring campaign have every demo account as a member
 * but statistiques@ (the stranger); the technician is a member of the campaign only.
 */
// prettier-ignore
const TABLE: [Operation, Caller, number][] = [
  ['createRoad',                            'superAdmin',         201],
  ['createRoad',                            'officeAdmin',        201],
  ['createRoad',                            'engineer',           201],
  ['createRoad',                            'technician',         201],
  ['createRoad',                            'commercial',         201],
  ['createRoad',                            'customerSupervisor', 403],
  ['createRoad',                            'customerMain',       403],
  ['createRoad',                            'customerUser',       403],
  ['createRoad',                            'readOnly',           403],
  ['createRoad',                            'statistics',         403],
  ['createRoad',                            'guest',              403],
  ['createRoad',                            'anonymous',          401],

  ['createCity',                            'admin',              201],
  ['createCity',                            'studyManager',       201],
  ['createCity',                            'technician',         201],
  ['createCity',                            'customerSupervisor', 403],
  ['createCity',                            'readOnly',           403],
  ['createCity',                            'statistics',         403],
  ['createCity',                            'anonymous',          401],

  ['createDisplayNamePrefix',               'admin',              201],
  ['createDisplayNamePrefix',               'agencyHead',         201],
  ['createDisplayNamePrefix',               'technician',         201],
  ['createDisplayNamePrefix',               'customerSupervisor', 403],
  ['createDisplayNamePrefix',               'readOnly',           403],
  ['createDisplayNamePrefix',               'statistics',         403],
  ['createDisplayNamePrefix',               'guest',              403],
  ['createDisplayNamePrefix',               'anonymous',          401],

  ['deleteDisplayNamePrefix',               'superAdmin',         204],
  ['deleteDisplayNamePrefix',               'collaborator',       204],
  ['deleteDisplayNamePrefix',               'customerMain',       403],
  ['deleteDisplayNamePrefix',               'readOnly',           403],
  ['deleteDisplayNamePrefix',               'statistics',         403],
  ['deleteDisplayNamePrefix',               'guest',              403],
  ['deleteDisplayNamePrefix',               'anonymous',          401],

  ['listCoringCampaignDisplayNamePrefixes', 'admin',              200],
  ['listCoringCampaignDisplayNamePrefixes', 'customerUser',       200],
  ['listCoringCampaignDisplayNamePrefixes', 'readOnly',           200],
  ['listCoringCampaignDisplayNamePrefixes', 'guest',              403],
  ['listCoringCampaignDisplayNamePrefixes', 'statistics',         403],
  ['listCoringCampaignDisplayNamePrefixes', 'anonymous',          401],

  ['listMaterialCategories',                'superAdmin',         200],
  ['listMaterialCategories',                'customerUser',       200],
  ['listMaterialCategories',                'readOnly',           200],
  ['listMaterialCategories',                'statistics',         200],
  ['listMaterialCategories',                'guest',              403],
  ['listMaterialCategories',                'anonymous',          401],

  ['listDegradations',                      'technician',         200],
  ['listDegradations',                      'readOnly',           200],
  ['listDegradations',                      'guest',              200],
  ['listDegradations',                      'anonymous',          401],
];

const WORKSPACE_MEMBERS: DemoName[] = [
  'officeAdmin',
  'agencyHead',
  'collaborator',
  'commercial',
  'engineer',
  'studyManager',
  'customerSupervisor',
  'customerMain',
  'customerUser',
  'readOnly',
];

describe('Reference data authorization table', () => {
  let t: CoringTestbed;

  beforeAll(async () => {
    t = await startCoringTestbed();
  });
  afterAll(() => t.bed.server.close());

  async function fixture() {
    const workspace = await t.workspace(WORKSPACE_MEMBERS);
    const campaign = await t.coringCampaign({
      workspaceId: workspace.id,
      members: [...WORKSPACE_MEMBERS, 'technician'],
    });
    const [prefix] = await t.db
      .insert(displayNamePrefixes)
      .values({ campaignId: campaign.id, name: 'CA-' })
      .returning();
    if (!prefix) throw new Error('The prefix was not inserted.');
    return { campaignId: campaign.id, workspaceId: workspace.id, prefixId: prefix.id };
  }

  async function clientOf(caller: Caller, campaignId: string): Promise<ChausseeClient> {
    if (caller === 'anonymous') return t.bed.server.client;
    if (caller === 'guest') return t.bed.server.clientAs(await t.guestToken(campaignId));
    return t.bed.server.clientAs(await t.token(caller));
  }

  function call(
    operation: Operation,
    client: ChausseeClient,
    ids: Awaited<ReturnType<typeof fixture>>,
  ): Promise<{ response: Response }> {
    switch (operation) {
      case 'createRoad':
        return client.POST('/roads', { body: { workspaceId: ids.workspaceId, name: 'RD 1' } });
      case 'createCity':
        return client.POST('/cities', { body: { workspaceId: ids.workspaceId, name: 'Lyon' } });
      case 'createDisplayNamePrefix':
        return client.POST('/display-name-prefixes', {
          body: { campaignId: ids.campaignId, name: 'HAP-' },
        });
      case 'deleteDisplayNamePrefix':
        return client.DELETE('/display-name-prefixes/{id}', {
          params: { path: { id: ids.prefixId } },
        });
      case 'listCoringCampaignDisplayNamePrefixes':
        return client.GET('/coring-campaigns/{id}/display-name-prefixes', {
          params: { path: { id: ids.campaignId }, query: {} },
        });
      case 'listMaterialCategories':
        return client.GET('/material-categories', { params: { query: {} } });
      case 'listDegradations':
        return client.GET('/degradations', { params: { query: {} } });
    }
  }

  it.each(TABLE)('%s by %s answers %i', async (operation, caller, expected) => {
    const ids = await fixture();
    const client = await clientOf(caller, ids.campaignId);
    expect((await answerOf(call(operation, client, ids))).status).toBe(expected);
  });
});
