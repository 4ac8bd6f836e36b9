import type { SessionUser } from '@chaussee/permissions';
import type { ChausseeClient } from '@chaussee/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperationId } from '../http/operation-handler.js';
import { DEMO_CALLERS, statusesByCaller, type TableCall } from '../testing/authorization-table.js';
import { present } from '../users/testing/http-identity.js';
import { createOrganizationDomain, type OrganizationDomain } from './organizations.module.js';
import {
  DEMO,
  startOrganizationTestbed,
  type OrganizationTestbed,
} from './testing/organization-testbed.js';

/**
 * The authorization table of the organizations domain: for each operation, the status every demo
 * account gets (every role and job), then a guest of another campaign and an anonymous caller.
 * Targets: the demo customers' organization and site (staff see every organization; customers and
 * READ_ONLY their own; the statistics account, neither staff nor customer, only the engineering
 * office, hence its 404s). Operations that succeed on a target (deactivate, delete, enable) get a
 * fresh one for each caller.
 */
const CALLERS = [...DEMO_CALLERS, 'guest', 'anonymous'] as const;

type Caller = (typeof CALLERS)[number];

const PNG = Buffer.concat([
  Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
  Buffer.alloc(32),
]);

describe('Authorization table of organizations, agencies, sites and providers', () => {
  let bed: OrganizationTestbed;
  let domain: OrganizationDomain;
  let actor: SessionUser;
  const target = { organizationId: '', organizationName: '', siteId: '', siteName: '' };
  let providerId = '';

  beforeAll(async () => {
    bed = await startOrganizationTestbed();
    domain = createOrganizationDomain({
      db: bed.db,
      now: bed.clock.now,
      endSessions: () => Promise.resolve(),
    });
    actor = { id: await bed.idOf(DEMO.superAdmin), roles: ['ROLE_SUPER_ADMIN'], job: null };
    const customer = await bed.belongingOf(DEMO.customerMain);
    target.organizationId = customer.organizationId;
    target.siteId = customer.siteId;
    target.organizationName = (
      await domain.organizations.getOrganization(actor, customer.organizationId)
    ).value.name;
    target.siteName = present(
      (await domain.sites.listOrganizationSites(actor, customer.organizationId, {})).member.find(
        (site) => site.id === customer.siteId,
      ),
    ).name;
    providerId = (await domain.providers.createProvider(actor, { name: 'Laboratoire' })).id;
    await domain.siteProviders.addSiteProvider(actor, target.siteId, providerId);
    await upload(await bed.as(DEMO.admin), target.organizationId);
  });
  afterAll(() => bed.server.close());

  function upload(client: ChausseeClient, id: string) {
    return client.POST('/organizations/{id}/upload-files', {
      params: { path: { id } },
      body: { file: 'logo.png' },
      bodySerializer: () => {
        const form = new FormData();
        form.append('file', new Blob([PNG]), 'logo.png');
        return form;
      },
    });
  }

  let counter = 0;
  const fresh = {
    organization: async () =>
      (await domain.organizations.createOrganization(actor, { name: `Org ${String(++counter)}` }))
        .id,
    site: async () =>
      (
        await domain.sites.createSite(actor, {
          name: `Site ${String(++counter)}`,
          organizationId: target.organizationId,
        })
      ).id,
    provider: async () =>
      (await domain.providers.createProvider(actor, { name: `Prestataire ${String(++counter)}` }))
        .id,
    enabledProvider: async () => {
      const id = await fresh.provider();
      await domain.siteProviders.addSiteProvider(actor, target.siteId, id);
      return id;
    },
  };

  const org = () => ({ params: { path: { id: target.organizationId } } });
  const site = () => ({ params: { path: { id: target.siteId }, query: {} } });
  const none = { params: { query: {} } };

  // The calls, one per operation; the expected statuses follow in the table.
  const calls: Record<string, TableCall> = {
    listOrganizations: (c) => c.GET('/organizations', none),
    listCustomerOrganizations: (c) => c.GET('/customersOrganizations', none),
    getOrganization: (c) => c.GET('/organizations/{id}', org()),
    createOrganization: (c) =>
      c.POST('/organizations', { body: { name: 'Nouvelle', isInternal: false } }),
    updateOrganization: (c) =>
      c.PUT('/organizations/{id}', {
        ...org(),
        body: { name: target.organizationName, isInternal: false },
      }),
    deactivateOrganization: async (c) =>
      c.POST('/organizations/{id}/deactivate', {
        params: { path: { id: await fresh.organization() } },
      }),
    getOrganizationRelations: (c) => c.GET('/organizations/{id}/relations', org()),
    uploadOrganizationLogo: (c) => upload(c, target.organizationId),
    getOrganizationLogoUrl: (c) => c.GET('/organizations/{id}/presigned', org()),
    listAgencies: (c) => c.GET('/agencies', none),
    listSites: (c) => c.GET('/sites', none),
    createSite: (c) =>
      c.POST('/sites', { body: { name: 'Nouveau site', organizationId: target.organizationId } }),
    updateSite: (c) =>
      c.PUT('/sites/{id}', {
        params: { path: { id: target.siteId } },
        body: { name: target.siteName, organizationId: target.organizationId },
      }),
    patchSite: (c) =>
      c.PATCH('/sites/{id}', {
        params: { path: { id: target.siteId } },
        body: { name: target.siteName },
      }),
    deleteSite: async (c) =>
      c.DELETE('/sites/{id}', { params: { path: { id: await fresh.site() }, query: {} } }),
    listOrganizationSites: (c) =>
      c.GET('/v2/organizations/{id}/sites', {
        params: { path: { id: target.organizationId }, query: {} },
      }),
    listSiteUsers: (c) => c.GET('/v2/sites/{id}/users', site()),
    listSiteWorkspaces: (c) => c.GET('/v2/sites/{id}/workspaces', site()),
    listSiteProviders: (c) => c.GET('/sites/{id}/providers', site()),
    addSiteProvider: async (c) =>
      c.POST('/sites/{id}/providers/{providerId}', {
        params: { path: { id: target.siteId, providerId: await fresh.provider() } },
        body: { isDefault: false },
      }),
    updateSiteProvider: (c) =>
      c.PUT('/sites/{id}/providers/{providerId}', {
        params: { path: { id: target.siteId, providerId } },
        body: { isDefault: false, customerCode: 'C-1' },
      }),
    removeSiteProvider: async (c) =>
      c.DELETE('/sites/{id}/providers/{providerId}', {
        params: { path: { id: target.siteId, providerId: await fresh.enabledProvider() } },
      }),
    listProviders: (c) => c.GET('/providers', none),
    listProviderLaboratories: (c) =>
      c.GET('/provider/{id}/laboratories', { params: { path: { id: providerId }, query: {} } }),
    listProviderPrestations: (c) =>
      c.GET('/providers/{id}/prestations', { params: { path: { id: providerId }, query: {} } }),
  };

  // prettier-ignore
  const TABLE: [OperationId, ...number[]][] = [
    //                               SA   A    BA   CA   COL  COM  ING  CHA  TEC  CS   CP   CU   LEC  STA  GST  ANON
    ['listOrganizations',            200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 403, 401],
    ['listCustomerOrganizations',    200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 403, 401],
    ['getOrganization',              200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 404, 403, 401],
    ['createOrganization',           201, 201, 201, 201, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 401],
    ['updateOrganization',           200, 200, 200, 200, 403, 403, 403, 403, 403, 200, 403, 403, 403, 404, 403, 401],
    ['deactivateOrganization',       200, 200, 200, 200, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 401],
    ['getOrganizationRelations',     200, 200, 200, 200, 403, 403, 403, 403, 403, 200, 403, 403, 403, 404, 403, 401],
    ['uploadOrganizationLogo',       201, 201, 201, 201, 403, 403, 403, 403, 403, 201, 403, 403, 403, 404, 403, 401],
    ['getOrganizationLogoUrl',       200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 404, 403, 401],
    ['listAgencies',                 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 403, 401],
    ['listSites',                    200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 403, 401],
    ['createSite',                   201, 201, 201, 201, 201, 201, 201, 201, 201, 201, 201, 403, 403, 403, 403, 401],
    ['updateSite',                   200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 403, 403, 403, 403, 401],
    ['patchSite',                    200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 403, 403, 404, 403, 401],
    ['deleteSite',                   204, 204, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 401],
    ['listOrganizationSites',        200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 404, 403, 401],
    ['listSiteUsers',                200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 404, 403, 401],
    ['listSiteWorkspaces',           200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 404, 403, 401],
    ['listSiteProviders',            200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 404, 403, 401],
    ['addSiteProvider',              201, 201, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 401],
    ['updateSiteProvider',           200, 200, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 401],
    ['removeSiteProvider',           204, 204, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 401],
    ['listProviders',                200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 403, 401],
    ['listProviderLaboratories',     200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 403, 401],
    ['listProviderPrestations',      200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 403, 401],
  ];

  async function clientOf(caller: Caller): Promise<ChausseeClient> {
    if (caller === 'guest') return bed.guest();
    if (caller === 'anonymous') return bed.server.client;
    return bed.as(`${caller}@demo.chaussee.fr`);
  }

  it.each(TABLE)('%s', async (operationId, ...expected) => {
    const call = calls[operationId];
    if (!call) throw new Error(`No call written for ${operationId}`);
    const statuses = await statusesByCaller(CALLERS, call, clientOf, expected);
    expect(statuses.actual).toEqual(statuses.expected);
  });

  it('covers every operation of the domain once', () => {
    expect(TABLE.map(([operationId]) => operationId).sort()).toEqual(Object.keys(calls).sort());
  });
});
