import type { ChausseeClient } from '@chaussee/sdk';
import { contentRanges } from '@chaussee/validation';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SITES } from '../db/demo/demo-organizations.js';
import { campaigns, organizations } from '../db/schema.js';
import {
  DEMO,
  startProjectsTestbed,
  type ProjectsTestbed,
} from '../workspaces/testing/projects-testbed.js';
import { problemOf } from '../users/testing/http-identity.js';
import { insertMacroCores } from './testing/macro-fixture.js';

/**
 * The macro filters on hand-built data. The thresholds are those of packages/validation's
 * pollutant classes (never written here): each boundary has a core on it and one just below.
 *
 * Workspace « Isère » (org Isère), coring campaign A (preparing, created 2026-03-10):
 * | core | layers: PAH / TH / asbestos              | PAH max | TH max | asbestos |
 * | K1   | 49.9 / 499 / no ; 50 / – / no              | 50      | 499    | false    |
 * | K2   | 500 / 500 / yes                            | 500     | 500    | true     |
 * | K3   | 999.9 / – / – (Ref. BE PAH 5000)           | 999.9   | null   | null     |
 * | K4   | 1000 / 0 / –                               | 1000    | 0      | null     |
 * | K5   | no layer                                   | null    | null   | null     |
 * An auscultation campaign of the same workspace, never in a macro view.
 * Workspace « Grenoble » (org Grenoble), coring campaign B (finished, created 2025-06-01):
 * | K6   | 0 / – / – on « RD 1075 », located         | 0       | null   | null     |
 */
