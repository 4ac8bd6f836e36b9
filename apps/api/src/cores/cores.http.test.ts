import type { ChausseeClient } from '@chaussee/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coreLayers } from '../db/schema.js';
import { insertTestCampaign } from '../testing/test-campaign.js';
import { present, problemOf } from '../users/testing/http-identity.js';
import { startCoresBed, type CoresBed } from './testing/cores-bed.js';

describe('Cores over HTTP', () => {
  let t: CoresBed;
  let technician: ChausseeClient;

  beforeAll(async () => {
    t = await startCoresBed();
    technician = await t.as('technician');
  });
  afterAll(() => t.close());

  async function addCore(campaignId: string, fields: Record<string, unknown> = {}) {
    const { data, response } = await technician.POST('/cores', {
      body: { campaignId, ...fields },
    });
    expect(response.status).toBe(201);
    return present(data);
  }

  async function numbersOf(campaignId: string) {
    const { data } = await technician.GET('/campaigns/{id}/cores', {
      params: { path: { id: campaignId }, query: { limit: 200 } },
    });
    return present(data).items.map((core) => [core.number, core.displayName]);
  }

  describe('POST /cores', () => {
    it('gives the next number and the status empty to a core with only its campaign', async () => {
      const campaign = await t.campaign(['technician']);
      const first = await addCore(campaign.id);
      const second = await addCore(campaign.id);
      expect(first).toMatchObject({
        campaignId: campaign.id,
        number: 1,
        displayName: '1',
        displayNamePrefix: null,
        status: 'empty',
        road: null,
        roadId: null,
        city: null,
        diameter: null,
        isFullStructure: false,
        corePictures: [],
      });
      expect(second).toMatchObject({ number: 2, status: 'empty' });
    });

    it('inherits road, city, direction, lane, lateral position, structure and diameter from the last core that has a road', async () => {
      const campaign = await t.campaign(['technician']);
      const rd12 = await t.road(campaign.workspaceId, 'RD 12');
      const rd7 = await t.road(campaign.workspaceId, 'RD 7');
      const lyon = await t.city(campaign.workspaceId, 'Lyon');
      await addCore(campaign.id, {
        roadId: rd12,
        cityId: lyon,
        direction: 'Nord',
        lane: 'Voie lente',
        lateralPosition: 'Bande de roulement',
        structureType: 'souple',
        isFullStructure: true,
        diameter: 100,
        landmark: 'PR 3',
        abscissa: 120,
        note: 'trottoir',
      });
      await addCore(campaign.id, { roadId: rd7, diameter: 150, cityId: null });
      // The highest number without road is skipped: the last core *with a road* is number 2.
      await addCore(campaign.id, { roadId: null });
      const inherited = await addCore(campaign.id);
      expect(inherited).toMatchObject({
        number: 4,
        roadId: rd7,
        road: { id: rd7, name: 'RD 7', workspaceId: campaign.workspaceId },
        city: null,
        direction: 'Nord',
        lane: 'Voie lente',
        lateralPosition: 'Bande de roulement',
        structureType: 'souple',
        isFullStructure: true,
        diameter: 150,
        // Where exactly the core is taken is never inherited.
        landmark: null,
        abscissa: null,
        note: null,
        status: 'empty',
      });
      const chosen = await addCore(campaign.id, { diameter: 80, lane: null });
      expect(chosen).toMatchObject({ roadId: rd7, diameter: 80, lane: null, direction: 'Nord' });
    });

    it('names a core by its prefix and number unless a name is given', async () => {
      const campaign = await t.campaign(['technician']);
      const prefix = await t.prefix(campaign.id, 'CA-');
      const named = await addCore(campaign.id, { displayNamePrefixId: prefix });
      expect(named).toMatchObject({
        displayName: 'CA-1',
        displayNamePrefix: { id: prefix, name: 'CA-' },
      });
      expect(await addCore(campaign.id, { displayName: 'Carotte témoin' })).toMatchObject({
        number: 2,
        displayName: 'Carotte témoin',
      });
    });

    it('numbers two cores added at once n+1 and n+2, without error', async () => {
      const campaign = await t.campaign(['technician']);
      await addCore(campaign.id);
      const [a, b] = await Promise.all([addCore(campaign.id), addCore(campaign.id)]);
      expect([a.number, b.number].sort()).toEqual([2, 3]);
      const many = await Promise.all(Array.from({ length: 6 }, () => addCore(campaign.id)));
      expect(many.map((core) => core.number).sort((x, y) => x - y)).toEqual([4, 5, 6, 7, 8, 9]);
    });

    it('answers the French messages of section 5 and 404 for a road of another workspace', async () => {
      const campaign = await t.campaign(['technician']);
      const together = await problemOf(
        technician.POST('/cores', { body: { campaignId: campaign.id, landmark: 'PR 1' } }),
      );
      expect(together).toMatchObject({ status: 400, code: 'validation_failed' });
      expect(together.violations).toEqual([
        {
          propertyPath: 'abscissa',
          code: 'filledTogether',
          message: 'Vous devez aussi remplir ce champ',
        },
      ]);
      const elsewhere = await t.campaign(['technician']);
      const foreignRoad = await t.road(elsewhere.workspaceId, 'A 7');
      expect(
        await problemOf(
          technician.POST('/cores', { body: { campaignId: campaign.id, roadId: foreignRoad } }),
        ),
      ).toMatchObject({ status: 404, code: 'not_found' });
      expect(await numbersOf(campaign.id)).toEqual([]);
    });

    it('refuses a campaign in a final status (409) and a campaign that is not a coring one (400)', async () => {
      const finished = await t.campaign(['technician'], 'finished');
      expect(
        await problemOf(technician.POST('/cores', { body: { campaignId: finished.id } })),
      ).toMatchObject({
        status: 409,
        code: 'campaign_closed',
        detail: 'The campaign is closed: its cores can no longer change',
      });
      const survey = await insertTestCampaign(t.db, {
        type: 'auscultation',
        memberIds: [await t.idOf('technician')],
      });
      const notCoring = await problemOf(
        technician.POST('/cores', { body: { campaignId: survey.id } }),
      );
      expect(notCoring).toMatchObject({ status: 400, code: 'validation_failed' });
      expect(notCoring.violations).toEqual([
        { propertyPath: 'campaignId', code: 'invalidValue', message: 'Valeur invalide' },
      ]);
    });
  });

  describe('PUT and PATCH /cores/{id}', () => {
    it('saves the whole core; road and diameter are required with their own messages', async () => {
      const campaign = await t.campaign(['technician']);
      const road = await t.road(campaign.workspaceId, 'RD 1');
      const core = await addCore(campaign.id, { note: 'à effacer', lane: 'gauche' });
      const refused = await problemOf(
        technician.PUT('/cores/{id}', {
          params: { path: { id: core.id } },
          // @ts-expect-error the contract requires roadId and diameter; the server says so too.
          body: { note: 'x' },
        }),
      );
      expect(refused.violations).toEqual(
        expect.arrayContaining([
          { propertyPath: 'roadId', code: 'roadRequired', message: 'Renseignez la route' },
          {
            propertyPath: 'diameter',
            code: 'coreDiameterRequired',
            message: 'Renseignez le diamètre de la carotte',
          },
        ]),
      );
      const { data } = await technician.PUT('/cores/{id}', {
        params: { path: { id: core.id } },
        body: { roadId: road, diameter: 100, landmark: 'PR 2', abscissa: 35.5 },
      });
      expect(data).toMatchObject({
        number: 1,
        status: 'empty',
        roadId: road,
        diameter: 100,
        landmark: 'PR 2',
        abscissa: 35.5,
        // Left out of a PUT: back to null.
        note: null,
        lane: null,
      });
    });

    it('changes only the fields sent, checks the merged core, and sets the status', async () => {
      const campaign = await t.campaign(['technician']);
      const core = await addCore(campaign.id, { landmark: 'PR 1', abscissa: 10, lane: 'droite' });
      const { data } = await technician.PATCH('/cores/{id}', {
        params: { path: { id: core.id } },
        body: { note: 'fissurée' },
      });
      expect(data).toMatchObject({ note: 'fissurée', lane: 'droite', landmark: 'PR 1' });
      const halfEmptied = await problemOf(
        technician.PATCH('/cores/{id}', {
          params: { path: { id: core.id } },
          body: { abscissa: null },
        }),
      );
      // The landmark stays: the abscissa, now empty, is the one to fill.
      expect(halfEmptied.violations).toEqual([
        {
          propertyPath: 'abscissa',
          code: 'filledTogether',
          message: 'Vous devez aussi remplir ce champ',
        },
      ]);
      const notDescribed = await problemOf(
        technician.PATCH('/cores/{id}', {
          params: { path: { id: core.id } },
          body: { status: 'validated' },
        }),
      );
      expect(notDescribed.violations).toEqual([
        { propertyPath: 'roadId', code: 'roadRequired', message: 'Renseignez la route' },
        {
          propertyPath: 'diameter',
          code: 'coreDiameterRequired',
          message: 'Renseignez le diamètre de la carotte',
        },
      ]);
      const road = await t.road(campaign.workspaceId, 'RD 9');
      const { data: validated } = await technician.PATCH('/cores/{id}', {
        params: { path: { id: core.id } },
        body: { status: 'validated', roadId: road, diameter: 100 },
      });
      expect(validated).toMatchObject({ status: 'validated', roadId: road, diameter: 100 });
      const { data: sent } = await technician.PATCH('/cores/{id}', {
        params: { path: { id: core.id } },
        body: { status: 'sent_to_study_manager' },
      });
      expect(sent).toMatchObject({ status: 'sent_to_study_manager' });
    });

    it('refuses going back to empty once the core has layers (409 invalid_status_transition)', async () => {
      const campaign = await t.campaign(['technician']);
      const core = await addCore(campaign.id);
      await technician.PATCH('/cores/{id}', {
        params: { path: { id: core.id } },
        body: { status: 'cancelled' },
      });
      await t.db.insert(coreLayers).values({
        coreId: core.id,
        position: 1,
        type: 'CA',
        thickness: 40,
        condition: 'healthy_smooth',
      });
      expect(
        await problemOf(
          technician.PATCH('/cores/{id}', {
            params: { path: { id: core.id } },
            body: { status: 'empty' },
          }),
        ),
      ).toMatchObject({ status: 409, code: 'invalid_status_transition' });
    });

    it('keeps an automatic display name automatic when the prefix changes', async () => {
      const campaign = await t.campaign(['technician']);
      const ca = await t.prefix(campaign.id, 'CA-');
      const cs = await t.prefix(campaign.id, 'CS-');
      await addCore(campaign.id);
      const core = await addCore(campaign.id, { displayNamePrefixId: ca });
      const { data: patched } = await technician.PATCH('/cores/{id}', {
        params: { path: { id: core.id } },
        body: { displayNamePrefixId: cs },
      });
      expect(patched).toMatchObject({ displayName: 'CS-2' });
      const { data: renamed } = await technician.PATCH('/cores/{id}', {
        params: { path: { id: core.id } },
        body: { displayName: 'Témoin' },
      });
      expect(renamed).toMatchObject({ displayName: 'Témoin' });
    });
  });

  describe('DELETE /cores/{id}', () => {
    it('renumbers the later cores; automatic names follow, chosen names stay', async () => {
      const campaign = await t.campaign(['technician']);
      const prefix = await t.prefix(campaign.id, 'C');
      const cores = [];
      for (let index = 0; index < 5; index++) {
        cores.push(await addCore(campaign.id, { displayNamePrefixId: prefix }));
      }
      await technician.PATCH('/cores/{id}', {
        params: { path: { id: present(cores[3]).id } },
        body: { displayName: 'Témoin' },
      });
      const { response } = await technician.DELETE('/cores/{id}', {
        params: { path: { id: present(cores[1]).id }, query: { force: true } },
      });
      expect(response.status).toBe(204);
      expect(await numbersOf(campaign.id)).toEqual([
        [1, 'C1'],
        [2, 'C2'],
        [4, 'C4'],
        [3, 'Témoin'],
      ]);
      expect(await addCore(campaign.id, { displayNamePrefixId: prefix })).toMatchObject({
        number: 5,
        displayName: 'C5',
      });
    });

    it('keeps numbers without gaps when deletions and additions race', async () => {
      const campaign = await t.campaign(['technician']);
      const cores = [];
      for (let index = 0; index < 6; index++) cores.push(await addCore(campaign.id));
      await Promise.all([
        technician.DELETE('/cores/{id}', { params: { path: { id: present(cores[0]).id } } }),
        addCore(campaign.id),
        technician.DELETE('/cores/{id}', { params: { path: { id: present(cores[3]).id } } }),
        addCore(campaign.id),
      ]);
      const numbers = (await numbersOf(campaign.id)).map(([number]) => number);
      expect([...numbers].sort()).toEqual([1, 2, 3, 4, 5, 6]);
    });

    it('refuses a core with layers without force (409), and deletes it with force', async () => {
      const campaign = await t.campaign(['technician']);
      const core = await addCore(campaign.id);
      await t.db.insert(coreLayers).values({
        coreId: core.id,
        position: 1,
        type: 'CA',
        thickness: 40,
        condition: 'healthy_smooth',
      });
      expect(
        await problemOf(technician.DELETE('/cores/{id}', { params: { path: { id: core.id } } })),
      ).toMatchObject({
        status: 409,
        code: 'core_has_data',
        detail: 'The core has layers, pictures or samples; delete it with force=true',
      });
      await technician.DELETE('/cores/{id}', {
        params: { path: { id: core.id }, query: { force: true } },
      });
      expect(
        await problemOf(technician.GET('/cores/{id}', { params: { path: { id: core.id } } })),
      ).toMatchObject({ status: 404 });
    });
  });

  describe('GET /campaigns/{id}/cores', () => {
    it('sorts by prefix name (none first), then display name in natural order, then id', async () => {
      const campaign = await t.campaign(['technician']);
      const cb = await t.prefix(campaign.id, 'CB-');
      const ca = await t.prefix(campaign.id, 'CA-');
      const order = [
        { displayNamePrefixId: cb },
        { displayNamePrefixId: ca, displayName: 'CA-10' },
        { displayNamePrefixId: ca, displayName: 'CA-2' },
        { displayName: 'Z' },
        { displayNamePrefixId: ca, displayName: 'CA-2' },
        { displayName: 'A' },
      ];
      const added = [];
      for (const fields of order) added.push(await addCore(campaign.id, fields));
      const sameName = added
        .filter((core) => core.displayName === 'CA-2')
        .map((core) => core.id)
        .sort();
      const { data } = await technician.GET('/campaigns/{id}/cores', {
        params: { path: { id: campaign.id } },
      });
      expect(present(data).items.map((core) => core.displayName)).toEqual([
        'A',
        'Z',
        'CA-2',
        'CA-2',
        'CA-10',
        'CB-1',
      ]);
      expect(
        present(data)
          .items.filter((core) => core.displayName === 'CA-2')
          .map((core) => core.id),
      ).toEqual(sameName);
      const { data: second } = await technician.GET('/campaigns/{id}/cores', {
        params: { path: { id: campaign.id }, query: { limit: 2, offset: 2 } },
      });
      expect(second).toMatchObject({ total: 6, limit: 2, offset: 2 });
      expect(present(second).items.map((core) => core.displayName)).toEqual(['CA-2', 'CA-2']);
      expect(present(second).items[0]).not.toHaveProperty('layers');
      // The grid asks pages of up to 1,000 cores (the contract's CoreLimit), not one more.
      const { data: largest } = await technician.GET('/campaigns/{id}/cores', {
        params: { path: { id: campaign.id }, query: { limit: 1000 } },
      });
      expect(present(largest)).toMatchObject({ total: 6, limit: 1000, offset: 0 });
      expect(present(largest).items).toHaveLength(6);
      const tooLarge = await problemOf(
        technician.GET('/campaigns/{id}/cores', {
          params: { path: { id: campaign.id }, query: { limit: 1001 } },
        }),
      );
      expect(tooLarge).toMatchObject({ status: 400, code: 'validation_failed' });
    });
  });
});
