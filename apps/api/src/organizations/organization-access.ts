import { isGuest, isInternal, type SessionUser } from '@chaussee/permissions';
import { hasRight } from '../access/access-rules.js';
import { AppError } from '../errors/app-error.js';
import type { OrganizationAdminRepository } from './organization-admin.repository.js';

/**
 * Who sees which organizations (and so which sites, whose visibility is their organization's):
 *
 * - the engineering office's staff and the administrators (a job, or an internal or admin role)
 *   see every organization: they work for all customers;
 * - anyone else (customers, and the READ_ONLY or statistics-only accounts) sees the organizations
 *   they belong to through their sites, and nothing of the others: an organization or site outside
 *   their view is answered 404 like one that does not exist;
 * - a guest (share link) sees none: 403 on every operation of organizations, sites, agencies and
 *   providers.
 *
 * Seeing is not changing: writes need the rights of spec section 6 on top (see the services), and
 * READ_ONLY users and guests never write.
 */
export type OrganizationScope =
  { kind: 'all' } | { kind: 'own'; organizationIds: readonly string[] };

/** Whether the scope includes the organization. */
export function scopeIncludes(scope: OrganizationScope, organizationId: string): boolean {
  return scope.kind === 'all' || scope.organizationIds.includes(organizationId);
}

/** The ids a query must keep to, or undefined for all. */
export function scopeIds(scope: OrganizationScope): readonly string[] | undefined {
  return scope.kind === 'all' ? undefined : scope.organizationIds;
}

/**
 * Editing an organization's information: « change infos » (admin and NEXTROAD_MAIN roles) on any
 * organization, or « manage one » (CUSTOMER_SUPERVISOR) on one's own.
 */
export function mayEditOrganization(
  caller: SessionUser,
  scope: OrganizationScope,
  organizationId: string,
): boolean {
  if (hasRight(caller, 'updateInfo', 'Organization')) return true;
  return (
    hasRight(caller, 'administer', 'Organization') &&
    scope.kind === 'own' &&
    scope.organizationIds.includes(organizationId)
  );
}

export function createOrganizationAccess(repository: OrganizationAdminRepository) {
  async function scopeFor(caller: SessionUser): Promise<OrganizationScope> {
    if (isGuest(caller)) throw new AppError('forbidden');
    if (isInternal(caller)) return { kind: 'all' };
    return { kind: 'own', organizationIds: await repository.organizationIdsOf(caller.id) };
  }

  return {
    scopeFor,

    /** The caller's scope, with the organization checked in it (404 otherwise). */
    async assertVisible(caller: SessionUser, organizationId: string): Promise<OrganizationScope> {
      const scope = await scopeFor(caller);
      const organization = await repository.findById(organizationId);
      if (!organization || !scopeIncludes(scope, organization.id)) {
        throw new AppError('not_found');
      }
      return scope;
    },
  };
}

export type OrganizationAccess = ReturnType<typeof createOrganizationAccess>;
