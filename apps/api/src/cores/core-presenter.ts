import type { components } from '@chaussee/sdk';
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

/** The contract's Core, field by field (the default fields of spec section 3). */
export function toCore({ core, prefix, road, city, pictures }: CoreDetails): Core {
  return {
    id: core.id,
    campaignId: core.campaignId,
    number: core.number,
    displayName: core.displayName,
    displayNamePrefix: prefix,
    NR_name: core.nrName,
    status: core.status,
    roadId: core.roadId,
    road: road && { id: road.id, name: road.name, workspaceId: road.workspaceId },
    city: city && {
      id: city.id,
      name: city.name,
      zipCode: city.zipCode,
      workspaceId: city.workspaceId,
    },
    landmark: core.landmark,
    abscissa: core.abscissa,
    direction: core.direction,
    lane: core.lane,
    lateralPosition: core.lateralPosition,
    structureType: core.structureType,
    isFullStructure: core.isFullStructure,
    diameter: core.diameter,
    lat: core.lat,
    lng: core.lng,
    note: core.note,
    corePictures: pictures.map(toCorePicture),
    createdAt: core.createdAt.toISOString(),
    updatedAt: core.updatedAt.toISOString(),
  };
}
