import type { components } from '@chaussee/sdk';
import type { CorePictureRow } from './core-picture.repository.js';

type CorePicture = components['schemas']['CorePicture'];

/** A picture row as the contract's CorePicture. */
export function toCorePicture(row: CorePictureRow): CorePicture {
  return {
    id: row.id,
    coreId: row.coreId,
    path: row.path,
    title: row.title,
    position: row.position,
    createdAt: row.createdAt.toISOString(),
  };
}
