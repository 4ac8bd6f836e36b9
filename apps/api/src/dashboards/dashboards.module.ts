import type { DomainDeps } from '../app/domain-deps.js';
import type { RouteModule } from '../http/operation-handler.js';
import { dashboardsHandlers } from './dashboards.routes.js';
import { createDashboardsService } from './dashboards.service.js';

/** Coring campaign dashboards (issue 22): the route handlers, wired on the domain's service. */
export const dashboardRoutes = ({ db, membership, now }: DomainDeps): RouteModule =>
  dashboardsHandlers({ dashboards: createDashboardsService({ db, membership, now }) });
