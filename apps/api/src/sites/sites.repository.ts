import { and, asc, count, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { workspaceVisibleTo } from '../access/membership.repository.js';
import type { Db } from '../db/database.js';
import {
  agencies,
  organizations,
  providers,
  siteProviders,
  sites,
  userSites,
  users,
  workspaces,
} from '../db/schema.js';
import { versionMatches, type VersionCondition } from '../http/entity-version.js';
import type { PageOf, PageRequest } from '../http/paging.js';

export type SiteRow = typeof sites.$inferSelect;
type OrganizationRow = typeof organizations.$inferSelect;
type AgencyRow = typeof agencies.$inferSelect;
type UserRow = typeof users.$inferSelect;
type ProviderRow = typeof providers.$inferSelect;

/** A site with what its page shows. */
export interface SiteView {
  site: SiteRow;
  organization: OrganizationRow;
  agency: (AgencyRow & { organization: OrganizationRow }) | null;
  commercial: UserRow | null;
  providers: ProviderRow[];
  usersCount: number;
  /** Among the workspaces the viewer may see. */
  workspacesCount: number;
}

/** The columns a site's create, PUT and PATCH write. */
export type SiteFields = Pick<
  SiteRow,
  'name' | 'agencyId' | 'address' | 'zipCode' | 'city' | 'phone' | 'commercialId'
>;

export interface SiteFilter {
  /** Sites of these organizations only (undefined: all). */
  organizationIds?: readonly string[] | undefined;
  /** Sites of customer organizations only. */
  customerOnly?: boolean | undefined;
  /** Sites followed by one of these agencies. */
  agencyIds?: readonly string[] | undefined;
}

/** Keeps `inArray` valid (never an empty list) while matching nothing more. */
const NO_ID = '00000000-0000-0000-0000-000000000000';

const agencyOrganizations = alias(organizations, 'agency_organizations');
const commercials = alias(users, 'commercials');

function filterCondition(filter: SiteFilter): SQL | undefined {
  return and(
    filter.organizationIds === undefined
      ? undefined
      : inArray(sites.organizationId, [...filter.organizationIds, NO_ID]),
    filter.customerOnly === true ? eq(organizations.isInternal, false) : undefined,
    filter.agencyIds === undefined
      ? undefined
      : inArray(sites.agencyId, [...filter.agencyIds, NO_ID]),
  );
}

/** Sites, with their organization, agency, commercial, providers and counts: the only site SQL. */
export function createSitesRepository(db: Db) {
  /** `viewerId` undefined counts every workspace; else those the viewer is a member of. */
  async function viewsWhere(
    where: SQL | undefined,
    viewerId: string | undefined,
    page?: PageRequest,
  ): Promise<SiteView[]> {
    const query = db
      .select({
        site: sites,
        organization: organizations,
        agency: agencies,
        agencyOrganization: agencyOrganizations,
        commercial: commercials,
      })
      .from(sites)
      .innerJoin(organizations, eq(organizations.id, sites.organizationId))
      .leftJoin(agencies, eq(agencies.id, sites.agencyId))
      .leftJoin(agencyOrganizations, eq(agencyOrganizations.id, agencies.organizationId))
      .leftJoin(commercials, eq(commercials.id, sites.commercialId))
      .where(where)
      .orderBy(sql`lower(${organizations.name})`, sql`lower(${sites.name})`, asc(sites.id))
      .$dynamic();
    const rows = await (page ? query.limit(page.limit).offset(page.offset) : query);
    const ids = rows.map((row) => row.site.id);
    if (ids.length === 0) return [];
    const people = await db
      .select({ siteId: userSites.siteId, total: count() })
      .from(userSites)
      .innerJoin(users, eq(users.id, userSites.userId))
      .where(and(inArray(userSites.siteId, ids), isNull(users.deletedAt)))
      .groupBy(userSites.siteId);
    // Joined so that Drizzle qualifies the columns the membership condition compares.
    const projects = await db
      .select({ siteId: workspaces.siteId, total: count() })
      .from(workspaces)
      .innerJoin(sites, eq(sites.id, workspaces.siteId))
      .where(
        and(
          inArray(workspaces.siteId, ids),
          viewerId === undefined ? undefined : workspaceVisibleTo(viewerId),
        ),
      )
      .groupBy(workspaces.siteId);
    const enabled = await db
      .select({ siteId: siteProviders.siteId, provider: providers })
      .from(siteProviders)
      .innerJoin(providers, eq(providers.id, siteProviders.providerId))
      .where(inArray(siteProviders.siteId, ids))
      .orderBy(sql`lower(${providers.name})`, asc(providers.id));
    return rows.map(({ site, organization, agency, agencyOrganization, commercial }) => ({
      site,
      organization,
      agency: agency && agencyOrganization && { ...agency, organization: agencyOrganization },
      commercial,
      providers: enabled.filter((row) => row.siteId === site.id).map((row) => row.provider),
      usersCount: people.find((row) => row.siteId === site.id)?.total ?? 0,
      workspacesCount: projects.find((row) => row.siteId === site.id)?.total ?? 0,
    }));
  }

  return {
    async findById(id: string): Promise<SiteRow | undefined> {
      const [row] = await db.select().from(sites).where(eq(sites.id, id));
      return row;
    },

    async findView(id: string, viewerId: string | undefined): Promise<SiteView | undefined> {
      const [view] = await viewsWhere(eq(sites.id, id), viewerId);
      return view;
    },

    /** Sorted by organization name, then site name. */
    async list(
      filter: SiteFilter,
      viewerId: string | undefined,
      page: PageRequest,
    ): Promise<PageOf<SiteView>> {
      const where = filterCondition(filter);
      const [counted] = await db
        .select({ total: count() })
        .from(sites)
        .innerJoin(organizations, eq(organizations.id, sites.organizationId))
        .where(where);
      return { rows: await viewsWhere(where, viewerId, page), total: counted?.total ?? 0 };
    },

    async insert(
      values: SiteFields & { id?: string | undefined; organizationId: string },
      at: Date,
    ): Promise<string> {
      const [row] = await db
        .insert(sites)
        .values({ ...values, createdAt: at, updatedAt: at })
        .returning({ id: sites.id });
      if (!row) throw new Error('The site was not inserted.');
      return row.id;
    },

    /** False when the site is gone or `condition` names another version (entity-version.ts). */
    async update(
      id: string,
      changes: Partial<SiteFields & { isActive: boolean }>,
      at: Date,
      condition: VersionCondition,
    ): Promise<boolean> {
      const rows = await db
        .update(sites)
        .set({ ...changes, updatedAt: at, version: sql`${sites.version} + 1` })
        .where(and(eq(sites.id, id), versionMatches(sites.version, condition)))
        .returning({ id: sites.id });
      return rows.length > 0;
    },

    /** Live users attached to the site and workspaces of the site (all of them). */
    async dependents(id: string): Promise<{ users: number; workspaces: number }> {
      const [people] = await db
        .select({ total: count() })
        .from(userSites)
        .innerJoin(users, eq(users.id, userSites.userId))
        .where(and(eq(userSites.siteId, id), isNull(users.deletedAt)));
      const [projects] = await db
        .select({ total: count() })
        .from(workspaces)
        .where(eq(workspaces.siteId, id));
      return { users: people?.total ?? 0, workspaces: projects?.total ?? 0 };
    },

    /**
     * Deletes the site in one transaction, after moving its users (deleted ones included, whose
     * name stays on their work) and its workspaces, with their campaigns, to the fallback site.
     */
    async delete(id: string, fallbackSiteId: string | undefined): Promise<void> {
      await db.transaction(async (tx) => {
        if (fallbackSiteId !== undefined) {
          const links = await tx
            .select({ userId: userSites.userId })
            .from(userSites)
            .where(eq(userSites.siteId, id));
          if (links.length > 0) {
            await tx
              .insert(userSites)
              .values(links.map((link) => ({ userId: link.userId, siteId: fallbackSiteId })))
              .onConflictDoNothing();
          }
          await tx
            .update(workspaces)
            .set({ siteId: fallbackSiteId })
            .where(eq(workspaces.siteId, id));
        }
        // The site's user links and provider settings go with it (on delete cascade).
        await tx.delete(sites).where(eq(sites.id, id));
      });
    },

    async isOrganizationActive(id: string): Promise<boolean> {
      const [row] = await db
        .select({ isActive: organizations.isActive })
        .from(organizations)
        .where(eq(organizations.id, id));
      return row?.isActive === true;
    },

    async agencyExists(id: string): Promise<boolean> {
      const [row] = await db.select({ id: agencies.id }).from(agencies).where(eq(agencies.id, id));
      return row !== undefined;
    },

    /** Whether the id is a live commercial of the engineering office. */
    async isCommercial(id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, id), isNull(users.deletedAt), eq(users.job, 'commercial')));
      return row !== undefined;
    },
  };
}

export type SitesRepository = ReturnType<typeof createSitesRepository>;
