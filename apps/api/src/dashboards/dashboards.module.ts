import type { DomainDeps } from '../app/domain-deps.js';
import type { RouteModule } from '../http/operation-handler.js';
import { createCampaignDataService } from './campaign-data.service.js';
import { dashboardsHandlers } from './dashboards.routes.js';
import { createDashboardsService } from './dashboards.service.js';

/** Coring campaign dashboards and data exports (issue 22): the route handlers, wired on the domain's services. */
export const dashboardRoutes = ({ db, membership, now }: DomainDeps): RouteModule =>
  dashboardsHandlers({
    dashboards: createDashboardsService({ db, membership, now }),
    campaignData: createCampaignDataService({ db, membership }),
  });
