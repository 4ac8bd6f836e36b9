import { labels } from '@chaussee/validation';
import { describe, expect, it } from 'vitest';
import { codesWithLabels, isCodeOf } from './enum-codes.js';

describe('enum codes of the label catalogue', () => {
  it('tell a code from any other text', () => {
    expect(isCodeOf(labels.CampaignType, 'coring')).toBe(true);
    expect(isCodeOf(labels.CampaignType, 'boat')).toBe(false);
    expect(isCodeOf(labels.CampaignType, 'toString')).toBe(false);
    expect(isCodeOf(labels.CampaignType, null)).toBe(false);
  });

  it('list the codes with their French labels in order', () => {
    expect(codesWithLabels(labels.CampaignType)).toEqual([
      { code: 'coring', label: 'Carottage' },
      { code: 'auscultation', label: 'Auscultation' },
      { code: 'macro', label: 'Macro-campagne' },
    ]);
  });
});
