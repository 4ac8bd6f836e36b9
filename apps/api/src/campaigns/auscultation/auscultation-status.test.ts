import { AUSCULTATION_STATUSES } from '@chaussee/permissions';
import { labels } from '@chaussee/validation';
import { describe, expect, it } from 'vitest';
import { mayMoveAuscultation } from './auscultation-status.js';

const CAMPAIGN_STATUSES = Object.keys(
  labels.CampaignStatus,
) as (keyof typeof labels.CampaignStatus)[];

describe('the auscultation lifecycle', () => {
  it.each([
    ['preparing', 'processing', true],
    ['processing', 'verification', true],
    ['verification', 'waiting_validation', true],
    ['verification', 'processing', true],
    ['waiting_validation', 'validated', true],
    ['waiting_validation', 'processing', true],
    ['validated', 'finished', true],
    ['preparing', 'cancelled', true],
    ['validated', 'abandoned', true],
    ['preparing', 'finished', false],
    ['processing', 'preparing', false],
    ['validated', 'processing', false],
    ['finished', 'cancelled', false],
    ['cancelled', 'preparing', false],
    ['abandoned', 'processing', false],
    ['preparing', 'taken', false],
  ] as const)('%s → %s is %s', (from, to, allowed) => {
    expect(mayMoveAuscultation(from, to)).toBe(allowed);
  });
});

describe('the auscultation statuses the web offers (packages/permissions)', () => {
  it('are the statuses this lifecycle reaches from preparing, where a campaign starts', () => {
    const reached = new Set<(typeof CAMPAIGN_STATUSES)[number]>(['preparing']);
    let isGrowing = true;
    while (isGrowing) {
      const next = CAMPAIGN_STATUSES.filter(
        (to) => !reached.has(to) && [...reached].some((from) => mayMoveAuscultation(from, to)),
      );
      next.forEach((status) => reached.add(status));
      isGrowing = next.length > 0;
    }
    expect([...reached].sort()).toEqual([...AUSCULTATION_STATUSES].sort());
  });
});
