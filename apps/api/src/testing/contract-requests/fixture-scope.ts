import type { Role } from '@chaussee/permissions';
import type { components } from '@chaussee/sdk';
import { eq } from 'drizzle-orm';
import { offerProvider } from '../../analyses/testing/analyses-bed.js';
import { createAuscultationCampaignsService } from '../../campaigns/auscultation/auscultation-campaigns.service.js';
import { pngOf } from '../../core-pictures/testing/picture-fixtures.js';
import { createCorePictureService } from '../../core-pictures/core-picture.service.js';
import { createCoresGroupsService } from '../../cores/cores-groups.service.js';
import { insertCoresInBulk, type BulkCore } from '../../cores/cores-bulk.js';
import { createCoringCampaignServices } from '../../coring-campaigns/coring-campaign-services.js';
import { demoUserId } from '../../db/demo/demo-organizations.js';
import { campaigns, coreLayers, cores, roads } from '../../db/schema.js';
import { insertNotification } from '../../notifications/testing/notification-fixtures.js';
import { createOrganizationDomain } from '../../organizations/organizations.module.js';
import { createDisplayNamePrefixesService } from '../../reference-data/display-name-prefixes.service.js';
import { createDisplayNamePrefixesRepository } from '../../reference-data/display-name-prefixes.repository.js';
import { createUsersRepository } from '../../users/users.repository.js';
import { createWorkspacesService } from '../../workspaces/workspaces.service.js';
import { ACTOR, DEMO_TARGETS, EMAILS, type Caller, type FixtureWorld } from './fixture-world.js';

type Schemas = components['schemas'];

/**
 * What one request points at: the campaign under test and everything around it. The shared scope
 * is the world's demo data, for the operations that only read. A fresh scope makes what it is
 * asked for on first use, so that an operation that changes or deletes acts on resources of its
 * own for each caller and the next rows find the world intact: a fresh scope's campaign is in a
 * fresh workspace of a fresh site of the Isère, with the demo's team and members.
 */
export interface Scope {
  readonly isFresh: boolean;
  organizationId(): Promise<string>;
  siteId(): Promise<string>;
  workspaceId(): Promise<string>;
  /** The coring campaign under test. */
  campaignId(): Promise<string>;
  auscultationCampaignId(): Promise<string>;
  coreId(): Promise<string>;
  /** A second core of the campaign (copy targets, groups). */
  otherCoreId(): Promise<string>;
  layerId(): Promise<string>;
  pictureId(): Promise<string>;
  /** The stored path of that picture. */
  picturePath(): Promise<string>;
  /** A road of the workspace (the fresh cores are on it). */
  roadId(): Promise<string>;
  /** Moves the campaign to a status, straight in the table (the lifecycle is not under test). */
  setCampaignStatus(status: Schemas['CampaignStatus']): Promise<void>;
  /** The campaign ready for analyses: taking_validated, the world's laboratory offered. */
  prepareAnalyses(): Promise<void>;
  /** The world's laboratory enabled on the site. */
  enableProviderOnSite(): Promise<void>;
  /** The target account made a member of the campaign (POST /campaigns/{id}/users/{userId}). */
  addTargetUserToCampaign(): Promise<void>;
  /** A picture file uploaded for the core and not attached yet (POST /core-pictures). */
  uploadedPicturePath(): Promise<string>;
  coresGroupId(): Promise<string>;
  prefixId(): Promise<string>;
  shareLinkId(): Promise<string>;
  /** The account the user operations act on: a CUSTOMER_USER of the organization. */
  userId(): Promise<string>;
  /** A campaign analysis (a PAH prestation asked on a layer of the campaign). */
  analysisId(): Promise<string>;
  /** A laboratory order sent by e-mail for the campaign. */
  laboratoryOrderId(): Promise<string>;
  /** A notification of the caller (of the internal member for guests and anonymous callers). */
  notificationId(caller: Caller): Promise<string>;
  /** The token of the guest of this scope's campaign (the world's campaign if none was made). */
  guestToken(): Promise<string>;
  /** The token of the customer of this scope's organization (client-superviseur@ of the Isère). */
  customerToken(): Promise<string>;
}

export interface FreshScopeOptions {
  /**
   * An organization of its own, with a CUSTOMER_SUPERVISOR of it as the `customer` caller: for what
   * would end the world's organization (deactivating it ends its customers' sessions).
   */
  ownOrganization?: boolean;
}

/** A value computed on first use, then kept. */
function once<T>(make: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () => {
    value ??= make();
    return value;
  };
}

function domain(world: FixtureWorld) {
  const { deps } = world;
  const membership = deps.membership;
  return {
    organizations: createOrganizationDomain({
      db: deps.db,
      now: deps.now,
      endSessions: () => Promise.resolve(),
    }),
    workspaces: createWorkspacesService(deps),
    coring: createCoringCampaignServices(deps),
    auscultation: createAuscultationCampaignsService(deps),
    pictures: createCorePictureService(deps),
    groups: createCoresGroupsService({ db: deps.db, membership, now: deps.now }),
    prefixes: createDisplayNamePrefixesService({
      prefixes: createDisplayNamePrefixesRepository(deps.db),
      membership,
    }),
  };
}

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

