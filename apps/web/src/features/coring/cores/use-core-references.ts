import {
  useListCoringCampaignDisplayNamePrefixes,
  useListWorkspaceCities,
  useListWorkspaceRoads,
} from '@chaussee/sdk/react';
import type { Choice } from '@chaussee/ui';
import { namedChoices } from '../../../shared/forms/choices.js';

const SELECT_LIMIT = 200;

export interface CoreReferences {
  isPending: boolean;
  roads: Choice[];
  cities: Choice[];
  prefixes: Choice[];
}

/** The roads and cities of the workspace and the campaign's prefixes, for the core forms. */
export function useCoreReferences(campaign: {
  id: string;
  workspace: { id: string };
}): CoreReferences {
  const roads = useListWorkspaceRoads(campaign.workspace.id, { limit: SELECT_LIMIT });
  const cities = useListWorkspaceCities(campaign.workspace.id, { limit: SELECT_LIMIT });
  const prefixes = useListCoringCampaignDisplayNamePrefixes(campaign.id, { limit: SELECT_LIMIT });
  return {
    isPending: roads.isPending || cities.isPending || prefixes.isPending,
    roads: namedChoices(roads.data?.data.items ?? []),
    cities: (cities.data?.data.items ?? []).map((city) => ({
      value: city.id,
      label: city.zipCode === null ? city.name : `${city.name} (${city.zipCode})`,
    })),
    prefixes: namedChoices(prefixes.data?.data.items ?? []),
  };
}
