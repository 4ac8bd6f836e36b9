import type { components } from '@chaussee/sdk';
import type { BinRow } from './bin.repository.js';

type BinItem = components['schemas']['BinItem'];

const DAY_MS = 24 * 60 * 60 * 1000;

/** When the purge removes an item binned at `deletedAt`. */
export function purgeDateOf(deletedAt: Date, retentionDays: number): Date {
  return new Date(deletedAt.getTime() + retentionDays * DAY_MS);
}

/** An item of the bin as the contract answers it. */
export function toBinItem(row: BinRow, retentionDays: number): BinItem {
  const deletedBy =
    row.deletedByFirstName === null && row.deletedByLastName === null
      ? null
      : `${row.deletedByFirstName ?? ''} ${row.deletedByLastName ?? ''}`.trim();
  return {
    kind: row.kind,
    id: row.id,
    name: row.name,
    parent: row.parent,
    deletedAt: row.deletedAt.toISOString(),
    deletedBy,
    purgeAt: purgeDateOf(row.deletedAt, retentionDays).toISOString(),
  };
}
