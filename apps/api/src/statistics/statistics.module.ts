import type { DomainDeps } from '../app/domain-deps.js';
import type { RouteModule } from '../http/operation-handler.js';
import { statisticsRouteHandlers } from './statistics.routes.js';
import { createStatisticsService } from './statistics.service.js';

/** The statistics page (issue 25): coring activity and external users' sign-ins. */
export const statisticsRoutes = ({ db }: DomainDeps): RouteModule =>
  statisticsRouteHandlers(createStatisticsService({ db }));
