import { describe, expect, it } from 'vitest';
import {
  campaignPath,
  coringCampaignPaths,
  coringSynopticPath,
  workspacePath,
} from './campaign-paths.js';

const id = '0b7d4c1e-3a2f-4e5d-9c8b-7a6f5e4d3c2b';

describe('campaign paths', () => {
  it('opens a campaign on the page of its type', () => {
    expect(campaignPath({ id, type: 'coring' })).toBe(`/coring-campaign/${id}`);
    expect(campaignPath({ id, type: 'auscultation' })).toBe(
      `/auscultation-campaign/${id}/dashboard`,
    );
    expect(campaignPath({ id, type: 'macro' })).toBe(`/coring-macro-campaigns/${id}`);
  });

  it('names every page of a coring campaign and the workspace page', () => {
    expect(coringCampaignPaths(id)).toEqual({
      cores: `/coring-campaign/${id}`,
      dashboard: `/coring-campaign/${id}/dashboard`,
      prestations: `/coring-campaign/${id}/prestations`,
      manage: `/campaign/${id}/manage`,
      administration: `/admin/campaigns/${id}`,
    });
    expect(workspacePath('42')).toBe('/project/42');
  });

  it('opens the structural synoptic on every core or on the cores a grid kept', () => {
    expect(coringSynopticPath(id, null)).toBe(`/coring-campaign/${id}/structural-synoptic`);
    expect(coringSynopticPath(id, ['a1', 'b2'])).toBe(
      `/coring-campaign/${id}/structural-synoptic?carottes=a1%2Cb2`,
    );
  });
});
