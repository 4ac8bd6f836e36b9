import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { present, problemOf } from '../users/testing/http-identity.js';
import { DEMO, startProjectsTestbed, type ProjectsTestbed } from './testing/projects-testbed.js';

const U = 'utilisateur.listes@test.fr';
const V = 'voisin.listes@test.fr';

/**
 * The lists of one user: "my projects" (GET /users/{id}/workspaces) and the user's campaigns
 * (GET /users/{id}/campaigns). Fresh users, so that the demo data never changes a count; the data
 * has an archived workspace, an archived campaign in an active workspace, a campaign the user is a
 * member of in a workspace they are not, and workspaces they are not in at all.
 */
describe('The lists of a user over HTTP', () => {
  let bed: ProjectsTestbed;
  let userId: string;
  const places = { organizationP: '', siteO1: '' };
  const w: Record<'alpha' | 'beta' | 'gamma' | 'delta' | 'epsilon', string> = {
    alpha: '',
    beta: '',
    gamma: '',
    delta: '',
    epsilon: '',
  };
  const c: Record<'emile' | 'releve' | 'vieille' | 'beta' | 'delta' | 'hidden', string> = {
    emile: '',
    releve: '',
    vieille: '',
    beta: '',
    delta: '',
    hidden: '',
  };

  beforeAll(async () => {
    bed = await startProjectsTestbed();
    const o = await bed.insertOrganization('Organisation O');
    const s2 = await bed.insertSite(o.organizationId, 'Site O2');
    const p = await bed.insertOrganization('Organisation P');
    places.organizationP = p.organizationId;
    places.siteO1 = o.siteId;
    userId = await bed.insertUser({ email: U, roles: ['ROLE_CUSTOMER_MAIN'], siteIds: [o.siteId] });
    const neighbourId = await bed.insertUser({ email: V, siteIds: [o.siteId] });

    w.alpha = await bed.insertWorkspace({ siteId: o.siteId, name: 'Alpha', memberIds: [userId] });
    w.beta = await bed.insertWorkspace({
      siteId: s2,
      name: 'Beta',
      memberIds: [userId],
      isArchived: true,
    });
    w.gamma = await bed.insertWorkspace({ siteId: p.siteId, name: 'Gamma', memberIds: [userId] });
    w.delta = await bed.insertWorkspace({
      siteId: o.siteId,
      name: 'Delta',
      memberIds: [neighbourId],
    });
    w.epsilon = await bed.insertWorkspace({ siteId: o.siteId, name: 'Epsilon' });

    c.emile = await bed.insertCampaign({
      workspaceId: w.alpha,
      name: 'Carottage Émile',
      reference: 'R-1',
      customerReference: 'K-1',
    });
    c.releve = await bed.insertCampaign({
      workspaceId: w.alpha,
      type: 'auscultation',
      name: 'Relevé',
      reference: 'R-2',
    });
    c.vieille = await bed.insertCampaign({
      workspaceId: w.alpha,
      name: 'Vieille',
      reference: 'R-3',
      isArchived: true,
    });
    c.beta = await bed.insertCampaign({ workspaceId: w.beta, name: 'Beta camp', reference: 'R-4' });
    c.delta = await bed.insertCampaign({
      workspaceId: w.delta,
      name: 'Delta camp',
      reference: 'R-5',
      memberIds: [userId],
    });
    c.hidden = await bed.insertCampaign({
      workspaceId: w.epsilon,
      name: 'Cachée',
      reference: 'R-6',
    });
  });
  afterAll(() => bed.server.close());

  type Query = Record<string, string | number | boolean>;

  describe('GET /users/{id}/workspaces', () => {
    async function list(query: Query, email = U, id = userId) {
      const { data } = await (
        await bed.as(email)
      ).GET('/users/{id}/workspaces', {
        params: { path: { id }, query },
      });
      return present(data);
    }
    /** Each workspace with the names of the campaigns it carries. */
    const shape = (page: Awaited<ReturnType<typeof list>>) =>
      page.items.map((item) => [item.name, item.campaigns.map((campaign) => campaign.name)]);

    it('gives the active view by default: workspaces the user is a member of, not archived', async () => {
      const page = await list({});
      expect(page).toMatchObject({ total: 2, limit: 20, offset: 0 });
      expect(shape(page)).toEqual([
        ['Alpha', []],
        ['Gamma', []],
      ]);
      expect(page.items[0]).toMatchObject({
        campaignsCount: 3,
        organization: { name: 'Organisation O' },
      });
    });

    it('carries the active campaigns of each workspace with displayCampaigns', async () => {
      expect(shape(await list({ displayCampaigns: true }))).toEqual([
        ['Alpha', ['Carottage Émile', 'Relevé']],
        ['Gamma', []],
      ]);
    });

    it('gives the archived view: archived workspaces, and active ones holding archived campaigns', async () => {
      expect(shape(await list({ archived: true, displayCampaigns: true }))).toEqual([
        ['Alpha', ['Vieille']],
        ['Beta', ['Beta camp']],
      ]);
    });

    it.each([
      ['workspaceName', { workspaceName: 'ALP' }, [['Alpha', ['Carottage Émile', 'Relevé']]]],
      ['campaignName, accents aside', { campaignName: 'emile' }, [['Alpha', ['Carottage Émile']]]],
      ['campaignType', { campaignType: 'auscultation' }, [['Alpha', ['Relevé']]]],
      [
        'reference on the customer reference',
        { reference: 'k-1' },
        [['Alpha', ['Carottage Émile']]],
      ],
      ['reference of an archived campaign, active view', { reference: 'R-3' }, []],
      [
        'reference of an archived campaign, archived view',
        { reference: 'R-3', archived: true },
        [['Alpha', ['Vieille']]],
      ],
      [
        'campaignName in the archived view',
        { campaignName: 'vieille', archived: true },
        [['Alpha', ['Vieille']]],
      ],
      ['organization', { organization: 'P' }, [['Gamma', []]]],
      ['site', { site: 'O1' }, [['Alpha', ['Carottage Émile', 'Relevé']]]],
    ] as const)('filters by %s', async (_name, query, expected) => {
      const resolved: Query = { displayCampaigns: true, ...query };
      if ('organization' in query) {
        const { data } = await (
          await bed.as(U)
        ).GET('/workspaces/{id}', { params: { path: { id: w.gamma } } });
        resolved.organization = present(data).organization.id;
      }
      if ('site' in query) {
        const { data } = await (
          await bed.as(U)
        ).GET('/workspaces/{id}', { params: { path: { id: w.alpha } } });
        resolved.site = present(data).site.id;
      }
      const page = await list(resolved);
      expect(shape(page)).toEqual(expected);
      expect(page.total).toBe(expected.length);
    });

    it('pages with limit and offset', async () => {
      const page = await list({ limit: 1, offset: 1 });
      expect(page).toMatchObject({ total: 2, limit: 1, offset: 1 });
      expect(shape(page)).toEqual([['Gamma', []]]);
    });

    it('moves an archived campaign back to the active view when it is unarchived', async () => {
      const admin = await bed.as(DEMO.admin);
      await admin.PATCH('/campaigns/{id}', {
        params: { path: { id: c.vieille } },
        body: { isArchived: false },
      });
      try {
        expect(shape(await list({ displayCampaigns: true }))[0]).toEqual([
          'Alpha',
          ['Carottage Émile', 'Relevé', 'Vieille'],
        ]);
        expect(shape(await list({ archived: true, displayCampaigns: true }))).toEqual([
          ['Beta', ['Beta camp']],
        ]);
      } finally {
        await admin.PATCH('/campaigns/{id}', {
          params: { path: { id: c.vieille } },
          body: { isArchived: true },
        });
      }
    });

    it('lets ADMIN read the user’s list, and gives ADMIN’s own list every workspace', async () => {
      expect(shape(await list({}, DEMO.admin))).toEqual([
        ['Alpha', []],
        ['Gamma', []],
      ]);
      const own = await list({ site: places.siteO1 }, DEMO.admin, bed.userId(DEMO.admin));
      expect(own.items.map((item) => item.name)).toEqual(['Alpha', 'Delta', 'Epsilon']);
    });

    it('refuses another user (403 before 404), a guest (403) and anonymous (401); 404 for ADMIN on an unknown user', async () => {
      const params = { params: { path: { id: userId }, query: {} } };
      expect(
        await problemOf((await bed.as(V)).GET('/users/{id}/workspaces', params)),
      ).toMatchObject({
        status: 403,
        code: 'forbidden',
      });
      expect(
        await problemOf(
          (await bed.as(V)).GET('/users/{id}/workspaces', {
            params: { path: { id: '00000000-0000-4000-8000-0000000000ee' }, query: {} },
          }),
        ),
      ).toMatchObject({ status: 403 });
      expect(
        await problemOf(
          (await bed.as(DEMO.admin)).GET('/users/{id}/workspaces', {
            params: { path: { id: '00000000-0000-4000-8000-0000000000ee' }, query: {} },
          }),
        ),
      ).toMatchObject({ status: 404 });
      const guest = await bed.guestOf(c.emile);
      expect(await problemOf(guest.GET('/users/{id}/workspaces', params))).toMatchObject({
        status: 403,
      });
      expect(
        await problemOf(bed.server.client.GET('/users/{id}/workspaces', params)),
      ).toMatchObject({
        status: 401,
      });
    });
  });

  describe('GET /users/{id}/campaigns', () => {
    async function list(query: Query, email = U, id = userId) {
      const { data } = await (
        await bed.as(email)
      ).GET('/users/{id}/campaigns', {
        params: { path: { id }, query },
      });
      return present(data);
    }
    const names = (page: { items: { name: string }[] }) => page.items.map((item) => item.name);
    const mine = ['Beta camp', 'Carottage Émile', 'Delta camp', 'Relevé', 'Vieille'];

    it('lists the campaigns of the user’s workspaces and the ones they are a member of, by name', async () => {
      const page = await list({});
      expect(names(page)).toEqual(mine);
      expect(page.total).toBe(5);
      expect(page.items.every((item) => item.documentsCount === null)).toBe(true);
    });

    it('gives the document counts with showDocuments (none before the documents issue)', async () => {
      const page = await list({ showDocuments: true });
      expect(page.items[0]?.documentsCount).toEqual({
        deliverables: 0,
        customerFiles: 0,
        pendingRequests: 0,
        lastDeliveryAt: null,
      });
    });

    it.each([
      ['the workspace name', { filter: 'ALPHA' }, ['Carottage Émile', 'Relevé', 'Vieille']],
      ['the name, accents aside', { filter: 'emile' }, ['Carottage Émile']],
      ['the reference', { filter: 'r-5' }, ['Delta camp']],
      ['isGroundSurvey true', { isGroundSurvey: true }, ['Relevé']],
      ['isGroundSurvey false (no filter)', { isGroundSurvey: false }, mine],
    ] as const)('filters by %s', async (_name, query, expected) => {
      const page = await list(query);
      expect(names(page)).toEqual(expected);
      expect(page.total).toBe(expected.length);
    });

    it('pages with limit and offset', async () => {
      const page = await list({ limit: 2, offset: 2 });
      expect(page).toMatchObject({ total: 5, limit: 2, offset: 2 });
      expect(names(page)).toEqual(['Delta camp', 'Relevé']);
    });

    it('with admin, gives ADMIN every campaign and a holder of the members right what they see', async () => {
      const everything = await list({ admin: true, filter: 'R-' }, DEMO.admin, userId);
      expect(names(everything)).toEqual([
        'Beta camp',
        'Cachée',
        'Carottage Émile',
        'Delta camp',
        'Relevé',
        'Vieille',
      ]);
      expect(names(await list({ admin: true }))).toEqual(mine);
    });

    it('refuses admin to a user without the members right (403)', async () => {
      const problem = await problemOf(
        (await bed.as(V)).GET('/users/{id}/campaigns', {
          params: { path: { id: await idOf(V) }, query: { admin: true } },
        }),
      );
      expect(problem).toMatchObject({ status: 403, code: 'forbidden' });
    });

    async function idOf(email: string): Promise<string> {
      const { data } = await (await bed.as(email)).GET('/current_user');
      return present(data).id;
    }

    it('lets ADMIN read the user’s campaigns, refuses another user (403) and a guest (403)', async () => {
      expect(names(await list({}, DEMO.admin))).toEqual(mine);
      const params = { params: { path: { id: userId }, query: {} } };
      expect(await problemOf((await bed.as(V)).GET('/users/{id}/campaigns', params))).toMatchObject(
        { status: 403 },
      );
      const guest = await bed.guestOf(c.emile);
      expect(await problemOf(guest.GET('/users/{id}/campaigns', params))).toMatchObject({
        status: 403,
      });
    });
  });
});
