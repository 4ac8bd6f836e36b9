import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cores, displayNamePrefixes, organizations } from '../db/schema.js';
import {
  startCoringTestbed,
  type CoringTestbed,
  type DemoName,
} from '../coring-campaigns/testing/coring-testbed.js';
import { present, problemOf } from '../users/testing/http-identity.js';
import { createDegradations, createMaterialCategories } from './reference-catalogue.service.js';

const UNKNOWN_ID = '6f1c1a52-7d1e-4a35-9a53-0c7d1b7f0a11';
/** Any generated identifier. */
const anId: unknown = expect.any(String);

describe('Reference data over HTTP', () => {
  let t: CoringTestbed;
  const as = async (name: DemoName) => t.bed.server.clientAs(await t.token(name));

  beforeAll(async () => {
    t = await startCoringTestbed();
  });
  afterAll(() => t.bed.server.close());

  describe('POST /roads', () => {
    it('adds a trimmed road to a workspace of which the caller is a member (201)', async () => {
      const workspace = await t.workspace(['engineer']);
      const { data, response } = await (
        await as('engineer')
      ).POST('/roads', { body: { workspaceId: workspace.id, name: '  RD 1075 ' } });
      expect(response.status).toBe(201);
      expect(data).toEqual({ id: anId, name: 'RD 1075', workspaceId: workspace.id });
    });

    it('refuses the same name in the same workspace whatever its case (409 already_exists)', async () => {
      const workspace = await t.workspace(['engineer']);
      const client = await as('engineer');
      await client.POST('/roads', { body: { workspaceId: workspace.id, name: 'RD 12' } });
      const problem = await problemOf(
        client.POST('/roads', { body: { workspaceId: workspace.id, name: 'rd 12' } }),
      );
      expect(problem).toMatchObject({
        status: 409,
        code: 'already_exists',
        detail: 'The workspace already has a road named "rd 12" (names are compared without case).',
      });
    });

    it('accepts the same name in another workspace', async () => {
      const first = await t.workspace(['engineer']);
      const second = await t.workspace(['engineer']);
      const client = await as('engineer');
      await client.POST('/roads', { body: { workspaceId: first.id, name: 'A 7' } });
      const { response } = await client.POST('/roads', {
        body: { workspaceId: second.id, name: 'A 7' },
      });
      expect(response.status).toBe(201);
    });

    it('lets a technician member of one of the workspace campaigns only add a road', async () => {
      const workspace = await t.workspace([]);
      await t.coringCampaign({ workspaceId: workspace.id, members: ['technician'] });
      const { response } = await (
        await as('technician')
      ).POST('/roads', { body: { workspaceId: workspace.id, name: 'Chemin des Vignes' } });
      expect(response.status).toBe(201);
    });

    it('refuses a stranger with 403 not_member « Only members can view workspace »', async () => {
      const workspace = await t.workspace([]);
      await t.coringCampaign({ workspaceId: workspace.id, members: ['engineer'] });
      const problem = await problemOf(
        (await as('technician')).POST('/roads', {
          body: { workspaceId: workspace.id, name: 'RN 7' },
        }),
      );
      expect(problem).toMatchObject({
        status: 403,
        code: 'not_member',
        detail: 'Only members can view workspace',
      });
    });

    it('refuses members without the right « prepare campaign » (customers, READ_ONLY) with 403 forbidden', async () => {
      const workspace = await t.workspace(['customerSupervisor', 'readOnly']);
      for (const name of ['customerSupervisor', 'readOnly'] as const) {
        const problem = await problemOf(
          (await as(name)).POST('/roads', { body: { workspaceId: workspace.id, name: 'RD 5' } }),
        );
        expect(problem).toMatchObject({ status: 403, code: 'forbidden' });
      }
    });

    it('answers 404 for an unknown workspace and 401 without a token', async () => {
      const unknown = await problemOf(
        (await as('admin')).POST('/roads', { body: { workspaceId: UNKNOWN_ID, name: 'RD 5' } }),
      );
      expect(unknown).toMatchObject({ status: 404, code: 'not_found' });
      const anonymous = await problemOf(
        t.bed.server.client.POST('/roads', { body: { workspaceId: UNKNOWN_ID, name: 'RD 5' } }),
      );
      expect(anonymous).toMatchObject({ status: 401 });
    });

    it('refuses a guest of a campaign of the workspace (403 forbidden)', async () => {
      const campaign = await t.coringCampaign();
      const guest = t.bed.server.clientAs(await t.guestToken(campaign.id));
      const problem = await problemOf(
        guest.POST('/roads', { body: { workspaceId: campaign.workspaceId, name: 'RD 9' } }),
      );
      expect(problem).toMatchObject({ status: 403 });
    });

    it('answers 400 with French violations for a blank name', async () => {
      const workspace = await t.workspace(['engineer']);
      const problem = await problemOf(
        (await as('engineer')).POST('/roads', { body: { workspaceId: workspace.id, name: '  ' } }),
      );
      expect(problem).toMatchObject({
        status: 400,
        code: 'validation_failed',
        violations: [
          {
            propertyPath: 'name',
            message: 'Ce champ doit comporter des caractères alphanumériques',
          },
        ],
      });
    });
  });

  describe('POST /cities', () => {
    it('adds a city with its zip code (201)', async () => {
      const workspace = await t.workspace(['studyManager']);
      const { data, response } = await (
        await as('studyManager')
      ).POST('/cities', {
        body: { workspaceId: workspace.id, name: 'Grenoble', zipCode: '38000' },
      });
      expect(response.status).toBe(201);
      expect(data).toEqual({
        id: anId,
        name: 'Grenoble',
        zipCode: '38000',
        workspaceId: workspace.id,
      });
    });

    it('adds a city without zip code (null)', async () => {
      const workspace = await t.workspace(['studyManager']);
      const { data } = await (
        await as('studyManager')
      ).POST('/cities', { body: { workspaceId: workspace.id, name: 'Meylan' } });
      expect(present(data).zipCode).toBeNull();
    });

    it('refuses the same name in the same workspace whatever its case (409 already_exists)', async () => {
      const workspace = await t.workspace(['studyManager']);
      const client = await as('studyManager');
      await client.POST('/cities', { body: { workspaceId: workspace.id, name: 'Échirolles' } });
      const problem = await problemOf(
        client.POST('/cities', {
          body: { workspaceId: workspace.id, name: 'ÉCHIROLLES', zipCode: '38130' },
        }),
      );
      expect(problem).toMatchObject({ status: 409, code: 'already_exists' });
    });

    it('refuses a stranger (403 not_member) and a customer member (403 forbidden)', async () => {
      const workspace = await t.workspace(['customerMain']);
      expect(
        await problemOf(
          (await as('engineer')).POST('/cities', {
            body: { workspaceId: workspace.id, name: 'Vif' },
          }),
        ),
      ).toMatchObject({
        status: 403,
        code: 'not_member',
        detail: 'Only members can view workspace',
      });
      expect(
        await problemOf(
          (await as('customerMain')).POST('/cities', {
            body: { workspaceId: workspace.id, name: 'Vif' },
          }),
        ),
      ).toMatchObject({ status: 403, code: 'forbidden' });
    });

    it('answers 400 « Code postal invalide » for a bad zip code', async () => {
      const workspace = await t.workspace(['studyManager']);
      const problem = await problemOf(
        (await as('studyManager')).POST('/cities', {
          body: { workspaceId: workspace.id, name: 'Voiron', zipCode: '380' },
        }),
      );
      expect(problem.violations).toEqual([
        expect.objectContaining({ propertyPath: 'zipCode', message: 'Code postal invalide' }),
      ]);
    });
  });

  describe('display-name prefixes', () => {
    it('adds a prefix to a coring campaign (201) and refuses it twice (409 already_exists)', async () => {
      const campaign = await t.coringCampaign({ members: ['studyManager'] });
      const client = await as('studyManager');
      const { data, response } = await client.POST('/display-name-prefixes', {
        body: { campaignId: campaign.id, name: ' CA- ' },
      });
      expect(response.status).toBe(201);
      expect(data).toEqual({
        id: anId,
        name: 'CA-',
        campaignId: campaign.id,
        coresCount: 0,
      });
      const problem = await problemOf(
        client.POST('/display-name-prefixes', { body: { campaignId: campaign.id, name: 'CA-' } }),
      );
      expect(problem).toMatchObject({
        status: 409,
        code: 'already_exists',
        detail: 'The campaign already has the display-name prefix "CA-".',
      });
    });

    it('accepts the same prefix in another campaign', async () => {
      const first = await t.coringCampaign({ members: ['studyManager'] });
      const second = await t.coringCampaign({ members: ['studyManager'] });
      const client = await as('studyManager');
      await client.POST('/display-name-prefixes', { body: { campaignId: first.id, name: 'S-' } });
      const { response } = await client.POST('/display-name-prefixes', {
        body: { campaignId: second.id, name: 'S-' },
      });
      expect(response.status).toBe(201);
    });

    it('answers 404 for a campaign that is not a coring campaign', async () => {
      const { insertTestCampaign } = await import('../testing/test-campaign.js');
      const auscultation = await insertTestCampaign(t.db, { type: 'auscultation' });
      const problem = await problemOf(
        (await as('admin')).POST('/display-name-prefixes', {
          body: { campaignId: auscultation.id, name: 'A-' },
        }),
      );
      expect(problem).toMatchObject({ status: 404, code: 'not_found' });
    });

    it('lists a campaign prefixes by name with their cores count, paged', async () => {
      const campaign = await t.coringCampaign({ members: ['customerUser', 'studyManager'] });
      const other = await t.coringCampaign({ members: ['studyManager'] });
      const client = await as('studyManager');
      const ids: Record<string, string> = {};
      for (const name of ['TH-', 'CA-', 'HAP-']) {
        const { data } = await client.POST('/display-name-prefixes', {
          body: { campaignId: campaign.id, name },
        });
        ids[name] = present(data).id;
      }
      await client.POST('/display-name-prefixes', { body: { campaignId: other.id, name: 'AA-' } });
      const coreIds = await t.addCores(campaign.id, ['empty', 'empty', 'validated']);
      await t.db
        .update(cores)
        .set({ displayNamePrefixId: ids['HAP-'] })
        .where(eq(cores.campaignId, campaign.id));

      const reader = await as('customerUser');
      const { data: all } = await reader.GET('/coring-campaigns/{id}/display-name-prefixes', {
        params: { path: { id: campaign.id }, query: {} },
      });
      expect(all).toEqual({
        total: 3,
        limit: 20,
        offset: 0,
        items: [
          { id: ids['CA-'], name: 'CA-', campaignId: campaign.id, coresCount: 0 },
          { id: ids['HAP-'], name: 'HAP-', campaignId: campaign.id, coresCount: coreIds.length },
          { id: ids['TH-'], name: 'TH-', campaignId: campaign.id, coresCount: 0 },
        ],
      });
      const { data: second } = await reader.GET('/coring-campaigns/{id}/display-name-prefixes', {
        params: { path: { id: campaign.id }, query: { limit: 1, offset: 1 } },
      });
      expect(second).toMatchObject({ total: 3, limit: 1, offset: 1, items: [{ name: 'HAP-' }] });
    });

    it('refuses the list to a stranger (403 not_member) and answers 404 for an unknown campaign', async () => {
      const campaign = await t.coringCampaign({ members: ['studyManager'] });
      expect(
        await problemOf(
          (await as('engineer')).GET('/coring-campaigns/{id}/display-name-prefixes', {
            params: { path: { id: campaign.id }, query: {} },
          }),
        ),
      ).toMatchObject({
        status: 403,
        code: 'not_member',
        detail: 'Only members can view campaign',
      });
      expect(
        await problemOf(
          (await as('admin')).GET('/coring-campaigns/{id}/display-name-prefixes', {
            params: { path: { id: UNKNOWN_ID }, query: {} },
          }),
        ),
      ).toMatchObject({ status: 404 });
    });

    it('deletes a prefix in use: its cores keep their name and lose the prefix (204)', async () => {
      const campaign = await t.coringCampaign({ members: ['studyManager'] });
      const client = await as('studyManager');
      const { data } = await client.POST('/display-name-prefixes', {
        body: { campaignId: campaign.id, name: 'CA-' },
      });
      const prefixId = present(data).id;
      const [coreId] = await t.addCores(campaign.id, ['validated']);
      if (coreId === undefined) throw new Error('no core');
      await t.db.update(cores).set({ displayNamePrefixId: prefixId }).where(eq(cores.id, coreId));

      const { response } = await client.DELETE('/display-name-prefixes/{id}', {
        params: { path: { id: prefixId } },
      });
      expect(response.status).toBe(204);
      const [core] = await t.db.select().from(cores).where(eq(cores.id, coreId));
      expect(core).toMatchObject({ displayName: 'C1', number: 1, displayNamePrefixId: null });
      const left = await t.db
        .select()
        .from(displayNamePrefixes)
        .where(eq(displayNamePrefixes.id, prefixId));
      expect(left).toEqual([]);
    });

    it('refuses prefix writes to customers and READ_ONLY members (403) and strangers (403 not_member)', async () => {
      const campaign = await t.coringCampaign({
        members: ['customerSupervisor', 'readOnly', 'studyManager'],
      });
      const { data } = await (
        await as('studyManager')
      ).POST('/display-name-prefixes', { body: { campaignId: campaign.id, name: 'P-' } });
      const prefixId = present(data).id;
      for (const name of ['customerSupervisor', 'readOnly'] as const) {
        const client = await as(name);
        expect(
          await problemOf(
            client.POST('/display-name-prefixes', {
              body: { campaignId: campaign.id, name: 'Q-' },
            }),
          ),
        ).toMatchObject({ status: 403, code: 'forbidden' });
        expect(
          await problemOf(
            client.DELETE('/display-name-prefixes/{id}', { params: { path: { id: prefixId } } }),
          ),
        ).toMatchObject({ status: 403, code: 'forbidden' });
      }
      expect(
        await problemOf(
          (await as('engineer')).DELETE('/display-name-prefixes/{id}', {
            params: { path: { id: prefixId } },
          }),
        ),
      ).toMatchObject({ status: 403, code: 'not_member' });
      expect(
        await problemOf(
          (await as('admin')).DELETE('/display-name-prefixes/{id}', {
            params: { path: { id: UNKNOWN_ID } },
          }),
        ),
      ).toMatchObject({ status: 404 });
    });
  });

  describe('GET /material-categories', () => {
    let customerOrganizationId: string;
    let otherOrganizationId: string;

    beforeAll(async () => {
      const { data } = await (await as('customerMain')).GET('/current_user');
      const organization = present(data).organization;
      if (!organization) throw new Error('The demo customer has no organization.');
      customerOrganizationId = organization.id;
      const [other] = await t.db.insert(organizations).values({ name: 'Autre client' }).returning();
      otherOrganizationId = present(other).id;
      await createMaterialCategories(t.db, [
        { name: 'Grave-ciment', layerType: 'GTLH' },
        { name: 'Béton bitumineux semi-grenu', layerType: 'EB' },
        { name: 'Enrobé du client', layerType: 'EB', organizationId: customerOrganizationId },
        { name: 'Zinc', organizationId: otherOrganizationId },
      ]);
    });

    const names = (page: { items: { name: string }[] } | undefined) =>
      present(page).items.map((category) => category.name);

    it('gives a customer the common categories and its organization own, by name', async () => {
      const { data } = await (
        await as('customerUser')
      ).GET('/material-categories', { params: { query: {} } });
      expect(names(data)).toEqual([
        'Béton bitumineux semi-grenu',
        'Enrobé du client',
        'Grave-ciment',
      ]);
      expect(data).toMatchObject({ total: 3, limit: 20, offset: 0 });
      expect(present(data).items[1]).toEqual({
        id: anId,
        name: 'Enrobé du client',
        layerType: 'EB',
        organizationId: customerOrganizationId,
      });
    });

    it('gives staff the common ones plus the organization asked for', async () => {
      const client = await as('technician');
      const { data: own } = await client.GET('/material-categories', { params: { query: {} } });
      expect(names(own)).toEqual(['Béton bitumineux semi-grenu', 'Grave-ciment']);
      const { data: other } = await client.GET('/material-categories', {
        params: { query: { organizationId: otherOrganizationId } },
      });
      expect(names(other)).toEqual(['Béton bitumineux semi-grenu', 'Grave-ciment', 'Zinc']);
    });

    it('refuses a customer another organization (403) but not its own', async () => {
      const client = await as('customerMain');
      expect(
        await problemOf(
          client.GET('/material-categories', {
            params: { query: { organizationId: otherOrganizationId } },
          }),
        ),
      ).toMatchObject({ status: 403, code: 'forbidden' });
      const { data } = await client.GET('/material-categories', {
        params: { query: { organizationId: customerOrganizationId } },
      });
      expect(names(data)).toContain('Enrobé du client');
    });

    it('refuses a guest (403): categories serve the entry of layers, not the dashboard', async () => {
      const campaign = await t.coringCampaign();
      const guest = t.bed.server.clientAs(await t.guestToken(campaign.id));
      expect(
        await problemOf(guest.GET('/material-categories', { params: { query: {} } })),
      ).toMatchObject({ status: 403, code: 'forbidden' });
    });

    it('pages the list', async () => {
      const { data } = await (
        await as('customerUser')
      ).GET('/material-categories', { params: { query: { limit: 2, offset: 1 } } });
      expect(data).toMatchObject({ total: 3, limit: 2, offset: 1 });
      expect(names(data)).toEqual(['Enrobé du client', 'Grave-ciment']);
    });

    it('adds nothing when the seed runs twice', async () => {
      const again = await createMaterialCategories(t.db, [{ name: 'GRAVE-CIMENT' }]);
      expect(again).toEqual([expect.objectContaining({ name: 'Grave-ciment', layerType: 'GTLH' })]);
    });

    it('answers 401 without a token', async () => {
      expect(
        await problemOf(t.bed.server.client.GET('/material-categories', { params: { query: {} } })),
      ).toMatchObject({ status: 401 });
    });
  });

  describe('GET /degradations', () => {
    beforeAll(async () => {
      await createDegradations(t.db, [
        { distressType: 'pothole', label: 'Nid-de-poule', color: '#d32f2f', unit: 'count' },
        { distressType: 'tearing_off', label: 'Arrachement', color: '#f57c00', unit: 'm2' },
        { distressType: 'crazing', label: 'Faïençage', color: '#7b1fa2', unit: 'm2' },
      ]);
    });

    it('lists the degradations in the order of the distress type list, paged', async () => {
      const client = await as('customerUser');
      const { data } = await client.GET('/degradations', { params: { query: {} } });
      expect(present(data).items.map((item) => item.distressType)).toEqual([
        'tearing_off',
        'crazing',
        'pothole',
      ]);
      expect(present(data).items[0]).toEqual({
        id: anId,
        distressType: 'tearing_off',
        label: 'Arrachement',
        color: '#f57c00',
        unit: 'm2',
      });
      const { data: page } = await client.GET('/degradations', {
        params: { query: { limit: 1, offset: 2 } },
      });
      expect(page).toMatchObject({
        total: 3,
        limit: 1,
        offset: 2,
        items: [{ label: 'Nid-de-poule' }],
      });
    });

    it('adds one degradation per distress type, even when the seed runs twice', async () => {
      const again = await createDegradations(t.db, [
        { distressType: 'pothole', label: 'Autre', color: '#000000', unit: 'count' },
      ]);
      expect(again).toEqual([expect.objectContaining({ label: 'Nid-de-poule' })]);
    });

    it('answers 401 without a token', async () => {
      expect(
        await problemOf(t.bed.server.client.GET('/degradations', { params: { query: {} } })),
      ).toMatchObject({ status: 401 });
    });
  });
});
