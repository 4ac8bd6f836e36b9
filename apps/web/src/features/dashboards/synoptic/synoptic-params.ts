import {
  CoreStatus,
  LayerType,
  type GetCampaignSynopticParams,
  type SynopticCore,
  type SynopticLayer,
  type CampaignSynoptic,
} from '@chaussee/sdk/react';
import { SYNOPTIC_CORES_PARAMETER } from '../../../shared/routes/campaign-paths.js';
import type { DashboardFilters } from '../dashboard-filters.js';
import type { DrawnCore } from './synoptic-drawing.js';

function isOneOf<T extends string>(
  values: Record<string, T>,
  value: string | undefined,
): value is T {
  return value !== undefined && Object.values<string>(values).includes(value);
}

function landmarkNumber(value: string | undefined): number | undefined {
  if (value === undefined || !/^\d+$/u.test(value)) return undefined;
  return Number(value);
}

/**
 * The synoptic's query for the dashboard's filters. A value the contract would refuse (a PR that is
 * not a whole number, an unknown material or status typed into the URL) is left out rather than
 * turning the whole synoptic into an error.
 */
export function synopticParams(filters: DashboardFilters): GetCampaignSynopticParams {
  const prFrom = landmarkNumber(filters.prFrom);
  const prTo = landmarkNumber(filters.prTo);
  return {
    ...(filters.road === undefined ? {} : { road: filters.road }),
    ...(filters.direction === undefined ? {} : { direction: filters.direction }),
    ...(filters.lane === undefined ? {} : { lane: filters.lane }),
    ...(prFrom === undefined ? {} : { prFrom }),
    ...(prTo === undefined ? {} : { prTo }),
    ...(isOneOf(LayerType, filters.material) ? { material: filters.material } : {}),
    ...(isOneOf(CoreStatus, filters.status) ? { status: filters.status } : {}),
  };
}

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
