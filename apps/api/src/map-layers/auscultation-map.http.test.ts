import type { ChausseeClient } from '@chaussee/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { degradations, surveyItems } from '../db/schema.js';
import {
  DEMO,
  startProjectsTestbed,
  type ProjectsTestbed,
} from '../workspaces/testing/projects-testbed.js';

/**
 * An auscultation campaign's map: its survey's segments and points as two layers, coloured by
 * distress type (the degradations' colours) or severity, narrowed by a filter on the severity.
 */
describe('The map of an auscultation campaign', () => {
  let bed: ProjectsTestbed;
  let campaignId: string;
  let engineer: ChausseeClient;

  beforeAll(async () => {
    bed = await startProjectsTestbed();
    const workspaceId = await bed.insertWorkspace({
      siteId: (await bed.insertOrganization('Département')).siteId,
      name: 'Routes',
      memberIds: [bed.userId(DEMO.engineer)],
    });
    campaignId = await bed.insertCampaign({
      workspaceId,
      type: 'auscultation',
      name: 'Relevé',
      memberIds: [bed.userId(DEMO.engineer)],
    });
    const [cracks, tearing] = await bed.db
      .insert(degradations)
      .values([
        { distressType: 'various_cracks', label: 'Fissures diverses', color: '#fbc02d', unit: 'm' },
        { distressType: 'tearing_off', label: 'Arrachement', color: '#8d6e63', unit: 'm2' },
      ])
      .returning();
    if (!cracks || !tearing) throw new Error('No degradations');
    const common = { campaignId, road: 'RD 12', prStart: 1, abscissaStart: 0 };
    await bed.db.insert(surveyItems).values([
      {
        ...common,
        kind: 'segment',
        degradationId: cracks.id,
        severity: 1,
        geometry: {
          type: 'LineString',
          coordinates: [
            [5, 45],
            [5.01, 45.02],
          ],
        },
      },
      {
        ...common,
        kind: 'segment',
        degradationId: cracks.id,
        severity: 3,
        geometry: {
          type: 'LineString',
          coordinates: [
            [5.02, 45.03],
            [5.03, 45.01],
          ],
        },
      },
      {
        ...common,
        kind: 'point',
        degradationId: tearing.id,
        severity: 2,
        geometry: { type: 'Point', coordinates: [5.1, 45.1] },
      },
    ]);
    engineer = await bed.as(DEMO.engineer);
  });
  afterAll(() => bed.server.close());

  async function layerOf(kind: 'auscultation_points' | 'auscultation_segments') {
    const { data } = await engineer.GET('/campaigns/{id}/map-layers', {
      params: { path: { id: campaignId }, query: {} },
    });
    const layer = data.items.find((item) => item.kind === kind);
    if (!layer) throw new Error(`No ${kind} layer`);
    return layer;
  }

  it('draws the segments as lines with the extent of their coordinates, classed by distress type and severity', async () => {
    const segments = await layerOf('auscultation_segments');
    expect(segments).toMatchObject({ geometryType: 'line', valueField: 'distressType' });
    const { data } = await engineer.GET('/map-layers/{id}/data/{campaignId}', {
      params: { path: { id: segments.id, campaignId }, query: {} },
    });
    expect(data.features.map((feature) => feature.geometry?.type)).toEqual([
      'LineString',
      'LineString',
    ]);
    expect(data.bbox).toEqual([5, 45, 5.03, 45.03]);
    const { data: byType } = await engineer.GET('/map-layers/{id}/value-classes', {
      params: { path: { id: segments.id }, query: {} },
    });
    expect(
      byType.classes
        .filter((item) => item.count > 0)
        .map(({ label, color, count }) => [label, color, count]),
    ).toEqual([['Fissures diverses', '#fbc02d', 2]]);
    const { data: bySeverity } = await engineer.GET('/map-layers/{id}/value-classes', {
      params: { path: { id: segments.id }, query: { measure: 'severity' } },
    });
    expect(bySeverity.classes.map(({ label, count }) => [label, count])).toEqual([
      ['Gravité 1', 1],
      ['Gravité 2', 0],
      ['Gravité 3', 1],
    ]);
  });

  it('narrows the segments by severity, not the points', async () => {
    const segments = await layerOf('auscultation_segments');
    const { data: filters } = await engineer.GET('/campaigns/{id}/dynamic-filters/{mapLayerId}', {
      params: { path: { id: campaignId, mapLayerId: segments.id }, query: {} },
    });
    const severity = filters.items.find((filter) => filter.field === 'severity');
    if (!severity) throw new Error('No severity filter');
    await engineer.PUT('/dynamic-filters/{id}', {
      params: { path: { id: severity.id } },
      body: { selectedValues: [3], min: null, max: null },
    });
    const { data } = await engineer.GET('/map-layers/{id}/data/{campaignId}', {
      params: { path: { id: segments.id, campaignId }, query: {} },
    });
    expect(data.features.map((feature) => feature.properties.severity)).toEqual([3]);
    const points = await layerOf('auscultation_points');
    const { data: pointData } = await engineer.GET('/map-layers/{id}/data/{campaignId}', {
      params: { path: { id: points.id, campaignId }, query: {} },
    });
    expect(pointData.features.map((feature) => feature.properties.distressType)).toEqual([
      'tearing_off',
    ]);
  });
});
