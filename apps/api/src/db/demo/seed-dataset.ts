import type { SessionUser } from '@chaussee/permissions';
import type { components } from '@chaussee/sdk';
import { and, eq, inArray } from 'drizzle-orm';
import type { DomainDeps } from '../../app/domain-deps.js';
import { createAuscultationCampaignsService } from '../../campaigns/auscultation/auscultation-campaigns.service.js';
import { createCampaignShareService } from '../../campaigns/campaign-share.service.js';
import { createCampaignsService } from '../../campaigns/campaigns.service.js';
import { createCorePictureService } from '../../core-pictures/core-picture.service.js';
import { coreFields } from '../../cores/core-fields.js';
import { insertCoresInBulk, type BulkCore } from '../../cores/cores-bulk.js';
import { createCoringCampaignServices } from '../../coring-campaigns/coring-campaign-services.js';
import { createOrganizationDomain } from '../../organizations/organizations.module.js';
import { createDisplayNamePrefixesService } from '../../reference-data/display-name-prefixes.service.js';
import { createPlacesRepository } from '../../reference-data/places.repository.js';
import { createPlacesService } from '../../reference-data/places.service.js';
import {
  createDegradations,
  createMaterialCategories,
} from '../../reference-data/reference-catalogue.service.js';
import { createWorkspacesService } from '../../workspaces/workspaces.service.js';
import { appMeta, cores as coresTable, pdfParameters, roadPrs, surveyItems } from '../schema.js';
import { demoCalendar, type DemoCalendar } from './demo-calendar.js';
import { demoCoresOf, DEMO_MATERIALS, type DemoCore } from './demo-cores.js';
import { DEMO_PR_ONLY_CORES, demoPrPoints } from './demo-prs.js';
import { DEMO_DEGRADATIONS } from './demo-degradations.js';
import { demoSurveyItems } from './demo-survey.js';
import type { DegradationRow } from '../../reference-data/reference-catalogue.repository.js';
import {
  DEMO_CAMPAIGN_OFFER,
  isAnalysedLayer,
  ORDERED_STATUSES,
  seedDemoLaboratoryOrders,
} from './demo-laboratory-orders.js';
import { seedDemoDocuments } from './demo-documents.js';
import { seedDemoDashboard } from './demo-dashboards.js';
import { seedDemoNotifications } from './demo-notifications.js';
import { seedDemoVersions } from './demo-versions.js';
import { DEMO_PDF_PARAMETERS, DEMO_SITES, demoUserId } from './demo-organizations.js';
import { demoCorePicture } from './demo-picture.js';
import {
  DEMO_SHARED_CAMPAIGN_KEY,
  DEMO_WORKSPACES,
  roadOf,
  type DemoCoringCampaign,
  type DemoWorkspace,
} from './demo-projects.js';
import { DEMO_PROVIDERS } from './demo-providers.js';

type Schemas = components['schemas'];

const DATASET_KEY = 'demo_dataset_seeded_at';
const SHARE_TOKEN_KEY = 'demo_share_token';

/** The demo dataset acts as the super administrator, through the same services as the API. */
const ACTOR: SessionUser = {
  id: demoUserId('super-admin@demo.chaussee.fr'),
  roles: ['ROLE_SUPER_ADMIN'],
  job: null,
};

const OFFICE_STAFF = [
  'bureau-admin@demo.chaussee.fr',
  'chef-agence@demo.chaussee.fr',
  'collaborateur@demo.chaussee.fr',
  'commercial@demo.chaussee.fr',
  'ingenieur@demo.chaussee.fr',
  'charge-affaires@demo.chaussee.fr',
  'technicien@demo.chaussee.fr',
].map(demoUserId);

const ISERE_CUSTOMERS = [
  'client-superviseur@demo.chaussee.fr',
  'client-principal@demo.chaussee.fr',
  'client-utilisateur@demo.chaussee.fr',
  'lecteur@demo.chaussee.fr',
].map(demoUserId);

const TEAM = {
  engineerId: demoUserId('ingenieur@demo.chaussee.fr'),
  studyManagerId: demoUserId('charge-affaires@demo.chaussee.fr'),
  technicianIds: [
    demoUserId('technicien@demo.chaussee.fr'),
    demoUserId('collaborateur@demo.chaussee.fr'),
  ],
};

/** Pictures are attached to the first cores described of each campaign with results. */
const PICTURES_PER_CAMPAIGN = 6;

