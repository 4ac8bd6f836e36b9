import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeCampaignTeam } from '../campaigns/campaign-team.js';
import { DEMO_ORGANIZATIONS, DEMO_SITES } from '../db/demo/demo-organizations.js';
import { campaignMembers, workspaces } from '../db/schema.js';
import { answerOf, present, problemOf } from '../users/testing/http-identity.js';
import {
  DEMO,
  startProjectsTestbed,
  type ProjectsTestbed,
} from '../workspaces/testing/projects-testbed.js';

/**
 * Issue 17, finding 3: a campaign or a workspace only ever has members from the engineering office
 * (internal organizations) and from its own customer organization, whichever way they are added;
 * a workspace stays in its organization unless an administrator moves it.
 *
 * The table runs every operation that makes someone a member, on an Isère project, with four
 * candidates that differ only by their site (all main customers, so that every place accepts
 * them): one of the office, one of the Isère, one of the city of Grenoble, one attached to no site.
 */
const CANDIDATES = ['office', 'isere', 'grenoble', 'no-site'] as const;
type Candidate = (typeof CANDIDATES)[number];

const SITE_OF: Record<Candidate, string | undefined> = {
  office: DEMO_SITES.lyon.id,
  isere: DEMO_SITES.isereGresivaudan.id,
  grenoble: DEMO_SITES.grenobleEspacePublic.id,
  'no-site': undefined,
};

const NONE = { isTeamMember: false, isDiffused: false, isMainCustomer: false };

