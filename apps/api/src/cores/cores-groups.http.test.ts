import type { ChausseeClient } from '@chaussee/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestCampaign } from '../testing/test-campaign.js';
import { present, problemOf } from '../users/testing/http-identity.js';
import { startCoresBed, type CoresBed } from './testing/cores-bed.js';

describe('Cores groups over HTTP', () => {
  let t: CoresBed;
  let technician: ChausseeClient;
  let studyManager: ChausseeClient;

  beforeAll(async () => {
    t = await startCoresBed();
    technician = await t.as('technician');
    studyManager = await t.as('studyManager');
  });
  afterAll(() => t.close());

  async function campaignWithCores(count: number) {
    const campaign = await t.campaign(['technician', 'studyManager', 'customerMain']);
    const ids: string[] = [];
    for (let index = 0; index < count; index++) {
      const { data } = await technician.POST('/cores', { body: { campaignId: campaign.id } });
      ids.push(present(data).id);
    }
    return { campaign, ids };
  }

  async function createGroup(campaignId: string, name: string, cores: string[]) {
    const { data, response } = await studyManager.POST('/v2/coring/campaigns/{id}/cores-groups', {
      params: { path: { id: campaignId } },
      body: { name, cores },
    });
    expect(response.status).toBe(201);
    return present(data);
  }

  it('creates a group whose cores come in the campaign order, and lists groups by name', async () => {
    const { campaign, ids } = await campaignWithCores(11);
    // Core 10 before core 2 in the body; the answer follows the natural order.
    const group = await createGroup(campaign.id, '  Zone nord ', [
      present(ids[9]),
      present(ids[1]),
    ]);
    expect(group).toEqual({
      id: group.id,
      name: 'Zone nord',
      campaignId: campaign.id,
      cores: [
        { id: ids[1], number: 2, displayName: '2' },
        { id: ids[9], number: 10, displayName: '10' },
      ],
    });
    await createGroup(campaign.id, 'Bretelle', [present(ids[0])]);
    await createGroup(campaign.id, 'Giratoire', [present(ids[2])]);
    const customer = await t.as('customerMain');
    const { data, response } = await customer.GET('/v2/coring/campaigns/{id}/cores-groups', {
      params: { path: { id: campaign.id }, query: { limit: 2, offset: 1 } },
    });
    expect(response.headers.get('content-type')).toContain('application/ld+json');
    expect(present(data).totalItems).toBe(3);
    expect(present(data).member.map((item) => item.name)).toEqual(['Giratoire', 'Zone nord']);
  });

  it('replaces the name and the cores of a group; the id must be the path one', async () => {
    const { campaign, ids } = await campaignWithCores(3);
    const group = await createGroup(campaign.id, 'A', [present(ids[0])]);
    const { data } = await studyManager.PUT('/v2/cores-groups/{id}', {
      params: { path: { id: group.id } },
      body: { id: group.id, name: 'B', cores: [present(ids[2]), present(ids[1])] },
    });
    expect(data).toMatchObject({
      name: 'B',
      cores: [
        { id: ids[1], number: 2 },
        { id: ids[2], number: 3 },
      ],
    });
    const mismatch = await problemOf(
      studyManager.PUT('/v2/cores-groups/{id}', {
        params: { path: { id: group.id } },
        body: { id: campaign.id, name: 'B', cores: [present(ids[0])] },
      }),
    );
    expect(mismatch.violations).toEqual([
      { propertyPath: 'id', code: 'invalidValue', message: 'Valeur invalide' },
    ]);
  });

  it('refuses a name used by another group of the campaign whatever its case (409), and foreign cores (400)', async () => {
    const { campaign, ids } = await campaignWithCores(2);
    await createGroup(campaign.id, 'Zone sud', [present(ids[0])]);
    const other = await createGroup(campaign.id, 'Zone est', [present(ids[0])]);
    expect(
      await problemOf(
        studyManager.POST('/v2/coring/campaigns/{id}/cores-groups', {
          params: { path: { id: campaign.id } },
          body: { name: 'ZONE SUD', cores: [present(ids[1])] },
        }),
      ),
    ).toMatchObject({
      status: 409,
      code: 'already_exists',
      detail: 'Another group of the campaign has this name',
    });
    expect(
      await problemOf(
        studyManager.PUT('/v2/cores-groups/{id}', {
          params: { path: { id: other.id } },
          body: { name: 'zone sud', cores: [present(ids[1])] },
        }),
      ),
    ).toMatchObject({ status: 409 });
    // Keeping its own name is not a conflict.
    const { data: same } = await studyManager.PUT('/v2/cores-groups/{id}', {
      params: { path: { id: other.id } },
      body: { name: 'Zone Est', cores: [present(ids[1])] },
    });
    expect(same).toMatchObject({ name: 'Zone Est' });
    // The same name in another campaign is free.
    const elsewhere = await campaignWithCores(1);
    await createGroup(elsewhere.campaign.id, 'Zone sud', [present(elsewhere.ids[0])]);
    const foreign = await problemOf(
      studyManager.POST('/v2/coring/campaigns/{id}/cores-groups', {
        params: { path: { id: campaign.id } },
        body: {
          name: 'Mélange',
          cores: [present(ids[0]), present(elsewhere.ids[0]), present(ids[0])],
        },
      }),
    );
    expect(foreign.violations).toEqual([
      { propertyPath: 'cores.1', code: 'invalidValue', message: 'Valeur invalide' },
      {
        propertyPath: 'cores.2',
        code: 'uniqueItems',
        message: 'Cette liste contient des doublons',
      },
    ]);
    const empty = await problemOf(
      studyManager.POST('/v2/coring/campaigns/{id}/cores-groups', {
        params: { path: { id: campaign.id } },
        body: { name: 'Vide', cores: [] },
      }),
    );
    expect(empty.violations).toEqual([
      { propertyPath: 'cores', code: 'atLeastOne', message: 'Au moins 1 requis' },
    ]);
  });

  it('deletes a group and leaves its cores', async () => {
    const { campaign, ids } = await campaignWithCores(1);
    const group = await createGroup(campaign.id, 'Temporaire', [present(ids[0])]);
    const { response } = await studyManager.DELETE('/v2/cores-groups/{id}', {
      params: { path: { id: group.id } },
    });
    expect(response.status).toBe(204);
    const { data } = await studyManager.GET('/v2/coring/campaigns/{id}/cores-groups', {
      params: { path: { id: campaign.id } },
    });
    expect(present(data).totalItems).toBe(0);
    const { data: core } = await technician.GET('/cores/{id}', {
      params: { path: { id: present(ids[0]) } },
    });
    expect(core).toMatchObject({ id: ids[0], number: 1 });
  });

  it('keeps groups to the right « group Core » and to coring campaigns', async () => {
    const { campaign, ids } = await campaignWithCores(1);
    expect(
      await problemOf(
        technician.POST('/v2/coring/campaigns/{id}/cores-groups', {
          params: { path: { id: campaign.id } },
          body: { name: 'Technicien', cores: [present(ids[0])] },
        }),
      ),
    ).toMatchObject({ status: 403, code: 'forbidden' });
    const survey = await insertTestCampaign(t.db, {
      type: 'auscultation',
      memberIds: [await t.idOf('studyManager')],
    });
    expect(
      await problemOf(
        studyManager.GET('/v2/coring/campaigns/{id}/cores-groups', {
          params: { path: { id: survey.id } },
        }),
      ),
    ).toMatchObject({ status: 404 });
  });
});