export interface DemoDatasetOutcome {
  seeded: boolean;
  /** The token of the demo share link (kept so that every start can print the link). */
  shareToken: string | undefined;
}

async function storedValue(deps: DomainDeps, key: string): Promise<string | undefined> {
  const [row] = await deps.db.select().from(appMeta).where(eq(appMeta.key, key));
  return row?.value;
}

function services(deps: DomainDeps) {
  return {
    organizations: createOrganizationDomain({
      db: deps.db,
      now: deps.now,
      endSessions: () => Promise.resolve(),
    }),
    workspaces: createWorkspacesService(deps),
    campaigns: createCampaignsService(deps),
    coring: createCoringCampaignServices(deps),
    auscultation: createAuscultationCampaignsService(deps),
    places: createPlacesService({
      places: createPlacesRepository(deps.db),
      membership: deps.membership,
    }),
    prefixes: createDisplayNamePrefixesService({ db: deps.db, membership: deps.membership }),
    pictures: createCorePictureService(deps),
    share: createCampaignShareService(deps),
  };
}

type Services = ReturnType<typeof services>;

async function seedProviders(s: Services): Promise<void> {
  for (const provider of DEMO_PROVIDERS) {
    await s.organizations.providers.createProvider(ACTOR, provider.values, { id: provider.id });
    for (const laboratory of provider.laboratories) {
      await s.organizations.providers.createLaboratory(
        ACTOR,
        { providerId: provider.id, ...laboratory.values },
        { id: laboratory.id },
      );
    }
    for (const prestation of provider.prestations) {
      await s.organizations.providers.createPrestation(
        ACTOR,
        { providerId: provider.id, ...prestation.values },
        { id: prestation.id },
      );
    }
    for (const siteId of [
      DEMO_SITES.isereMobilites.id,
      DEMO_SITES.isereGresivaudan.id,
      DEMO_SITES.grenobleEspacePublic.id,
    ]) {
      await s.organizations.siteProviders.addSiteProvider(ACTOR, siteId, provider.id, {
        isDefault: provider.values.isLaboratory === true,
      });
    }
  }
}

/** Roads and cities of a workspace, created once per name, answered by name. */
async function seedPlaces(
  deps: DomainDeps,
  s: Services,
  workspace: DemoWorkspace,
): Promise<{ roadIds: Map<string, string>; cityIds: Map<string, string> }> {
  const roadIds = new Map<string, string>();
  const cityIds = new Map<string, string>();
  const campaigns = [...workspace.coring, ...workspace.auscultation];
  for (const campaign of campaigns) {
    const road = roadOf(campaign);
    if (!roadIds.has(road.name)) {
      const created = await s.places.createRoad(ACTOR, {
        workspaceId: workspace.id,
        name: road.name,
      });
      roadIds.set(road.name, created.id);
      // The road's PR landmarks: the common PR layer of the maps.
      await deps.db
        .insert(roadPrs)
        .values(demoPrPoints(road).map((point) => ({ roadId: created.id, ...point })));
    }
    for (const waypoint of road.waypoints) {
      if (cityIds.has(waypoint.city)) continue;
      const created = await s.places.createCity(ACTOR, {
        workspaceId: workspace.id,
        name: waypoint.city,
        zipCode: waypoint.zipCode,
      });
      cityIds.set(waypoint.city, created.id);
    }
  }
  return { roadIds, cityIds };
}

function bulkCoreOf(
  core: DemoCore,
  ids: { roadId: string | undefined; cityId: string | undefined; prefixId: string | null },
  materialIds: ReadonlyMap<string, string>,
  analysedAt: string,
  /** The analysed layers get their core sample, for the laboratory orders to carry. */
  hasSamples: boolean,
): BulkCore {
  return {
    // The demo's fields of the same name as a column are written as drawn.
    ...coreFields.columnsOf(core, [
      'number',
      'prefixed',
      'city',
      'zipCode',
      'layers',
      'interfaces',
    ]),
    displayNamePrefixId: core.prefixed ? ids.prefixId : null,
    roadId: ids.roadId ?? null,
    cityId: ids.cityId ?? null,
    layers: core.layers.map((layer) => ({
      type: layer.type,
      materialCategoryId: materialIds.get(layer.material) ?? null,
      thickness: layer.thickness,
      condition: layer.condition,
      samples: hasSamples && isAnalysedLayer(layer) ? [{ kind: 'core', codes: ['LFRA'] }] : [],
      pollutantAnalyses: layer.results
        ? [
            { kind: 'PAH', valueMgKg: layer.results.pahMgKg, analysedAt },
            { kind: 'TH', valueMgKg: layer.results.thMgKg, analysedAt },
            { kind: 'asbestos', asbestosPresent: layer.results.asbestosDetected, analysedAt },
          ]
        : [],
    })),
    interfaces: core.interfaces.map((bondState, index) => ({ position: index + 1, bondState })),
  };
}

