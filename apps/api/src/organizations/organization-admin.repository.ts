import {
  and,
  asc,
  count,
  countDistinct,
  eq,
  inArray,
  isNull,
  ne,
  notExists,
  type SQL,
  sql,
} from 'drizzle-orm';
import { campaignVisibleTo, workspaceVisibleTo } from '../access/membership.repository.js';
import { versionMatches, type VersionCondition } from '../http/entity-version.js';
import type { Db } from '../db/database.js';
import {
  agencies,
  campaigns,
  organizations,
  sites,
  userSites,
  users,
  workspaces,
} from '../db/schema.js';
import type { PageOf, PageRequest } from '../http/paging.js';

export type OrganizationRow = typeof organizations.$inferSelect;
export type AgencyRow = typeof agencies.$inferSelect;

/** An organization with the counts its page shows. */
export interface OrganizationView extends OrganizationRow {
  sitesCount: number;
  usersCount: number;
}

export interface OrganizationRelations {
  sites: (typeof sites.$inferSelect)[];
  usersCount: number;
  workspacesCount: number;
  campaignsCount: number;
  activeCampaignsCount: number;
}

export interface AgencyView extends AgencyRow {
  organization: OrganizationRow;
}

/** The editable fields of an organization (POST and PUT). */
export type OrganizationFields = Pick<
  OrganizationRow,
  'name' | 'isInternal' | 'siret' | 'address' | 'zipCode' | 'city' | 'phone'
>;

/** Which organizations a query returns: `ids` undefined for all; one kind when isInternal is set. */
export interface OrganizationFilter {
  ids?: readonly string[] | undefined;
  isInternal?: boolean;
}

function filterCondition(filter: OrganizationFilter): SQL | undefined {
  return and(
    filter.ids === undefined ? undefined : inArray(organizations.id, [...filter.ids, NO_ID]),
    filter.isInternal === undefined ? undefined : eq(organizations.isInternal, filter.isInternal),
  );
}

/** Keeps `inArray` valid (never an empty list) while matching nothing more. */
const NO_ID = '00000000-0000-0000-0000-000000000000';

/**
 * Organizations and agencies: the only code with their SQL (the seed's first inserts stay in
 * organizations.repository.ts).
 */
