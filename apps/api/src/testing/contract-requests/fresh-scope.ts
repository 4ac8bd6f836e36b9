import type { components } from '@chaussee/sdk';
import { eq } from 'drizzle-orm';
import { offerProvider } from '../../analyses/testing/analyses-bed.js';
import { pngOf } from '../../core-pictures/testing/picture-fixtures.js';
import { insertCoresInBulk, type BulkCore } from '../../cores/cores-bulk.js';
import { demoUserId } from '../../db/demo/demo-organizations.js';
import { campaigns, coreLayers, degradations, roads, surveyItems } from '../../db/schema.js';
import {
  domain,
  insertAccount,
  notificationsOf,
  once,
  uniqueName,
  type FreshScopeOptions,
  type Scope,
} from './fixture-scope.js';
import { ACTOR, DEMO_TARGETS, EMAILS, type FixtureWorld } from './fixture-world.js';

type Schemas = components['schemas'];

const TEAM = {
  engineerId: demoUserId(EMAILS.engineer),
  studyManagerId: demoUserId(EMAILS.studyManager),
  technicianIds: [demoUserId(EMAILS.technician)],
  mainCustomerId: demoUserId(EMAILS.mainCustomer),
};

/** Office staff and Isère customers of the demo's Isère workspaces, as the fresh ones have them. */
const WORKSPACE_MEMBERS = [
  EMAILS.member,
  EMAILS.engineer,
  EMAILS.studyManager,
  EMAILS.technician,
  EMAILS.customer,
  EMAILS.mainCustomer,
  EMAILS.targetUser,
].map(demoUserId);

/** Two validated cores on the road, each of two layers (CA, CS) and the interface between them. */
function freshCores(materialCategoryId: string, roadId: string): BulkCore[] {
  const core = (lat: number): BulkCore => ({
    status: 'validated',
    roadId,
    lat,
    lng: 5.72,
    diameter: 100,
    layers: [
      { type: 'CA', materialCategoryId, thickness: 40, condition: 'healthy_smooth' },
      { type: 'CS', materialCategoryId, thickness: 80, condition: 'cracked_smooth' },
    ],
    interfaces: [{ position: 1, bondState: 'bonded' }],
  });
  return [core(45.1), core(45.2)];
}