async function seedCoringCampaign(
  deps: DomainDeps,
  s: Services,
  workspace: DemoWorkspace,
  campaign: DemoCoringCampaign,
  places: { roadIds: Map<string, string>; cityIds: Map<string, string> },
  materialIds: ReadonlyMap<string, string>,
  calendar: DemoCalendar,
): Promise<void> {
  const isOrdered = ORDERED_STATUSES.has(campaign.status);
  const endDate = calendar.day(campaign.endDate);
  await s.coring.campaigns.create(ACTOR, {
    id: campaign.id,
    workspaceId: workspace.id,
    name: campaign.name,
    reference: campaign.reference,
    startDate: calendar.day(campaign.startDate),
    endDate,
    ...TEAM,
    mainCustomerId: workspace.customersAreMembers
      ? demoUserId('client-principal@demo.chaussee.fr')
      : null,
    hasCustomerAccess: true,
    shouldValidateCustomer: false,
    // A campaign whose orders have left is created with its taking validated, receives its cores
    // and pictures, then goes on through the laboratory orders (and is finished, if it is) like
    // any other: its status then comes with the orders and results it implies.
    status: isOrdered ? 'taking_validated' : campaign.status,
  });
  const prefix =
    campaign.prefix === null
      ? null
      : await s.prefixes.create(ACTOR, { campaignId: campaign.id, name: campaign.prefix });
  const road = roadOf(campaign);
  const cores = demoCoresOf(campaign);
  const written = await insertCoresInBulk(
    deps.db,
    campaign.id,
    cores.map((core) =>
      bulkCoreOf(
        core,
        {
          roadId: places.roadIds.get(road.name),
          cityId: places.cityIds.get(core.city),
          prefixId: prefix?.id ?? null,
        },
        materialIds,
        endDate,
        isOrdered,
      ),
    ),
    deps.now,
  );
  if (campaign.key === DEMO_PR_ONLY_CORES.campaignKey) {
    // Noted with their PR and abscissa only: the map places them from the PR layer.
    await deps.db
      .update(coresTable)
      .set({ lat: null, lng: null })
      .where(
        and(
          eq(coresTable.campaignId, campaign.id),
          inArray(coresTable.number, DEMO_PR_ONLY_CORES.numbers),
        ),
      );
  }
  const described = cores
    .map((core, index) => ({ core, id: written[index]?.id }))
    .filter((entry) => entry.core.layers.length > 0)
    .slice(0, PICTURES_PER_CAMPAIGN);
  for (const { core, id } of described) {
    if (id === undefined) continue;
    await s.pictures.addPicture(ACTOR, id, await demoCorePicture(core.layers, core.number), {
      title: `Carotte ${String(core.number)} – vue de profil`,
    });
  }
  // The providers and prestations chosen while preparing the campaign.
  await s.coring.settings.setProvidersAndPrestations(ACTOR, campaign.id, DEMO_CAMPAIGN_OFFER);
  if (isOrdered) {
    // Sent the day after the taking ended; analysed and answered over the next two days.
    await seedDemoLaboratoryOrders(deps, ACTOR, campaign, cores, written, {
      sentAt: calendar.at(`${campaign.endDate}T09:00:00.000Z`),
      analysedAt: calendar.day(nextDay(campaign.endDate, 2)),
      resultsAt: calendar.at(`${nextDay(campaign.endDate, 3)}T08:00:00.000Z`),
    });
  }
  if (campaign.status === 'finished') {
    await s.coring.statuses.changeStatus(ACTOR, campaign.id, 'finished', undefined);
  }
  if (campaign.isArchived === true) {
    await s.campaigns.patchCampaign(ACTOR, campaign.id, { isArchived: true }, undefined);
  }
}

