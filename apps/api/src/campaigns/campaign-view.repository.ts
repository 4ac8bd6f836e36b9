import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { campaigns, cores, organizations, sites, users, workspaces } from '../db/schema.js';
import type { UserRow } from '../users/users.repository.js';
import { technicianIdsOf } from './campaign-team.js';

type CampaignRow = typeof campaigns.$inferSelect;

interface Named {
  id: string;
  name: string;
}

/** A campaign row with what its summary names: workspace, site, organization, cores count. */
export interface CampaignSummaryView {
  campaign: CampaignRow;
  workspace: Named;
  site: Named;
  organization: Named;
  coresCount: number;
}

/** A summary view plus the people in charge, for the full Campaign. */
export interface CampaignView extends CampaignSummaryView {
  engineer: UserRow | null;
  studyManager: UserRow | null;
  technicians: UserRow[];
  mainCustomer: UserRow | null;
}

/**
 * The number of cores of the campaign in scope (`campaigns` in the FROM clause): numbered 1..n
 * without gaps, it is their highest number, read from the (campaign, number) index at the cost of
 * one index entry, where counting read every core of the campaign (issue 19: 28 ms for a campaign
 * of 100,000 cores in a workspace list).
 */
export const coresCountOfCampaign = sql<number>`coalesce((select ${cores.number} from ${cores} where ${cores.campaignId} = ${campaigns.id} order by ${cores.number} desc limit 1), 0)`;

/**
 * Loads the summaries of some campaigns in one query (rows with their workspace, site,
 * organization and cores count), in the order of `campaignIds`; unknown ids are skipped. Lists
 * page their ids first, then call this: no query per campaign. With `countCores: false` the count
 * is skipped and coresCount is 0 (the cheaper list of the contract).
 */
export async function loadCampaignSummaryViews(
  db: Db,
  campaignIds: readonly string[],
  { countCores = true }: { countCores?: boolean } = {},
): Promise<CampaignSummaryView[]> {
  if (campaignIds.length === 0) return [];
  const ids = [...new Set(campaignIds)];
  const rows = await db
    .select({
      campaign: campaigns,
      workspace: { id: workspaces.id, name: workspaces.name },
      site: { id: sites.id, name: sites.name },
      organization: { id: organizations.id, name: organizations.name },
      coresCount: (countCores ? coresCountOfCampaign : sql<number>`0`).mapWith(Number),
    })
    .from(campaigns)
    .innerJoin(workspaces, eq(workspaces.id, campaigns.workspaceId))
    .innerJoin(sites, eq(sites.id, workspaces.siteId))
    .innerJoin(organizations, eq(organizations.id, sites.organizationId))
    .where(inArray(campaigns.id, ids));
  const byId = new Map(rows.map((row) => [row.campaign.id, row]));
  return campaignIds.flatMap((id) => byId.get(id) ?? []);
}

/**
 * Loads full campaign views in four queries whatever their number: the summaries, the technicians
 * and every person named, in the order of `campaignIds`.
 */
async function loadCampaignViews(db: Db, campaignIds: readonly string[]): Promise<CampaignView[]> {
  const summaries = await loadCampaignSummaryViews(db, campaignIds);
  if (summaries.length === 0) return [];
  const technicians = await technicianIdsOf(
    db,
    summaries.map((summary) => summary.campaign.id),
  );
  const personIds = new Set<string>();
  for (const { campaign } of summaries) {
    for (const id of [campaign.engineerId, campaign.studyManagerId, campaign.mainCustomerId]) {
      if (id !== null) personIds.add(id);
    }
    for (const id of technicians.get(campaign.id) ?? []) personIds.add(id);
  }
  const people =
    personIds.size === 0
      ? []
      : await db
          .select()
          .from(users)
          .where(inArray(users.id, [...personIds]));
  const personOf = new Map(people.map((person) => [person.id, person]));
  const person = (id: string | null): UserRow | null =>
    id === null ? null : (personOf.get(id) ?? null);
  return summaries.map((summary) => ({
    ...summary,
    engineer: person(summary.campaign.engineerId),
    studyManager: person(summary.campaign.studyManagerId),
    mainCustomer: person(summary.campaign.mainCustomerId),
    technicians: (technicians.get(summary.campaign.id) ?? [])
      .map((id) => personOf.get(id))
      .filter((technician): technician is UserRow => technician !== undefined)
      .sort((a, b) => a.lastName.localeCompare(b.lastName, 'fr')),
  }));
}

/** One campaign's full view, or undefined when it does not exist. */
export async function loadCampaignView(
  db: Db,
  campaignId: string,
): Promise<CampaignView | undefined> {
  const [view] = await loadCampaignViews(db, [campaignId]);
  return view;
}
