import {
  getListProjectMacroCampaignsQueryKey,
  getListProjectMacroCoresQueryKey,
  getListUserMacroCampaignsQueryKey,
  getListUserMacroCoresQueryKey,
  listProjectMacroCampaigns,
  listProjectMacroCores,
  listUserMacroCampaigns,
  listUserMacroCores,
  type MacroCampaign,
  type MacroCore,
} from '@chaussee/sdk/react';
import type { MacroFilters } from './macro-filters.js';

interface PageOf<T> {
  items: T[];
  total: number;
}

type PageParams = MacroFilters & { limit: number; offset: number };

/**
 * Whose cores and campaigns a macro screen shows: the signed-in user's (`/users/{id}/macro-*`,
 * everything they may see) or one project's (`/projects/{id}/macro-*`). Each gives its query
 * keys (from the generated factories) and one page of each list.
 */
export interface MacroScope {
  coresKey: (filters: MacroFilters) => readonly unknown[];
  campaignsKey: (filters: MacroFilters) => readonly unknown[];
  cores: (params: PageParams, signal: AbortSignal) => Promise<PageOf<MacroCore>>;
  campaigns: (params: PageParams, signal: AbortSignal) => Promise<PageOf<MacroCampaign>>;
  /** The organization filter is offered (internal users see several organizations). */
  hasOrganizationFilter: boolean;
}

export function userScope(userId: string, hasOrganizationFilter: boolean): MacroScope {
  return {
    coresKey: (filters) => getListUserMacroCoresQueryKey(userId, filters),
    campaignsKey: (filters) => getListUserMacroCampaignsQueryKey(userId, filters),
    cores: async (params, signal) => (await listUserMacroCores(userId, params, { signal })).data,
    campaigns: async (params, signal) =>
      (await listUserMacroCampaigns(userId, params, { signal })).data,
    hasOrganizationFilter,
  };
}

/** A project's lists take no organization: the project has one. */
function withoutOrganization(params: PageParams): Omit<PageParams, 'organizationId'> {
  const filters = { ...params };
  delete filters.organizationId;
  return filters;
}

export function projectScope(projectId: string): MacroScope {
  return {
    coresKey: (filters) => getListProjectMacroCoresQueryKey(projectId, filters),
    campaignsKey: (filters) => getListProjectMacroCampaignsQueryKey(projectId, filters),
    cores: async (params, signal) =>
      (await listProjectMacroCores(projectId, withoutOrganization(params), { signal })).data,
    campaigns: async (params, signal) =>
      (await listProjectMacroCampaigns(projectId, withoutOrganization(params), { signal })).data,
    hasOrganizationFilter: false,
  };
}
