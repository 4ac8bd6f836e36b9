import type { ChausseeClient } from '@chaussee/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCoringTestbed, type CoringTestbed, type DemoName } from './testing/coring-testbed.js';
import { answerOf } from '../users/testing/http-identity.js';

/** Who calls: a demo account, a guest of the campaign, or nobody. */
type Caller = DemoName | 'guest' | 'anonymous';

type Operation =
  | 'createCoringCampaign'
  | 'getCoringCampaign'
  | 'updateCoringCampaign'
  | 'updateCoringCampaignStatus'
  | 'validateCampaignCores'
  | 'updateCoringCampaignCustomerAccess'
  | 'updateCoringCampaignShouldValidateCustomer'
  | 'updateCoringCampaignCustomerValidation'
  | 'getCoringCampaignLayerNames'
  | 'updateCoringCampaignLayerNames'
  | 'setCoringCampaignPrestationsAndProviders';

/**
 * Every row written out: the status each caller gets. Campaigns (and the workspace of a creation)
 * have every demo account as a member but statistiques@, the stranger; ADMIN and SUPER_ADMIN see
 * every campaign anyway.
 */
// prettier-ignore
const TABLE: [Operation, Caller, number][] = [
  ['createCoringCampaign',                       'officeAdmin',        201],
  ['createCoringCampaign',                       'superAdmin',         201],
  ['createCoringCampaign',                       'agencyHead',         403],
  ['createCoringCampaign',                       'customerSupervisor', 403],
  ['createCoringCampaign',                       'readOnly',           403],
  ['createCoringCampaign',                       'statistics',         403],
  ['createCoringCampaign',                       'anonymous',          401],

  ['getCoringCampaign',                          'superAdmin',         200],
  ['getCoringCampaign',                          'admin',              200],
  ['getCoringCampaign',                          'technician',         200],
  ['getCoringCampaign',                          'customerUser',       200],
  ['getCoringCampaign',                          'readOnly',           200],
  ['getCoringCampaign',                          'guest',              403],
  ['getCoringCampaign',                          'statistics',         403],
  ['getCoringCampaign',                          'anonymous',          401],

  ['updateCoringCampaign',                       'officeAdmin',        200],
  ['updateCoringCampaign',                       'admin',              200],
  ['updateCoringCampaign',                       'customerSupervisor', 200],
  ['updateCoringCampaign',                       'agencyHead',         403],
  ['updateCoringCampaign',                       'engineer',           403],
  ['updateCoringCampaign',                       'customerMain',       403],
  ['updateCoringCampaign',                       'readOnly',           403],
  ['updateCoringCampaign',                       'guest',              403],
  ['updateCoringCampaign',                       'statistics',         403],
  ['updateCoringCampaign',                       'anonymous',          401],

  ['updateCoringCampaignStatus',                 'superAdmin',         200],
  ['updateCoringCampaignStatus',                 'officeAdmin',        200],
  ['updateCoringCampaignStatus',                 'technician',         200],
  ['updateCoringCampaignStatus',                 'commercial',         200],
  ['updateCoringCampaignStatus',                 'studyManager',       200],
  ['updateCoringCampaignStatus',                 'customerSupervisor', 403],
  ['updateCoringCampaignStatus',                 'customerMain',       403],
  ['updateCoringCampaignStatus',                 'readOnly',           403],
  ['updateCoringCampaignStatus',                 'guest',              403],
  ['updateCoringCampaignStatus',                 'statistics',         403],
  ['updateCoringCampaignStatus',                 'anonymous',          401],

  ['validateCampaignCores',                      'admin',              200],
  ['validateCampaignCores',                      'engineer',           200],
  ['validateCampaignCores',                      'customerSupervisor', 403],
  ['validateCampaignCores',                      'customerUser',       403],
  ['validateCampaignCores',                      'guest',              403],
  ['validateCampaignCores',                      'statistics',         403],

  ['updateCoringCampaignCustomerAccess',         'customerSupervisor', 200],
  ['updateCoringCampaignCustomerAccess',         'officeAdmin',        200],
  ['updateCoringCampaignCustomerAccess',         'technician',         403],
  ['updateCoringCampaignCustomerAccess',         'customerMain',       403],
  ['updateCoringCampaignCustomerAccess',         'readOnly',           403],

  ['updateCoringCampaignShouldValidateCustomer', 'officeAdmin',        200],
  ['updateCoringCampaignShouldValidateCustomer', 'customerSupervisor', 200],
  ['updateCoringCampaignShouldValidateCustomer', 'studyManager',       403],
  ['updateCoringCampaignShouldValidateCustomer', 'customerUser',       403],

  ['updateCoringCampaignCustomerValidation',     'customerMain',       200],
  ['updateCoringCampaignCustomerValidation',     'customerSupervisor', 200],
  ['updateCoringCampaignCustomerValidation',     'admin',              200],
  ['updateCoringCampaignCustomerValidation',     'customerUser',       403],
  ['updateCoringCampaignCustomerValidation',     'engineer',           403],
  ['updateCoringCampaignCustomerValidation',     'readOnly',           403],
  ['updateCoringCampaignCustomerValidation',     'guest',              403],

  ['getCoringCampaignLayerNames',                'readOnly',           200],
  ['getCoringCampaignLayerNames',                'guest',              403],
  ['getCoringCampaignLayerNames',                'statistics',         403],

  ['updateCoringCampaignLayerNames',             'technician',         200],
  ['updateCoringCampaignLayerNames',             'admin',              200],
  ['updateCoringCampaignLayerNames',             'customerSupervisor', 403],
  ['updateCoringCampaignLayerNames',             'readOnly',           403],
  ['updateCoringCampaignLayerNames',             'statistics',         403],

  ['setCoringCampaignPrestationsAndProviders',   'studyManager',       200],
  ['setCoringCampaignPrestationsAndProviders',   'collaborator',       200],
  ['setCoringCampaignPrestationsAndProviders',   'customerMain',       403],
  ['setCoringCampaignPrestationsAndProviders',   'guest',              403],
];

