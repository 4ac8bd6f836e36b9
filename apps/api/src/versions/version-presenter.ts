import type { components } from '@chaussee/sdk';
import type { VersionRow } from './versions.repository.js';

type Schemas = components['schemas'];

export function toVersion(row: VersionRow): Schemas['Version'] {
  return {
    id: row.id,
    product: row.product,
    version: row.version,
    releasedAt: row.releasedAt,
    notes: row.notes,
  };
}
