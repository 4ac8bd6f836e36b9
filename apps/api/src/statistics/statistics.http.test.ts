import type { ChausseeClient } from '@chaussee/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_AGENCIES, DEMO_SITES } from '../db/demo/demo-organizations.js';
import { laboratoryOrders, providers } from '../db/schema.js';
import { insertMacroCores as macroTestCores } from '../macro/testing/macro-fixture.js';
import { statusesByCaller, type TableCall } from '../testing/authorization-table.js';
import { createUsersRepository } from '../users/users.repository.js';
import { problemOf } from '../users/testing/http-identity.js';
import {
  DEMO,
  startProjectsTestbed,
  type ProjectsTestbed,
} from '../workspaces/testing/projects-testbed.js';

const DAY_MS = 24 * 3600 * 1000;

/**
 * The statistics page's operations on hand-built data, and their right (SUPER_ADMIN or
 * ACCESS_STATS, spec section 6 Global; everyone else 403 in French).
 *
 * | campaign | site (agency)                  | created (UTC)      | status    | cores | results      | orders (sent → results)       |
 * | C1       | Isère mobilités (Rhône-Alpes)  | 2026-01-15         | preparing | 2     | PAH, TH on 1 | 01-20 → 01-30 (10 days)       |
 * | C2       | Isère mobilités (Rhône-Alpes)  | 2026-01-31 23:30   | finished  | 1     | asbestos     | 02-01 → 02-05 (4 d), 1 unsent |
 * | C3       | Clermont (Auvergne)            | 2026-03-01         | finished  | 3     | none         | none                          |
 * An auscultation campaign of January never counts; C2's « Ref. BE » value is no analysis.
 */