/** The story day `days` after `day` (`2026-04-17`, 2 → `2026-04-19`). */
function nextDay(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

async function seedAuscultation(
  deps: DomainDeps,
  s: Services,
  workspace: DemoWorkspace,
  degradations: readonly DegradationRow[],
  calendar: DemoCalendar,
): Promise<void> {
  for (const campaign of workspace.auscultation) {
    const road = roadOf(campaign);
    await s.auscultation.createAuscultationCampaign(ACTOR, {
      id: campaign.id,
      workspaceId: workspace.id,
      name: campaign.name,
      reference: campaign.reference,
      engineerId: TEAM.engineerId,
      studyManagerId: TEAM.studyManagerId,
      technicianIds: TEAM.technicianIds,
      mainCustomerId: workspace.customersAreMembers
        ? demoUserId('client-principal@demo.chaussee.fr')
        : null,
      hasCustomerAccess: true,
      surveyDate: calendar.day(campaign.surveyDate),
      startDate: calendar.day(campaign.surveyDate),
      endDate: calendar.day(campaign.surveyDate),
      status: campaign.status,
    });
    // The survey as its import would store it (one statement: the demo seeds in a few seconds).
    await deps.db
      .insert(surveyItems)
      .values(
        demoSurveyItems(campaign.key, campaign.id, road, degradations, campaign.distressCount),
      );
  }
}

/**
 * Loads the demo dataset once (after the demo accounts): providers, workspaces, campaigns, cores
 * with layers, results and pictures, an auscultation survey, notifications, the shared campaign's
 * file manager (folders, deliverables, customer files, file requests, a download link) and a share
 * link.
 * Deterministic: the same ids and values on every machine. A later call finds the marker and only
 * answers the share token again.
 */
export async function seedDemoDatasetOnce(deps: DomainDeps): Promise<DemoDatasetOutcome> {
  if ((await storedValue(deps, DATASET_KEY)) !== undefined) {
    return { seeded: false, shareToken: await storedValue(deps, SHARE_TOKEN_KEY) };
  }
  const s = services(deps);
  const calendar = demoCalendar(deps.now());
  const materials = await createMaterialCategories(deps.db, DEMO_MATERIALS);
  const materialIds = new Map(materials.map((row) => [row.name, row.id]));
  const degradations = await createDegradations(deps.db, DEMO_DEGRADATIONS);
  await seedProviders(s);

  for (const workspace of DEMO_WORKSPACES) {
    await s.workspaces.createWorkspace(
      ACTOR,
      {
        name: workspace.name,
        siteId: workspace.siteId,
        description: workspace.description,
        customerReference: workspace.customerReference,
        memberIds: [...OFFICE_STAFF, ...(workspace.customersAreMembers ? ISERE_CUSTOMERS : [])],
      },
      { id: workspace.id },
    );
    const places = await seedPlaces(deps, s, workspace);
    for (const campaign of workspace.coring) {
      await seedCoringCampaign(deps, s, workspace, campaign, places, materialIds, calendar);
    }
    await seedAuscultation(deps, s, workspace, degradations, calendar);
    if (workspace.isArchived) {
      // The seed writes as a script does: without If-Match.
      await s.workspaces.patchWorkspace(ACTOR, workspace.id, { isArchived: true }, undefined);
    }
  }

  await seedDemoNotifications(deps.db, ACTOR.id, calendar);
  await seedDemoVersions(deps.db, calendar);

  const shared = DEMO_WORKSPACES.flatMap((workspace) => workspace.coring).find(
    (campaign) => campaign.key === DEMO_SHARED_CAMPAIGN_KEY,
  );
  if (!shared) throw new Error(`The shared demo campaign ${DEMO_SHARED_CAMPAIGN_KEY} is missing.`);
  await seedDemoDocuments(deps, shared.id, calendar);
  await seedDemoDashboard(deps, ACTOR, shared.id);
  // The office's report layout: the default of every campaign's PDF report (one row, no image).
  await deps.db.insert(pdfParameters).values(DEMO_PDF_PARAMETERS);
  const link: Schemas['CampaignShareLink'] = await s.share.createCampaignShareLink(
    ACTOR,
    shared.id,
    {
      expiresAt: new Date(deps.now().getTime() + 365 * 24 * 3600 * 1000).toISOString(),
    },
  );
  const at = deps.now().toISOString();
  await deps.db.insert(appMeta).values([
    { key: SHARE_TOKEN_KEY, value: link.token },
    { key: DATASET_KEY, value: at },
  ]);
  return { seeded: true, shareToken: link.token };
}
