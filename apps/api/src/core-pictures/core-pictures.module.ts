import type { DomainDeps } from '../app/domain-deps.js';
import type { RouteModule } from '../http/operation-handler.js';
import { createCorePictureFileService } from './core-picture-files.service.js';
import { createCorePictureService } from './core-picture.service.js';
import { corePictureHandlers } from './core-pictures.routes.js';

/** Core pictures (issue 9): upload, attach, order, caption, download and check. */
export function corePictureRoutes(deps: DomainDeps): RouteModule {
  return corePictureHandlers({
    pictures: createCorePictureService(deps),
    files: createCorePictureFileService(deps),
  });
}
