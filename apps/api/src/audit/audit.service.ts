import { isGuest, type SessionUser } from '@chaussee/permissions';
import { createViolation } from '@chaussee/validation';
import type { components } from '@chaussee/sdk';
import type { MembershipGuard } from '../access/membership-guard.js';
import { hasRight } from '../access/access-rules.js';
import type { CoreAccess } from '../cores/core-access.js';
import { AppError } from '../errors/app-error.js';
import { toAuditEventPage } from './audit-presenter.js';
import { instantsOfDays, type AuditRepository } from './audit.repository.js';

type Schemas = components['schemas'];

interface Paging {
  page: number;
  itemsCount: number;
}

/** A page as asked (the request validation fills the contract's defaults: 1, and 25). */
interface PagingQuery {
  page?: number | undefined;
  itemsCount?: number | undefined;
}

function pagingOf(query: PagingQuery): Paging {
  return { page: query.page ?? 1, itemsCount: query.itemsCount ?? 25 };
}

export interface AuditSearch extends PagingQuery {
  actorId?: string | undefined;
  campaignId?: string | undefined;
  coreId?: string | undefined;
  entity?: string | undefined;
  action?: Schemas['AuditAction'] | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
}

export interface AuditServiceDeps {
  audit: AuditRepository;
  membership: MembershipGuard;
  cores: CoreAccess;
}

/**
 * Who reads the trail: the « Historique » of a campaign or a core for the office's staff who may
 * read the campaign (membership first, so a non-member learns only that; then the designed right
 * « read History », which customers and guests lack); the whole trail for super administrators.
 */
export function createAuditService({ audit, membership, cores }: AuditServiceDeps) {
  function assertMayReadHistory(user: SessionUser): void {
    if (isGuest(user) || !hasRight(user, 'read', 'History')) throw new AppError('forbidden');
  }

  return {
    async campaignHistory(user: SessionUser, campaignId: string, query: PagingQuery) {
      const paging = pagingOf(query);
      await membership.readableCampaign(user, campaignId);
      assertMayReadHistory(user);
      return toAuditEventPage(
        await audit.page({ campaignId }, paging.page, paging.itemsCount),
        paging,
      );
    },

    async coreHistory(user: SessionUser, coreId: string, query: PagingQuery) {
      const paging = pagingOf(query);
      await cores.readableCore(user, coreId);
      assertMayReadHistory(user);
      return toAuditEventPage(await audit.page({ coreId }, paging.page, paging.itemsCount), paging);
    },

    async search(user: SessionUser, query: AuditSearch) {
      if (isGuest(user) || !hasRight(user, 'search', 'AuditTrail')) throw new AppError('forbidden');
      if (
        query.startDate !== undefined &&
        query.endDate !== undefined &&
        query.startDate > query.endDate
      ) {
        throw new AppError('validation_failed', {
          violations: [createViolation('startDate', 'startBeforeEnd')],
        });
      }
      const paging = pagingOf(query);
      const filter = {
        actorId: query.actorId,
        campaignId: query.campaignId,
        coreId: query.coreId,
        entity: query.entity,
        action: query.action,
        ...instantsOfDays(query.startDate, query.endDate),
      };
      return toAuditEventPage(await audit.page(filter, paging.page, paging.itemsCount), paging);
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
