import { versionTag, type ChausseeClient, type components } from '@chaussee/sdk';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCoresBed, type CoresBed } from '../cores/testing/cores-bed.js';
import { organizations, sites, workspaces } from '../db/schema.js';
import { insertTestCampaign } from '../testing/test-campaign.js';
import { itHonoursIfMatch } from '../testing/versioned-resource.js';
import { answerOf, present } from '../users/testing/http-identity.js';

/**
 * No lost update (issue 27) on the resources edited as a whole besides cores (whose test is
 * cores/core-versions.http.test.ts): workspaces, sites, organizations, users and campaigns of
 * every kind. Each gets the scenario of testing/versioned-resource.ts.
 */
describe('Versioned resources: ETag and If-Match', () => {
  let t: CoresBed;
  let admin: ChausseeClient;
  let campaignId: string;
  let workspaceId: string;
  let siteId: string;
  let organizationId: string;
  let isInternal: boolean;
  let userId: string;
  let engineerId: string;

  beforeAll(async () => {
    t = await startCoresBed();
    admin = await t.as('superAdmin');
    const campaign = await t.campaign(['technician', 'engineer']);
    campaignId = campaign.id;
    engineerId = await t.idOf('engineer');
    workspaceId = campaign.workspaceId;
    const [workspace] = await t.db.select().from(workspaces).where(eq(workspaces.id, workspaceId));
    siteId = present(workspace).siteId;
    const [site] = await t.db.select().from(sites).where(eq(sites.id, siteId));
    organizationId = present(site).organizationId;
    const [organization] = await t.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, organizationId));
    isInternal = present(organization).isInternal;
    userId = await t.idOf('technician');
  });
  afterAll(() => t.close());

  describe('workspace: PATCH /workspaces/{id}', () => {
    const read = () => admin.GET('/workspaces/{id}', { params: { path: { id: workspaceId } } });
    itHonoursIfMatch(() => ({
      read,
      write: (name, headers) =>
        admin.PATCH('/workspaces/{id}', {
          params: { path: { id: workspaceId } },
          body: { name },
          headers,
        }),
      valueOf: async () => present((await read()).data).name,
    }));
  });

  describe('workspace: PUT /workspaces/{id}', () => {
    const read = () => admin.GET('/workspaces/{id}', { params: { path: { id: workspaceId } } });
    itHonoursIfMatch(() => ({
      read,
      write: (name, headers) =>
        admin.PUT('/workspaces/{id}', {
          params: { path: { id: workspaceId } },
          body: { name, siteId },
          headers,
        }),
      valueOf: async () => present((await read()).data).name,
    }));
  });

  describe('site: PATCH /sites/{id} (no single read: the tag comes from its writes)', () => {
    itHonoursIfMatch(() => ({
      write: (name, headers) =>
        admin.PATCH('/sites/{id}', { params: { path: { id: siteId } }, body: { name }, headers }),
      valueOf: async () => {
        const [site] = await t.db.select().from(sites).where(eq(sites.id, siteId));
        return present(site).name;
      },
    }));
  });

  describe('organization: PUT /organizations/{id}', () => {
    const read = () =>
      admin.GET('/organizations/{id}', { params: { path: { id: organizationId } } });
    itHonoursIfMatch(() => ({
      read,
      write: (name, headers) =>
        admin.PUT('/organizations/{id}', {
          params: { path: { id: organizationId } },
          body: { name, isInternal },
          headers,
        }),
      valueOf: async () => present((await read()).data).name,
    }));
  });

  describe('user: PATCH /users/{id}', () => {
    const read = () => admin.GET('/users/{id}', { params: { path: { id: userId } } });
    itHonoursIfMatch(() => ({
      read,
      write: (firstName, headers) =>
        admin.PATCH('/users/{id}', {
          params: { path: { id: userId } },
          body: { firstName },
          headers,
        }),
      valueOf: async () => present((await read()).data).firstName,
    }));
  });

  describe('campaign (any kind): PATCH /campaigns/{id}', () => {
    const read = () => admin.GET('/campaigns/{id}', { params: { path: { id: campaignId } } });
    itHonoursIfMatch(() => ({
      read,
      write: (globalComment, headers) =>
        admin.PATCH('/campaigns/{id}', {
          params: { path: { id: campaignId } },
          body: { globalComment },
          headers,
        }),
      valueOf: async () => present((await read()).data).globalComment,
    }));
  });

  describe('coring campaign: PUT /coring-campaigns/{id}', () => {
    const read = () =>
      admin.GET('/coring-campaigns/{id}', { params: { path: { id: campaignId } } });
    itHonoursIfMatch(() => ({
      read,
      write: async (name, headers) =>
        admin.PUT('/coring-campaigns/{id}', {
          params: { path: { id: campaignId } },
          body: { name, technicianIds: [userId], engineerId },
          headers,
        }),
      valueOf: async () => present((await read()).data).name,
    }));
  });

  it('shares one version between a campaign read as a campaign and as a coring campaign', async () => {
    const asCampaign = await admin.GET('/campaigns/{id}', {
      params: { path: { id: campaignId } },
    });
    const tag = asCampaign.response.headers.get('etag') ?? '';
    const written = await admin.PUT('/coring-campaigns/{id}', {
      params: { path: { id: campaignId } },
      body: { name: 'Campagne partagée', technicianIds: [userId], engineerId },
      headers: { 'If-Match': tag },
    });
    expect(written.response.status).toBe(200);
    const stale = await answerOf(
      admin.PATCH('/campaigns/{id}', {
        params: { path: { id: campaignId } },
        body: { globalComment: 'trop tard' },
        headers: { 'If-Match': tag },
      }),
    );
    expect(stale.status).toBe(412);
  });

  it('refuses a stale status change of a coring campaign (PATCH /coring-campaigns/{id})', async () => {
    const campaign = await t.campaign(['technician']);
    const id = campaign.id;
    const old = await admin.GET('/coring-campaigns/{id}', { params: { path: { id } } });
    const tag = old.response.headers.get('etag') ?? '';
    await admin.PATCH('/campaigns/{id}', {
      params: { path: { id } },
      body: { globalComment: 'avant' },
      headers: { 'If-Match': tag },
    });
    const stale = await answerOf(
      admin.PATCH('/coring-campaigns/{id}', {
        params: { path: { id } },
        body: { status: 'cancelled' },
        headers: { 'If-Match': tag },
      }),
    );
    expect(stale.status).toBe(412);
    expect(stale.problem?.code).toBe('stale_version');
    const after = await admin.GET('/coring-campaigns/{id}', { params: { path: { id } } });
    expect(present(after.data).status).toBe('preparing');
    const current = after.response.headers.get('etag') ?? '';
    const moved = await admin.PATCH('/coring-campaigns/{id}', {
      params: { path: { id } },
      body: { status: 'cancelled' },
      headers: { 'If-Match': current },
    });
    expect(present(moved.data).status).toBe('cancelled');
    expect(moved.response.headers.get('etag')).not.toBe(current);
  });

  it('refuses a stale change of an auscultation campaign (PATCH /auscultation-campaigns/{id})', async () => {
    const campaign = await insertTestCampaign(t.db, {
      type: 'auscultation',
      status: 'preparing',
      memberIds: [],
    });
    const id = campaign.id;
    const read = () => admin.GET('/auscultation-campaigns/{id}', { params: { path: { id } } });
    const tag = (await read()).response.headers.get('etag') ?? '';
    expect(tag).toMatch(/^"v\d+\./u);
    const opened = await admin.PATCH('/auscultation-campaigns/{id}', {
      params: { path: { id } },
      body: { hasCustomerAccess: true },
      headers: { 'If-Match': tag },
    });
    expect(present(opened.data).hasCustomerAccess).toBe(true);
    const stale = await answerOf(
      admin.PATCH('/auscultation-campaigns/{id}', {
        params: { path: { id } },
        body: { hasCustomerAccess: false },
        headers: { 'If-Match': tag },
      }),
    );
    expect(stale.status).toBe(412);
    expect(stale.problem?.code).toBe('stale_version');
    expect(present((await read()).data).hasCustomerAccess).toBe(true);
    const forced = await admin.PATCH('/auscultation-campaigns/{id}', {
      params: { path: { id } },
      body: { hasCustomerAccess: false },
      headers: { 'If-Match': '*' },
    });
    expect(present(forced.data).hasCustomerAccess).toBe(false);
  });
  // The switches of a coring campaign are writes of the campaign like its form: a form holding the
  // version before a switch must reload, and a switch holding an older version must too.
  type Headers = Record<string, string>;
  type CoringCampaign = components['schemas']['CoringCampaign'];
  const switches = [
    {
      name: 'update-customer-access',
      put: (id: string, on: boolean, headers: Headers) =>
        admin.PUT('/coring-campaigns/{id}/update-customer-access', {
          params: { path: { id } },
          body: { hasCustomerAccess: on },
          headers,
        }),
      valueOf: (campaign: CoringCampaign) => campaign.hasCustomerAccess,
    },
    {
      name: 'should-validate-customer',
      put: (id: string, on: boolean, headers: Headers) =>
        admin.PUT('/coring-campaigns/{id}/should-validate-customer', {
          params: { path: { id } },
          body: { shouldValidateCustomer: on },
          headers,
        }),
      valueOf: (campaign: CoringCampaign) => campaign.shouldValidateCustomer,
    },
    {
      name: 'update-validate-customer',
      put: (id: string, on: boolean, headers: Headers) =>
        admin.PUT('/coring-campaigns/{id}/update-validate-customer', {
          params: { path: { id } },
          body: { validateCustomer: on },
          headers,
        }),
      valueOf: (campaign: CoringCampaign) => campaign.validateCustomer,
    },
  ];

  it.each(switches)(
    'honours If-Match on PUT /coring-campaigns/{id}/$name and answers the next tag',
    async (change) => {
      const { id } = await insertTestCampaign(t.db, {
        type: 'coring',
        status: 'awaiting_validation',
        memberIds: [],
      });
      const read = () => admin.GET('/coring-campaigns/{id}', { params: { path: { id } } });
      const tagOf = (answer: { response: Response }) => answer.response.headers.get('etag') ?? '';
      const put = (on: boolean, headers: Headers) => change.put(id, on, headers);
      const old = tagOf(await read());
      const switched = await put(true, { 'If-Match': old });
      expect(switched.response.status).toBe(200);
      const next = tagOf(switched);
      expect(next).toMatch(/^"v\d+\./u);
      expect(next).not.toBe(old);
      expect(tagOf(await read())).toBe(next);
      // The form read before the switch is refused, and so is the switch back with the old tag.
      const staleForm = await answerOf(
        admin.PATCH('/campaigns/{id}', {
          params: { path: { id } },
          body: { globalComment: 'écrit sur une version ancienne' },
          headers: { 'If-Match': old },
        }),
      );
      expect(staleForm.status).toBe(412);
      const staleSwitch = await answerOf(put(false, { 'If-Match': old }));
      expect(staleSwitch.status).toBe(412);
      expect(staleSwitch.problem?.code).toBe('stale_version');
      expect(change.valueOf(present((await read()).data))).toBe(true);
      const forced = await put(false, { 'If-Match': '*' });
      expect(forced.response.status).toBe(200);
      expect(change.valueOf(present((await read()).data))).toBe(false);
    },
  );
  it('honours If-Match on the providers and prestations of a coring campaign (part of it as read)', async () => {
    const { id } = await insertTestCampaign(t.db, {
      type: 'coring',
      status: 'preparing',
      memberIds: [],
    });
    const tagOf = (answer: { response: Response }) => answer.response.headers.get('etag') ?? '';
    const old = tagOf(await admin.GET('/coring-campaigns/{id}', { params: { path: { id } } }));
    const offer = (headers: Record<string, string>) =>
      admin.PUT('/coring-campaigns/{id}/add-prestations-and-providers', {
        params: { path: { id } },
        body: { providerIds: [], prestations: [] },
        headers,
      });
    const written = await offer({ 'If-Match': old });
    expect(tagOf(written)).toMatch(/^"v\d+\./u);
    expect(tagOf(written)).not.toBe(old);
    const stale = await answerOf(offer({ 'If-Match': old }));
    expect(stale.status).toBe(412);
    expect(stale.problem?.code).toBe('stale_version');
    expect((await offer({ 'If-Match': tagOf(written) })).response.status).toBe(200);
  });
  it('gives a site its version in the list that reads it, which a save names in If-Match', async () => {
    const listed = async () => {
      const { data } = await admin.GET('/v2/organizations/{id}/sites', {
        params: { path: { id: organizationId }, query: { limit: 200 } },
      });
      return present(present(data).member.find((site) => site.id === siteId));
    };
    const { version } = await listed();
    const rename = (name: string) =>
      admin.PATCH('/sites/{id}', {
        params: { path: { id: siteId } },
        body: { name },
        // As the web does (readAtVersion): the SDK's tag of the version the list gave.
        headers: { 'If-Match': versionTag(version) },
      });
    expect((await rename('Site lu en liste')).response.status).toBe(200);
    expect(await listed()).toMatchObject({ name: 'Site lu en liste', version: version + 1 });
    const stale = await answerOf(rename('Trop tard'));
    expect(stale.status).toBe(412);
    expect((await listed()).name).toBe('Site lu en liste');
  });
});
