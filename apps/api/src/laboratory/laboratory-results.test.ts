import { describe, expect, it } from 'vitest';
import { classifySampleResult, toLayerPollutantAnalyses } from './laboratory-results.js';

const ORDER_ID = '5d0f3f0c-2a55-4c1e-8f7b-6a2a4f9d0042';

describe('classifySampleResult', () => {
  it('classes each value against the shared thresholds, a threshold in the class it opens', () => {
    expect(
      classifySampleResult({ sampleId: 's', pahMgKg: 1000, thMgKg: 500, asbestosDetected: true })
        .classes,
    ).toEqual({ PAH: 'PAH_1000', TH: 'TH_500', asbestos: 'asbestos_present' });
    expect(classifySampleResult({ sampleId: 's', pahMgKg: 49.9, thMgKg: 0 }).classes).toEqual({
      PAH: 'PAH_0',
      TH: 'TH_0',
    });
  });

  it('gives no class to an analysis without value', () => {
    expect(classifySampleResult({ sampleId: 's' }).classes).toEqual({});
  });
});

describe('toLayerPollutantAnalyses', () => {
  it('gives one result of the contract per value, tied to the order, asbestos as presence', () => {
    const analyses = toLayerPollutantAnalyses(
      { sampleId: 's', pahMgKg: 620, asbestosDetected: false, analysedAt: '2026-04-02' },
      ORDER_ID,
    );

    expect(analyses).toEqual([
      {
        kind: 'asbestos',
        valueMgKg: null,
        asbestosPresent: false,
        analysedAt: '2026-04-02',
        laboratoryOrderId: ORDER_ID,
      },
      {
        kind: 'PAH',
        valueMgKg: 620,
        asbestosPresent: null,
        analysedAt: '2026-04-02',
        laboratoryOrderId: ORDER_ID,
      },
    ]);
  });

  it('leaves the date null when the laboratory gave none', () => {
    expect(toLayerPollutantAnalyses({ sampleId: 's', thMgKg: 3 }, ORDER_ID)).toEqual([
      {
        kind: 'TH',
        valueMgKg: 3,
        asbestosPresent: null,
        analysedAt: null,
        laboratoryOrderId: ORDER_ID,
      },
    ]);
  });
});
