import type { Job, Role } from '@chaussee/permissions';
import { and, asc, count, eq, exists, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { versionMatches, type VersionCondition } from '../http/entity-version.js';
import { liveUsersByIds } from '../campaigns/campaign-create.repository.js';
import type { Db } from '../db/database.js';
import {
  agencies,
  campaigns,
  organizations,
  sites,
  userAgencies,
  userSites,
  users,
} from '../db/schema.js';

export type UserRow = typeof users.$inferSelect;
type OrganizationRow = typeof organizations.$inferSelect;
type SiteRow = typeof sites.$inferSelect;
type AgencyRow = typeof agencies.$inferSelect;

/** A user with what surrounds them: sites, their organization, agencies. */
export interface UserProfile {
  user: UserRow;
  sites: SiteRow[];
  /** The organization of the user's sites; null when the user has none. */
  organization: OrganizationRow | null;
  agencies: (AgencyRow & { organization: OrganizationRow })[];
}

/** Which users a query may return, decided by the service from the caller's rights. */
export type UserScope =
  | { kind: 'all' }
  | { kind: 'organizations'; organizationIds: readonly string[]; selfId: string }
  | { kind: 'self'; selfId: string };

export interface UserFilter {
  scope: UserScope;
  job?: Job | undefined;
  /** Users with a site in one of these organizations. */
  organizationIds?: readonly string[] | undefined;
  agencyIds?: readonly string[] | undefined;
  limit: number;
  offset: number;
}

export interface NewUser {
  /** Given only by the demo seed, whose ids are the same on every machine. */
  id?: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  job: Job | null;
  roles: Role[];
  passwordHash: string | null;
  createdAt: Date;
}

export type UserChanges = Partial<
  Pick<
    UserRow,
    | 'email'
    | 'firstName'
    | 'lastName'
    | 'phone'
    | 'job'
    | 'roles'
    | 'profilePicturePath'
    | 'passwordHash'
  >
>;

const live = isNull(users.deletedAt);

function inOrganizations(organizationIds: readonly string[], db: Db): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(userSites)
      .innerJoin(sites, eq(sites.id, userSites.siteId))
      .where(
        and(eq(userSites.userId, users.id), inArray(sites.organizationId, [...organizationIds])),
      ),
  );
}

function scopeCondition(scope: UserScope, db: Db): SQL | undefined {
  switch (scope.kind) {
    case 'all':
      return undefined;
    case 'self':
      return eq(users.id, scope.selfId);
    case 'organizations':
      return or(eq(users.id, scope.selfId), inOrganizations(scope.organizationIds, db));
  }
}