/** Two cores of two layers (the first one with a PAH result) and their interface. */
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

let sequence = 0;

/** A name no other fresh resource has (customer references must be unique). */
function uniqueName(prefix: string): string {
  sequence += 1;
  return `${prefix} ${String(sequence)}`;
}

/** The scope of the world's demo data, for operations that only read. */
export function sharedScope(world: FixtureWorld): Scope {
  const fresh = once(() => Promise.resolve(freshScope(world)));
  const { firsts } = world;
  const s = domain(world);
  return {
    isFresh: false,
    organizationId: () => Promise.resolve(DEMO_TARGETS.organizationId),
    siteId: () => Promise.resolve(DEMO_TARGETS.siteId),
    workspaceId: () => Promise.resolve(DEMO_TARGETS.workspaceId),
    campaignId: () => Promise.resolve(DEMO_TARGETS.campaignId),
    auscultationCampaignId: () => Promise.resolve(DEMO_TARGETS.auscultationCampaignId),
    coreId: () => Promise.resolve(firsts.coreId),
    otherCoreId: once(async () => {
      const rows = await world.db
        .select({ id: cores.id })
        .from(cores)
        .where(eq(cores.campaignId, DEMO_TARGETS.campaignId));
      const other = rows.find((row) => row.id !== firsts.coreId);
      if (!other) throw new Error('The campaign under test has one core.');
      return other.id;
    }),
    layerId: () => Promise.resolve(firsts.layerId),
    pictureId: () => Promise.resolve(firsts.pictureId),
    picturePath: () => Promise.resolve(firsts.picturePath),
    roadId: () => Promise.resolve(firsts.roadId),
    setCampaignStatus: () => Promise.reject(new Error('The world campaign keeps its status.')),
    prepareAnalyses: () => Promise.reject(new Error('The world campaign keeps its status.')),
    enableProviderOnSite: () => Promise.reject(new Error('The world site keeps its providers.')),
    addTargetUserToCampaign: () => Promise.reject(new Error('The world campaign keeps its team.')),
    uploadedPicturePath: async () => (await fresh()).uploadedPicturePath(),
    coresGroupId: once(async () => {
      const group = await s.groups.createCoresGroup(ACTOR, DEMO_TARGETS.campaignId, {
        name: 'Groupe du monde',
        cores: [firsts.coreId],
      });
      return group.id;
    }),
    prefixId: () => Promise.resolve(firsts.prefixId),
    shareLinkId: once(async () => {
      const link = await world.deps.identity.guests.createShareLink({
        campaignId: DEMO_TARGETS.campaignId,
        invitedById: ACTOR.id,
      });
      return link.id;
    }),
    userId: () => Promise.resolve(demoUserId(EMAILS.targetUser)),
    analysisId: async () => (await fresh()).analysisId(),
    laboratoryOrderId: async () => (await fresh()).laboratoryOrderId(),
    notificationId: notificationsOf(world),
    guestToken: () => world.guestTokenOf(DEMO_TARGETS.campaignId),
    customerToken: () => Promise.resolve(world.tokenOf('customer')),
  };
}

/** An account of a site, written straight to the table with the demo password. */
async function insertAccount(
  world: FixtureWorld,
  email: string,
  role: Role,
  siteId: string,
): Promise<string> {
  const user = await createUsersRepository(world.db).insert(
    {
      email,
      firstName: 'Compte',
      lastName: 'De test',
      phone: null,
      job: null,
      roles: [role],
      passwordHash: world.passwordHash,
      createdAt: world.deps.now(),
    },
    [siteId],
    [],
  );
  return user.id;
}

/** A notification per caller, made on first use. */
function notificationsOf(world: FixtureWorld): (caller: Caller) => Promise<string> {
  const made = new Map<string, Promise<string>>();
  return (caller) => {
    const email =
      caller === 'superAdmin' ||
      caller === 'nonMember' ||
      caller === 'customer' ||
      caller === 'foreignCustomer'
        ? EMAILS[caller]
        : EMAILS.member;
    let id = made.get(email);
    if (id === undefined) {
      id = insertNotification(world.db, {
        recipientId: world.userIdOf(email),
      }).then((row) => row.id);
      made.set(email, id);
    }
    return id;
  };
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
    const analysis = data?.items[0];
    if (!analysis) throw new Error('No analysis was asked.');
    return analysis.id;
  });

  return {
    isFresh: true,
    organizationId,
    siteId,
    workspaceId,
    campaignId,
    auscultationCampaignId: once(async () => {
      const campaign = await s.auscultation.createAuscultationCampaign(ACTOR, {
        workspaceId: await workspaceId(),
        name: uniqueName('Relevé de test'),
        engineerId: TEAM.engineerId,
        mainCustomerId: TEAM.mainCustomerId,
        hasCustomerAccess: true,
      });
      return campaign.id;
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
      const order = data?.orders[0];
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
