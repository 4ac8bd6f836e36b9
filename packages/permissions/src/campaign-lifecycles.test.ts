import { describe, expect, it } from 'vitest';
import {
  AUSCULTATION_STATUSES,
  CAMPAIGN_STATUSES_BY_TYPE,
  EXISTING_CAMPAIGN_TYPES,
} from './campaign-lifecycles.js';

describe('the statuses of each campaign type', () => {
  it('are the coring lifecycle in its order, main path first', () => {
    expect(CAMPAIGN_STATUSES_BY_TYPE.coring).toEqual([
      'preparing',
      'awaiting_validation',
      'programing_validated',
      'taking_in_progress',
      'taken',
      'taking_validated',
      'sent_for_analysis',
      'results_obtained',
      'finished',
      'cancelled',
      'abandoned',
    ]);
  });

  it('are the auscultation lifecycle in its order', () => {
    expect(CAMPAIGN_STATUSES_BY_TYPE.auscultation).toBe(AUSCULTATION_STATUSES);
    expect(AUSCULTATION_STATUSES).toEqual([
      'preparing',
      'processing',
      'verification',
      'waiting_validation',
      'validated',
      'finished',
      'cancelled',
      'abandoned',
    ]);
  });

  it('are none for a macro campaign, which no list offers until one can exist', () => {
    expect(CAMPAIGN_STATUSES_BY_TYPE.macro).toEqual([]);
    expect(EXISTING_CAMPAIGN_TYPES).toEqual(['coring', 'auscultation']);
  });
});
