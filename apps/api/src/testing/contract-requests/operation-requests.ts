import { pngOf } from '../../core-pictures/testing/picture-fixtures.js';
import { statisticTableId } from '../../auscultation-survey/survey-statistics.js';
import type { SessionUser } from '@chaussee/permissions';
import { createDashboardRepository } from '../../dashboards/dashboard.repository.js';
import { loadContract } from '../../http/contract/contract.js';
import type { ContractOperation } from '../../http/contract/contract-operations.js';
import { locate } from '../../http/contract/contract-document.js';
import type { OperationId } from '../../http/operation-handler.js';
import { createMapLayersService } from '../../map-layers/map-layers.service.js';
import { DEMO_TARGETS, type Caller, type FixtureWorld } from './fixture-world.js';
import type { Scope } from './fixture-scope.js';
import { freshScope } from './fresh-scope.js';
import { OVERRIDES, type RequestParts } from './request-overrides.js';
import { resolveSchema, sampleValue, typeOf, type SampleIds } from './sample-values.js';

/**
 * A valid request for every operation of the contract, pointing at the fixture's resources: path
 * parameters by the resource their segment names (`/cores/{id}` → the campaign's core), query and
 * body sampled from the schemas with the fixture's ids (`campaignId` → the campaign under test),
 * then the operation's override (request-overrides.ts) where the generic request cannot be valid.
 */

export type QueryValue = string | number | boolean | readonly (string | number | boolean)[];

