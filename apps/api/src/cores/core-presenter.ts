import type { components } from '@chaussee/sdk';
import { coreFields } from './core-fields.js';
import type { CoreDetails, CorePictureRow } from './cores.repository.js';

type Schemas = components['schemas'];
type Core = Schemas['Core'];

function toCorePicture(picture: CorePictureRow): Schemas['CorePicture'] {
  return {
    id: picture.id,
    coreId: picture.coreId,
    path: picture.path,
    title: picture.title,
    position: picture.position,
    createdAt: picture.createdAt.toISOString(),
  };
}

/**
 * The contract's Core: the row's fields of the same name (core-fields.ts), and what the row holds
 * otherwise (prefix, road, city, pictures, dates).
 */
export function toCore({ core, prefix, road, city, pictures }: CoreDetails): Core {
  return {
    ...coreFields.fieldsOf('Core', core),
    displayNamePrefix: prefix,
    road: road && { id: road.id, name: road.name, workspaceId: road.workspaceId },
    city: city && {
      id: city.id,
      name: city.name,
      zipCode: city.zipCode,
      workspaceId: city.workspaceId,
    },
    corePictures: pictures.map(toCorePicture),
    createdAt: core.createdAt.toISOString(),
    updatedAt: core.updatedAt.toISOString(),
  };
}
