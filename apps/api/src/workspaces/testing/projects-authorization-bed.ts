import type { ChausseeClient } from '@chaussee/sdk';
import { DEMO_SITES } from '../../db/demo/demo-organizations.js';
import { DEMO_CALLERS } from '../../testing/authorization-table.js';
import { startProjectsTestbed, type ProjectsTestbed } from './projects-testbed.js';

/**
 * The callers of the projects domains' authorization tables: every demo account, a non-member who
 * holds every campaign and workspace right (a NEXTROAD_ADMIN engineer outside the workspace), a
 * guest of a campaign elsewhere and an anonymous caller.
 */
export const PROJECT_CALLERS = [...DEMO_CALLERS, 'non-member', 'guest', 'anonymous'] as const;

type ProjectCaller = (typeof PROJECT_CALLERS)[number];

const NON_MEMBER = 'non-membre@bureau.test';

/** The members of the target workspace: every demo account but ADMIN and SUPER_ADMIN. */
export const WORKSPACE_MEMBERS = DEMO_CALLERS.filter(
  (caller) => caller !== 'super-admin' && caller !== 'admin',
).map((caller) => `${caller}@demo.chaussee.fr`);

export interface ProjectsAuthorizationBed {
  bed: ProjectsTestbed;
  /** The workspace of the Isère whose members are WORKSPACE_MEMBERS. */
  workspaceId: string;
  clientOf: (caller: ProjectCaller) => Promise<ChausseeClient>;
}

/**
 * The server and data every projects table starts from: the non-member, the target workspace
 * (ADMIN and SUPER_ADMIN see everything anyway, so a refusal there comes from the right, not the
 * membership) and a shared campaign elsewhere whose guest is the `guest` caller.
 */
export async function startProjectsAuthorizationBed(): Promise<ProjectsAuthorizationBed> {
  const bed = await startProjectsTestbed();
  await bed.insertUser({
    email: NON_MEMBER,
    roles: ['ROLE_NEXTROAD_ADMIN'],
    job: 'engineer',
    siteIds: [DEMO_SITES.lyon.id],
  });
  const workspaceId = await bed.insertWorkspace({
    siteId: DEMO_SITES.isereMobilites.id,
    name: 'Routes de l’Isère',
    memberIds: WORKSPACE_MEMBERS.map((email) => bed.userId(email)),
  });
  const elsewhere = await bed.insertWorkspace({ siteId: DEMO_SITES.lyon.id, name: 'Ailleurs' });
  const guestCampaignId = await bed.insertCampaign({ workspaceId: elsewhere, name: 'Partagée' });
  return {
    bed,
    workspaceId,
    clientOf: (caller) => {
      if (caller === 'guest') return bed.guestOf(guestCampaignId);
      if (caller === 'anonymous') return Promise.resolve(bed.server.client);
      if (caller === 'non-member') return bed.as(NON_MEMBER);
      return bed.as(`${caller}@demo.chaussee.fr`);
    },
  };
}
