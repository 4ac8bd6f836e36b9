import { analysisRoutes } from '../analyses/analyses.module.js';
import { auditRoutes } from '../audit/audit.module.js';
import { auscultationSurveyModuleRoutes } from '../auscultation-survey/auscultation-survey.module.js';
import { campaignRoutes } from '../campaigns/campaigns.module.js';
import { corePictureRoutes } from '../core-pictures/core-pictures.module.js';
import { coreRoutes } from '../cores/cores.module.js';
import { coringCampaignRoutes } from '../coring-campaigns/coring-campaigns.module.js';
import { dashboardRoutes } from '../dashboards/dashboards.module.js';
import { documentToolsRoutes } from '../document-tools/document-tools.module.js';
import { documentRoutes } from '../documents/documents.module.js';
import type { RouteModule } from '../http/operation-handler.js';
import { macroRoutes } from '../macro/macro.module.js';
import { mapLayersModuleRoutes } from '../map-layers/map-layers.module.js';
import { notificationsRoutes } from '../notifications/notifications.module.js';
import { organizationRoutes } from '../organizations/organizations.module.js';
import { referenceDataRoutes } from '../reference-data/reference-data.module.js';
import { reportRoutes } from '../reports/reports.module.js';
import { statisticsRoutes } from '../statistics/statistics.module.js';
import { versionRoutes } from '../versions/versions.module.js';
import { workspaceRoutes } from '../workspaces/workspaces.module.js';
import type { DomainDeps } from './domain-deps.js';

/** The route handlers of every business domain, one module each (an operation in one only). */
export function domainRouteModules(deps: DomainDeps): RouteModule[] {
  return [
    organizationRoutes(deps),
    workspaceRoutes(deps),
    campaignRoutes(deps),
    auscultationSurveyModuleRoutes(deps),
    coringCampaignRoutes(deps),
    referenceDataRoutes(deps),
    coreRoutes(deps),
    corePictureRoutes(deps),
    analysisRoutes(deps),
    notificationsRoutes(deps),
    documentRoutes(deps),
    documentToolsRoutes(deps),
    dashboardRoutes(deps),
    reportRoutes(deps),
    statisticsRoutes(deps),
    macroRoutes(deps),
    versionRoutes(deps),
    mapLayersModuleRoutes(deps),
    auditRoutes(deps),
  ];
}
