import type { SurveyItem } from '@chaussee/sdk/react';
import { campaignId } from './statistic-fixtures.js';

export const potholeDegradationId = 'd0000000-0000-4000-8000-000000000007';
export const repairDegradationId = 'd0000000-0000-4000-8000-000000000011';

/** A surveyed point of the campaign with the values a test fixes. */
export function surveyItem(values: Partial<SurveyItem> & Pick<SurveyItem, 'id'>): SurveyItem {
  return {
    campaignId,
    kind: 'point',
    geometry: { type: 'Point', coordinates: [3.87, 43.61] },
    road: 'RD 1090',
    prStart: 12,
    abscissaStart: 150,
    prEnd: null,
    abscissaEnd: null,
    direction: 'Nord',
    lane: '1',
    degradationId: potholeDegradationId,
    distressType: 'pothole',
    severity: 2,
    extent: 1,
    extentUnit: 'count',
    comment: null,
    photos: [],
    createdAt: '2026-11-20T08:00:00.000Z',
    updatedAt: '2026-11-20T08:00:00.000Z',
    ...values,
  };
}
