import { describe, expect, it } from 'vitest';
import {
  campaignFiltersFromSearch,
  campaignsQuery,
  NO_CAMPAIGN_FILTERS,
  searchFromCampaignFilters,
} from './campaign-filters.js';

describe('filters of a workspace’s campaigns', () => {
  it('go to the URL and come back', () => {
    const filters = {
      status: 'taken',
      campaignType: 'coring',
      reference: 'CH-2025',
      isArchived: true,
    } as const;
    const search = searchFromCampaignFilters(filters);
    expect(search.toString()).toBe('statut=taken&type=coring&reference=CH-2025&archivees=oui');
    expect(campaignFiltersFromSearch(search)).toEqual(filters);
    expect(searchFromCampaignFilters(NO_CAMPAIGN_FILTERS).toString()).toBe('');
  });

  it('ignore unknown statuses and types', () => {
    expect(campaignFiltersFromSearch(new URLSearchParams('statut=lost&type=boat'))).toEqual(
      NO_CAMPAIGN_FILTERS,
    );
  });

  it('ask the API with the cores count and only the filters set', () => {
    expect(campaignsQuery(NO_CAMPAIGN_FILTERS)).toEqual({ coresCount: true, archived: false });
    expect(
      campaignsQuery({
        ...NO_CAMPAIGN_FILTERS,
        status: 'new',
        reference: ' A7 ',
        isArchived: true,
      }),
    ).toEqual({ coresCount: true, archived: true, status: 'new', reference: 'A7' });
  });
});
