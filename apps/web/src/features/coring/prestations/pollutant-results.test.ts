import type { LayerPollutantAnalysis } from '@chaussee/sdk/react';
import { describe, expect, it } from 'vitest';
import { pollutantResults } from './pollutant-results.js';

function analysis(values: Partial<LayerPollutantAnalysis>): LayerPollutantAnalysis {
  return {
    kind: 'PAH',
    valueMgKg: null,
    asbestosPresent: null,
    analysedAt: null,
    laboratoryOrderId: null,
    ...values,
  };
}

describe('pollutant results of a layer', () => {
  const analyses = [
    analysis({ kind: 'PAH_ref_be', valueMgKg: 40 }),
    analysis({ kind: 'asbestos', asbestosPresent: true }),
    analysis({ kind: 'PAH', valueMgKg: 620 }),
  ];

  it('gives the laboratory result before the engineering office reference', () => {
    expect(pollutantResults(analyses, 'PAH')).toEqual([
      { pollutant: 'PAH', value: 620 },
      { pollutant: 'PAH_ref_be', value: 40 },
    ]);
    expect(pollutantResults(analyses, 'asbestos')).toEqual([
      { pollutant: 'asbestos', value: true },
    ]);
  });

  it('says « not measured » for a pollutant without result', () => {
    expect(pollutantResults(analyses, 'TH')).toEqual([{ pollutant: 'TH', value: null }]);
    expect(pollutantResults([], 'asbestos')).toEqual([{ pollutant: 'asbestos', value: null }]);
  });
});
