import { requirePrincipal, type RouteModule } from '../http/operation-handler.js';
import type { PdfParametersService } from './pdf-parameters.service.js';

/** The PDF parameters of the Reference data tag: create, edit, image URL. */
export function pdfParametersHandlers({
  parameters,
}: {
  parameters: PdfParametersService;
}): RouteModule {
  return {
    createPdfParameters: async (input) => ({
      status: 201,
      body: await parameters.create(requirePrincipal(input).user, input.body, input.files),
    }),

    updatePdfParameters: async (input) => ({
      status: 200,
      body: await parameters.update(
        requirePrincipal(input).user,
        input.params.id,
        input.body,
        input.files,
      ),
    }),

    getPdfParametersImageUrl: async (input) => ({
      status: 200,
      body: await parameters.imageUrl(
        requirePrincipal(input).user,
        input.params.id,
        input.query.category,
      ),
    }),
  };
}
