import { classifyContent } from '@chaussee/validation';
import { describe, expect, it } from 'vitest';
import {
  areValidThresholds,
  classifyWithThresholds,
  defaultThresholds,
  measuredPollutantOf,
} from './pollutant-thresholds.js';

describe('pollutant thresholds of the analyses synoptic', () => {
  it('starts from the shared classes of §3', () => {
    expect(defaultThresholds('PAH')).toEqual([0, 50, 500, 1000]);
    expect(defaultThresholds('TH')).toEqual([0, 500]);
  });

  it('classes like the shared rule with the default thresholds', () => {
    for (const value of [0, 49.9, 50, 499, 500, 999, 1000, 25000]) {
      expect(classifyWithThresholds('PAH', value, defaultThresholds('PAH'))).toBe(
        classifyContent('PAH', value)?.id,
      );
    }
  });

  it('classes again when a threshold is edited', () => {
    expect(classifyWithThresholds('PAH', 300, [0, 50, 500, 1000])).toBe('PAH_50');
    expect(classifyWithThresholds('PAH', 300, [0, 50, 250, 1000])).toBe('PAH_500');
    expect(classifyWithThresholds('TH', 400, [0, 300])).toBe('TH_500');
    expect(classifyWithThresholds('TH', -1, [0, 300])).toBeNull();
  });

  it('refuses thresholds out of order or not starting at 0', () => {
    expect(areValidThresholds([0, 50, 500, 1000])).toBe(true);
    expect(areValidThresholds([0, 500, 50, 1000])).toBe(false);
    expect(areValidThresholds([10, 50, 500, 1000])).toBe(false);
    expect(areValidThresholds([0, Number.NaN])).toBe(false);
  });

  it('classes the « Ref. BE » variants on their pollutant’s thresholds', () => {
    expect(measuredPollutantOf('PAH_ref_be')).toBe('PAH');
    expect(measuredPollutantOf('TH_ref_be')).toBe('TH');
    expect(measuredPollutantOf('asbestos')).toBeNull();
  });
});