/** A scope whose resources are made on first use, for one call of one caller. */
export function freshScope(world: FixtureWorld, options: FreshScopeOptions = {}): Scope {
  const s = domain(world);
  const { db } = world;

  const ownOrganization = once(async () => {
    const organization = await s.organizations.organizations.createOrganization(ACTOR, {
      name: uniqueName('Organisation de test'),
    });
    const site = await s.organizations.sites.createSite(ACTOR, {
      name: uniqueName('Site de test'),
      organizationId: organization.id,
      agencyId: DEMO_TARGETS.agencyId,
    });
    const email = `${uniqueName('superviseur').replace(' ', '-')}@organisation.test`;
    await insertAccount(world, email, 'ROLE_CUSTOMER_SUPERVISOR', site.id);
    const { token } = await world.signIn(email);
    return { organizationId: organization.id, siteId: site.id, customerToken: token };
  });
  const organizationId = async () =>
    options.ownOrganization === true
      ? (await ownOrganization()).organizationId
      : DEMO_TARGETS.organizationId;

  const siteId = once(async () => {
    if (options.ownOrganization === true) return (await ownOrganization()).siteId;
    const site = await s.organizations.sites.createSite(ACTOR, {
      name: uniqueName('Site de test'),
      organizationId: DEMO_TARGETS.organizationId,
      agencyId: DEMO_TARGETS.agencyId,
    });
    return site.id;
  });
  const workspaceId = once(async () => {
    const workspace = await s.workspaces.createWorkspace(ACTOR, {
      name: uniqueName('Projet de test'),
      siteId: await siteId(),
      memberIds: WORKSPACE_MEMBERS,
    });
    return workspace.id;
  });
  let isCampaignMade = false;
  const campaignId = once(async () => {
    isCampaignMade = true;
    const campaign = await s.coring.campaigns.create(ACTOR, {
      workspaceId: await workspaceId(),
      name: uniqueName('Campagne de test'),
      ...TEAM,
      hasCustomerAccess: true,
      shouldValidateCustomer: false,
    });
    return campaign.id;
  });
  const roadId = once(async () => {
    const [road] = await db
      .insert(roads)
      .values({ workspaceId: await workspaceId(), name: uniqueName('Route') })
      .returning({ id: roads.id });
    if (!road) throw new Error('The road was not inserted.');
    return road.id;
  });
  const coreIds = once(async () => {
    const written = await insertCoresInBulk(
      db,
      await campaignId(),
      freshCores(world.firsts.materialCategoryId, await roadId()),
      world.deps.now,
    );
    return written.map((core) => core.id);
  });
  const coreId = async () => {
    const [first] = await coreIds();
    if (first === undefined) throw new Error('No core was written.');
    return first;
  };
  const layerId = once(async () => {
    const [layer] = await db
      .select({ id: coreLayers.id })
      .from(coreLayers)
      .where(eq(coreLayers.coreId, await coreId()));
    if (!layer) throw new Error('The fresh core has no layer.');
    return layer.id;
  });
  const userIdOf = once(async () =>
    insertAccount(
      world,
      `${uniqueName('compte').replace(' ', '-')}@isere.test`,
      'ROLE_CUSTOMER_USER',
      await siteId(),
    ),
  );
  const setCampaignStatus = async (status: Schemas['CampaignStatus']) => {
    await db
      .update(campaigns)
      .set({ status })
      .where(eq(campaigns.id, await campaignId()));
  };
  const prepareAnalyses = once(async () => {
    await setCampaignStatus('taking_validated');
    await offerProvider(db, { id: await campaignId(), siteId: await siteId() }, world.provider);
  });
  const picture = once(async () =>
    s.pictures.addPicture(ACTOR, await coreId(), await pngOf(32, 24)),
  );
  const analysisId = once(async () => {
    const id = await campaignId();
    await prepareAnalyses();
    const client = world.server.clientAs(world.tokenOf('superAdmin'));
    await client.POST('/campaigns/{id}/prestations', {
      params: { path: { id } },
      body: {
        prestations: [{ layerId: await layerId(), prestationId: world.provider.prestations.PAH }],
      },
    });
    const { data } = await client.GET('/campaigns/{id}/analyses', {
      params: { path: { id }, query: {} },
    });
    const analysis = data.items[0];
    if (!analysis) throw new Error('No analysis was asked.');
    return analysis.id;
  });

  const auscultationCampaignId = once(async () => {
    const campaign = await s.auscultation.createAuscultationCampaign(ACTOR, {
      workspaceId: await workspaceId(),
      name: uniqueName('Relevé de test'),
      engineerId: TEAM.engineerId,
      mainCustomerId: TEAM.mainCustomerId,
      hasCustomerAccess: true,
    });
    return campaign.id;
  });

  return {
    isFresh: true,
    organizationId,
    siteId,
    workspaceId,
    campaignId,
    auscultationCampaignId,
    surveyItemId: once(async () => {
      const [degradation] = await world.db.select().from(degradations).limit(1);
      if (!degradation) throw new Error('The world has no degradation.');
      const [item] = await world.db
        .insert(surveyItems)
        .values({
          campaignId: await auscultationCampaignId(),
          kind: 'point',
          geometry: { type: 'Point', coordinates: [5.8, 45.2] },
          road: 'RD 1090',
          prStart: 1,
          abscissaStart: 100,
          degradationId: degradation.id,
          severity: 2,
        })
        .returning({ id: surveyItems.id });
      if (!item) throw new Error('The survey item was not inserted.');
      return item.id;
    }),
    coreId,
    otherCoreId: async () => {
      const [, second] = await coreIds();
      if (second === undefined) throw new Error('No second core was written.');
      return second;
    },
    layerId,
    pictureId: async () => (await picture()).id,
    picturePath: async () => (await picture()).path,
    roadId,
    setCampaignStatus,
    prepareAnalyses,
    enableProviderOnSite: once(async () => {
      await s.organizations.siteProviders.addSiteProvider(
        ACTOR,
        await siteId(),
        world.provider.providerId,
      );
    }),
    addTargetUserToCampaign: once(async () => {
      const client = world.server.clientAs(world.tokenOf('superAdmin'));
      await client.POST('/campaigns/{id}/users/{userId}', {
        params: { path: { id: await campaignId(), userId: await userIdOf() } },
        body: { isTeamMember: false, isDiffused: false, isMainCustomer: false },
      });
    }),
    uploadedPicturePath: once(async () => {
      const form = new FormData();
      form.append('coreId', await coreId());
      form.append('file', new Blob([await pngOf(32, 24)], { type: 'image/png' }), 'photo.png');
      const response = await fetch(`${world.server.baseUrl}/api/core-pictures/upload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${world.tokenOf('superAdmin')}` },
        body: form,
      });
      const uploaded = (await response.json()) as Schemas['UploadedFile'];
      return uploaded.path;
    }),
    coresGroupId: once(async () => {
      const group = await s.groups.createCoresGroup(ACTOR, await campaignId(), {
        name: uniqueName('Groupe'),
        cores: [await coreId()],
      });
      return group.id;
    }),
    prefixId: once(async () => {
      const prefix = await s.prefixes.create(ACTOR, {
        campaignId: await campaignId(),
        name: uniqueName('PX').replace(' ', '-'),
      });
      return prefix.id;
    }),
    shareLinkId: once(async () => {
      const link = await world.deps.identity.guests.createShareLink({
        campaignId: await campaignId(),
        invitedById: ACTOR.id,
      });
      return link.id;
    }),
    userId: userIdOf,
    analysisId,
    laboratoryOrderId: once(async () => {
      await analysisId();
      const client = world.server.clientAs(world.tokenOf('superAdmin'));
      const { data } = await client.POST('/coring-campaigns/{id}/actions/send-to-provider', {
        params: { path: { id: await campaignId() } },
        body: {},
      });
      const order = data.orders[0];
      if (!order) throw new Error('No order was sent.');
      return order.id;
    }),
    notificationId: notificationsOf(world),
    // The guest of the campaign the call was about: this scope's when it made one.
    guestToken: async () =>
      world.guestTokenOf(isCampaignMade ? await campaignId() : DEMO_TARGETS.campaignId),
    customerToken: async () =>
      options.ownOrganization === true
        ? (await ownOrganization()).customerToken
        : world.tokenOf('customer'),
  };
}