const MEMBERS: DemoName[] = [
  'officeAdmin',
  'agencyHead',
  'collaborator',
  'commercial',
  'engineer',
  'studyManager',
  'technician',
  'customerSupervisor',
  'customerMain',
  'customerUser',
  'readOnly',
];

describe('Coring campaigns authorization table', () => {
  let t: CoringTestbed;

  beforeAll(async () => {
    t = await startCoringTestbed();
  });
  afterAll(() => t.bed.server.close());

  /**
   * A campaign fit for each operation's success (awaiting validation, every core filled in, a main
   * customer), in a workspace where the same accounts are members (for the creation).
   */
  async function fixture(): Promise<{ id: string; workspaceId: string }> {
    const workspace = await t.workspace(MEMBERS);
    const campaign = await t.coringCampaign({
      workspaceId: workspace.id,
      members: MEMBERS,
      status: 'awaiting_validation',
      mainCustomer: 'customerMain',
    });
    await t.addCores(campaign.id, ['validated']);
    return campaign;
  }

  async function clientOf(caller: Caller, campaignId: string): Promise<ChausseeClient> {
    if (caller === 'anonymous') return t.bed.server.client;
    if (caller === 'guest') return t.bed.server.clientAs(await t.guestToken(campaignId));
    return t.bed.server.clientAs(await t.token(caller));
  }

  async function call(
    operation: Operation,
    client: ChausseeClient,
    campaign: { id: string; workspaceId: string },
  ): Promise<{ response: Response }> {
    const path = { params: { path: { id: campaign.id } } };
    const team = {
      engineerId: await t.id('engineer'),
      technicianIds: [await t.id('technician')],
    };
    switch (operation) {
      case 'createCoringCampaign':
        return client.POST('/coring-campaigns', {
          body: {
            workspaceId: campaign.workspaceId,
            name: 'Nouvelle campagne',
            ...team,
            hasCustomerAccess: false,
            shouldValidateCustomer: false,
          },
        });
      case 'getCoringCampaign':
        return client.GET('/coring-campaigns/{id}', path);
      case 'updateCoringCampaign':
        return client.PUT('/coring-campaigns/{id}', {
          ...path,
          body: { name: 'Renommée', ...team },
        });
      case 'updateCoringCampaignStatus':
        return client.PATCH('/coring-campaigns/{id}', { ...path, body: { status: 'preparing' } });
      case 'validateCampaignCores':
        return client.POST('/campaign/{id}/validateCores', { ...path, body: {} });
      case 'updateCoringCampaignCustomerAccess':
        return client.PUT('/coring-campaigns/{id}/update-customer-access', {
          ...path,
          body: { hasCustomerAccess: true },
        });
      case 'updateCoringCampaignShouldValidateCustomer':
        return client.PUT('/coring-campaigns/{id}/should-validate-customer', {
          ...path,
          body: { shouldValidateCustomer: true },
        });
      case 'updateCoringCampaignCustomerValidation':
        return client.PUT('/coring-campaigns/{id}/update-validate-customer', {
          ...path,
          body: { validateCustomer: true },
        });
      case 'getCoringCampaignLayerNames':
        return client.GET('/coring-campaigns/{id}/layer-names', path);
      case 'updateCoringCampaignLayerNames':
        return client.PUT('/coring-campaigns/{id}/layer-names', {
          ...path,
          body: { names: [{ name: 'Couche de roulement' }] },
        });
      case 'setCoringCampaignPrestationsAndProviders':
        return client.PUT('/coring-campaigns/{id}/add-prestations-and-providers', {
          ...path,
          body: { providerIds: [], prestations: [] },
        });
    }
  }

  it.each(TABLE)('%s by %s answers %i', async (operation, caller, expected) => {
    const campaign = await fixture();
    const client = await clientOf(caller, campaign.id);
    expect((await answerOf(call(operation, client, campaign))).status).toBe(expected);
  });
});
