import { describe, expect, it } from 'vitest';
import { classCountsOf } from './macro-class-counts.js';
import { coreLevelOf, countByLevel } from './macro-levels.js';
import { macroCore } from './testing/macro-fixtures.js';

const layer = {
  type: 'EB' as const,
  thickness: 60,
  pahMgKg: null,
  thMgKg: null,
  asbestosPresent: null,
};

describe('the level of a core: the highest class of its results', () => {
  it.each([
    ['no result', {}, 'unanalysed'],
    ['PAH 49.9', { pahMaxMgKg: 49.9 }, 'low'],
    ['PAH 50 (a threshold belongs to its class)', { pahMaxMgKg: 50 }, 'moderate'],
    ['PAH 500', { pahMaxMgKg: 500 }, 'high'],
    ['PAH 1000', { pahMaxMgKg: 1000 }, 'critical'],
    ['PAH 10 but TH 500', { pahMaxMgKg: 10, thMaxMgKg: 500 }, 'critical'],
    ['TH 499', { thMaxMgKg: 499 }, 'low'],
    ['PAH 60 and asbestos found', { pahMaxMgKg: 60, asbestosPresent: true }, 'critical'],
    ['asbestos looked for, none', { asbestosPresent: false }, 'low'],
    ['PAH 600, no asbestos', { pahMaxMgKg: 600, asbestosPresent: false }, 'high'],
  ] as const)('%s → %s', (_case, results, level) => {
    expect(coreLevelOf(macroCore(1, results))).toBe(level);
  });

  it('counts the cores of each level', () => {
    const cores = [
      macroCore(1, { pahMaxMgKg: 1200 }),
      macroCore(2, { thMaxMgKg: 700 }),
      macroCore(3, { pahMaxMgKg: 60 }),
      macroCore(4),
    ];
    expect(countByLevel(cores)).toEqual({
      unanalysed: 1,
      low: 0,
      moderate: 1,
      high: 0,
      critical: 2,
    });
  });
});

describe('class counts of the charts', () => {
  it('counts each core by its highest result and each layer by its own', () => {
    const core = macroCore(1, {
      pahMaxMgKg: 800,
      thMaxMgKg: 20,
      asbestosPresent: false,
      layers: [
        { ...layer, position: 1, pahMgKg: 800, thMgKg: 20, asbestosPresent: false },
        { ...layer, position: 2, pahMgKg: 30, thMgKg: null, asbestosPresent: null },
      ],
    });
    const counts = classCountsOf([core, macroCore(2)]);
    expect(counts.cores).toEqual({
      PAH_0: 0,
      PAH_50: 0,
      PAH_500: 1,
      PAH_1000: 0,
      TH_0: 1,
      TH_500: 0,
      asbestos_absent: 1,
      asbestos_present: 0,
    });
    expect(counts.layers).toEqual({
      PAH_0: 1,
      PAH_50: 0,
      PAH_500: 1,
      PAH_1000: 0,
      TH_0: 1,
      TH_500: 0,
      asbestos_absent: 1,
      asbestos_present: 0,
    });
  });
});