describe('Macro views', () => {
  let bed: ProjectsTestbed;
  let admin: ChausseeClient;
  let adminId: string;
  let isereId: string;
  let grenobleId: string;
  let campaignA: string;
  let campaignB: string;
  let isereName: string;
  const [pah0, pah50, pah500, pah1000] = contentRanges('PAH').map(({ from }) => from);
  const [th0, th500] = contentRanges('TH').map(({ from }) => from);

  beforeAll(async () => {
    bed = await startProjectsTestbed();
    admin = await bed.as(DEMO.superAdmin);
    const [isere] = await bed.db
      .select({ name: organizations.name })
      .from(organizations)
      .where(eq(organizations.id, DEMO_SITES.isereMobilites.organizationId));
    isereName = isere?.name ?? '';
    adminId = bed.userId(DEMO.superAdmin);
    isereId = await bed.insertWorkspace({ siteId: DEMO_SITES.isereMobilites.id, name: 'Isère' });
    grenobleId = await bed.insertWorkspace({
      siteId: DEMO_SITES.grenobleEspacePublic.id,
      name: 'Grenoble',
    });
    campaignA = await bed.insertCampaign({
      workspaceId: isereId,
      name: 'A',
      createdAt: new Date('2026-03-10T08:00:00Z'),
    });
    campaignB = await bed.insertCampaign({
      workspaceId: grenobleId,
      name: 'B',
      status: 'finished',
      createdAt: new Date('2025-06-01T08:00:00Z'),
    });
    await bed.insertCampaign({
      workspaceId: isereId,
      name: 'Auscultation',
      type: 'auscultation',
      coresCount: 0,
    });
    await insertMacroCores(bed.db, { id: campaignA, workspaceId: isereId }, [
      {
        name: 'K1',
        layers: [
          { pah: 49.9, th: 499, asbestos: false },
          { pah: 50, asbestos: false },
        ],
      },
      { name: 'K2', layers: [{ pah: 500, th: 500, asbestos: true }] },
      { name: 'K3', layers: [{ pah: 999.9, pahRefBe: 5000 }] },
      { name: 'K4', layers: [{ pah: 1000, th: 0 }] },
      { name: 'K5', layers: [] },
    ]);
    await insertMacroCores(bed.db, { id: campaignB, workspaceId: grenobleId }, [
      { name: 'K6', layers: [{ pah: 0 }], road: 'RD 1075', lat: 45.19, lng: 5.72 },
    ]);
  });
  afterAll(() => bed.server.close());

  async function coreNames(query: Record<string, unknown>): Promise<string[]> {
    const { data } = await admin.GET('/users/{id}/macro-cores', {
      params: { path: { id: adminId }, query },
    });
    expect(data.total).toBe(data.items.length);
    return data.items.map((core) => core.displayName).sort();
  }

  it('lists the cores of every coring campaign, by campaign, in each campaign’s core order', async () => {
    const { data } = await admin.GET('/users/{id}/macro-cores', {
      params: { path: { id: adminId }, query: {} },
    });
    const names = data.items.map((core) => core.displayName);
    // Campaign A's cores together and in order; campaign B (K6) before or after them.
    expect(['K1,K2,K3,K4,K5,K6', 'K6,K1,K2,K3,K4,K5']).toContain(names.join());
    const items = data.items.filter((core) => core.campaign.id === campaignA);
    const k1 = items[0];
    expect(k1).toMatchObject({
      pahMaxMgKg: 50,
      thMaxMgKg: 499,
      asbestosPresent: false,
      campaign: { id: campaignA, name: 'A', type: 'coring' },
      workspace: { id: isereId, name: 'Isère' },
      road: null,
      layers: [
        {
          position: 1,
          type: 'EB',
          thickness: 50,
          pahMgKg: 49.9,
          thMgKg: 499,
          asbestosPresent: false,
        },
        {
          position: 2,
          type: 'EB',
          thickness: 50,
          pahMgKg: 50,
          thMgKg: null,
          asbestosPresent: false,
        },
      ],
    });
    // The office's « Ref. BE » value is not a laboratory result.
    expect(items[2]).toMatchObject({
      displayName: 'K3',
      pahMaxMgKg: 999.9,
      thMaxMgKg: null,
      asbestosPresent: null,
    });
    expect(data.items.find((core) => core.displayName === 'K6')).toMatchObject({
      displayName: 'K6',
      road: { name: 'RD 1075' },
      lat: 45.19,
      lng: 5.72,
    });
  });

  it('keeps the cores whose PAH reaches each threshold (a threshold belongs to its class)', async () => {
    expect(await coreNames({ pahMin: pah0 })).toEqual(['K1', 'K2', 'K3', 'K4', 'K6']);
    expect(await coreNames({ pahMin: pah50 })).toEqual(['K1', 'K2', 'K3', 'K4']);
    expect(await coreNames({ pahMin: pah500 })).toEqual(['K2', 'K3', 'K4']);
    expect(await coreNames({ pahMin: pah1000 })).toEqual(['K4']);
  });

  it('keeps the cores whose TH reaches each threshold', async () => {
    expect(await coreNames({ thMin: th0 })).toEqual(['K1', 'K2', 'K4']);
    expect(await coreNames({ thMin: th500 })).toEqual(['K2']);
  });

  it('keeps the cores with asbestos found, or analysed without any', async () => {
    expect(await coreNames({ asbestos: true })).toEqual(['K2']);
    expect(await coreNames({ asbestos: false })).toEqual(['K1']);
  });

  it('filters by campaign status, dates and road, and combines the filters', async () => {
    expect(await coreNames({ campaignStatus: 'finished' })).toEqual(['K6']);
    expect(await coreNames({ startDate: '2026-03-10' })).toEqual(['K1', 'K2', 'K3', 'K4', 'K5']);
    expect(await coreNames({ endDate: '2026-03-09' })).toEqual(['K6']);
    expect(await coreNames({ road: 'rd 1075' })).toEqual(['K6']);
    expect(await coreNames({ pahMin: pah0, endDate: '2026-03-09' })).toEqual(['K6']);
    expect(
      await coreNames({
        organizationId: DEMO_SITES.isereMobilites.organizationId,
        pahMin: pah500,
        thMin: th500,
      }),
    ).toEqual(['K2']);
  });

  it('refuses dates the wrong way round in French', async () => {
    const problem = await problemOf(
      admin.GET('/users/{id}/macro-cores', {
        params: {
          path: { id: adminId },
          query: { startDate: '2026-04-01', endDate: '2026-03-01' },
        },
      }),
    );
    expect(problem).toMatchObject({
      status: 400,
      code: 'validation_failed',
      violations: [
        {
          propertyPath: 'startDate',
          message: 'La date de début doit être inférieure ou égale à la date de fin',
        },
      ],
    });
  });

  it('pages the cores and says the total past the end', async () => {
    const { data } = await admin.GET('/projects/{id}/macro-cores', {
      params: { path: { id: isereId }, query: { limit: 2, offset: 2 } },
    });
    expect(data).toMatchObject({ total: 5, limit: 2, offset: 2 });
    expect(data.items.map((core) => core.displayName)).toEqual(['K3', 'K4']);
    const past = await admin.GET('/users/{id}/macro-cores', {
      params: { path: { id: adminId }, query: { limit: 2, offset: 10 } },
    });
    expect(past.data).toMatchObject({ total: 6, items: [] });
  });

  it('aggregates the selected cores of each campaign', async () => {
    const { data } = await admin.GET('/users/{id}/macro-campaigns', {
      params: { path: { id: adminId }, query: {} },
    });
    expect(data.total).toBe(2);
    expect(data.items).toEqual([
      expect.objectContaining({
        id: campaignA,
        status: 'preparing',
        workspace: { id: isereId, name: 'Isère' },
        organization: { id: DEMO_SITES.isereMobilites.organizationId, name: isereName },
        coresCount: 5,
        pollutants: {
          analysedCoresCount: 4,
          pahMaxMgKg: 1000,
          thMaxMgKg: 500,
          asbestosCoresCount: 1,
        },
        bbox: null,
      }),
      expect.objectContaining({
        id: campaignB,
        coresCount: 1,
        pollutants: {
          analysedCoresCount: 1,
          pahMaxMgKg: 0,
          thMaxMgKg: null,
          asbestosCoresCount: 0,
        },
        bbox: [5.72, 45.19, 5.72, 45.19],
      }),
    ]);
    const filtered = await admin.GET('/users/{id}/macro-campaigns', {
      params: { path: { id: adminId }, query: { pahMin: pah500 } },
    });
    expect(filtered.data.items).toEqual([
      expect.objectContaining({
        id: campaignA,
        coresCount: 3,
        pollutants: {
          analysedCoresCount: 3,
          pahMaxMgKg: 1000,
          thMaxMgKg: 500,
          asbestosCoresCount: 1,
        },
      }),
    ]);
  });

  it('aggregates the projects and organizations, and a project or organization alone', async () => {
    const projects = await admin.GET('/users/{id}/macro-projects', {
      params: { path: { id: adminId }, query: { thMin: th0 } },
    });
    expect(projects.data.items).toEqual([
      expect.objectContaining({
        id: isereId,
        site: { id: DEMO_SITES.isereMobilites.id, name: DEMO_SITES.isereMobilites.name },
        campaignsCount: 1,
        coresCount: 3,
        pollutants: {
          analysedCoresCount: 3,
          pahMaxMgKg: 1000,
          thMaxMgKg: 500,
          asbestosCoresCount: 1,
        },
      }),
    ]);
    const organizations = await admin.GET('/users/{id}/macro-organizations', {
      params: { path: { id: adminId }, query: {} },
    });
    expect(
      organizations.data.items.map((item) => [
        item.id,
        item.projectsCount,
        item.campaignsCount,
        item.coresCount,
      ]),
    ).toEqual(
      expect.arrayContaining([
        [DEMO_SITES.isereMobilites.organizationId, 1, 1, 5],
        [DEMO_SITES.grenobleEspacePublic.organizationId, 1, 1, 1],
      ]),
    );
    const ofOrganization = await admin.GET('/organizations/{id}/macro-cores', {
      params: { path: { id: DEMO_SITES.grenobleEspacePublic.organizationId }, query: {} },
    });
    expect(ofOrganization.data.items.map((core) => core.displayName)).toEqual(['K6']);
    const ofProject = await admin.GET('/projects/{id}/macro-campaigns', {
      params: { path: { id: isereId }, query: { asbestos: true } },
    });
    expect(ofProject.data.items.map((campaign) => [campaign.name, campaign.coresCount])).toEqual([
      ['A', 1],
    ]);
    const projectsOfOrganization = await admin.GET('/organizations/{id}/macro-projects', {
      params: { path: { id: DEMO_SITES.isereMobilites.organizationId }, query: {} },
    });
    expect(projectsOfOrganization.data.items.map((project) => project.id)).toEqual([isereId]);
  });

  it('leaves out a campaign once it is no longer a coring one', async () => {
    await bed.db.update(campaigns).set({ type: 'auscultation' }).where(eq(campaigns.id, campaignB));
    try {
      expect(await coreNames({})).toEqual(['K1', 'K2', 'K3', 'K4', 'K5']);
    } finally {
      await bed.db.update(campaigns).set({ type: 'coring' }).where(eq(campaigns.id, campaignB));
    }
  });
});
