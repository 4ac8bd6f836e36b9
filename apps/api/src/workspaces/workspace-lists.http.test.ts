import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { present, problemOf } from '../users/testing/http-identity.js';
import { DEMO, startProjectsTestbed, type ProjectsTestbed } from './testing/projects-testbed.js';

/**
 * The lists inside a workspace and of an organization. The data is built so that a filter that
 * kept too much or too little changes the answer: names with and without accents, references and
 * customer references, archived and active, several types and statuses, another workspace's rows.
 */
describe('Workspace lists over HTTP', () => {
  let bed: ProjectsTestbed;
  let organizationId: string;
  let workspaceId: string;
  let otherWorkspaceId: string;
  let archivedWorkspaceId: string;
  const METRO_CUSTOMER = 'client@metropole-de-test.fr';
  const METRO_NON_MEMBER = 'autre-client@metropole-de-test.fr';
  let hiddenWorkspaceId: string;
  const c: Record<'zola' | 'releve' | 'archivee' | 'special', string> = {
    zola: '',
    releve: '',
    archivee: '',
    special: '',
  };

  beforeAll(async () => {
    bed = await startProjectsTestbed();
    const member = bed.userId(DEMO.customerMain);
    const organization = await bed.insertOrganization('Métropole de test');
    organizationId = organization.organizationId;
    const secondSiteId = await bed.insertSite(organizationId, 'Second site');
    // A customer of the organization, member of its two workspaces (its list's member view).
    const ownCustomer = await bed.insertUser({
      email: METRO_CUSTOMER,
      siteIds: [organization.siteId],
    });
    await bed.insertUser({ email: METRO_NON_MEMBER, siteIds: [organization.siteId] });
    workspaceId = await bed.insertWorkspace({
      siteId: organization.siteId,
      name: 'B – Centre-ville',
      memberIds: [member, ownCustomer],
    });
    archivedWorkspaceId = await bed.insertWorkspace({
      siteId: organization.siteId,
      name: 'C – Ancien',
      memberIds: [member, ownCustomer],
      isArchived: true,
    });
    hiddenWorkspaceId = await bed.insertWorkspace({
      siteId: secondSiteId,
      name: 'A – Sans le client',
      isArchived: true,
    });
    const elsewhere = await bed.insertOrganization('Ailleurs');
    otherWorkspaceId = await bed.insertWorkspace({
      siteId: elsewhere.siteId,
      name: 'Autre organisation',
      memberIds: [member],
    });
    const day = (n: number) => new Date(Date.UTC(2026, 0, n));
    c.zola = await bed.insertCampaign({
      workspaceId,
      name: 'Carottage Avenue Émile Zola',
      reference: 'CE-101',
      customerReference: 'CLI-A',
      coresCount: 3,
      createdAt: day(1),
    });
    c.releve = await bed.insertCampaign({
      workspaceId,
      type: 'auscultation',
      name: 'Relevé Boulevard',
      reference: 'AU-102',
      status: 'processing',
      createdAt: day(2),
    });
    c.archivee = await bed.insertCampaign({
      workspaceId,
      name: 'Archivée rue Emile Gueymard',
      reference: 'CE-103',
      customerReference: 'CLI-B',
      status: 'finished',
      isArchived: true,
      coresCount: 1,
      createdAt: day(3),
    });
    c.special = await bed.insertCampaign({
      workspaceId,
      name: 'Campagne 100%_sûre',
      reference: 'X',
      createdAt: day(4),
    });
    await bed.insertCampaign({
      workspaceId: otherWorkspaceId,
      name: 'Carottage Émile ailleurs',
      reference: 'CE-109',
      coresCount: 5,
    });
    for (const name of ['rue Lesdiguières', 'RD 1075', 'A 480'])
      await bed.insertRoad(workspaceId, name);
    await bed.insertRoad(otherWorkspaceId, 'RN 85');
    await bed.insertCity(workspaceId, 'Grenoble', '38000');
    await bed.insertCity(workspaceId, 'Échirolles', null);
    await bed.insertCity(otherWorkspaceId, 'Vizille', '38220');
  });
  afterAll(() => bed.server.close());

  describe('GET /workspaces/{id}/campaigns', () => {
    async function list(query: Record<string, string | number | boolean>) {
      const { data } = await (
        await bed.as(DEMO.customerMain)
      ).GET('/workspaces/{id}/campaigns', {
        params: { path: { id: workspaceId }, query },
      });
      return present(data);
    }
    const ids = (page: { items: { id: string }[] }) => page.items.map((item) => item.id);

    it('lists the workspace campaigns, newest first, with the workspace, site and organization', async () => {
      const page = await list({});
      expect(page).toMatchObject({ total: 4, limit: 20, offset: 0 });
      expect(ids(page)).toEqual([c.special, c.archivee, c.releve, c.zola]);
      expect(page.items[3]).toMatchObject({
        name: 'Carottage Avenue Émile Zola',
        type: 'coring',
        workspace: { id: workspaceId, name: 'B – Centre-ville' },
        site: { name: 'Site de Métropole de test' },
        organization: { id: organizationId, name: 'Métropole de test' },
      });
    });

    it('counts cores only when coresCount is true', async () => {
      const counted = await list({ coresCount: true });
      const notCounted = await list({ coresCount: false });
      const countOf = (page: typeof counted, id: string) =>
        page.items.find((item) => item.id === id)?.coresCount;
      expect([
        countOf(counted, c.zola),
        countOf(counted, c.archivee),
        countOf(counted, c.releve),
      ]).toEqual([3, 1, 0]);
      expect(notCounted.items.map((item) => item.coresCount)).toEqual([0, 0, 0, 0]);
    });

    it.each([
      ['query on the name, case and accents aside', { query: 'EMILE' }, ['archivee', 'zola']],
      ['query on the reference', { query: 'au-10' }, ['releve']],
      ['query with LIKE wildcards taken literally', { query: '%_s' }, ['special']],
      ['status', { status: 'finished' }, ['archivee']],
      ['campaignType', { campaignType: 'auscultation' }, ['releve']],
      ['reference on the customer reference', { reference: 'cli-' }, ['archivee', 'zola']],
      ['reference on the reference', { reference: 'CE-10' }, ['archivee', 'zola']],
      ['archived true', { archived: true }, ['archivee']],
      ['archived false', { archived: false }, ['special', 'releve', 'zola']],
      ['filters together', { query: 'emile', archived: false }, ['zola']],
    ] as const)('filters by %s', async (_name, query, expected) => {
      const page = await list(query);
      expect(ids(page)).toEqual(expected.map((key) => c[key]));
      expect(page.total).toBe(expected.length);
    });

    it('pages with limit and offset, the total counting every match', async () => {
      const page = await list({ limit: 2, offset: 1 });
      expect(page).toMatchObject({ total: 4, limit: 2, offset: 1 });
      expect(ids(page)).toEqual([c.archivee, c.releve]);
    });

    it('refuses a non-member with 403 not_member and a guest of one of its campaigns with 403', async () => {
      const params = { path: { id: workspaceId }, query: {} };
      expect(
        await problemOf(
          (await bed.as(DEMO.customerUser)).GET('/workspaces/{id}/campaigns', { params }),
        ),
      ).toMatchObject({
        status: 403,
        code: 'not_member',
        detail: 'Only members can view workspace',
      });
      const guest = await bed.guestOf(c.zola);
      expect(await problemOf(guest.GET('/workspaces/{id}/campaigns', { params }))).toMatchObject({
        status: 403,
      });
    });
  });

  describe('GET /workspaces/{id}/campaignsInfos', () => {
    it('counts the campaigns by type, status and archiving, and their cores', async () => {
      const { data } = await (
        await bed.as(DEMO.customerMain)
      ).GET('/workspaces/{id}/campaignsInfos', {
        params: { path: { id: workspaceId } },
      });
      expect(data).toEqual({
        total: 4,
        archived: 1,
        byType: { coring: 3, auscultation: 1, macro: 0 },
        byStatus: [
          { status: 'finished', count: 1 },
          { status: 'preparing', count: 2 },
          { status: 'processing', count: 1 },
        ],
        coresCount: 4,
      });
    });

    it('refuses a non-member (403 not_member)', async () => {
      const problem = await problemOf(
        (await bed.as(DEMO.technician)).GET('/workspaces/{id}/campaignsInfos', {
          params: { path: { id: workspaceId } },
        }),
      );
      expect(problem).toMatchObject({ status: 403, code: 'not_member' });
    });
  });

  describe('GET /workspaces/{id}/roads and /cities', () => {
    it('lists the workspace roads by name, paged', async () => {
      const client = await bed.as(DEMO.customerMain);
      const all = await client.GET('/workspaces/{id}/roads', {
        params: { path: { id: workspaceId }, query: {} },
      });
      expect(present(all.data).items.map((road) => road.name)).toEqual([
        'A 480',
        'RD 1075',
        'rue Lesdiguières',
      ]);
      const second = await client.GET('/workspaces/{id}/roads', {
        params: { path: { id: workspaceId }, query: { limit: 1, offset: 1 } },
      });
      expect(second.data).toMatchObject({
        total: 3,
        limit: 1,
        offset: 1,
        items: [{ name: 'RD 1075', workspaceId }],
      });
    });

    it('lists the workspace cities by name with their zip codes', async () => {
      const { data } = await (
        await bed.as(DEMO.customerMain)
      ).GET('/workspaces/{id}/cities', {
        params: { path: { id: workspaceId }, query: {} },
      });
      expect(present(data).total).toBe(2);
      expect(
        present(data)
          .items.map(({ name, zipCode }) => ({ name, zipCode }))
          .sort((a, b) => a.name.localeCompare(b.name)),
      ).toEqual([
        { name: 'Échirolles', zipCode: null },
        { name: 'Grenoble', zipCode: '38000' },
      ]);
      const paged = await (
        await bed.as(DEMO.customerMain)
      ).GET('/workspaces/{id}/cities', {
        params: { path: { id: workspaceId }, query: { limit: 1, offset: 1 } },
      });
      expect(paged.data).toMatchObject({ total: 2, items: [{}] });
    });

    it('refuses a non-member (403 not_member) and answers 404 for an unknown workspace', async () => {
      const client = await bed.as(DEMO.customerUser);
      expect(
        await problemOf(
          client.GET('/workspaces/{id}/roads', {
            params: { path: { id: workspaceId }, query: {} },
          }),
        ),
      ).toMatchObject({ status: 403, code: 'not_member' });
      expect(
        await problemOf(
          client.GET('/workspaces/{id}/cities', {
            params: { path: { id: '00000000-0000-4000-8000-00000000abcd' }, query: {} },
          }),
        ),
      ).toMatchObject({ status: 404 });
    });
  });

  describe('GET /organizations/{id}/workspaces', () => {
    async function list(email: string, query: Record<string, string | number | boolean> = {}) {
      const { data } = await (
        await bed.as(email)
      ).GET('/organizations/{id}/workspaces', {
        params: { path: { id: organizationId }, query },
      });
      return present(data);
    }
    const names = (page: { items: { name: string }[] }) => page.items.map((item) => item.name);

    it('gives ADMIN every workspace of the organization’s sites, by name, and no other organization’s', async () => {
      const page = await list(DEMO.admin);
      expect(page.total).toBe(3);
      expect(names(page)).toEqual(['A – Sans le client', 'B – Centre-ville', 'C – Ancien']);
      expect(page.items[1]).toMatchObject({
        id: workspaceId,
        campaignsCount: 4,
        isArchived: false,
      });
    });

    it('gives a customer of the organization only the workspaces they are a member of', async () => {
      expect(names(await list(METRO_CUSTOMER))).toEqual(['B – Centre-ville', 'C – Ancien']);
      expect(names(await list(METRO_NON_MEMBER))).toEqual([]);
    });

    it('answers 404 to a customer of another organization, member of its workspaces or not', async () => {
      const params = { params: { path: { id: organizationId }, query: {} } };
      for (const email of [DEMO.customerMain, DEMO.customerUser]) {
        expect(
          await problemOf((await bed.as(email)).GET('/organizations/{id}/workspaces', params)),
        ).toMatchObject({ status: 404 });
      }
    });

    it.each([
      [true, ['A – Sans le client', 'C – Ancien']],
      [false, ['B – Centre-ville']],
    ])('keeps archived=%s workspaces only', async (archived, expected) => {
      expect(names(await list(DEMO.admin, { archived }))).toEqual(expected);
    });

    it('pages with limit and offset', async () => {
      const page = await list(DEMO.admin, { limit: 1, offset: 2 });
      expect(page).toMatchObject({ total: 3, limit: 1, offset: 2 });
      expect(names(page)).toEqual(['C – Ancien']);
      expect(hiddenWorkspaceId).not.toBe(archivedWorkspaceId);
    });

    it('answers 404 for an unknown organization, 403 to a guest, 401 anonymous', async () => {
      const unknown = {
        params: { path: { id: '00000000-0000-4000-8000-0000000000ff' }, query: {} },
      };
      expect(
        await problemOf((await bed.as(DEMO.admin)).GET('/organizations/{id}/workspaces', unknown)),
      ).toMatchObject({ status: 404 });
      const params = { params: { path: { id: organizationId }, query: {} } };
      const guest = await bed.guestOf(c.zola);
      expect(await problemOf(guest.GET('/organizations/{id}/workspaces', params))).toMatchObject({
        status: 403,
      });
      expect(
        await problemOf(bed.server.client.GET('/organizations/{id}/workspaces', params)),
      ).toMatchObject({
        status: 401,
      });
    });
  });
});
