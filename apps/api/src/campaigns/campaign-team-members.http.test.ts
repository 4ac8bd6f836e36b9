import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SITES } from '../db/demo/demo-organizations.js';
import { answerOf, present, problemOf } from '../users/testing/http-identity.js';
import {
  DEMO,
  startProjectsTestbed,
  type ProjectsTestbed,
} from '../workspaces/testing/projects-testbed.js';
import { writeCampaignTeam } from './campaign-team.js';

/**
 * Issue 17, finding 5: no change of the member list leaves a campaign without the people in charge
 * its forms require (« Au moins 1 technicien requis » for a coring campaign, « Vous devez choisir
 * au moins un chargé d'affaires référent ou un ingénieur » for every type), whichever way the team
 * changes: the whole list replaced, a member removed, a member's team flag taken away. A member who
 * leaves the team leaves the place they held in it; the others keep reading the campaign.
 */
const NONE = { isTeamMember: false, isDiffused: false, isMainCustomer: false };
const TECHNICIAN_REQUIRED = {
  status: 409,
  code: 'technician_required',
  detail: 'A coring campaign needs at least one technician',
};
const LEAD_REQUIRED = { status: 409, code: 'engineer_or_study_manager_required' };

describe('The team of a campaign through its members', () => {
  let bed: ProjectsTestbed;
  let workspaceId: string;
  let secondTechnicianId: string;
  let counter = 0;

  beforeAll(async () => {
    bed = await startProjectsTestbed();
    secondTechnicianId = await bed.insertUser({
      email: 'second-technicien@bureau.test',
      roles: ['ROLE_NEXTROAD_USER'],
      job: 'technician',
      siteIds: [DEMO_SITES.lyon.id],
    });
    workspaceId = await bed.insertWorkspace({
      siteId: DEMO_SITES.isereMobilites.id,
      name: 'Routes de l’Isère',
      memberIds: [DEMO.customerMain, DEMO.customerUser].map(bed.userId),
    });
  });
  afterAll(() => bed.server.close());

  /**
   * A campaign whose team is the engineer (ingenieur@), the technician (technicien@) and, when
   * asked, a second technician or the study manager (charge-affaires@); the main customer too.
   */
  async function freshCampaign(
    options: {
      type?: 'coring' | 'auscultation';
      secondTechnician?: boolean;
      studyManager?: boolean;
    } = {},
  ): Promise<string> {
    counter += 1;
    const id = await bed.insertCampaign({
      workspaceId,
      type: options.type ?? 'coring',
      name: `Campagne ${String(counter)}`,
    });
    await writeCampaignTeam(bed.db, id, {
      engineerId: bed.userId(DEMO.engineer),
      studyManagerId: options.studyManager === true ? bed.userId(DEMO.studyManager) : null,
      technicianIds: [
        bed.userId(DEMO.technician),
        ...(options.secondTechnician === true ? [secondTechnicianId] : []),
      ],
      mainCustomerId: bed.userId(DEMO.customerMain),
    });
    return id;
  }

  const at = (id: string) => ({ params: { path: { id } } });
  const member = (id: string, userId: string) => ({ params: { path: { id, userId } } });

  async function teamOf(id: string) {
    const { data } = await (await bed.as(DEMO.admin)).GET('/campaigns/{id}', at(id));
    const campaign = present(data);
    return {
      engineer: campaign.engineer?.email ?? null,
      studyManager: campaign.studyManager?.email ?? null,
      technicians: campaign.technicians.map((technician) => technician.email).sort(),
    };
  }

  const technicianReads = async (id: string) =>
    (await answerOf((await bed.as(DEMO.technician)).GET('/campaigns/{id}', at(id)))).status;

  describe('PUT /campaigns/{id}/users', () => {
    it('refuses the empty list (409 « Au moins 1 technicien requis »); the technician still reads it', async () => {
      const id = await freshCampaign();
      const problem = await problemOf(
        (await bed.as(DEMO.customerMain)).PUT('/campaigns/{id}/users', {
          ...at(id),
          body: { members: [] },
        }),
      );
      expect(problem).toMatchObject(TECHNICIAN_REQUIRED);
      expect(await technicianReads(id)).toBe(200);
      expect(await teamOf(id)).toEqual({
        engineer: DEMO.engineer,
        studyManager: null,
        technicians: [DEMO.technician],
      });
    });

    it('refuses a list without the engineer when there is no study manager (409)', async () => {
      const id = await freshCampaign();
      const problem = await problemOf(
        (await bed.as(DEMO.admin)).PUT('/campaigns/{id}/users', {
          ...at(id),
          body: {
            members: [{ userId: bed.userId(DEMO.technician), ...NONE, isTeamMember: true }],
          },
        }),
      );
      expect(problem).toMatchObject(LEAD_REQUIRED);
      expect((await teamOf(id)).engineer).toBe(DEMO.engineer);
    });

    it('refuses a list keeping the technician without the team flag (409)', async () => {
      const id = await freshCampaign();
      const problem = await problemOf(
        (await bed.as(DEMO.admin)).PUT('/campaigns/{id}/users', {
          ...at(id),
          body: {
            members: [
              { userId: bed.userId(DEMO.engineer), ...NONE, isTeamMember: true },
              { userId: bed.userId(DEMO.technician), ...NONE, isDiffused: true },
            ],
          },
        }),
      );
      expect(problem).toMatchObject(TECHNICIAN_REQUIRED);
    });

    it('takes a left-out technician out of the team when another one stays', async () => {
      const id = await freshCampaign({ secondTechnician: true, studyManager: true });
      const { response } = await (
        await bed.as(DEMO.admin)
      ).PUT('/campaigns/{id}/users', {
        ...at(id),
        body: {
          members: [
            { userId: bed.userId(DEMO.studyManager), ...NONE, isTeamMember: true },
            { userId: secondTechnicianId, ...NONE, isTeamMember: true },
          ],
        },
      });
      expect(response.status).toBe(200);
      expect(await teamOf(id)).toEqual({
        engineer: null,
        studyManager: DEMO.studyManager,
        technicians: ['second-technicien@bureau.test'],
      });
    });
  });

  describe('DELETE /campaigns/{id}/users/{userId}', () => {
    it('refuses removing the only technician (409); the technician still reads the campaign', async () => {
      const id = await freshCampaign();
      const problem = await problemOf(
        (await bed.as(DEMO.customerMain)).DELETE(
          '/campaigns/{id}/users/{userId}',
          member(id, bed.userId(DEMO.technician)),
        ),
      );
      expect(problem).toMatchObject(TECHNICIAN_REQUIRED);
      expect(await technicianReads(id)).toBe(200);
    });

    it('refuses removing the engineer when there is no study manager, not when there is one', async () => {
      const alone = await freshCampaign();
      const admin = await bed.as(DEMO.admin);
      expect(
        await problemOf(
          admin.DELETE('/campaigns/{id}/users/{userId}', member(alone, bed.userId(DEMO.engineer))),
        ),
      ).toMatchObject(LEAD_REQUIRED);
      const withManager = await freshCampaign({ studyManager: true });
      const { response } = await admin.DELETE(
        '/campaigns/{id}/users/{userId}',
        member(withManager, bed.userId(DEMO.engineer)),
      );
      expect(response.status).toBe(204);
      expect(await teamOf(withManager)).toMatchObject({
        engineer: null,
        studyManager: DEMO.studyManager,
      });
    });

    it('removes one of two technicians from the members and from the technicians', async () => {
      const id = await freshCampaign({ secondTechnician: true });
      const { response } = await (
        await bed.as(DEMO.admin)
      ).DELETE('/campaigns/{id}/users/{userId}', member(id, secondTechnicianId));
      expect(response.status).toBe(204);
      expect((await teamOf(id)).technicians).toEqual([DEMO.technician]);
    });

    it('lets an auscultation campaign lose its only technician (it needs none), not its engineer', async () => {
      const id = await freshCampaign({ type: 'auscultation' });
      const admin = await bed.as(DEMO.admin);
      const { response } = await admin.DELETE(
        '/campaigns/{id}/users/{userId}',
        member(id, bed.userId(DEMO.technician)),
      );
      expect(response.status).toBe(204);
      expect(
        await problemOf(
          admin.DELETE('/campaigns/{id}/users/{userId}', member(id, bed.userId(DEMO.engineer))),
        ),
      ).toMatchObject(LEAD_REQUIRED);
    });

    it('keeps one technician when both are removed at once: one removal wins, the other is refused', async () => {
      const id = await freshCampaign({ secondTechnician: true });
      const admin = await bed.as(DEMO.admin);
      const answers = await Promise.all(
        [bed.userId(DEMO.technician), secondTechnicianId].map((userId) =>
          answerOf(admin.DELETE('/campaigns/{id}/users/{userId}', member(id, userId))),
        ),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([204, 409]);
      expect((await teamOf(id)).technicians).toHaveLength(1);
    });
  });

  describe('PUT /campaigns/{id}/users/{userId}', () => {
    it('refuses taking the team flag from the only technician (409), keeps the flag', async () => {
      const id = await freshCampaign();
      const problem = await problemOf(
        (await bed.as(DEMO.customerMain)).PUT('/campaigns/{id}/users/{userId}', {
          ...member(id, bed.userId(DEMO.technician)),
          body: { ...NONE, isDiffused: true },
        }),
      );
      expect(problem).toMatchObject(TECHNICIAN_REQUIRED);
      const { data } = await (
        await bed.as(DEMO.admin)
      ).GET('/campaigns/{id}/user-campaigns', {
        params: { path: { id }, query: { teamMember: true } },
      });
      expect(present(data).items.map((item) => item.user.email)).toContain(DEMO.technician);
    });

    it('changes another flag of the only technician freely', async () => {
      const id = await freshCampaign();
      const { data } = await (
        await bed.as(DEMO.customerMain)
      ).PUT('/campaigns/{id}/users/{userId}', {
        ...member(id, bed.userId(DEMO.technician)),
        body: { ...NONE, isTeamMember: true, isDiffused: true },
      });
      expect(data).toMatchObject({ isTeamMember: true, isDiffused: true });
    });
  });

  describe('who may not even try', () => {
    const wipes = {
      'PUT the empty list': (id: string) => (client: Awaited<ReturnType<ProjectsTestbed['as']>>) =>
        client.PUT('/campaigns/{id}/users', { ...at(id), body: { members: [] } }),
      'DELETE the technician':
        (id: string) => (client: Awaited<ReturnType<ProjectsTestbed['as']>>) =>
          client.DELETE('/campaigns/{id}/users/{userId}', member(id, bed.userId(DEMO.technician))),
    };

    it.each([
      ['a member without the members right (CUSTOMER_USER)', 'client', 403, 'forbidden'],
      ['a supervisor of another organization', 'grenoble', 403, 'not_member'],
      ['a guest of the campaign', 'guest', 403, undefined],
    ] as const)('%s is refused, the team unchanged', async (_who, caller, status, code) => {
      const id = await freshCampaign();
      if (caller === 'grenoble') {
        await bed.insertUser({
          email: 'superviseur@grenoble.test',
          roles: ['ROLE_CUSTOMER_SUPERVISOR'],
          siteIds: [DEMO_SITES.grenobleEspacePublic.id],
        });
      }
      const client =
        caller === 'client'
          ? await bed.as(DEMO.customerUser)
          : caller === 'guest'
            ? await bed.guestOf(id)
            : await bed.as('superviseur@grenoble.test');
      for (const wipe of Object.values(wipes)) {
        const answer = await answerOf(wipe(id)(client));
        expect(answer.status).toBe(status);
        if (code !== undefined) expect(answer.problem?.code).toBe(code);
      }
      expect(await teamOf(id)).toEqual({
        engineer: DEMO.engineer,
        studyManager: null,
        technicians: [DEMO.technician],
      });
    });
  });
});
