import { describe, expect, it } from 'vitest';
import {
  filtersFromSearch,
  hasActiveFilters,
  NO_FILTERS,
  searchFromFilters,
  workspacesQuery,
} from './workspace-filters.js';

const organization = '9a0c5f1e-2b3d-4c4e-8f5a-6b7c8d9e0f1a';
const everything = { isArchived: false, mayFilterByOrganization: true, mayFilterBySite: true };

describe('filters of my projects in the URL', () => {
  it('read every filter back from the query string they wrote', () => {
    const filters = {
      search: 'RD 12',
      searchIn: 'campaign',
      campaignType: 'coring',
      organization,
      site: 'b1',
    } as const;
    const search = searchFromFilters(filters);
    expect(search.toString()).toBe(
      `q=RD+12&dans=campaign&type=coring&organisation=${organization}&site=b1`,
    );
    expect(filtersFromSearch(search)).toEqual(filters);
  });

  it('leave the defaults out of the URL and read an empty URL as no filter', () => {
    expect(searchFromFilters(NO_FILTERS).toString()).toBe('');
    expect(filtersFromSearch(new URLSearchParams())).toEqual(NO_FILTERS);
    expect(hasActiveFilters(NO_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...NO_FILTERS, searchIn: 'reference' })).toBe(false);
    expect(hasActiveFilters({ ...NO_FILTERS, campaignType: 'macro' })).toBe(true);
  });

  it('ignore values that mean nothing', () => {
    expect(filtersFromSearch(new URLSearchParams('type=boat&dans=everywhere&site=%20'))).toEqual(
      NO_FILTERS,
    );
  });
});

describe('query of GET /users/{id}/workspaces', () => {
  it('sends the search text to the parameter of the field searched', () => {
    expect(workspacesQuery({ ...NO_FILTERS, search: ' Lyon ' }, everything)).toEqual({
      displayCampaigns: true,
      archived: false,
      workspaceName: 'Lyon',
    });
    expect(
      workspacesQuery({ ...NO_FILTERS, search: 'A7', searchIn: 'reference' }, everything),
    ).toMatchObject({ reference: 'A7' });
    expect(
      workspacesQuery({ ...NO_FILTERS, search: 'A7', searchIn: 'campaign' }, everything),
    ).toMatchObject({ campaignName: 'A7' });
  });

  it('asks the archived view and the campaign type', () => {
    expect(
      workspacesQuery(
        { ...NO_FILTERS, campaignType: 'auscultation' },
        { ...everything, isArchived: true },
      ),
    ).toEqual({ displayCampaigns: true, archived: true, campaignType: 'auscultation' });
  });

  it('sends organization and site only for users allowed to filter by them', () => {
    const filters = { ...NO_FILTERS, organization, site: 's1' };
    expect(workspacesQuery(filters, everything)).toMatchObject({ organization, site: 's1' });
    const customer = { isArchived: false, mayFilterByOrganization: false, mayFilterBySite: false };
    expect(workspacesQuery(filters, customer)).toEqual({ displayCampaigns: true, archived: false });
  });
});