/** The only code that reads and writes users, their sites and agencies. */
export function createUsersRepository(db: Db) {
  async function profilesOf(rows: readonly UserRow[]): Promise<UserProfile[]> {
    const ids = rows.map((row) => row.id);
    if (ids.length === 0) return [];
    const siteLinks = await db
      .select({ userId: userSites.userId, site: sites, organization: organizations })
      .from(userSites)
      .innerJoin(sites, eq(sites.id, userSites.siteId))
      .innerJoin(organizations, eq(organizations.id, sites.organizationId))
      .where(inArray(userSites.userId, ids))
      .orderBy(asc(sites.name), asc(sites.id));
    const agencyLinks = await db
      .select({ userId: userAgencies.userId, agency: agencies, organization: organizations })
      .from(userAgencies)
      .innerJoin(agencies, eq(agencies.id, userAgencies.agencyId))
      .innerJoin(organizations, eq(organizations.id, agencies.organizationId))
      .where(inArray(userAgencies.userId, ids))
      .orderBy(asc(agencies.name), asc(agencies.id));
    return rows.map((user) => {
      const ownSites = siteLinks.filter((link) => link.userId === user.id);
      return {
        user,
        sites: ownSites.map((link) => link.site),
        organization: ownSites[0]?.organization ?? null,
        agencies: agencyLinks
          .filter((link) => link.userId === user.id)
          .map((link) => ({ ...link.agency, organization: link.organization })),
      };
    });
  }

  async function replaceLinks(
    tx: Db,
    userId: string,
    siteIds: readonly string[] | undefined,
    agencyIds: readonly string[] | undefined,
  ): Promise<void> {
    if (siteIds !== undefined) {
      await tx.delete(userSites).where(eq(userSites.userId, userId));
      if (siteIds.length > 0) {
        await tx
          .insert(userSites)
          .values([...new Set(siteIds)].map((siteId) => ({ userId, siteId })));
      }
    }
    if (agencyIds !== undefined) {
      await tx.delete(userAgencies).where(eq(userAgencies.userId, userId));
      if (agencyIds.length > 0) {
        await tx
          .insert(userAgencies)
          .values([...new Set(agencyIds)].map((agencyId) => ({ userId, agencyId })));
      }
    }
  }

  /**
   * Every authenticated request reads its user (session.service): the query is built once, and
   * named, so that PostgreSQL parses and plans it once per connection instead of per request.
   */
  let liveById: ReturnType<typeof prepareLiveById> | undefined;
  const prepareLiveById = () =>
    db
      .select()
      .from(users)
      .where(and(eq(users.id, sql.placeholder('id')), live))
      .prepare('users_live_by_id');

  /** A user who is not deleted. */
  async function findById(id: string): Promise<UserRow | undefined> {
    liveById ??= prepareLiveById();
    const [row] = await liveById.execute({ id });
    return row;
  }

  return {
    findById,

    /** Also a deleted user: their name stays on what they did (a share link they made). */
    async findIncludingDeleted(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },

    /** The live user with this address, whatever the case it was typed in. */
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(sql`lower(${users.email}) = lower(${email})`, live));
      return row;
    },

    async findProfile(id: string): Promise<UserProfile | undefined> {
      const row = await findById(id);
      if (!row) return undefined;
      const [profile] = await profilesOf([row]);
      return profile;
    },

    /** The live users of these ids, in the order of the ids (the deleted and unknown left out). */
    async findProfiles(ids: readonly string[]): Promise<UserProfile[]> {
      const byId = new Map((await liveUsersByIds(db, ids)).map((row) => [row.id, row]));
      return profilesOf(ids.flatMap((id) => byId.get(id) ?? []));
    },

    async list(filter: UserFilter): Promise<{ profiles: UserProfile[]; total: number }> {
      const where = and(
        live,
        scopeCondition(filter.scope, db),
        filter.job === undefined ? undefined : eq(users.job, filter.job),
        filter.organizationIds === undefined
          ? undefined
          : inOrganizations(filter.organizationIds, db),
        filter.agencyIds === undefined
          ? undefined
          : exists(
              db
                .select({ one: sql`1` })
                .from(userAgencies)
                .where(
                  and(
                    eq(userAgencies.userId, users.id),
                    inArray(userAgencies.agencyId, [...filter.agencyIds]),
                  ),
                ),
            ),
      );
      const [counted] = await db.select({ total: count() }).from(users).where(where);
      const rows = await db
        .select()
        .from(users)
        .where(where)
        .orderBy(sql`lower(${users.lastName})`, sql`lower(${users.firstName})`, asc(users.id))
        .limit(filter.limit)
        .offset(filter.offset);
      return { profiles: await profilesOf(rows), total: counted?.total ?? 0 };
    },

    /** Ids of the organizations of these sites, for the sites that exist. */
    async sitesByIds(ids: readonly string[]): Promise<SiteRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(sites)
        .where(inArray(sites.id, [...ids]));
    },

    async agenciesByIds(ids: readonly string[]): Promise<AgencyRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(agencies)
        .where(inArray(agencies.id, [...ids]));
    },

    /** The organizations a user belongs to through their sites. */
    async organizationIdsOf(userId: string): Promise<string[]> {
      const rows = await db
        .selectDistinct({ id: sites.organizationId })
        .from(userSites)
        .innerJoin(sites, eq(sites.id, userSites.siteId))
        .where(eq(userSites.userId, userId));
      return rows.map((row) => row.id);
    },

    async insert(
      user: NewUser,
      siteIds: readonly string[],
      agencyIds: readonly string[],
    ): Promise<UserRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(users)
          .values({ ...user, updatedAt: user.createdAt })
          .returning();
        if (!row) throw new Error('The user was not inserted.');
        await replaceLinks(tx, row.id, siteIds, agencyIds);
        return row;
      });
    },

    /** Changes the given fields; sites and agencies are replaced when given. */
    async update(
      id: string,
      changes: UserChanges,
      at: Date,
      links: {
        siteIds?: readonly string[] | undefined;
        agencyIds?: readonly string[] | undefined;
      } = {},
      /** If-Match of the request (entity-version.ts): undefined when it names another version. */
      condition?: VersionCondition,
    ): Promise<UserRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set({ ...changes, updatedAt: at, version: sql`${users.version} + 1` })
          .where(and(eq(users.id, id), live, versionMatches(users.version, condition)))
          .returning();
        if (row) await replaceLinks(tx, id, links.siteIds, links.agencyIds);
        return row;
      });
    },

    /**
     * Ends every access token of the user at once: each carries the version it was issued under,
     * and authentication compares it with this column of the row it loads anyway.
     */
    async raiseSessionVersion(id: string): Promise<void> {
      await db
        .update(users)
        .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
        .where(eq(users.id, id));
    },

    /** Not an edit of the user: `updatedAt` stays. */
    async recordSignIn(id: string, at: Date): Promise<void> {
      await db.update(users).set({ lastLoginAt: at }).where(eq(users.id, id));
    },

    /** The user can no longer sign in; the row stays for what they created. */
    async softDelete(id: string, at: Date): Promise<void> {
      await db
        .update(users)
        .set({ isActive: false, deletedAt: at, updatedAt: at })
        .where(and(eq(users.id, id), live));
    },

    /**
     * Whether the user is the main customer of a campaign (their customer role is then locked).
     * Campaigns hold only this column so far; the campaigns issue keeps the query as it is.
     */
    async isMainCustomerOfACampaign(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: campaigns.id })
        .from(campaigns)
        .where(eq(campaigns.mainCustomerId, userId))
        .limit(1);
      return row !== undefined;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
