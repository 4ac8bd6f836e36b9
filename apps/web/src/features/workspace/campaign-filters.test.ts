import { describe, expect, it } from 'vitest';
import {
  campaignFiltersFromSearch,
  campaignsQuery,
  NO_CAMPAIGN_FILTERS,
  searchFromCampaignFilters,
  withCampaignType,
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

  it('keep a status only with a campaign type whose lifecycle has it', () => {
    const read = (query: string) => campaignFiltersFromSearch(new URLSearchParams(query));
    expect(read('statut=taken')).toEqual(NO_CAMPAIGN_FILTERS);
    expect(read('statut=extracted&type=coring')).toEqual({
      ...NO_CAMPAIGN_FILTERS,
      campaignType: 'coring',
    });
    expect(read('statut=verification&type=auscultation')).toMatchObject({
      status: 'verification',
      campaignType: 'auscultation',
    });
    expect(read('type=macro')).toEqual(NO_CAMPAIGN_FILTERS);
  });

  it('drop the status when another type does not have it', () => {
    const coringTaken = {
      ...NO_CAMPAIGN_FILTERS,
      campaignType: 'coring',
      status: 'taken',
    } as const;
    expect(withCampaignType(coringTaken, 'auscultation')).toMatchObject({
      campaignType: 'auscultation',
      status: null,
    });
    const preparing = { ...coringTaken, status: 'preparing' } as const;
    expect(withCampaignType(preparing, 'auscultation').status).toBe('preparing');
    expect(withCampaignType(preparing, null).status).toBeNull();
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
