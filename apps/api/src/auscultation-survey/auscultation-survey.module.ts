import type { DomainDeps } from '../app/domain-deps.js';
import type { RouteModule } from '../http/operation-handler.js';
import { auscultationSurveyRoutes } from './auscultation-survey.routes.js';
import { createAuscultationSurveyService } from './auscultation-survey.service.js';

/** The survey of auscultation campaigns (issue 23): the route handlers, wired on the service. */
export const auscultationSurveyModuleRoutes = (deps: DomainDeps): RouteModule =>
  auscultationSurveyRoutes(createAuscultationSurveyService(deps));
