import type { CampaignSynoptic, SynopticCore, SynopticLayer } from '@chaussee/sdk/react';
import { SYNOPTIC_CORES_PARAMETER } from '../../../shared/routes/campaign-paths.js';
import type { DrawnCore } from './synoptic-drawing.js';

/** A synoptic layer as the drawing reads it (its bond with the layer below). */
export type SynopticDrawnLayer = SynopticLayer & { bondBelow: SynopticLayer['interfaceBelow'] };

export type SynopticDrawnCore = DrawnCore & {
  source: SynopticCore;
  layers: readonly SynopticDrawnLayer[];
};

/**
 * The cores of the synoptic's groups, as the drawing lays them out (it groups them again by
 * direction and lane, in the same road order); `selected` keeps only some cores (the cores grid's
 * selection), all when null.
 */
export function drawnCoresOf(
  synoptic: CampaignSynoptic,
  selected: ReadonlySet<string> | null,
): SynopticDrawnCore[] {
  return synoptic.groups
    .flatMap((group) => group.cores)
    .filter((core) => selected === null || selected.has(core.id))
    .map((core) => ({
      id: core.id,
      name: core.displayName,
      pr: core.prNumber,
      abscissa: core.abscissa,
      direction: core.direction,
      lane: core.lane,
      source: core,
      layers: core.layers.map((layer) => ({ ...layer, bondBelow: layer.interfaceBelow })),
    }));
}

export function readSelectedCores(query: URLSearchParams): ReadonlySet<string> | null {
  const ids = (query.get(SYNOPTIC_CORES_PARAMETER) ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '');
  return ids.length === 0 ? null : new Set(ids);
}