describe('Members only from the office and the project’s own organization', () => {
  let bed: ProjectsTestbed;
  let workspaceId: string;
  const candidateIds = new Map<Candidate, string>();
  let counter = 0;

  const idOf = (candidate: Candidate): string => {
    const id = candidateIds.get(candidate);
    if (id === undefined) throw new Error(`No candidate ${candidate}`);
    return id;
  };

  beforeAll(async () => {
    bed = await startProjectsTestbed();
    for (const candidate of CANDIDATES) {
      const siteId = SITE_OF[candidate];
      candidateIds.set(
        candidate,
        await bed.insertUser({
          email: `candidat-${candidate}@test.fr`,
          roles: ['ROLE_CUSTOMER_MAIN'],
          ...(siteId !== undefined && { siteIds: [siteId] }),
        }),
      );
    }
    workspaceId = await bed.insertWorkspace({
      siteId: DEMO_SITES.isereMobilites.id,
      name: 'Routes de l’Isère',
      memberIds: [DEMO.officeAdmin, DEMO.customerSupervisor, DEMO.customerMain].map(bed.userId),
    });
  });
  afterAll(() => bed.server.close());

  /** A coring campaign of the Isère project with a full team and the main customer. */
  async function freshCampaign(): Promise<string> {
    counter += 1;
    const id = await bed.insertCampaign({ workspaceId, name: `Carottage ${String(counter)}` });
    await writeCampaignTeam(bed.db, id, {
      engineerId: bed.userId(DEMO.engineer),
      studyManagerId: bed.userId(DEMO.studyManager),
      technicianIds: [bed.userId(DEMO.technician)],
      mainCustomerId: bed.userId(DEMO.customerMain),
    });
    return id;
  }

  const team = () => ({
    engineerId: bed.userId(DEMO.engineer),
    studyManagerId: null,
    technicianIds: [bed.userId(DEMO.technician)],
  });

  /** One way to make the candidate a member, by an actor allowed to do it. */
  const OPERATIONS: Record<string, (candidate: string) => Promise<{ response: Response }>> = {
    'POST /campaigns/{id}/users/{userId} (main customer)': async (userId) =>
      (await bed.as(DEMO.customerMain)).POST('/campaigns/{id}/users/{userId}', {
        params: { path: { id: await freshCampaign(), userId } },
        body: NONE,
      }),
    'PUT /campaigns/{id}/users (main customer)': async (userId) =>
      (await bed.as(DEMO.customerMain)).PUT('/campaigns/{id}/users', {
        params: { path: { id: await freshCampaign() } },
        body: {
          members: [
            ...[DEMO.engineer, DEMO.studyManager, DEMO.technician].map((email) => ({
              userId: bed.userId(email),
              ...NONE,
              isTeamMember: true,
            })),
            { userId, ...NONE, isDiffused: true },
          ],
        },
      }),
    'PUT /campaigns/{id}/users/{userId} of a member written before the rule (admin)': async (
      userId,
    ) => {
      const id = await freshCampaign();
      await bed.db.insert(campaignMembers).values({ campaignId: id, userId });
      return (await bed.as(DEMO.admin)).PUT('/campaigns/{id}/users/{userId}', {
        params: { path: { id, userId } },
        body: { ...NONE, isMainCustomer: true },
      });
    },
    'POST /workspaces memberIds (office admin)': async (userId) =>
      (await bed.as(DEMO.officeAdmin)).POST('/workspaces', {
        body: { name: 'Nouveau projet', siteId: DEMO_SITES.isereMobilites.id, memberIds: [userId] },
      }),
    'PUT /workspaces/{id} memberIds (customer supervisor)': async (userId) => {
      const id = await bed.insertWorkspace({
        siteId: DEMO_SITES.isereMobilites.id,
        name: 'À modifier',
        memberIds: [bed.userId(DEMO.customerSupervisor)],
      });
      return (await bed.as(DEMO.customerSupervisor)).PUT('/workspaces/{id}', {
        params: { path: { id } },
        body: {
          name: 'Modifié',
          siteId: DEMO_SITES.isereMobilites.id,
          memberIds: [bed.userId(DEMO.customerSupervisor), userId],
        },
      });
    },
    'POST /coring-campaigns mainCustomerId (office admin)': async (userId) =>
      (await bed.as(DEMO.officeAdmin)).POST('/coring-campaigns', {
        body: {
          workspaceId,
          name: 'Carottage',
          ...team(),
          mainCustomerId: userId,
          hasCustomerAccess: true,
          shouldValidateCustomer: false,
        },
      }),
    'PUT /coring-campaigns/{id} mainCustomerId (office admin)': async (userId) =>
      (await bed.as(DEMO.officeAdmin)).PUT('/coring-campaigns/{id}', {
        params: { path: { id: await freshCampaign() } },
        body: { name: 'Carottage', ...team(), mainCustomerId: userId },
      }),
    'POST /auscultation-campaigns mainCustomerId (office admin)': async (userId) =>
      (await bed.as(DEMO.officeAdmin)).POST('/auscultation-campaigns', {
        body: {
          workspaceId,
          name: 'Relevé',
          engineerId: bed.userId(DEMO.engineer),
          mainCustomerId: userId,
          hasCustomerAccess: true,
        },
      }),
  };

  // prettier-ignore
  const TABLE: [string, ...number[]][] = [
    //                                                                                   office isere grenoble no-site
    ['POST /campaigns/{id}/users/{userId} (main customer)',                              201,   201,  403,     403],
    ['PUT /campaigns/{id}/users (main customer)',                                        200,   200,  403,     403],
    ['PUT /campaigns/{id}/users/{userId} of a member written before the rule (admin)',   200,   200,  403,     403],
    ['POST /workspaces memberIds (office admin)',                                        201,   201,  403,     403],
    ['PUT /workspaces/{id} memberIds (customer supervisor)',                             200,   200,  403,     403],
    ['POST /coring-campaigns mainCustomerId (office admin)',                             201,   201,  403,     403],
    ['PUT /coring-campaigns/{id} mainCustomerId (office admin)',                         200,   200,  403,     403],
    ['POST /auscultation-campaigns mainCustomerId (office admin)',                       201,   201,  403,     403],
  ];

  it.each(TABLE)('%s', async (row, ...expected) => {
    const operation = OPERATIONS[row];
    if (!operation) throw new Error(`No operation written for ${row}`);
    const actual: Record<string, number> = {};
    for (const candidate of CANDIDATES) {
      actual[candidate] = (await answerOf(operation(idOf(candidate)))).status;
    }
    expect(actual).toEqual(Object.fromEntries(CANDIDATES.map((c, i) => [c, expected[i]])));
  });

  it('covers every operation written, each in a row of its own', () => {
    expect(TABLE.map(([row]) => row).sort()).toEqual(Object.keys(OPERATIONS).sort());
  });

  it('refuses a main customer adding a Ville de Grenoble user to an Isère campaign, who then reads nothing', async () => {
    const id = await freshCampaign();
    const problem = await problemOf(
      (await bed.as(DEMO.customerMain)).POST('/campaigns/{id}/users/{userId}', {
        params: { path: { id, userId: idOf('grenoble') } },
        body: NONE,
      }),
    );
    expect(problem).toMatchObject({ status: 403, code: 'member_outside_organization' });
    const members = await bed.db
      .select()
      .from(campaignMembers)
      .where(eq(campaignMembers.userId, idOf('grenoble')));
    expect(members.filter((member) => member.campaignId === id)).toEqual([]);
    const read = await problemOf(
      (await bed.as('candidat-grenoble@test.fr')).GET('/campaigns/{id}', {
        params: { path: { id } },
      }),
    );
    expect(read).toMatchObject({ status: 403, code: 'not_member' });
  });

  it('writes nothing of a refused list: the campaign keeps its members', async () => {
    const id = await freshCampaign();
    await problemOf(
      OPERATIONS['PUT /campaigns/{id}/users (main customer)']?.(idOf('grenoble')) ??
        Promise.reject(new Error('missing')),
    );
    const { data } = await (
      await bed.as(DEMO.admin)
    ).GET('/campaigns/{id}/users', { params: { path: { id }, query: {} } });
    expect(
      present(data)
        .items.map((item) => item.user.email)
        .sort(),
    ).toEqual([DEMO.customerMain, DEMO.engineer, DEMO.studyManager, DEMO.technician].sort());
  });

  describe('moving a workspace to another site', () => {
    async function workspaceOf(memberEmails: readonly string[]): Promise<string> {
      return bed.insertWorkspace({
        siteId: DEMO_SITES.isereMobilites.id,
        name: 'À déplacer',
        memberIds: memberEmails.map(bed.userId),
      });
    }

    const moveTo = (siteId: string, memberIds?: string[]) => ({
      name: 'Déplacé',
      siteId,
      ...(memberIds !== undefined && { memberIds }),
    });

    async function organizationOf(id: string): Promise<string> {
      const { data } = await (
        await bed.as(DEMO.superAdmin)
      ).GET('/workspaces/{id}', { params: { path: { id } } });
      return present(data).organization.id;
    }

    it.each([
      ['a customer supervisor member', DEMO.customerSupervisor],
      ['an office administrator member (NEXTROAD_ADMIN)', DEMO.officeAdmin],
    ])(
      'refuses %s moving it to another customer’s site (403), the organization unchanged',
      async (_who, email) => {
        const id = await workspaceOf([DEMO.customerSupervisor, DEMO.officeAdmin]);
        const problem = await problemOf(
          (await bed.as(email)).PUT('/workspaces/{id}', {
            params: { path: { id } },
            body: moveTo(DEMO_SITES.grenobleEspacePublic.id),
          }),
        );
        expect(problem).toMatchObject({ status: 403, code: 'workspace_organization_locked' });
        expect(await organizationOf(id)).toBe(DEMO_ORGANIZATIONS.isere.id);
      },
    );

    it('lets a member move it to another site of the same organization', async () => {
      const id = await workspaceOf([DEMO.customerSupervisor]);
      const { response } = await (
        await bed.as(DEMO.customerSupervisor)
      ).PUT('/workspaces/{id}', {
        params: { path: { id } },
        body: moveTo(DEMO_SITES.isereGresivaudan.id),
      });
      expect(response.status).toBe(200);
    });

    it('lets an administrator move it when every member fits the new organization', async () => {
      const id = await workspaceOf([DEMO.officeAdmin, DEMO.customerSupervisor]);
      const { response } = await (
        await bed.as(DEMO.admin)
      ).PUT('/workspaces/{id}', {
        params: { path: { id } },
        body: moveTo(DEMO_SITES.grenobleEspacePublic.id, [
          bed.userId(DEMO.officeAdmin),
          idOf('grenoble'),
        ]),
      });
      expect(response.status).toBe(200);
      expect(await organizationOf(id)).toBe(DEMO_ORGANIZATIONS.grenoble.id);
    });

    it('refuses an administrator moving it while members of the old customer stay (workspace or campaign)', async () => {
      const id = await workspaceOf([DEMO.officeAdmin, DEMO.customerSupervisor]);
      const admin = await bed.as(DEMO.admin);
      expect(
        await problemOf(
          admin.PUT('/workspaces/{id}', {
            params: { path: { id } },
            body: moveTo(DEMO_SITES.grenobleEspacePublic.id),
          }),
        ),
      ).toMatchObject({ status: 403, code: 'member_outside_organization' });

      const campaignId = await bed.insertCampaign({
        workspaceId: id,
        name: 'Campagne',
        memberIds: [bed.userId(DEMO.customerUser)],
      });
      expect(campaignId).toBeTruthy();
      expect(
        await problemOf(
          admin.PUT('/workspaces/{id}', {
            params: { path: { id } },
            body: moveTo(DEMO_SITES.grenobleEspacePublic.id, [bed.userId(DEMO.officeAdmin)]),
          }),
        ),
      ).toMatchObject({ status: 403, code: 'member_outside_organization' });
      const [row] = await bed.db.select().from(workspaces).where(eq(workspaces.id, id));
      expect(row?.siteId).toBe(DEMO_SITES.isereMobilites.id);
    });
  });
});
