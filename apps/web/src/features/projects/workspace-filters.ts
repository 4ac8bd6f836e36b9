import type { CampaignType, ListUserWorkspacesParams } from '@chaussee/sdk/react';
import { isExistingCampaignType } from '../../shared/campaigns/campaign-choices.js';

/** Which text the search box looks in (one box, three query parameters of the API). */
export type SearchField = 'workspace' | 'campaign' | 'reference';

export const SEARCH_FIELDS: readonly SearchField[] = ['workspace', 'campaign', 'reference'];

/** The filters of « Mes projets », as the URL holds them so a view can be shared and reloaded. */
export interface WorkspaceFilters {
  search: string;
  searchIn: SearchField;
  campaignType: CampaignType | null;
  organization: string | null;
  site: string | null;
}

export const NO_FILTERS: WorkspaceFilters = {
  search: '',
  searchIn: 'workspace',
  campaignType: null,
  organization: null,
  site: null,
};

/** Query-string keys, short and stable: they end up in shared links. */
const KEYS = {
  search: 'q',
  searchIn: 'dans',
  campaignType: 'type',
  organization: 'organisation',
  site: 'site',
} as const;

function isSearchField(value: string | null): value is SearchField {
  return SEARCH_FIELDS.some((field) => field === value);
}

function nonEmpty(value: string | null): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** The filters of a URL; a value that means nothing (unknown type or field) is ignored. */
export function filtersFromSearch(search: URLSearchParams): WorkspaceFilters {
  const searchIn = search.get(KEYS.searchIn);
  const campaignType = search.get(KEYS.campaignType);
  return {
    search: search.get(KEYS.search) ?? '',
    searchIn: isSearchField(searchIn) ? searchIn : NO_FILTERS.searchIn,
    campaignType: isExistingCampaignType(campaignType) ? campaignType : null,
    organization: nonEmpty(search.get(KEYS.organization)),
    site: nonEmpty(search.get(KEYS.site)),
  };
}

/** The query string of filters, without the values left at their default. */
export function searchFromFilters(filters: WorkspaceFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.search.trim() !== '') search.set(KEYS.search, filters.search);
  if (filters.searchIn !== NO_FILTERS.searchIn) search.set(KEYS.searchIn, filters.searchIn);
  if (filters.campaignType !== null) search.set(KEYS.campaignType, filters.campaignType);
  if (filters.organization !== null) search.set(KEYS.organization, filters.organization);
  if (filters.site !== null) search.set(KEYS.site, filters.site);
  return search;
}

export function hasActiveFilters(filters: WorkspaceFilters): boolean {
  return searchFromFilters({ ...filters, searchIn: NO_FILTERS.searchIn }).size > 0;
}

const SEARCH_PARAMETER: Record<SearchField, 'workspaceName' | 'campaignName' | 'reference'> = {
  workspace: 'workspaceName',
  campaign: 'campaignName',
  reference: 'reference',
};

/**
 * The query of GET /users/{id}/workspaces for a view (paging apart). The organization and site
 * filters are sent only by users allowed to filter by them.
 */
export function workspacesQuery(
  filters: WorkspaceFilters,
  view: { isArchived: boolean; mayFilterByOrganization: boolean; mayFilterBySite: boolean },
): ListUserWorkspacesParams {
  const query: ListUserWorkspacesParams = { displayCampaigns: true, archived: view.isArchived };
  const text = filters.search.trim();
  if (text !== '') query[SEARCH_PARAMETER[filters.searchIn]] = text;
  if (filters.campaignType !== null) query.campaignType = filters.campaignType;
  if (view.mayFilterByOrganization && filters.organization !== null) {
    query.organization = filters.organization;
  }
  if (view.mayFilterBySite && filters.site !== null) query.site = filters.site;
  return query;
}