export function createOrganizationAdminRepository(db: Db) {
  /** The rows with their counts, in two grouped queries whatever the number of rows. */
  async function withCounts(rows: OrganizationRow[]): Promise<OrganizationView[]> {
    const ids = rows.map((row) => row.id);
    if (ids.length === 0) return [];
    const siteCounts = await db
      .select({ organizationId: sites.organizationId, total: count() })
      .from(sites)
      .where(inArray(sites.organizationId, ids))
      .groupBy(sites.organizationId);
    // Users are counted once per organization, live ones only.
    const userCounts = await db
      .select({ organizationId: sites.organizationId, total: countDistinct(userSites.userId) })
      .from(userSites)
      .innerJoin(sites, eq(sites.id, userSites.siteId))
      .innerJoin(users, eq(users.id, userSites.userId))
      .where(and(inArray(sites.organizationId, ids), isNull(users.deletedAt)))
      .groupBy(sites.organizationId);
    const countOf = (counts: { organizationId: string; total: number }[], id: string) =>
      counts.find((row) => row.organizationId === id)?.total ?? 0;
    return rows.map((row) => ({
      ...row,
      sitesCount: countOf(siteCounts, row.id),
      usersCount: countOf(userCounts, row.id),
    }));
  }

  async function findView(id: string): Promise<OrganizationView | undefined> {
    const [row] = await db.select().from(organizations).where(eq(organizations.id, id));
    return row && (await withCounts([row]))[0];
  }

  return {
    findView,

    async findById(id: string): Promise<OrganizationRow | undefined> {
      const [row] = await db.select().from(organizations).where(eq(organizations.id, id));
      return row;
    },

    /** The organizations a user belongs to, through their sites. */
    async organizationIdsOf(userId: string): Promise<string[]> {
      const rows = await db
        .selectDistinct({ id: sites.organizationId })
        .from(userSites)
        .innerJoin(sites, eq(sites.id, userSites.siteId))
        .where(eq(userSites.userId, userId));
      return rows.map((row) => row.id);
    },

    async list(filter: OrganizationFilter, page: PageRequest): Promise<PageOf<OrganizationView>> {
      const where = filterCondition(filter);
      const [counted] = await db.select({ total: count() }).from(organizations).where(where);
      const rows = await db
        .select()
        .from(organizations)
        .where(where)
        .orderBy(sql`lower(${organizations.name})`, asc(organizations.id))
        .limit(page.limit)
        .offset(page.offset);
      return { rows: await withCounts(rows), total: counted?.total ?? 0 };
    },

    async insert(fields: OrganizationFields & { id?: string | undefined }, at: Date) {
      const [row] = await db
        .insert(organizations)
        .values({ ...fields, createdAt: at, updatedAt: at })
        .returning({ id: organizations.id });
      if (!row) throw new Error('The organization was not inserted.');
      return row.id;
    },

    async update(
      id: string,
      changes: Partial<OrganizationFields> & { logoPath?: string | null },
      at: Date,
      condition: VersionCondition,
    ): Promise<boolean> {
      const rows = await db
        .update(organizations)
        .set({ ...changes, updatedAt: at, version: sql`${organizations.version} + 1` })
        .where(and(eq(organizations.id, id), versionMatches(organizations.version, condition)))
        .returning({ id: organizations.id });
      return rows.length > 0;
    },

    /**
     * Deactivates the organization, its sites and the users who belong to no other active
     * organization, in one transaction; answers the ids of the users deactivated.
     */
    async deactivate(id: string, at: Date): Promise<string[]> {
      return db.transaction(async (tx) => {
        await tx
          .update(organizations)
          .set({ isActive: false, updatedAt: at, version: sql`${organizations.version} + 1` })
          .where(eq(organizations.id, id));
        await tx
          .update(sites)
          .set({ isActive: false, updatedAt: at, version: sql`${sites.version} + 1` })
          .where(eq(sites.organizationId, id));
        const members = tx
          .select({ userId: userSites.userId })
          .from(userSites)
          .innerJoin(sites, eq(sites.id, userSites.siteId))
          .where(eq(sites.organizationId, id));
        const elsewhere = tx
          .select({ one: sql`1` })
          .from(userSites)
          .innerJoin(sites, eq(sites.id, userSites.siteId))
          .innerJoin(organizations, eq(organizations.id, sites.organizationId))
          .where(
            and(
              eq(userSites.userId, users.id),
              ne(sites.organizationId, id),
              eq(organizations.isActive, true),
            ),
          );
        const deactivated = await tx
          .update(users)
          .set({ isActive: false, updatedAt: at, version: sql`${users.version} + 1` })
          .where(
            and(
              inArray(users.id, members),
              isNull(users.deletedAt),
              eq(users.isActive, true),
              notExists(elsewhere),
            ),
          )
          .returning({ id: users.id });
        return deactivated.map((user) => user.id);
      });
    },

    /**
     * What depends on the organization. Workspaces and campaigns are counted among those
     * `viewerId` may see (undefined: all of them), so that no count reveals what is hidden.
     */
    async relations(id: string, viewerId: string | undefined): Promise<OrganizationRelations> {
      const siteRows = await db
        .select()
        .from(sites)
        .where(eq(sites.organizationId, id))
        .orderBy(sql`lower(${sites.name})`, asc(sites.id));
      const [people] = await db
        .select({ total: countDistinct(userSites.userId) })
        .from(userSites)
        .innerJoin(sites, eq(sites.id, userSites.siteId))
        .innerJoin(users, eq(users.id, userSites.userId))
        .where(and(eq(sites.organizationId, id), isNull(users.deletedAt)));
      const [projects] = await db
        .select({ total: count() })
        .from(workspaces)
        .innerJoin(sites, eq(sites.id, workspaces.siteId))
        .where(
          and(
            eq(sites.organizationId, id),
            viewerId === undefined ? undefined : workspaceVisibleTo(viewerId),
          ),
        );
      const [work] = await db
        .select({
          total: count(),
          active: count(
            sql`case when not ${campaigns.isArchived} and ${campaigns.status} <> 'finished' then 1 end`,
          ),
        })
        .from(campaigns)
        .innerJoin(workspaces, eq(workspaces.id, campaigns.workspaceId))
        .innerJoin(sites, eq(sites.id, workspaces.siteId))
        .where(
          and(
            eq(sites.organizationId, id),
            viewerId === undefined ? undefined : campaignVisibleTo(viewerId),
          ),
        );
      return {
        sites: siteRows,
        usersCount: people?.total ?? 0,
        workspacesCount: projects?.total ?? 0,
        campaignsCount: work?.total ?? 0,
        activeCampaignsCount: work?.active ?? 0,
      };
    },

    async listAgencies(
      filter: { organizationIds?: readonly string[] | undefined },
      page: PageRequest,
    ): Promise<PageOf<AgencyView>> {
      const where =
        filter.organizationIds === undefined
          ? undefined
          : inArray(agencies.organizationId, [...filter.organizationIds, NO_ID]);
      const [counted] = await db.select({ total: count() }).from(agencies).where(where);
      const rows = await db
        .select({ agency: agencies, organization: organizations })
        .from(agencies)
        .innerJoin(organizations, eq(organizations.id, agencies.organizationId))
        .where(where)
        .orderBy(sql`lower(${agencies.name})`, asc(agencies.id))
        .limit(page.limit)
        .offset(page.offset);
      return {
        rows: rows.map((row) => ({ ...row.agency, organization: row.organization })),
        total: counted?.total ?? 0,
      };
    },

    async findAgency(id: string): Promise<AgencyRow | undefined> {
      const [row] = await db.select().from(agencies).where(eq(agencies.id, id));
      return row;
    },

    async insertAgency(values: { id?: string | undefined; organizationId: string; name: string }) {
      const [row] = await db.insert(agencies).values(values).returning();
      if (!row) throw new Error('The agency was not inserted.');
      return row;
    },
  };
}

export type OrganizationAdminRepository = ReturnType<typeof createOrganizationAdminRepository>;