describe('Statistics', () => {
  let bed: ProjectsTestbed;
  let statistics: ChausseeClient;

  beforeAll(async () => {
    bed = await startProjectsTestbed();
    statistics = await bed.as(DEMO.statistics);
    const isere = await bed.insertWorkspace({
      siteId: DEMO_SITES.isereMobilites.id,
      name: 'Isère',
    });
    const clermont = await bed.insertWorkspace({
      siteId: DEMO_SITES.clermont.id,
      name: 'Clermont',
    });
    const c1 = await bed.insertCampaign({
      workspaceId: isere,
      name: 'C1',
      createdAt: new Date('2026-01-15T10:00:00Z'),
    });
    const c2 = await bed.insertCampaign({
      workspaceId: isere,
      name: 'C2',
      status: 'finished',
      createdAt: new Date('2026-01-31T23:30:00Z'),
    });
    await bed.insertCampaign({
      workspaceId: clermont,
      name: 'C3',
      status: 'finished',
      createdAt: new Date('2026-03-01T08:00:00Z'),
      coresCount: 3,
    });
    await bed.insertCampaign({
      workspaceId: isere,
      name: 'Auscultation',
      type: 'auscultation',
      createdAt: new Date('2026-01-10T08:00:00Z'),
    });
    await macroTestCores(bed.db, { id: c1, workspaceId: isere }, [
      { name: 'a', layers: [{ pah: 20, th: 100 }] },
      { name: 'b', layers: [] },
    ]);
    await macroTestCores(bed.db, { id: c2, workspaceId: isere }, [
      { name: 'c', layers: [{ asbestos: false, pahRefBe: 30 }] },
    ]);
    const [provider] = await bed.db.insert(providers).values({ name: 'Laboratoire' }).returning();
    if (!provider) throw new Error('No provider');
    await bed.db.insert(laboratoryOrders).values([
      {
        campaignId: c1,
        providerId: provider.id,
        status: 'ResultsSent',
        sentAt: new Date('2026-01-20T00:00:00Z'),
        resultsReceivedAt: new Date('2026-01-30T00:00:00Z'),
      },
      {
        campaignId: c2,
        providerId: provider.id,
        status: 'Finished',
        sentAt: new Date('2026-02-01T00:00:00Z'),
        resultsReceivedAt: new Date('2026-02-05T00:00:00Z'),
      },
      { campaignId: c2, providerId: provider.id, status: 'New' },
    ]);
  });
  afterAll(() => bed.server.close());

  const coring = (query: Record<string, string>) =>
    statistics.GET('/stats/coring-campaigns/v2', { params: { query } });

  it('counts campaigns, cores, analyses and delays per month, status, agency and site', async () => {
    const { data } = await coring({});
    // byStatus is checked below, in an order of its own.
    expect({ ...data, byStatus: undefined }).toEqual({
      startDate: null,
      endDate: null,
      agencyId: null,
      siteId: null,
      campaignsCount: 3,
      coresCount: 6,
      analysedCoresCount: 2,
      analysesCount: 3,
      resultsDelayDays: 7,
      byMonth: [
        {
          month: '2026-01',
          campaignsCount: 2,
          coresCount: 3,
          analysesCount: 3,
          resultsDelayDays: 7,
        },
        {
          month: '2026-03',
          campaignsCount: 1,
          coresCount: 3,
          analysesCount: 0,
          resultsDelayDays: null,
        },
      ],
      byAgency: [
        {
          agency: { id: DEMO_AGENCIES.rhoneAlpes.id, name: DEMO_AGENCIES.rhoneAlpes.name },
          campaignsCount: 2,
          coresCount: 3,
          analysesCount: 3,
          resultsDelayDays: 7,
        },
        {
          agency: { id: DEMO_AGENCIES.auvergne.id, name: DEMO_AGENCIES.auvergne.name },
          campaignsCount: 1,
          coresCount: 3,
          analysesCount: 0,
          resultsDelayDays: null,
        },
      ],
      bySite: [
        {
          site: { id: DEMO_SITES.isereMobilites.id, name: DEMO_SITES.isereMobilites.name },
          campaignsCount: 2,
          coresCount: 3,
          analysesCount: 3,
          resultsDelayDays: 7,
        },
        {
          site: { id: DEMO_SITES.clermont.id, name: DEMO_SITES.clermont.name },
          campaignsCount: 1,
          coresCount: 3,
          analysesCount: 0,
          resultsDelayDays: null,
        },
      ],
    });
    expect([...data.byStatus].sort((a, b) => a.status.localeCompare(b.status))).toEqual([
      { status: 'finished', count: 2 },
      { status: 'preparing', count: 1 },
    ]);
  });

  it('restricts the figures to an agency, a site and inclusive dates', async () => {
    expect((await coring({ agencyId: DEMO_AGENCIES.auvergne.id })).data).toMatchObject({
      campaignsCount: 1,
      coresCount: 3,
    });
    expect((await coring({ siteId: DEMO_SITES.isereMobilites.id })).data).toMatchObject({
      campaignsCount: 2,
      analysesCount: 3,
    });
    expect((await coring({ endDate: '2026-01-31' })).data).toMatchObject({
      campaignsCount: 2,
      resultsDelayDays: 7,
    });
    expect((await coring({ startDate: '2026-02-01' })).data).toMatchObject({
      campaignsCount: 1,
      byMonth: [{ month: '2026-03' }],
    });
    expect((await coring({ startDate: '2026-04-01' })).data).toMatchObject({
      campaignsCount: 0,
      coresCount: 0,
      resultsDelayDays: null,
      byMonth: [],
      bySite: [],
    });
  });

  it('refuses dates the wrong way round in French', async () => {
    const problem = await problemOf(coring({ startDate: '2026-02-01', endDate: '2026-01-01' }));
    expect(problem).toMatchObject({
      status: 400,
      violations: [
        {
          propertyPath: 'startDate',
          message: 'La date de début doit être inférieure ou égale à la date de fin',
        },
      ],
    });
  });

  describe('who may', () => {
    const CALLERS = [
      'super-admin',
      'admin',
      'bureau-admin',
      'ingenieur',
      'client-superviseur',
      'lecteur',
      'statistiques',
      'guest',
      'stale',
      'anonymous',
    ] as const;
    type Caller = (typeof CALLERS)[number];
    const clients = new Map<Caller, ChausseeClient>();

    beforeAll(async () => {
      const { siteId } = await bed.insertOrganization('Partage');
      const campaignId = await bed.insertCampaign({
        workspaceId: await bed.insertWorkspace({ siteId, name: 'W' }),
        name: 'P',
      });
      const staleEmail = 'statisticien-parti@bureau.test';
      const staleId = await bed.insertUser({
        email: staleEmail,
        roles: ['ROLE_USER', 'ROLE_ACCESS_STATS'],
      });
      clients.set('stale', await bed.as(staleEmail));
      await createUsersRepository(bed.db).raiseSessionVersion(staleId);
      clients.set('guest', await bed.guestOf(campaignId));
      clients.set('anonymous', bed.server.client);
      for (const caller of [
        'super-admin',
        'admin',
        'bureau-admin',
        'ingenieur',
        'client-superviseur',
        'lecteur',
        'statistiques',
      ] as const) {
        clients.set(caller, await bed.as(`${caller}@demo.chaussee.fr`));
      }
    });

    const calls: Record<string, TableCall> = {
      getCoringCampaignStatistics: (c) =>
        c.GET('/stats/coring-campaigns/v2', { params: { query: {} } }),
      getExternalUsersConnexionStatistics: (c) =>
        c.GET('/stats/external-users-connexions', {
          params: { query: { startDate: '2026-05-01', endDate: '2026-05-31' } },
        }),
    };

    // prettier-ignore
    const TABLE: [string, ...number[]][] = [
      //                                      SA   A    BA   ING  CS   LEC  STA  GST  OLD  ANON
      ['getCoringCampaignStatistics',         200, 403, 403, 403, 403, 403, 200, 403, 401, 401],
      ['getExternalUsersConnexionStatistics', 200, 403, 403, 403, 403, 403, 200, 403, 401, 401],
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

    it('tells the refused why, in French', async () => {
      const problem = await problemOf(
        (await bed.as(DEMO.admin)).GET('/stats/coring-campaigns/v2', { params: { query: {} } }),
      );
      expect(problem).toMatchObject({ status: 403, code: 'statistics_forbidden' });
    });
  });
  describe('sign-ins of external users', () => {
    const D1 = '2026-05-04T09:00:00.000Z';
    let guestOrganizationId: string;

    // Tokens expire as the clock moves: the statistics user signs in again at each date.
    let reader: ChausseeClient;
    const readAsOfNow = async () => {
      reader = bed.server.clientAs((await bed.signIn(DEMO.statistics)).token);
    };
    const connexions = (query: {
      period?: 'day' | 'week' | 'month' | 'year';
      startDate: string;
      endDate: string;
    }) => reader.GET('/stats/external-users-connexions', { params: { query } });

    beforeAll(async () => {
      const grenoble = await bed.insertWorkspace({
        siteId: DEMO_SITES.grenobleEspacePublic.id,
        name: 'Grenoble',
      });
      const shared = await bed.insertCampaign({ workspaceId: grenoble, name: 'Partagée' });
      guestOrganizationId = DEMO_SITES.grenobleEspacePublic.organizationId;
      bed.clock.set(D1);
      const superAdmin = bed.server.clientAs((await bed.signIn(DEMO.superAdmin)).token);
      const { data: link } = await superAdmin.POST('/campaigns/{id}/share', {
        params: { path: { id: shared } },
        body: {},
      });
      await bed.signIn(DEMO.customerMain);
      await bed.signIn(DEMO.customerMain);
      await bed.signIn(DEMO.customerUser);
      await bed.signIn(DEMO.engineer);
      await readAsOfNow();
      await bed.server.client.POST('/guest/login_check', { body: { token: link.token } });
      bed.clock.advance(DAY_MS);
      await bed.signIn(DEMO.customerMain);
      await readAsOfNow();
    });

    it('counts the sign-ins of customers and guests per day, with distinct users', async () => {
      const { data } = await connexions({
        period: 'day',
        startDate: '2026-05-03',
        endDate: '2026-05-05',
      });
      expect(data).toMatchObject({
        period: 'day',
        connexionsCount: 5,
        distinctUsersCount: 3,
        buckets: [
          { start: '2026-05-03', connexionsCount: 0, distinctUsersCount: 0 },
          { start: '2026-05-04', connexionsCount: 4, distinctUsersCount: 3 },
          { start: '2026-05-05', connexionsCount: 1, distinctUsersCount: 1 },
        ],
      });
      const customers = data.byOrganization.find(
        (row) => row.organization.id !== guestOrganizationId,
      );
      expect(customers).toMatchObject({ connexionsCount: 4, distinctUsersCount: 2 });
      expect(
        data.byOrganization.find((row) => row.organization.id === guestOrganizationId),
      ).toMatchObject({
        connexionsCount: 1,
        distinctUsersCount: 1,
      });
      expect(data.byOrganization).toHaveLength(2);
    });

    it('buckets by week (from Monday) and by month, the month by default', async () => {
      expect(
        (await connexions({ period: 'week', startDate: '2026-05-04', endDate: '2026-05-17' })).data
          .buckets,
      ).toEqual([
        { start: '2026-05-04', connexionsCount: 5, distinctUsersCount: 3 },
        { start: '2026-05-11', connexionsCount: 0, distinctUsersCount: 0 },
      ]);
      // A bucket the range cuts counts the days of the range only (dates are inclusive).
      expect(
        (await connexions({ period: 'week', startDate: '2026-05-05', endDate: '2026-05-10' })).data
          .buckets,
      ).toEqual([{ start: '2026-05-04', connexionsCount: 1, distinctUsersCount: 1 }]);
      expect(
        (await connexions({ startDate: '2026-04-15', endDate: '2026-05-31' })).data,
      ).toMatchObject({
        period: 'month',
        buckets: [
          { start: '2026-04-01', connexionsCount: 0 },
          { start: '2026-05-01', connexionsCount: 5, distinctUsersCount: 3 },
        ],
      });
    });

    it('refuses more than 1000 buckets in French', async () => {
      const problem = await problemOf(
        connexions({ period: 'day', startDate: '2020-01-01', endDate: '2026-01-01' }),
      );
      expect(problem.violations?.map((violation) => violation.propertyPath)).toEqual(['period']);
      expect(problem.violations?.[0]?.message).toContain('Plus de 1000 intervalles');
    });

    it('forgets the sign-ins past the retention when it records a new one', async () => {
      bed.clock.set(new Date(Date.parse(D1) + 401 * DAY_MS));
      await bed.signIn(DEMO.customerUser);
      await readAsOfNow();
      const { data } = await connexions({
        period: 'day',
        startDate: '2026-05-04',
        endDate: '2026-05-05',
      });
      expect(data.buckets).toEqual([
        { start: '2026-05-04', connexionsCount: 0, distinctUsersCount: 0 },
        { start: '2026-05-05', connexionsCount: 1, distinctUsersCount: 1 },
      ]);
    });
  });
});
