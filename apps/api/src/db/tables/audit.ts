import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** What an audit event records: a row written, or a campaign opened through a share link. */
export type AuditAction = 'insert' | 'update' | 'delete' | 'access';

/** Who acted: a user (possibly impersonated by a super administrator) or a share link's guest. */
export type AuditActorKind = 'user' | 'guest';

/** One changed field: its value before and after (JSON as the row holds it; absent is null). */
export interface AuditFieldChange {
  before: unknown;
  after: unknown;
}

/**
 * The audit trail (issue 27 point 3): one row per row written by a request, in the transaction of
 * the write (database triggers, src/audit/audit-triggers.ts), and one per campaign opened through a
 * share link. No foreign key on purpose: the trail outlives the users, campaigns and cores it
 * names. `changes` is keyed by column name (`thickness`, `campaign_id`); secrets are never in it.
 * Kept without time limit: an office's results are evidence for years (README « Audit trail »).
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorKind: text('actor_kind').notNull().$type<AuditActorKind>(),
    /** The user, or the share link for a guest. */
    actorId: uuid('actor_id'),
    /** The super administrator acting as `actorId` (super-login), else null. */
    impersonatorId: uuid('impersonator_id'),
    /** The contract's operationId of the request (`updateCoreLayers`). */
    operation: text('operation'),
    requestId: text('request_id'),
    action: text('action').notNull().$type<AuditAction>(),
    /** The table written (`cores`, `core_layers`), or `share_tokens` for an access. */
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    /** The campaign the row belongs to, when it belongs to one (for its « Historique »). */
    campaignId: uuid('campaign_id'),
    /** The core the row belongs to (a core, its layers, interfaces, pictures, samples…). */
    coreId: uuid('core_id'),
    changes: jsonb('changes').notNull().$type<Record<string, AuditFieldChange>>(),
  },
  (table) => [
    index('audit_events_campaign_idx').on(table.campaignId, table.id),
    index('audit_events_core_idx').on(table.coreId, table.id),
    index('audit_events_actor_idx').on(table.actorId, table.id),
    index('audit_events_at_idx').on(table.at),
  ],
);
