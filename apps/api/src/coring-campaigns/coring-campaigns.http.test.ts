import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  campaignMembers,
  campaigns,
  coreLayers,
  laboratories,
  laboratoryOrders,
  layerPrestations,
  prestations,
  providers,
  samples,
  siteProviders,
  workspaces,
} from '../db/schema.js';
import { insertTestCampaign } from '../testing/test-campaign.js';
import { present, problemOf } from '../users/testing/http-identity.js';
import { startCoringTestbed, type CoringTestbed, type DemoName } from './testing/coring-testbed.js';

const UNKNOWN_ID = '6f1c1a52-7d1e-4a35-9a53-0c7d1b7f0a11';

describe('Coring campaigns over HTTP', () => {
  let t: CoringTestbed;
  const as = async (name: DemoName) => t.bed.server.clientAs(await t.token(name));

  beforeAll(async () => {
    t = await startCoringTestbed();
  });
  afterAll(() => t.bed.server.close());

  async function newCampaignBody(workspaceId: string) {
    return {
      workspaceId,
      name: 'Carottage RD 1075',
      reference: 'BE-2026-012',
      customerReference: null,
      description: 'Diagnostic amiante et HAP avant rabotage',
      startDate: '2026-04-01',
      endDate: '2026-04-30',
      engineerId: await t.id('engineer'),
      studyManagerId: null,
      mainCustomerId: await t.id('customerMain'),
      technicianIds: [await t.id('technician')],
      hasCustomerAccess: false,
      shouldValidateCustomer: false,
    };
  }

  describe('POST /coring-campaigns', () => {
    it('creates a coring campaign in preparing with its team as members (201)', async () => {
      const workspace = await t.workspace(['officeAdmin']);
      const { data, response } = await (
        await as('officeAdmin')
      ).POST('/coring-campaigns', {
        body: { ...(await newCampaignBody(workspace.id)), shouldValidateCustomer: true },
      });
      expect(response.status).toBe(201);
      const campaign = present(data);
      expect(campaign).toMatchObject({
        type: 'coring',
        status: 'preparing',
        name: 'Carottage RD 1075',
        reference: 'BE-2026-012',
        workspace: { id: workspace.id },
        engineer: { email: 'ingenieur@demo.chaussee.fr' },
        studyManager: null,
        technicians: [{ email: 'technicien@demo.chaussee.fr' }],
        mainCustomer: { email: 'client-principal@demo.chaussee.fr' },
        hasCustomerAccess: false,
        shouldValidateCustomer: true,
        validateCustomer: false,
        coresValid: false,
        coresCount: 0,
        providers: [],
        prestations: [],
        laboratoryOrders: [],
      });
      const members = await t.db
        .select({ userId: campaignMembers.userId })
        .from(campaignMembers)
        .where(eq(campaignMembers.campaignId, campaign.id));
      expect(members.map((member) => member.userId).sort()).toEqual(
        [await t.id('engineer'), await t.id('technician'), await t.id('customerMain')].sort(),
      );
    });

    it('refuses a user without the right to create campaigns (403) and a non-member of the workspace (403 not_member)', async () => {
      const workspace = await t.workspace(['studyManager']);
      const body = await newCampaignBody(workspace.id);
      expect(
        await problemOf((await as('studyManager')).POST('/coring-campaigns', { body })),
      ).toMatchObject({ status: 403, code: 'forbidden' });
      expect(
        await problemOf((await as('officeAdmin')).POST('/coring-campaigns', { body })),
      ).toMatchObject({
        status: 403,
        code: 'not_member',
        detail: 'Only members can view workspace',
      });
    });

    it('answers 400 « Au moins 1 technicien requis » without technician', async () => {
      const workspace = await t.workspace(['officeAdmin']);
      const problem = await problemOf(
        (await as('officeAdmin')).POST('/coring-campaigns', {
          body: { ...(await newCampaignBody(workspace.id)), technicianIds: [] },
        }),
      );
      expect(problem.violations).toEqual([
        expect.objectContaining({
          propertyPath: 'technicianIds',
          message: 'Au moins 1 technicien requis',
        }),
      ]);
    });
  });

  describe('GET /coring-campaigns/{id}', () => {
    it('answers the campaign to a member, with coresValid computed from its cores', async () => {
      const campaign = await t.coringCampaign({
        members: ['customerUser'],
        status: 'awaiting_validation',
      });
      await t.addCores(campaign.id, ['validated', 'cancelled']);
      const { data } = await (
        await as('customerUser')
      ).GET('/coring-campaigns/{id}', { params: { path: { id: campaign.id } } });
      expect(data).toMatchObject({
        id: campaign.id,
        status: 'awaiting_validation',
        coresValid: true,
        coresCount: 2,
      });
    });

    it('lists the laboratory orders newest first with their samples counted', async () => {
      const campaign = await t.coringCampaign({
        members: ['engineer'],
        status: 'sent_for_analysis',
      });
      const [provider] = await t.db
        .insert(providers)
        .values({ name: 'Laboratoire Alpha', isLaboratory: true })
        .returning();
      const providerId = present(provider).id;
      const [lab] = await t.db
        .insert(laboratories)
        .values({ providerId, name: 'Alpha Lyon' })
        .returning();
      const [older, newer] = await t.db
        .insert(laboratoryOrders)
        .values([
          {
            campaignId: campaign.id,
            providerId,
            laboratoryId: present(lab).id,
            status: 'Sent',
            reference: 'CMD-1',
            sentAt: new Date('2026-03-03T10:00:00Z'),
            createdAt: new Date('2026-03-02T10:00:00Z'),
          },
          {
            campaignId: campaign.id,
            providerId,
            status: 'New',
            createdAt: new Date('2026-03-05T10:00:00Z'),
          },
        ])
        .returning();
      const [coreId] = await t.addCores(campaign.id, ['validated']);
      const [layer] = await t.db
        .insert(coreLayers)
        .values({
          coreId: present(coreId),
          position: 1,
          type: 'CA',
          thickness: 40,
          condition: 'healthy_smooth',
        })
        .returning();
      await t.db.insert(samples).values([
        {
          layerId: present(layer).id,
          kind: 'core',
          codes: ['BACC'],
          laboratoryOrderId: present(older).id,
        },
        {
          layerId: present(layer).id,
          kind: 'under',
          codes: ['BACC'],
          laboratoryOrderId: present(older).id,
        },
      ]);

      const { data } = await (
        await as('engineer')
      ).GET('/coring-campaigns/{id}', { params: { path: { id: campaign.id } } });
      expect(present(data).laboratoryOrders).toEqual([
        {
          id: present(newer).id,
          reference: null,
          status: 'New',
          campaignId: campaign.id,
          provider: { id: providerId, name: 'Laboratoire Alpha' },
          laboratory: null,
          samplesCount: 0,
          sentAt: null,
          resultsReceivedAt: null,
          createdAt: '2026-03-05T10:00:00.000Z',
        },
        {
          id: present(older).id,
          reference: 'CMD-1',
          status: 'Sent',
          campaignId: campaign.id,
          provider: { id: providerId, name: 'Laboratoire Alpha' },
          laboratory: { id: present(lab).id, name: 'Alpha Lyon' },
          samplesCount: 2,
          sentAt: '2026-03-03T10:00:00.000Z',
          resultsReceivedAt: null,
          createdAt: '2026-03-02T10:00:00.000Z',
        },
      ]);
    });

    it('refuses a guest of the campaign (403): its orders and prestations are not the dashboard', async () => {
      const campaign = await t.coringCampaign();
      const guest = t.bed.server.clientAs(await t.guestToken(campaign.id));
      expect(
        await problemOf(
          guest.GET('/coring-campaigns/{id}', { params: { path: { id: campaign.id } } }),
        ),
      ).toMatchObject({ status: 403, code: 'forbidden' });
    });

    it('answers 404 for an unknown id and for a campaign of another type, 403 not_member to a stranger, 401 anonymous', async () => {
      const auscultation = await insertTestCampaign(t.db, { type: 'auscultation' });
      const admin = await as('admin');
      for (const id of [UNKNOWN_ID, auscultation.id]) {
        expect(
          await problemOf(admin.GET('/coring-campaigns/{id}', { params: { path: { id } } })),
        ).toMatchObject({ status: 404, code: 'not_found' });
      }
      const campaign = await t.coringCampaign();
      expect(
        await problemOf(
          (await as('engineer')).GET('/coring-campaigns/{id}', {
            params: { path: { id: campaign.id } },
          }),
        ),
      ).toMatchObject({
        status: 403,
        code: 'not_member',
        detail: 'Only members can view campaign',
      });
      expect(
        await problemOf(
          t.bed.server.client.GET('/coring-campaigns/{id}', {
            params: { path: { id: campaign.id } },
          }),
        ),
      ).toMatchObject({ status: 401 });
    });
  });

  describe('PUT /coring-campaigns/{id}', () => {
    it('replaces the editable fields and the team; a field left out becomes null', async () => {
      const campaign = await t.coringCampaign({ members: ['officeAdmin'] });
      const { data } = await (
        await as('officeAdmin')
      ).PUT('/coring-campaigns/{id}', {
        params: { path: { id: campaign.id } },
        body: {
          name: 'Carottage renommé',
          studyManagerId: await t.id('studyManager'),
          technicianIds: [await t.id('technician'), await t.id('collaborator')],
        },
      });
      expect(data).toMatchObject({
        name: 'Carottage renommé',
        reference: null,
        description: null,
        engineer: null,
        studyManager: { email: 'charge-affaires@demo.chaussee.fr' },
        mainCustomer: null,
        status: 'preparing',
      });
      expect(
        present(data)
          .technicians.map((technician) => technician.email)
          .sort(),
      ).toEqual(['collaborateur@demo.chaussee.fr', 'technicien@demo.chaussee.fr']);
    });

    it('refuses a customer reference used by another campaign (409 « La référence cliente est déjà utilisée »)', async () => {
      const taken = await t.coringCampaign();
      await t.db
        .update(campaigns)
        .set({ customerReference: 'CLIENT-42' })
        .where(eq(campaigns.id, taken.id));
      const campaign = await t.coringCampaign({ members: ['officeAdmin'] });
      const problem = await problemOf(
        (await as('officeAdmin')).PUT('/coring-campaigns/{id}', {
          params: { path: { id: campaign.id } },
          body: {
            name: 'X',
            customerReference: 'CLIENT-42',
            engineerId: await t.id('engineer'),
            technicianIds: [await t.id('technician')],
          },
        }),
      );
      expect(problem).toMatchObject({
        status: 409,
        violations: [
          expect.objectContaining({
            propertyPath: 'customerReference',
            message: 'La référence cliente est déjà utilisée',
          }),
        ],
      });
    });

    it('refuses members who may not edit campaigns (403)', async () => {
      const campaign = await t.coringCampaign({ members: ['studyManager', 'customerMain'] });
      for (const name of ['studyManager', 'customerMain'] as const) {
        expect(
          await problemOf(
            (await as(name)).PUT('/coring-campaigns/{id}', {
              params: { path: { id: campaign.id } },
              body: {
                name: 'X',
                engineerId: await t.id('engineer'),
                technicianIds: [await t.id('technician')],
              },
            }),
          ),
        ).toMatchObject({ status: 403, code: 'forbidden' });
      }
    });
  });

  describe('customer switches', () => {
    it('opens and closes the campaign to its customers', async () => {
      const campaign = await t.coringCampaign({ members: ['customerSupervisor'] });
      const client = await as('customerSupervisor');
      const path = { params: { path: { id: campaign.id } } };
      const { data: opened } = await client.PUT('/coring-campaigns/{id}/update-customer-access', {
        ...path,
        body: { hasCustomerAccess: true },
      });
      expect(present(opened).hasCustomerAccess).toBe(true);
      const { data: closed } = await client.PUT('/coring-campaigns/{id}/update-customer-access', {
        ...path,
        body: { hasCustomerAccess: false },
      });
      expect(present(closed).hasCustomerAccess).toBe(false);
    });

    it('lets the main customer validate the programme while awaiting_validation, then withdraw it', async () => {
      const campaign = await t.coringCampaign({
        members: ['customerMain'],
        mainCustomer: 'customerMain',
        status: 'awaiting_validation',
      });
      const client = await as('customerMain');
      const path = { params: { path: { id: campaign.id } } };
      const { data } = await client.PUT('/coring-campaigns/{id}/update-validate-customer', {
        ...path,
        body: { validateCustomer: true },
      });
      expect(present(data).validateCustomer).toBe(true);
      const { data: withdrawn } = await client.PUT(
        '/coring-campaigns/{id}/update-validate-customer',
        {
          ...path,
          body: { validateCustomer: false },
        },
      );
      expect(present(withdrawn).validateCustomer).toBe(false);
    });

    it('refuses the customer validation outside awaiting_validation (409 invalid_status_transition)', async () => {
      const campaign = await t.coringCampaign({
        members: ['customerMain'],
        mainCustomer: 'customerMain',
        status: 'preparing',
      });
      expect(
        await problemOf(
          (await as('customerMain')).PUT('/coring-campaigns/{id}/update-validate-customer', {
            params: { path: { id: campaign.id } },
            body: { validateCustomer: true },
          }),
        ),
      ).toMatchObject({
        status: 409,
        code: 'invalid_status_transition',
        detail:
          'The customer validates the programme only while the campaign is awaiting_validation; it is preparing.',
      });
    });

    it('refuses the validation to a member customer who is not the main customer (403)', async () => {
      const campaign = await t.coringCampaign({
        members: ['customerMain', 'customerUser'],
        status: 'awaiting_validation',
      });
      for (const name of ['customerMain', 'customerUser'] as const) {
        expect(
          await problemOf(
            (await as(name)).PUT('/coring-campaigns/{id}/update-validate-customer', {
              params: { path: { id: campaign.id } },
              body: { validateCustomer: true },
            }),
          ),
        ).toMatchObject({ status: 403, code: 'forbidden' });
      }
    });

    it('clears the customer validation when the requirement is turned off', async () => {
      const campaign = await t.coringCampaign({
        members: ['customerSupervisor'],
        status: 'awaiting_validation',
      });
      const client = await as('customerSupervisor');
      const path = { params: { path: { id: campaign.id } } };
      const { data: required } = await client.PUT(
        '/coring-campaigns/{id}/should-validate-customer',
        {
          ...path,
          body: { shouldValidateCustomer: true },
        },
      );
      expect(present(required).shouldValidateCustomer).toBe(true);
      await client.PUT('/coring-campaigns/{id}/update-validate-customer', {
        ...path,
        body: { validateCustomer: true },
      });
      const { data } = await client.PUT('/coring-campaigns/{id}/should-validate-customer', {
        ...path,
        body: { shouldValidateCustomer: false },
      });
      expect(present(data)).toMatchObject({
        shouldValidateCustomer: false,
        validateCustomer: false,
      });
    });

    it('refuses the switches to staff without the right to edit campaigns (403)', async () => {
      const campaign = await t.coringCampaign({ members: ['studyManager'] });
      const client = await as('studyManager');
      const path = { params: { path: { id: campaign.id } } };
      expect(
        await problemOf(
          client.PUT('/coring-campaigns/{id}/update-customer-access', {
            ...path,
            body: { hasCustomerAccess: true },
          }),
        ),
      ).toMatchObject({ status: 403, code: 'forbidden' });
      expect(
        await problemOf(
          client.PUT('/coring-campaigns/{id}/should-validate-customer', {
            ...path,
            body: { shouldValidateCustomer: true },
          }),
        ),
      ).toMatchObject({ status: 403, code: 'forbidden' });
    });
  });

  describe('layer names', () => {
    it('keeps the list in order, names trimmed, layerType left out when none (round trip)', async () => {
      const campaign = await t.coringCampaign({ members: ['technician', 'customerUser'] });
      const path = { params: { path: { id: campaign.id } } };
      const names = [
        { name: ' Couche de roulement ', layerType: 'EB' as const },
        { name: 'Couche de base', layerType: 'GTLH' as const },
        { name: 'Forme' },
      ];
      const { data: saved } = await (
        await as('technician')
      ).PUT('/coring-campaigns/{id}/layer-names', { ...path, body: { names } });
      const expected = {
        names: [
          { name: 'Couche de roulement', layerType: 'EB' },
          { name: 'Couche de base', layerType: 'GTLH' },
          { name: 'Forme' },
        ],
      };
      expect(saved).toEqual(expected);
      const { data: read } = await (
        await as('customerUser')
      ).GET('/coring-campaigns/{id}/layer-names', path);
      expect(read).toEqual(expected);
      const { data: emptied } = await (
        await as('technician')
      ).PUT('/coring-campaigns/{id}/layer-names', { ...path, body: { names: [] } });
      expect(emptied).toEqual({ names: [] });
    });

    it('refuses a name given twice whatever its case (400 on the second)', async () => {
      const campaign = await t.coringCampaign({ members: ['technician'] });
      const problem = await problemOf(
        (await as('technician')).PUT('/coring-campaigns/{id}/layer-names', {
          params: { path: { id: campaign.id } },
          body: { names: [{ name: 'Base' }, { name: 'Forme' }, { name: 'BASE ' }] },
        }),
      );
      expect(problem).toMatchObject({
        status: 400,
        code: 'validation_failed',
        violations: [
          {
            propertyPath: 'names.2.name',
            code: 'uniqueItems',
            message: 'Cette liste contient des doublons',
          },
        ],
      });
    });

    it('refuses the change to a customer member (403) and the list to a stranger (403 not_member)', async () => {
      const campaign = await t.coringCampaign({ members: ['customerSupervisor'] });
      const path = { params: { path: { id: campaign.id } } };
      expect(
        await problemOf(
          (await as('customerSupervisor')).PUT('/coring-campaigns/{id}/layer-names', {
            ...path,
            body: { names: [] },
          }),
        ),
      ).toMatchObject({ status: 403, code: 'forbidden' });
      expect(
        await problemOf((await as('technician')).GET('/coring-campaigns/{id}/layer-names', path)),
      ).toMatchObject({ status: 403, code: 'not_member' });
    });
  });

  describe('PUT /coring-campaigns/{id}/add-prestations-and-providers', () => {
    async function catalogue(siteId: string) {
      const [alpha, beta] = await t.db
        .insert(providers)
        .values([
          { name: 'Alpha', isLaboratory: true },
          { name: 'Beta', isLaboratory: true },
        ])
        .returning();
      const alphaId = present(alpha).id;
      const betaId = present(beta).id;
      const [alphaLab, betaLab] = await t.db
        .insert(laboratories)
        .values([
          { providerId: alphaId, name: 'Alpha Lyon' },
          { providerId: betaId, name: 'Beta Paris' },
        ])
        .returning();
      const [asbestos, pah, betaTest] = await t.db
        .insert(prestations)
        .values([
          { providerId: alphaId, name: 'Amiante', pollutantKind: 'asbestos', layerTypes: ['CA'] },
          { providerId: alphaId, name: 'HAP', pollutantKind: 'PAH', layerTypes: ['CA'] },
          { providerId: betaId, name: 'Essai', code: 'CBON' },
        ])
        .returning();
      await t.db.insert(siteProviders).values({ siteId, providerId: alphaId });
      return {
        alphaId,
        betaId,
        alphaLabId: present(alphaLab).id,
        betaLabId: present(betaLab).id,
        asbestosId: present(asbestos).id,
        pahId: present(pah).id,
        betaTestId: present(betaTest).id,
      };
    }

    async function preparedCampaign() {
      const campaign = await t.coringCampaign({ members: ['studyManager'] });
      const [workspace] = await t.db
        .select({ siteId: workspaces.siteId })
        .from(workspaces)
        .where(eq(workspaces.id, campaign.workspaceId));
      return { campaign, ids: await catalogue(present(workspace).siteId) };
    }

    it('replaces the providers and prestations, with the laboratory chosen for each', async () => {
      const { campaign, ids } = await preparedCampaign();
      const { data } = await (
        await as('studyManager')
      ).PUT('/coring-campaigns/{id}/add-prestations-and-providers', {
        params: { path: { id: campaign.id } },
        body: {
          providerIds: [ids.alphaId],
          prestations: [
            { prestationId: ids.pahId, laboratoryId: ids.alphaLabId },
            { prestationId: ids.asbestosId },
          ],
        },
      });
      expect(present(data).providers).toEqual([{ id: ids.alphaId, name: 'Alpha' }]);
      expect(present(data).prestations).toEqual([
        {
          prestation: {
            id: ids.asbestosId,
            name: 'Amiante',
            code: null,
            pollutantKind: 'asbestos',
            layerTypes: ['CA'],
            provider: { id: ids.alphaId, name: 'Alpha' },
          },
          laboratory: null,
        },
        {
          prestation: expect.objectContaining({ id: ids.pahId }) as unknown,
          laboratory: { id: ids.alphaLabId, name: 'Alpha Lyon' },
        },
      ]);
    });

    it('answers 400 for a provider not enabled on the site, a prestation of a provider not listed, a laboratory of another provider', async () => {
      const { campaign, ids } = await preparedCampaign();
      const problem = await problemOf(
        (await as('studyManager')).PUT('/coring-campaigns/{id}/add-prestations-and-providers', {
          params: { path: { id: campaign.id } },
          body: {
            providerIds: [ids.alphaId, ids.betaId],
            prestations: [
              { prestationId: ids.asbestosId, laboratoryId: ids.betaLabId },
              { prestationId: ids.asbestosId },
            ],
          },
        }),
      );
      expect(problem).toMatchObject({ status: 400, code: 'validation_failed' });
      expect(problem.violations?.map((violation) => violation.propertyPath)).toEqual([
        'providerIds.1',
        'prestations.0.laboratoryId',
        'prestations.1.prestationId',
      ]);
      const notListed = await problemOf(
        (await as('studyManager')).PUT('/coring-campaigns/{id}/add-prestations-and-providers', {
          params: { path: { id: campaign.id } },
          body: { providerIds: [ids.alphaId], prestations: [{ prestationId: ids.betaTestId }] },
        }),
      );
      expect(notListed.violations).toEqual([
        expect.objectContaining({
          propertyPath: 'prestations.0.prestationId',
          code: 'invalidValue',
        }),
      ]);
    });

    it('answers 404 for an unknown provider or prestation', async () => {
      const { campaign, ids } = await preparedCampaign();
      const client = await as('studyManager');
      const path = { params: { path: { id: campaign.id } } };
      expect(
        await problemOf(
          client.PUT('/coring-campaigns/{id}/add-prestations-and-providers', {
            ...path,
            body: { providerIds: [UNKNOWN_ID], prestations: [] },
          }),
        ),
      ).toMatchObject({ status: 404 });
      expect(
        await problemOf(
          client.PUT('/coring-campaigns/{id}/add-prestations-and-providers', {
            ...path,
            body: { providerIds: [ids.alphaId], prestations: [{ prestationId: UNKNOWN_ID }] },
          }),
        ),
      ).toMatchObject({ status: 404 });
    });

    it('refuses to leave out a prestation already asked on a layer (409)', async () => {
      const { campaign, ids } = await preparedCampaign();
      const client = await as('studyManager');
      const path = { params: { path: { id: campaign.id } } };
      await client.PUT('/coring-campaigns/{id}/add-prestations-and-providers', {
        ...path,
        body: { providerIds: [ids.alphaId], prestations: [{ prestationId: ids.asbestosId }] },
      });
      const [coreId] = await t.addCores(campaign.id, ['validated']);
      const [layer] = await t.db
        .insert(coreLayers)
        .values({
          coreId: present(coreId),
          position: 1,
          type: 'CA',
          thickness: 30,
          condition: 'healthy_smooth',
        })
        .returning();
      await t.db
        .insert(layerPrestations)
        .values({ layerId: present(layer).id, prestationId: ids.asbestosId });
      const problem = await problemOf(
        client.PUT('/coring-campaigns/{id}/add-prestations-and-providers', {
          ...path,
          body: { providerIds: [ids.alphaId], prestations: [{ prestationId: ids.pahId }] },
        }),
      );
      expect(problem).toMatchObject({
        status: 409,
        code: 'conflict',
        detail: `Prestations already asked on the campaign's layers or analyses cannot be removed: ${ids.asbestosId}.`,
      });
    });

    it('refuses a customer member (403)', async () => {
      const campaign = await t.coringCampaign({ members: ['customerSupervisor'] });
      expect(
        await problemOf(
          (await as('customerSupervisor')).PUT(
            '/coring-campaigns/{id}/add-prestations-and-providers',
            {
              params: { path: { id: campaign.id } },
              body: { providerIds: [], prestations: [] },
            },
          ),
        ),
      ).toMatchObject({ status: 403, code: 'forbidden' });
    });
  });
});
