import type { ChausseeClient, components } from '@chaussee/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperationId } from '../http/operation-handler.js';
import { DEMO_CALLERS, statusesByCaller, type TableCall } from '../testing/authorization-table.js';
import { createUsersRepository } from '../users/users.repository.js';
import {
  startProjectsAuthorizationBed,
  type ProjectsAuthorizationBed,
} from '../workspaces/testing/projects-authorization-bed.js';
import { insertMapFixture } from './testing/map-fixture.js';

/**
 * The authorization table of the maps (spec section 6: reads for the campaign's members and its
 * guests, « configure dashboard and map » for ADMIN and SUPER_ADMIN or a staff job; a filter's
 * selection changed by any member but guests, design decision of the contract): every demo
 * account, an office account outside the workspace, a customer of another organization, a guest
 * of this campaign, a guest of another campaign, a token ended by a new session version and no
 * token. The campaign is in a workspace whose members are every demo account but ADMIN and
 * SUPER_ADMIN (who see every campaign), so that a refusal comes from the right. The guest of the
 * campaign reads what its map draws, never the attribute table nor the filter pickers, and writes
 * nothing.
 */
const CALLERS = [
  ...DEMO_CALLERS,
  'non-member',
  'foreign-customer',
  'guest-here',
  'guest',
  'stale',
  'anonymous',
] as const;
type Caller = (typeof CALLERS)[number];

const FOREIGN_CUSTOMER = 'client@autre-organisation.test';
const STALE = 'session-finie@bureau.test';

