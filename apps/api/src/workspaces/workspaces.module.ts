import type { DomainDeps } from '../app/domain-deps.js';
import type { RouteModule } from '../http/operation-handler.js';
import { createUserListsService } from './user-lists.service.js';
import { createWorkspaceListsService } from './workspace-lists.service.js';
import { createWorkspacesService } from './workspaces.service.js';
import { workspaceRoutesOf } from './workspaces.routes.js';

/** Workspaces and the my-projects lists (issue 8): the route handlers, wired on the domain's services. */
export const workspaceRoutes = (deps: DomainDeps): RouteModule =>
  workspaceRoutesOf({
    workspaces: createWorkspacesService(deps),
    lists: createWorkspaceListsService(deps),
    userLists: createUserListsService(deps),
  });
