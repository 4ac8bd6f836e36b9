import { describe, expect, it } from 'vitest';
import { colorExpression, UNCLASSED_COLOR, type ClassedLegend } from './color-expression.js';

describe('colorExpression', () => {
  it('matches each category of the legend to its colour, the others in grey', () => {
    const legend: ClassedLegend = {
      field: 'pollutantClass',
      classes: [
        { label: 'HAP < 50 mg/kg', color: '#2e7d32', min: null, max: null, value: 'PAH_0' },
        { label: 'HAP ≥ 1000 mg/kg', color: '#b71c1c', min: null, max: null, value: 'PAH_1000' },
      ],
    };
    expect(colorExpression(legend, '#1976d2')).toEqual([
      'match',
      ['get', 'pollutantClass'],
      'PAH_0',
      '#2e7d32',
      'PAH_1000',
      '#b71c1c',
      UNCLASSED_COLOR,
    ]);
  });

  it('colours numeric classes by min included and max excluded, open bounds left out', () => {
    const legend: ClassedLegend = {
      field: 'bituminousThickness',
      classes: [
        { label: '< 80 mm', color: '#c8e6c9', min: null, max: 80, value: null },
        { label: '≥ 80 mm', color: '#1b5e20', min: 80, max: null, value: null },
      ],
    };
    const number = ['to-number', ['get', 'bituminousThickness'], Number.NaN];
    expect(colorExpression(legend, '#1976d2')).toEqual([
      'case',
      ['all', ['has', 'bituminousThickness'], ['<', number, 80]],
      '#c8e6c9',
      ['all', ['has', 'bituminousThickness'], ['>=', number, 80]],
      '#1b5e20',
      UNCLASSED_COLOR,
    ]);
  });

  it('draws a layer without classes, or whose legend has not come yet, in its own colour', () => {
    expect(colorExpression(undefined, '#1976d2')).toBe('#1976d2');
    expect(colorExpression({ field: null, classes: [] }, '#d32f2f')).toBe('#d32f2f');
  });
});