describe('Authorization table of the maps', () => {
  let table: ProjectsAuthorizationBed;
  let campaignId: string;
  let roadId: string;
  let coresLayerId: string;
  let prsLayerId: string;
  let statusFilterId: string;
  let fields: components['schemas']['MapLayerField'][];
  const clients = new Map<Caller, ChausseeClient>();

  beforeAll(async () => {
    table = await startProjectsAuthorizationBed();
    const { bed } = table;
    ({ campaignId, roadId } = await insertMapFixture(bed.db, { workspaceId: table.workspaceId }));
    const admin = await table.clientOf('super-admin');
    const { data: layers } = await admin.GET('/campaigns/{id}/map-layers', {
      params: { path: { id: campaignId }, query: {} },
    });
    const cores = layers.items.find((layer) => layer.kind === 'cores');
    const prs = layers.items.find((layer) => layer.kind === 'prs');
    if (!cores || !prs) throw new Error('No layers');
    coresLayerId = cores.id;
    prsLayerId = prs.id;
    fields = cores.fields;
    const { data: filters } = await admin.GET('/campaigns/{id}/dynamic-filters/{mapLayerId}', {
      params: { path: { id: campaignId, mapLayerId: coresLayerId }, query: {} },
    });
    const status = filters.items.find((filter) => filter.field === 'status');
    if (!status) throw new Error('No status filter');
    statusFilterId = status.id;
    const { siteId } = await bed.insertOrganization('Autre organisation');
    await bed.insertUser({
      email: FOREIGN_CUSTOMER,
      roles: ['ROLE_CUSTOMER_MAIN'],
      siteIds: [siteId],
    });
    const staleId = await bed.insertUser({ email: STALE, roles: ['ROLE_ADMIN'] });
    const staleClient = await bed.as(STALE);
    await createUsersRepository(bed.db).raiseSessionVersion(staleId);
    for (const caller of CALLERS) {
      if (caller === 'stale') clients.set(caller, staleClient);
      else if (caller === 'foreign-customer') clients.set(caller, await bed.as(FOREIGN_CUSTOMER));
      else if (caller === 'guest-here') clients.set(caller, await bed.guestOf(campaignId));
      else clients.set(caller, await table.clientOf(caller));
    }
  });
  afterAll(() => table.bed.server.close());

  const onLayer = () => ({ path: { id: coresLayerId, campaignId } });

  const calls: Record<string, TableCall> = {
    listCampaignMapLayers: (c) =>
      c.GET('/campaigns/{id}/map-layers', { params: { path: { id: campaignId }, query: {} } }),
    getMapLayerData: (c) =>
      c.GET('/map-layers/{id}/data/{campaignId}', { params: { ...onLayer(), query: {} } }),
    getCommonPrsLayer: (c) =>
      c.GET('/map-layers/common-prs-layer/{id}', { params: { path: { id: campaignId } } }),
    getMapLayerValueClasses: (c) =>
      c.GET('/map-layers/{id}/value-classes', {
        params: { path: { id: coresLayerId }, query: { measure: 'pahClass' } },
      }),
    // The common layer read for this campaign: its membership decides, not the layer's.
    'getMapLayerValueClasses common': (c) =>
      c.GET('/map-layers/{id}/value-classes', {
        params: { path: { id: prsLayerId }, query: { campaign: campaignId } },
      }),
    getMapLayersBoundingBox: (c) =>
      c.GET('/map-layers/bounding-box', {
        params: { query: { 'map-list': [coresLayerId, prsLayerId] } },
      }),
    listCampaignDynamicFilters: (c) =>
      c.GET('/campaigns/{id}/dynamic-filters/{mapLayerId}', {
        params: { path: { id: campaignId, mapLayerId: coresLayerId }, query: {} },
      }),
    listDynamicFilterValues: (c) =>
      c.GET('/dynamic-filter-values/{id}', { params: { path: { id: statusFilterId }, query: {} } }),
    updateDynamicFilter: (c) =>
      c.PUT('/dynamic-filters/{id}', {
        params: { path: { id: statusFilterId } },
        body: { selectedValues: [], min: null, max: null },
      }),
    resetDynamicFiltersByLayers: (c) =>
      c.GET('/dynamic-filters/reset-by-layers', {
        params: { query: { 'selected-maplayers': [coresLayerId] } },
      }),
    listStandardColumnValues: (c) =>
      c.GET('/campaigns/{id}/standard-column-values/{mapLayerId}/{column}', {
        params: {
          path: { id: campaignId, mapLayerId: coresLayerId, column: 'road' },
          query: { 'with-current-filters': true },
        },
      }),
    listMapLayerFieldData: (c) =>
      c.GET('/map-layers/{id}/field-data/{campaignId}', { params: { ...onLayer(), query: {} } }),
    updateMapLayerDynamicSchema: (c) =>
      c.PUT('/map-layers/{id}/dynamic-schemas/{campaignId}', {
        params: onLayer(),
        body: { fields },
      }),
    listMapLayerImages: (c) =>
      c.GET('/image-settings/{id}/imageList/{campaignId}', {
        params: { ...onLayer(), query: {} },
      }),
    listMapLayerFloatDocs: (c) =>
      c.GET('/float-doc-settings/{id}/floatDocList/{campaignId}', {
        params: { ...onLayer(), query: {} },
      }),
    getPrPosition: (c) =>
      c.GET('/map-layers/common-prs-layer/{id}/position', {
        params: { path: { id: campaignId }, query: { road: roadId, landmark: 1, abscissa: 200 } },
      }),
    getPrReference: (c) =>
      c.GET('/map-layers/common-prs-layer/{id}/reference', {
        params: { path: { id: campaignId }, query: { lat: 45.005, lng: 5.001 } },
      }),
  };

  // prettier-ignore
  const TABLE: [string, ...number[]][] = [
    //                                  SA   A    BA   CA   COL  COM  ING  CHA  TEC  CS   CP   CU   LEC  STA  NM   FCU  GHR  GST  OLD  ANON
    ['listCampaignMapLayers',           200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 403, 403, 200, 403, 401, 401],
    ['getMapLayerData',                 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 403, 403, 200, 403, 401, 401],
    ['getCommonPrsLayer',               200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 403, 403, 200, 403, 401, 401],
    ['getMapLayerValueClasses',         200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 403, 403, 200, 403, 401, 401],
    ['getMapLayerValueClasses common',  200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 403, 403, 200, 403, 401, 401],
    ['getMapLayersBoundingBox',         200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 403, 403, 200, 403, 401, 401],
    ['listCampaignDynamicFilters',      200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 403, 403, 200, 403, 401, 401],
    ['listDynamicFilterValues',         200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 403, 403, 403, 403, 401, 401],
    ['updateDynamicFilter',             200, 200, 200, 200, 200, 200, 200, 200, 200, 403, 403, 403, 403, 403, 403, 403, 403, 403, 401, 401],
    ['resetDynamicFiltersByLayers',     200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 403, 403, 403, 403, 401, 401],
    ['listStandardColumnValues',        200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 403, 403, 403, 403, 401, 401],
    ['listMapLayerFieldData',           200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 403, 403, 403, 403, 401, 401],
    ['updateMapLayerDynamicSchema',     200, 200, 200, 200, 200, 200, 200, 200, 200, 403, 403, 403, 403, 403, 403, 403, 403, 403, 401, 401],
    ['listMapLayerImages',              200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 403, 403, 200, 403, 401, 401],
    ['listMapLayerFloatDocs',           200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 403, 403, 200, 403, 401, 401],
    ['getPrPosition',                   200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 403, 403, 200, 403, 401, 401],
    ['getPrReference',                  200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 403, 403, 200, 403, 401, 401],
  ];

  it.each(TABLE)('%s', async (row, ...expected) => {
    const call = calls[row];
    if (!call) throw new Error(`No call written for ${row}`);
    const clientOf = (caller: Caller) => {
      const client = clients.get(caller);
      if (!client) throw new Error(`No client for ${caller}`);
      return Promise.resolve(client);
    };
    const statuses = await statusesByCaller(CALLERS, call, clientOf, expected);
    expect(statuses.actual).toEqual(statuses.expected);
  });

  it('covers every operation of the domain, each in a row of its own', () => {
    const operations: OperationId[] = [
      'listCampaignMapLayers',
      'getMapLayerData',
      'getCommonPrsLayer',
      'getMapLayerValueClasses',
      'getMapLayersBoundingBox',
      'listCampaignDynamicFilters',
      'listDynamicFilterValues',
      'updateDynamicFilter',
      'resetDynamicFiltersByLayers',
      'listStandardColumnValues',
      'listMapLayerFieldData',
      'updateMapLayerDynamicSchema',
      'listMapLayerImages',
      'listMapLayerFloatDocs',
      'getPrPosition',
      'getPrReference',
    ];
    expect([...new Set(TABLE.map(([row]) => row.split(' ')[0]))].sort()).toEqual(
      [...operations].sort(),
    );
    expect(TABLE.map(([row]) => row).sort()).toEqual(Object.keys(calls).sort());
  });
});
