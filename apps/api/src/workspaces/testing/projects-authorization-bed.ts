import type { ChausseeClient } from '@chaussee/sdk';
import { DEMO_SITES } from '../../db/demo/demo-organizations.js';
import { DEMO_CALLERS } from '../../testing/authorization-table.js';
import { createUsersRepository } from '../../users/users.repository.js';
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

/**
 * The callers of a campaign's table: the projects callers plus a customer of another organization,
 * a guest of this campaign and an administrator whose token a new session version has ended.
 */
export const CAMPAIGN_CALLERS = [
  ...DEMO_CALLERS,
  'non-member',
  'foreign-customer',
  'guest-here',
  'guest',
  'stale',
  'anonymous',
] as const;

export type CampaignCaller = (typeof CAMPAIGN_CALLERS)[number];

const FOREIGN_CUSTOMER = 'client@autre-organisation.test';
const STALE = 'session-finie@bureau.test';

export interface CampaignCallerClients {
  clientOf: (caller: CampaignCaller) => Promise<ChausseeClient>;
  /** The users behind the two callers this function creates, for rows that name a user. */
  foreignCustomerId: string;
  staleId: string;
}

/**
 * Signs every caller of CAMPAIGN_CALLERS in for the tables of one campaign of the bed's workspace.
 * The stale token is taken before its session version is raised, as a token held by a browser
 * when the password changed elsewhere.
 */
export async function campaignCallerClients(
  table: ProjectsAuthorizationBed,
  campaignId: string,
): Promise<CampaignCallerClients> {
  const { bed } = table;
  const { siteId } = await bed.insertOrganization('Autre organisation');
  const foreignCustomerId = await bed.insertUser({
    email: FOREIGN_CUSTOMER,
    roles: ['ROLE_CUSTOMER_MAIN'],
    siteIds: [siteId],
  });
  const staleId = await bed.insertUser({ email: STALE, roles: ['ROLE_ADMIN'] });
  const staleClient = await bed.as(STALE);
  await createUsersRepository(bed.db).raiseSessionVersion(staleId);
  const clients = new Map<CampaignCaller, ChausseeClient>();
  for (const caller of CAMPAIGN_CALLERS) {
    if (caller === 'stale') clients.set(caller, staleClient);
    else if (caller === 'foreign-customer') clients.set(caller, await bed.as(FOREIGN_CUSTOMER));
    else if (caller === 'guest-here') clients.set(caller, await bed.guestOf(campaignId));
    else clients.set(caller, await table.clientOf(caller));
  }
  const clientOf = (caller: CampaignCaller) => {
    const client = clients.get(caller);
    if (!client) throw new Error(`No client for ${caller}`);
    return Promise.resolve(client);
  };
  return { clientOf, foreignCustomerId, staleId };
}