interface UploadPart {
  field: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

type RequestBody =
  | { kind: 'json'; mediaType: string; value: unknown }
  | { kind: 'multipart'; fields: Record<string, string | readonly string[]>; files: UploadPart[] };

export interface OperationRequest {
  operation: ContractOperation;
  path: Record<string, string>;
  query: Record<string, QueryValue>;
  body: RequestBody | undefined;
}

type Target = (scope: Scope, world: FixtureWorld) => Promise<string>;

/** The chart « cores by status » of the scope's campaign (its default dashboard made if need be). */
async function chartOf(scope: Scope, world: FixtureWorld): Promise<string> {
  const campaignId = await scope.campaignId();
  const dashboards = createDashboardRepository(world.db);
  await dashboards.ensureDashboard(campaignId);
  const charts = (await dashboards.categoriesOf(campaignId)).flatMap(({ charts }) => charts);
  const chart = charts.find(({ chartType }) => chartType === 'cores_by_status');
  if (!chart) throw new Error(`The campaign ${campaignId} has no chart of the cores by status`);
  return chart.id;
}

/** A super administrator, to make through the services what the requests then point at. */
function superAdminOf(world: FixtureWorld): SessionUser {
  return {
    id: world.userIdOf('super-admin@demo.chaussee.fr'),
    roles: ['ROLE_SUPER_ADMIN'],
    job: null,
  };
}

/** The cores layer of the scope's campaign (its map layers made on first read, as the map does). */
async function mapLayerOf(scope: Scope, world: FixtureWorld): Promise<string> {
  const campaignId = await scope.campaignId();
  const page = await createMapLayersService(world.deps).listCampaignLayers(
    superAdminOf(world),
    campaignId,
    { limit: 50, offset: 0 },
  );
  const layer = page.items.find((item) => item.kind === 'cores');
  if (!layer) throw new Error(`The campaign ${campaignId} has no cores layer`);
  return layer.id;
}

/** A dynamic filter of the cores layer of the scope's campaign. */
async function dynamicFilterOf(scope: Scope, world: FixtureWorld): Promise<string> {
  const layerId = await mapLayerOf(scope, world);
  const page = await createMapLayersService(world.deps).listFilters(
    superAdminOf(world),
    await scope.campaignId(),
    layerId,
    { limit: 50, offset: 0 },
  );
  const [filter] = page.items;
  if (!filter) throw new Error(`The cores layer ${layerId} has no dynamic filter`);
  return filter.id;
}

/** The resource a uuid names, by the property or parameter name (`campaignId`, `coreId`…). */
const BY_NAME: Record<string, Target> = {
  campaignId: (s) => s.campaignId(),
  chartId: chartOf,
  mapLayerId: mapLayerOf,
  // The layers a map shows, as lists of ids in the query of the bounding box and filter reset.
  'map-list': mapLayerOf,
  'selected-maplayers': mapLayerOf,
  // The summary table of the auscultation campaign: there is one, surveyed or not.
  tableId: async (s) => statisticTableId(await s.auscultationCampaignId(), null),
  workspaceId: (s) => s.workspaceId(),
  siteId: (s) => s.siteId(),
  organizationId: (s) => s.organizationId(),
  coreId: (s) => s.coreId(),
  layerId: (s) => s.layerId(),
  userId: (s) => s.userId(),
  linkId: (s) => s.shareLinkId(),
  providerId: (_s, w) => Promise.resolve(w.provider.providerId),
  laboratoryId: (_s, w) => Promise.resolve(w.provider.laboratoryId),
  prestationId: (_s, w) => Promise.resolve(w.provider.prestations.PAH),
  materialCategoryId: (_s, w) => Promise.resolve(w.firsts.materialCategoryId),
  roadId: (s) => s.roadId(),
  displayNamePrefixId: (s) => s.prefixId(),
  engineerId: (_s, w) => Promise.resolve(w.userIdOf('ingenieur@demo.chaussee.fr')),
  studyManagerId: (_s, w) => Promise.resolve(w.userIdOf('charge-affaires@demo.chaussee.fr')),
  technicianId: (_s, w) => Promise.resolve(w.userIdOf('technicien@demo.chaussee.fr')),
  mainCustomerId: (_s, w) => Promise.resolve(w.userIdOf('client-principal@demo.chaussee.fr')),
  agencyId: () => Promise.resolve(DEMO_TARGETS.agencyId),
};

/** The resource a path parameter names, by the segment before it (`/cores/{id}` → a core). */
const BY_SEGMENT: Record<string, Target> = {
  users: (s) => s.userId(),
  campaigns: (s) => s.campaignId(),
  campaign: (s) => s.campaignId(),
  'coring-campaigns': (s) => s.campaignId(),
  'auscultation-campaigns': (s) => s.auscultationCampaignId(),
  'survey-items': (s) => s.surveyItemId(),
  workspaces: (s) => s.workspaceId(),
  projects: (s) => s.workspaceId(),
  organizations: (s) => s.organizationId(),
  sites: (s) => s.siteId(),
  providers: (_s, w) => Promise.resolve(w.provider.providerId),
  provider: (_s, w) => Promise.resolve(w.provider.providerId),
  'cores-layers': (s) => s.layerId(),
  'campaign-analysis': (s) => s.analysisId(),
  'laboratory-orders': (s) => s.laboratoryOrderId(),
  cores: (s) => s.coreId(),
  'core-pictures': (s) => s.pictureId(),
  'cores-groups': (s) => s.coresGroupId(),
  'display-name-prefixes': (s) => s.prefixId(),
  'share-links': (s) => s.shareLinkId(),
  charts: chartOf,
  'map-layers': mapLayerOf,
  'image-settings': mapLayerOf,
  'float-doc-settings': mapLayerOf,
  // The common PR layer is read for a campaign: its id in the path is the campaign's.
  'common-prs-layer': (s) => s.campaignId(),
  'dynamic-filter-values': dynamicFilterOf,
  'dynamic-filters': dynamicFilterOf,
};

/** The segment right before `{name}` in a contract path. */
function segmentBefore(path: string, name: string): string | undefined {
  const segments = path.split('/');
  const index = segments.indexOf(`{${name}}`);
  return index > 0 ? segments[index - 1] : undefined;
}

/**
 * The scope one call runs in: a fresh one for an operation that may change data (anything but a
 * read), the shared one otherwise. An operation without handler answers 501 before reading
 * anything: it gets the shared scope, so that nothing is made for it.
 */
export function scopeFor(operation: ContractOperation, world: FixtureWorld, shared: Scope): Scope {
  const override = OVERRIDES[operation.operationId];
  const changesData = operation.method !== 'get' && override?.readsOnly !== true;
  if (!changesData || !world.isImplemented(operation.operationId))
    return withGuestOfSubject(shared, world);
  return withGuestOfSubject(
    freshScope(world, { ownOrganization: override?.ownOrganization === true }),
    world,
  );
}

/**
 * The guest of « this campaign » is the guest of the campaign the request names: the auscultation
 * campaign for its operations, the coring campaign otherwise (see Scope.guestToken).
 */
function withGuestOfSubject(scope: Scope, world: FixtureWorld): Scope {
  let subject: (() => Promise<string>) | undefined;
  return {
    ...scope,
    campaignId: () => {
      subject ??= () => scope.campaignId();
      return scope.campaignId();
    },
    auscultationCampaignId: () => {
      subject ??= () => scope.auscultationCampaignId();
      return scope.auscultationCampaignId();
    },
    guestToken: async () => (subject ? world.guestTokenOf(await subject()) : scope.guestToken()),
  };
}

function idsOf(scope: Scope, world: FixtureWorld): SampleIds {
  return {
    idFor: async (name) => {
      const target = BY_NAME[name];
      return target ? target(scope, world) : undefined;
    },
  };
}

/** The generic body of an operation: its first media type, sampled from its schema. */
async function sampleBody(
  operation: ContractOperation,
  ids: SampleIds,
): Promise<RequestBody | undefined> {
  const content = operation.requestBody?.contents[0];
  if (!content) return undefined;
  const { document } = loadContract();
  const schema = content.schemaPointer ? (locate(document, content.schemaPointer)?.node ?? {}) : {};
  if (content.mediaType !== 'multipart/form-data') {
    return {
      kind: 'json',
      mediaType: content.mediaType,
      value: await sampleValue(document, schema, 'body', ids),
    };
  }
  const sampled = await sampleValue(document, schema, 'body', ids);
  const properties = resolveSchema(document, schema).properties;
  const fields: Record<string, string | readonly string[]> = {};
  const files: UploadPart[] = [];
  for (const [name, value] of Object.entries(sampled as Record<string, unknown>)) {
    const property = resolveSchema(
      document,
      (properties as Record<string, unknown> | undefined)?.[name],
    );
    const isFile =
      property.contentMediaType !== undefined ||
      resolveSchema(document, property.items).contentMediaType !== undefined;
    if (isFile) {
      // A real PNG: what most uploads take (pictures, logos, avatars); others override it.
      files.push({
        field: name,
        filename: 'photo.png',
        contentType: 'image/png',
        data: await pngOf(32, 24),
      });
    } else if (Array.isArray(value)) {
      fields[name] = value.map(String);
    } else {
      fields[name] = String(value);
    }
  }
  return { kind: 'multipart', fields, files };
}

/** A valid request of `operationId` in `scope`, for `caller`. */
export async function requestFor(
  operationId: OperationId,
  scope: Scope,
  world: FixtureWorld,
  caller: Caller,
): Promise<OperationRequest> {
  const operation = loadContract().operationById(operationId);
  if (!operation) throw new Error(`No operation ${operationId} in the contract`);
  const { document } = loadContract();
  const ids = idsOf(scope, world);
  const path: Record<string, string> = {};
  const query: Record<string, QueryValue> = {};
  for (const parameter of operation.parameters) {
    const schema = locate(document, parameter.schemaPointer)?.node ?? {};
    if (parameter.location === 'path') {
      const byName = BY_NAME[parameter.name];
      const segment = segmentBefore(operation.path, parameter.name);
      const bySegment = segment === undefined ? undefined : BY_SEGMENT[segment];
      const target = byName ?? bySegment;
      path[parameter.name] = target
        ? await target(scope, world)
        : String(await sampleValue(document, schema, parameter.name, ids));
    } else if (parameter.required) {
      const value = await sampleValue(document, schema, parameter.name, ids);
      if (typeOf(resolveSchema(document, schema)) !== 'object')
        query[parameter.name] = value as QueryValue;
    }
  }
  const parts: RequestParts = {
    path,
    query,
    body: await sampleBody(operation, ids),
  };
  const override = OVERRIDES[operationId];
  const final = override?.request ? await override.request(parts, { scope, world, caller }) : parts;
  return { operation, ...final };
}
