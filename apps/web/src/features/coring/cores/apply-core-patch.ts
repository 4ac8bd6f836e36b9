import type { Core, CorePatch } from '@chaussee/sdk/react';

/** The fields an inline edit of the cores grid changes, the same on the patch and on the core. */
const INLINE_CORE_FIELDS = [
  'NR_name',
  'direction',
  'lane',
  'lateralPosition',
  'structureType',
  'note',
] as const;

export type InlineCoreField = (typeof INLINE_CORE_FIELDS)[number];

/** A patch of the grid's inline edits: one text field, or the status. */
export type InlineCorePatch = Pick<CorePatch, InlineCoreField | 'status'>;

/**
 * The core as it will be once the server applied an inline patch, for the optimistic update of
 * the grid (JSON merge patch: a field sent replaces, a field absent stays).
 */
export function applyInlinePatch(core: Core, patch: InlineCorePatch): Core {
  const next: Core = { ...core };
  for (const field of INLINE_CORE_FIELDS) {
    const value = patch[field];
    if (value !== undefined) next[field] = value;
  }
  if (patch.status !== undefined) next.status = patch.status;
  return next;
}
