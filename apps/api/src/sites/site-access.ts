import type { SessionUser } from '@chaussee/permissions';
import { seesEverything } from '../access/access-rules.js';
import { AppError } from '../errors/app-error.js';
import {
  scopeIncludes,
  type OrganizationAccess,
  type OrganizationScope,
} from '../organizations/organization-access.js';
import type { SiteRow, SitesRepository } from './sites.repository.js';

/**
 * A site is seen by whoever sees its organization (organizations/organization-access.ts): the
 * engineering office's staff and administrators every site, anyone else the sites of their own
 * organization; a site outside the caller's view is answered 404 like one that does not exist.
 */
export function createSiteAccess(sites: SitesRepository, access: OrganizationAccess) {
  return {
    scopeFor: (caller: SessionUser) => access.scopeFor(caller),

    async visibleSite(
      caller: SessionUser,
      id: string,
    ): Promise<{ site: SiteRow; scope: OrganizationScope }> {
      const scope = await access.scopeFor(caller);
      const site = await sites.findById(id);
      if (!site || !scopeIncludes(scope, site.organizationId)) throw new AppError('not_found');
      return { site, scope };
    },

    /** Whose membership limits the workspaces counted or listed: nobody's for ADMIN and SUPER_ADMIN. */
    viewerOf(caller: SessionUser): string | undefined {
      return seesEverything(caller) ? undefined : caller.id;
    },
  };
}

export type SiteAccess = ReturnType<typeof createSiteAccess>;
