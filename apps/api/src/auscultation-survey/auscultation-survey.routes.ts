import { createViolation } from '@chaussee/validation';
import { AppError } from '../errors/app-error.js';
import { requirePrincipal, type RouteModule } from '../http/operation-handler.js';
import type { AuscultationSurveyService } from './auscultation-survey.service.js';

/** The survey operations of issue 23, and the statistic tables computed from it. */
export function auscultationSurveyRoutes(service: AuscultationSurveyService): RouteModule {
  return {
    listAuscultationSurveyItems: async (input) => ({
      status: 200,
      body: await service.listSurveyItems(
        requirePrincipal(input).user,
        input.params.id,
        input.query,
      ),
    }),

    importAuscultationSurvey: async (input) => {
      const file = input.files.find((uploaded) => uploaded.fieldName === 'file');
      if (!file) {
        throw new AppError('validation_failed', {
          violations: [createViolation('file', 'required')],
        });
      }
      return {
        status: 200,
        body: await service.importSurvey(requirePrincipal(input).user, input.params.id, file.data),
      };
    },

    updateSurveyItem: async (input) => ({
      status: 200,
      body: await service.updateSurveyItem(requirePrincipal(input).user, input.params.id, input.body),
    }),

    listSurveyItemHistory: async (input) => ({
      status: 200,
      body: await service.listSurveyItemHistory(
        requirePrincipal(input).user,
        input.params.id,
        input.query,
      ),
    }),

    listAuscultationStatisticTables: async (input) => ({
      status: 200,
      body: await service.listStatisticTables(
        requirePrincipal(input).user,
        input.params.id,
        input.query,
      ),
    }),

    getAuscultationStatisticTable: async (input) => ({
      status: 200,
      body: await service.getStatisticTable(
        requirePrincipal(input).user,
        input.params.id,
        input.params.tableId,
        input.query.sectionLength,
      ),
    }),
  };
}
