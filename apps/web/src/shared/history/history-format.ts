import type { AuditEvent, AuditFieldChange } from '@chaussee/sdk/react';
import { fieldLabelOf, labelOf } from '@chaussee/validation';
import { entityNames } from './entity-names.js';
import { historyMessages as text } from './messages.js';

/** The French name of what an entry wrote (`cores` → « Carotte »). */
export function entityLabelOf(entity: string): string {
  return entityNames[entity]?.label ?? entity;
}

/** The French label of a field of an entity, else its name as the trail has it. */
function fieldLabelIn(entity: string, field: string): string {
  const schema = entityNames[entity]?.schema;
  return (schema === undefined ? undefined : fieldLabelOf(schema, field)) ?? field;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/**
 * A value as the trail recorded it, in French: empty, yes/no, a date, a list, a secret or a value
 * too long to keep. A reference (a field ending in `Id`) is only said to have changed: its id
 * means nothing to a reader, and what it pointed to may be gone.
 */
export function valueText(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return text.empty_value;
  if (isRecord(value)) {
    if (value.secret === true) return text.secret;
    if (typeof value.omittedBytes === 'number') return text.longValue(value.omittedBytes);
    return JSON.stringify(value);
  }
  if (/Ids?$/.test(field)) return text.referenceChanged;
  if (typeof value === 'boolean') return value ? text.yes : text.no;
  if (Array.isArray(value)) return value.map((item) => valueText('', item)).join(', ');
  if (typeof value === 'string' && ISO_INSTANT.test(value)) {
    const date = new Date(value);
    if (!Number.isNaN(date.getTime())) return date.toLocaleString('fr-FR');
  }
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** One change as a line: « Épaisseur : 40 → 45 » (a creation shows the value alone). */
export function changeText(
  event: Pick<AuditEvent, 'entity' | 'action'>,
  change: AuditFieldChange,
): string {
  const label = fieldLabelIn(event.entity, change.field);
  if (event.action === 'insert') return `${label} : ${valueText(change.field, change.after)}`;
  if (event.action === 'delete') return `${label} : ${valueText(change.field, change.before)}`;
  return `${label} : ${valueText(change.field, change.before)} → ${valueText(change.field, change.after)}`;
}

/** Who wrote, in French, with the super administrator who acted in their name. */
export function actorText(event: Pick<AuditEvent, 'actor' | 'impersonator'>): string {
  const { actor, impersonator } = event;
  const name =
    actor.kind === 'guest' ? text.guestActor(actor.name) : (actor.name ?? text.unknownActor);
  return impersonator === null ? name : `${name} (${text.impersonatedBy(impersonator.name)})`;
}

export function actionText(event: Pick<AuditEvent, 'action'>): string {
  return labelOf('AuditAction', event.action);
}

export function dateText(at: string): string {
  return new Date(at).toLocaleString('fr-FR', { dateStyle: 'short', timeStyle: 'medium' });
}
