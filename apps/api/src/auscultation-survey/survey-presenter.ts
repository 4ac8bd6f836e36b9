import type { components } from '@chaussee/sdk';
import { toUserSummary } from '../users/user-presenter.js';
import type { SurveyItemChangeView, SurveyItemView } from './survey-items.repository.js';

type Schemas = components['schemas'];

export function toSurveyItem({ item, degradation }: SurveyItemView): Schemas['SurveyItem'] {
  return {
    id: item.id,
    campaignId: item.campaignId,
    kind: item.kind,
    geometry: item.geometry,
    road: item.road,
    prStart: item.prStart,
    abscissaStart: item.abscissaStart,
    prEnd: item.prEnd,
    abscissaEnd: item.abscissaEnd,
    direction: item.direction,
    lane: item.lane,
    degradationId: item.degradationId,
    distressType: degradation.distressType,
    severity: item.severity,
    extent: item.extent,
    extentUnit: degradation.unit,
    comment: item.comment,
    photos: item.photos,
    createdAt: item.createdAt.toISOString(),
    updatedAt: item.updatedAt.toISOString(),
  };
}

export function toHistoryEntry({
  change,
  author,
}: SurveyItemChangeView): Schemas['SurveyItemHistoryEntry'] {
  return {
    id: change.id,
    surveyItemId: change.surveyItemId,
    changedAt: change.changedAt.toISOString(),
    // A deleted author is shown as nobody, as the downloads do.
    changedBy: author?.deletedAt === null ? toUserSummary(author) : null,
    changes: change.changes,
  };
}
