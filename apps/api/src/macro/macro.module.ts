import type { DomainDeps } from '../app/domain-deps.js';
import type { RouteModule } from '../http/operation-handler.js';
import { createOrganizationAccess } from '../organizations/organization-access.js';
import { createOrganizationAdminRepository } from '../organizations/organization-admin.repository.js';
import { macroRouteHandlers } from './macro.routes.js';
import { createMacroService } from './macro.service.js';

/** The macro views of issue 25: cores, campaigns, projects and organizations across workspaces. */
export const macroRoutes = ({ db, membership }: DomainDeps): RouteModule =>
  macroRouteHandlers(
    createMacroService({
      db,
      membership,
      organizations: createOrganizationAccess(createOrganizationAdminRepository(db)),
    }),
  );
