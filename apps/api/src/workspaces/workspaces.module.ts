import type { DomainDeps } from '../app/domain-deps.js';
import type { RouteModule } from '../http/operation-handler.js';
import { createUserListsService } from './user-lists.service.js';
import { createWorkspaceListsService } from './workspace-lists.service.js';
import { createWorkspacesService } from './workspaces.service.js';
import { workspaceRoutesOf } from './workspaces.routes.js';

/**
 * The services of the workspaces domain. The demo seed calls `workspaces.createWorkspace(actor,
 * input, { id })` and `workspaces.patchWorkspace(actor, id, { isArchived: true })` with an acting
 * user (e.g. the super administrator); give it deps whose `db` and `membership` read through the
 * seed's transaction, if it runs in one.
 */
export function createWorkspaceDomain(deps: DomainDeps) {
  return {
    workspaces: createWorkspacesService(deps),
    lists: createWorkspaceListsService(deps),
    userLists: createUserListsService(deps),
  };
}

/** Workspaces and the my-projects lists (issue 8): the route handlers, wired on the domain's services. */
export const workspaceRoutes = (deps: DomainDeps): RouteModule =>
  workspaceRoutesOf(createWorkspaceDomain(deps));
