import type { SessionUser } from '@chaussee/permissions';
import { hydraPage, pageRequest, type PageQuery } from '../http/paging.js';
import { toUser } from '../users/user-presenter.js';
import { scopeOf } from '../users/user-rights.js';
import type { UsersRepository } from '../users/users.repository.js';
import type { SiteAccess } from './site-access.js';
import type { SiteContentsRepository } from './site-contents.repository.js';
import { toSiteWorkspace } from './site-presenter.js';

/** @public (in the return type of createOrganizationDomain) */
/** The users and workspaces of a site (what deleting it would move to the fallback site). */
export function createSiteContentsService(deps: {
  contents: SiteContentsRepository;
  siteAccess: SiteAccess;
  users: Pick<UsersRepository, 'findProfiles'>;
}) {
  const { contents, siteAccess, users } = deps;
  return {
    /**
     * GET /v2/sites/{id}/users, by last then first name. The users domain's rule decides who is
     * seen (users/user-rights.ts): staff and customers every user of a site they see, anyone
     * else (READ_ONLY, statistics) only themselves.
     */
    async listSiteUsers(caller: SessionUser, id: string, query: PageQuery) {
      const { site } = await siteAccess.visibleSite(caller, id);
      const scope = scopeOf(caller, [site.organizationId]);
      const found = await contents.userIds(
        site.id,
        scope.kind === 'self' ? scope.selfId : undefined,
        pageRequest(query),
      );
      // One read for the page, not one per user.
      const profiles = await users.findProfiles(found.rows);
      return { totalItems: found.total, member: profiles.map(toUser) };
    },

    /**
     * GET /v2/sites/{id}/workspaces, by name, archived ones included: only the workspaces the
     * caller is a member of (all for ADMIN and SUPER_ADMIN), so the list neither names nor counts
     * the others.
     */
    async listSiteWorkspaces(caller: SessionUser, id: string, query: PageQuery) {
      const { site } = await siteAccess.visibleSite(caller, id);
      const found = await contents.workspaces(
        site.id,
        siteAccess.viewerOf(caller),
        pageRequest(query),
      );
      return hydraPage(found, toSiteWorkspace);
    },
  };
}

export type SiteContentsService = ReturnType<typeof createSiteContentsService>;
