import { describe, expect, it } from 'vitest';
import { demoCoresOf, type DemoCore } from './demo-cores.js';
import { DEMO_ROADS } from './demo-geography.js';
import { DEMO_WORKSPACES } from './demo-projects.js';

const campaigns = DEMO_WORKSPACES.flatMap((workspace) => workspace.coring);

describe('the demo cores', () => {
  it('are the same on every run', () => {
    for (const campaign of campaigns) {
      expect(demoCoresOf(campaign)).toEqual(demoCoresOf(campaign));
    }
  });

  it('draw each field from its own stream: the layers a status implies change no other field', () => {
    const diagnostic = campaigns.find((campaign) => campaign.key === 'rd1075-diagnostic');
    if (!diagnostic) throw new Error('The RD 1075 diagnostic is part of the demo.');
    // Still preparing, the same campaign has no status nor layer to draw for its cores.
    const preparing = { ...diagnostic, status: 'preparing' as const };
    const drawnAlike = (core: DemoCore) => ({
      lat: core.lat,
      lane: core.lane,
      lateralPosition: core.lateralPosition,
      structureType: core.structureType,
      isFullStructure: core.isFullStructure,
      diameter: core.diameter,
    });
    expect(demoCoresOf(diagnostic).some((core) => core.layers.length > 0)).toBe(true);
    expect(demoCoresOf(preparing).map(drawnAlike)).toEqual(demoCoresOf(diagnostic).map(drawnAlike));
  });

  it('number 40 to 200 per coring campaign, numbered from 1 without gaps', () => {
    for (const campaign of campaigns) {
      const cores = demoCoresOf(campaign);
      expect(cores.length).toBeGreaterThanOrEqual(40);
      expect(cores.length).toBeLessThanOrEqual(200);
      expect(cores.map((core) => core.number)).toEqual(cores.map((_core, index) => index + 1));
    }
  });

  it('lie along their road, inside the box of its waypoints', () => {
    for (const campaign of campaigns) {
      const { waypoints } = DEMO_ROADS[campaign.road];
      const lats = waypoints.map((point) => point.lat);
      const lngs = waypoints.map((point) => point.lng);
      for (const core of demoCoresOf(campaign)) {
        expect(core.lat).toBeGreaterThanOrEqual(Math.min(...lats));
        expect(core.lat).toBeLessThanOrEqual(Math.max(...lats));
        expect(core.lng).toBeGreaterThanOrEqual(Math.min(...lngs));
        expect(core.lng).toBeLessThanOrEqual(Math.max(...lngs));
        expect(core.landmark).toMatch(/^PR \d+$/u);
      }
    }
  });

  it('have results only in campaigns that obtained them, with each PAH class represented', () => {
    const diagnostic = campaigns.find((campaign) => campaign.key === 'rd1075-diagnostic');
    if (!diagnostic) throw new Error('The RD 1075 diagnostic is part of the demo.');
    const withResults = demoCoresOf(diagnostic).flatMap((core) =>
      core.layers.flatMap((layer) => (layer.results ? [layer.results] : [])),
    );
    const pah = withResults.map((result) => result.pahMgKg);
    expect(pah.some((value) => value < 50)).toBe(true);
    expect(pah.some((value) => value >= 50 && value < 500)).toBe(true);
    expect(pah.some((value) => value >= 1000)).toBe(true);
    const planned = campaigns.find((campaign) => campaign.status === 'programing_validated');
    expect(planned && demoCoresOf(planned).every((core) => core.layers.length === 0)).toBe(true);
  });

  it('leave no core empty in a campaign awaiting validation, so its cores are valid', () => {
    const awaiting = campaigns.filter((campaign) => campaign.status === 'awaiting_validation');
    expect(awaiting.length).toBeGreaterThan(0);
    for (const campaign of awaiting) {
      expect(demoCoresOf(campaign).every((core) => core.status !== 'empty')).toBe(true);
    }
  });
});
