import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database.js';
import { auditEvents, shareTokens, users } from '../db/schema.js';
import type { AuditAction } from '../db/tables/audit.js';

type AuditEventRow = typeof auditEvents.$inferSelect;

/** An entry with the names of who wrote it, as the history lists it. */
export interface AuditEntry extends AuditEventRow {
  /** The user's full name, or the address a guest's link was sent to. */
  actorName: string | null;
  impersonatorName: string | null;
}

/** What the trail is searched by; every field narrows it. */
export interface AuditFilter {
  campaignId?: string | undefined;
  coreId?: string | undefined;
  actorId?: string | undefined;
  entity?: string | undefined;
  action?: AuditAction | undefined;
  /** From this instant on. */
  from?: Date | undefined;
  /** Before this instant. */
  before?: Date | undefined;
}

export interface AuditPage {
  totalItems: number;
  entries: AuditEntry[];
}

const DAY_MS = 24 * 3600 * 1000;

/** The instants of a range of inclusive UTC days (`startDate`, `endDate` of the search). */
export function instantsOfDays(
  startDate?: string,
  endDate?: string,
): Pick<AuditFilter, 'from' | 'before'> {
  return {
    from: startDate === undefined ? undefined : new Date(`${startDate}T00:00:00Z`),
    before:
      endDate === undefined
        ? undefined
        : new Date(new Date(`${endDate}T00:00:00Z`).getTime() + DAY_MS),
  };
}

function conditionsOf(filter: AuditFilter): SQL | undefined {
  return and(
    filter.campaignId === undefined ? undefined : eq(auditEvents.campaignId, filter.campaignId),
    filter.coreId === undefined ? undefined : eq(auditEvents.coreId, filter.coreId),
    filter.actorId === undefined ? undefined : eq(auditEvents.actorId, filter.actorId),
    filter.entity === undefined ? undefined : eq(auditEvents.entity, filter.entity),
    filter.action === undefined ? undefined : eq(auditEvents.action, filter.action),
    filter.from === undefined ? undefined : gte(auditEvents.at, filter.from),
    filter.before === undefined ? undefined : lt(auditEvents.at, filter.before),
  );
}

/**
 * The audit trail: the triggers write the writes (audit-triggers.ts); this records the openings
 * of campaigns through share links and reads pages, newest first, by the indexes on
 * (campaign, id), (core, id), (actor, id).
 */
export function createAuditRepository(db: Db) {
  const impersonator = alias(users, 'impersonator');
  return {
    /** A guest opened the campaign of its share link (`signInGuest`). */
    async recordGuestAccess(entry: {
      shareLinkId: string;
      campaignId: string;
      operation: string;
    }): Promise<void> {
      // Dated by the database, as the writes the triggers record.
      await db.insert(auditEvents).values({
        actorKind: 'guest',
        actorId: entry.shareLinkId,
        operation: entry.operation,
        action: 'access',
        entity: 'share_tokens',
        entityId: entry.shareLinkId,
        campaignId: entry.campaignId,
        changes: {},
      });
    },

    async page(filter: AuditFilter, page: number, itemsCount: number): Promise<AuditPage> {
      const where = conditionsOf(filter);
      const [total] = await db.select({ value: count() }).from(auditEvents).where(where);
      const rows = await db
        .select({
          event: auditEvents,
          actorName: sql<string | null>`case ${auditEvents.actorKind}
            when 'user' then ${users.firstName} || ' ' || ${users.lastName}
            else ${shareTokens.email} end`,
          impersonatorName: sql<
            string | null
          >`${impersonator.firstName} || ' ' || ${impersonator.lastName}`,
        })
        .from(auditEvents)
        .leftJoin(users, and(eq(auditEvents.actorKind, 'user'), eq(users.id, auditEvents.actorId)))
        .leftJoin(
          shareTokens,
          and(eq(auditEvents.actorKind, 'guest'), eq(shareTokens.id, auditEvents.actorId)),
        )
        .leftJoin(impersonator, eq(impersonator.id, auditEvents.impersonatorId))
        .where(where)
        .orderBy(desc(auditEvents.id))
        .limit(itemsCount)
        .offset((page - 1) * itemsCount);
      return {
        totalItems: total?.value ?? 0,
        entries: rows.map((row) => ({
          ...row.event,
          actorName: row.actorName,
          impersonatorName: row.impersonatorName,
        })),
      };
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
