import type { AuditAction, SearchAuditEventsParams } from '@chaussee/sdk/react';
import { HISTORY_PAGE_SIZES } from '../../shared/history/history-table.js';

/** The filters of the audit trail screen, as the URL holds them (a search can be shared). */
export interface AuditTrailFilters {
  action: AuditAction | '';
  entity: string;
  campaignId: string;
  actorId: string;
  startDate: string;
  endDate: string;
  page: number;
  itemsCount: number;
}

export const AUDIT_ACTIONS: readonly AuditAction[] = ['insert', 'update', 'delete', 'access'];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const FIELDS = ['action', 'entity', 'campaignId', 'actorId', 'startDate', 'endDate'] as const;

function isAction(value: string): value is AuditAction {
  return AUDIT_ACTIONS.some((action) => action === value);
}

function positive(value: string | null, fallback: number): number {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 ? number : fallback;
}

/** The filters of a URL's query; what is not valid there is left empty, never sent. */
export function filtersOf(query: URLSearchParams): AuditTrailFilters {
  const action = query.get('action') ?? '';
  const itemsCount = positive(query.get('itemsCount'), 25);
  return {
    action: isAction(action) ? action : '',
    entity: query.get('entity') ?? '',
    campaignId: query.get('campaignId') ?? '',
    actorId: query.get('actorId') ?? '',
    startDate: query.get('startDate') ?? '',
    endDate: query.get('endDate') ?? '',
    page: positive(query.get('page'), 1),
    itemsCount: HISTORY_PAGE_SIZES.some((size) => size === itemsCount) ? itemsCount : 25,
  };
}

/** The URL query of filters: empty fields and the first page are left out. */
export function queryOf(filters: AuditTrailFilters): URLSearchParams {
  const query = new URLSearchParams();
  for (const field of FIELDS) if (filters[field] !== '') query.set(field, filters[field]);
  if (filters.page !== 1) query.set('page', String(filters.page));
  if (filters.itemsCount !== 25) query.set('itemsCount', String(filters.itemsCount));
  return query;
}

/** Whether an identifier typed in a filter is complete (a partial one is not sent). */
export function isCompleteId(value: string): boolean {
  return value === '' || UUID.test(value.trim());
}

/**
 * The parameters of GET /audit-events: only complete values (an id being typed, a half date are
 * not sent; the field says why). A backwards range typed never reaches the address
 * (DateRangeFields keeps it in its field with the French sentence); one written in the address is
 * sent as the statistics and macro screens send theirs, and the server refuses it (400), while
 * the sentence shows under « Du ».
 */
export function searchParamsOf(filters: AuditTrailFilters): SearchAuditEventsParams {
  return {
    ...(filters.action !== '' && { action: filters.action }),
    ...(/^[a-z_]+$/.test(filters.entity) && { entity: filters.entity }),
    ...(filters.campaignId !== '' &&
      isCompleteId(filters.campaignId) && { campaignId: filters.campaignId.trim() }),
    ...(filters.actorId !== '' &&
      isCompleteId(filters.actorId) && { actorId: filters.actorId.trim() }),
    ...(DAY.test(filters.startDate) && { startDate: filters.startDate }),
    ...(DAY.test(filters.endDate) && { endDate: filters.endDate }),
    page: filters.page,
    itemsCount: filters.itemsCount,
  };
}
