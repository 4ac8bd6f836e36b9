import type { DomainDeps } from '../app/domain-deps.js';
import { createCoreAccess } from '../cores/core-access.js';
import { createCoresRepository } from '../cores/cores.repository.js';
import type { RouteModule } from '../http/operation-handler.js';
import { auditRouteHandlers } from './audit.routes.js';
import { createAuditRepository } from './audit.repository.js';
import { createAuditService } from './audit.service.js';

/** The audit trail (issue 27 point 3): the histories of campaigns and cores, and its search. */
export const auditRoutes = ({ db, membership }: DomainDeps): RouteModule =>
  auditRouteHandlers(
    createAuditService({
      audit: createAuditRepository(db),
      membership,
      cores: createCoreAccess(membership, createCoresRepository(db)),
    }),
  );
