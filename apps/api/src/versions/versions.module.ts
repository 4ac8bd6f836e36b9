import type { DomainDeps } from '../app/domain-deps.js';
import type { RouteModule } from '../http/operation-handler.js';
import { versionRouteHandlers } from './versions.routes.js';
import { createVersionsRepository } from './versions.repository.js';
import { createVersionsService } from './versions.service.js';

/** The release notes of the products (issue 25). */
export const versionRoutes = ({ db, now }: DomainDeps): RouteModule =>
  versionRouteHandlers(createVersionsService({ versions: createVersionsRepository(db), now }));
