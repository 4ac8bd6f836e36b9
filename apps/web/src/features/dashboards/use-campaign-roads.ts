import { useGetCampaignSynoptic } from '@chaussee/sdk/react';
import { useMemo } from 'react';
import { ERROR_SHOWN_INLINE } from '../../shared/api/error-shown-inline.js';
import type { RoadChoice } from './filter-bar.js';

const NO_FILTER = {} as const;

/**
 * The roads of the campaign's cores, the choices of the road filter (the filter takes a road's
 * id). Read from the unfiltered synoptic, which a guest may read too; the structural synoptic
 * opened without filters shares its cache.
 */
export function useCampaignRoads(campaignId: string): RoadChoice[] {
  const synoptic = useGetCampaignSynoptic(campaignId, NO_FILTER, { query: ERROR_SHOWN_INLINE });
  return useMemo(() => {
    const roads = new Map<string, string>();
    for (const group of synoptic.data?.data.groups ?? []) {
      for (const core of group.cores) {
        if (core.road !== null) roads.set(core.road.id, core.road.name);
      }
    }
    return [...roads]
      .map(([id, name]) => ({ id, name }))
      .sort((left, right) => left.name.localeCompare(right.name, 'fr', { numeric: true }));
  }, [synoptic.data]);
}
