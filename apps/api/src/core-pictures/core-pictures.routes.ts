import { createViolation } from '@chaussee/validation';
import { AppError } from '../errors/app-error.js';
import { requirePrincipal, type RouteModule } from '../http/operation-handler.js';
import type { CorePictureFileService } from './core-picture-files.service.js';
import type { CorePictureService } from './core-picture.service.js';

export interface CorePictureHandlersDeps {
  pictures: CorePictureService;
  files: CorePictureFileService;
}

/** The core-picture operations of the contract's Cores tag. */
export function corePictureHandlers({ pictures, files }: CorePictureHandlersDeps): RouteModule {
  return {
    uploadCorePicture: async (input) => {
      const file = input.files.find((uploaded) => uploaded.fieldName === 'file');
      if (!file) {
        throw new AppError('validation_failed', {
          violations: [createViolation('file', 'imageRequired')],
        });
      }
      const user = requirePrincipal(input).user;
      return { status: 201, body: await pictures.upload(user, input.body.coreId, file.data) };
    },

    createCorePicture: async (input) => ({
      status: 201,
      body: await pictures.create(requirePrincipal(input).user, input.body),
    }),

    getCorePicture: async (input) => ({
      status: 200,
      body: await pictures.get(requirePrincipal(input).user, input.params.id),
    }),

    updateCorePicture: async (input) => ({
      status: 200,
      body: await pictures.update(requirePrincipal(input).user, input.params.id, input.body),
    }),

    patchCorePicture: async (input) => ({
      status: 200,
      body: await pictures.patch(requirePrincipal(input).user, input.params.id, input.body),
    }),

    deleteCorePicture: async (input) => {
      await pictures.remove(requirePrincipal(input).user, input.params.id);
      return { status: 204 };
    },

    downloadCorePicture: async (input) => {
      const user = requirePrincipal(input).user;
      const original = input.query.original ?? false;
      const { data, mediaType } = await files.download(user, input.params.id, original);
      return {
        status: 200,
        body: data,
        contentType: mediaType,
        // The picture behind an id changes with PUT: browsers check again before reusing it.
        headers: { 'cache-control': 'private, no-cache' },
      };
    },

    checkCorePictures: async (input) => ({
      status: 200,
      body: await files.check(requirePrincipal(input).user, input.params.id),
    }),
  };
}
