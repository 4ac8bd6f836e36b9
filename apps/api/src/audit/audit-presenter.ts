import type { components } from '@chaussee/sdk';
import type { AuditEntry, AuditPage } from './audit.repository.js';

type Schemas = components['schemas'];

/** `nr_name` → `nrName`: the trail keeps columns, the contract answers fields. */
function fieldOf(column: string): string {
  return column.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
}

function toAuditEvent(entry: AuditEntry): Schemas['AuditEvent'] {
  return {
    id: String(entry.id),
    at: entry.at.toISOString(),
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    campaignId: entry.campaignId,
    coreId: entry.coreId,
    operation: entry.operation,
    actor: { kind: entry.actorKind, id: entry.actorId, name: entry.actorName },
    impersonator:
      entry.impersonatorId === null
        ? null
        : { kind: 'user', id: entry.impersonatorId, name: entry.impersonatorName },
    changes: Object.entries(entry.changes)
      .map(([column, change]) => ({
        field: fieldOf(column),
        before: change.before,
        after: change.after,
      }))
      .sort((a, b) => a.field.localeCompare(b.field)),
  };
}

export function toAuditEventPage(
  page: AuditPage,
  paging: { page: number; itemsCount: number },
): Schemas['AuditEventPage'] {
  return { ...paging, totalItems: page.totalItems, items: page.entries.map(toAuditEvent) };
}
