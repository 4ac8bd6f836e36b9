import { describe, expect, it } from 'vitest';
import { classifyAsbestos, classifyContent, contentRanges } from './pollutant-classes.js';

const pahClassOf = (mgPerKg: number) => classifyContent('PAH', mgPerKg)?.id;

describe('classifyContent', () => {
  it('puts PAH contents in the classes 0-50, 50-500, 500-1000 and over 1000, a threshold in the class it opens', () => {
    expect(pahClassOf(0)).toBe('PAH_0');
    expect(pahClassOf(49.99)).toBe('PAH_0');
    expect(pahClassOf(50)).toBe('PAH_50');
    expect(pahClassOf(499.9)).toBe('PAH_50');
    expect(pahClassOf(500)).toBe('PAH_500');
    expect(pahClassOf(999.9)).toBe('PAH_500');
    expect(pahClassOf(1000)).toBe('PAH_1000');
    expect(pahClassOf(25_000)).toBe('PAH_1000');
  });

  it('splits TH contents at the macro threshold of 500 mg/kg', () => {
    expect(classifyContent('TH', 499.99)?.id).toBe('TH_0');
    expect(classifyContent('TH', 500)?.id).toBe('TH_500');
  });

  it('gives no class to a value that is not a content', () => {
    expect(classifyContent('PAH', -1)).toBeNull();
    expect(classifyContent('PAH', Number.NaN)).toBeNull();
    expect(classifyContent('TH', Number.POSITIVE_INFINITY)).toBeNull();
  });
});

describe('contentRanges', () => {
  it('bounds each class by the next threshold, the last one open', () => {
    expect(contentRanges('PAH')).toEqual([
      { id: 'PAH_0', from: 0, to: 50 },
      { id: 'PAH_50', from: 50, to: 500 },
      { id: 'PAH_500', from: 500, to: 1000 },
      { id: 'PAH_1000', from: 1000, to: null },
    ]);
  });
});

describe('classifyAsbestos', () => {
  it('tells presence from absence', () => {
    expect(classifyAsbestos(true)).toBe('asbestos_present');
    expect(classifyAsbestos(false)).toBe('asbestos_absent');
  });
});
