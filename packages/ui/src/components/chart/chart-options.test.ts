import { describe, expect, it } from 'vitest';
import { chartOption, hasChartData, type ChartData } from './chart-options.js';

const months = ['Janvier', 'Février', 'Mars'];
const cores = { name: 'Carottes', unit: null, data: [12, null, 7] };
const analysed = { name: 'Analysées', unit: null, data: [10, 2, 5] };

describe('chartOption', () => {
  it('stacks the bars of a stacked bar chart and only those', () => {
    const stacked = chartOption({ kind: 'stacked_bar', labels: months, series: [cores, analysed] });
    const side = chartOption({ kind: 'bar', labels: months, series: [cores, analysed] });
    expect(stacked.series).toMatchObject([
      { type: 'bar', stack: 'total' },
      { type: 'bar', stack: 'total' },
    ]);
    const sideSeries = Array.isArray(side.series) ? side.series : [];
    expect(sideSeries.map((one) => 'stack' in one)).toEqual([false, false]);
  });

  it('draws the first series as pie slices named by the labels, a gap as missing', () => {
    expect(chartOption({ kind: 'pie', labels: months, series: [cores] }).series).toMatchObject([
      {
        type: 'pie',
        data: [
          { name: 'Janvier', value: 12 },
          { name: 'Février', value: '-' },
          { name: 'Mars', value: 7 },
        ],
      },
    ]);
  });

  it('formats the values of the tooltip in French with the unit', () => {
    const option = chartOption({
      kind: 'line',
      labels: months,
      series: [{ name: 'HAP', unit: 'mg/kg', data: [1250.5, 40, 600] }],
    });
    const tooltip = Array.isArray(option.tooltip) ? option.tooltip[0] : option.tooltip;
    expect(tooltip?.valueFormatter?.(1250.5, 0)).toBe('1\u202f250,5 mg/kg');
  });

  it('makes a disabled chart silent, without tooltip', () => {
    const option = chartOption({ kind: 'bar', labels: months, series: [cores] }, { silent: true });
    expect(option).toMatchObject({ tooltip: { show: false }, series: [{ silent: true }] });
  });
});

describe('chartOption of a line', () => {
  it('joins a series over the labels it has no value at (the other lanes’ cores along a road)', () => {
    const option = chartOption({
      kind: 'line',
      labels: months,
      series: [
        { name: 'Sens 1 – voie lente', data: [120, null, 140] },
        { name: 'Sens 2 – voie lente', data: [null, 90, null] },
      ],
    });
    expect(option.series).toMatchObject([
      { type: 'line', connectNulls: true },
      { type: 'line', connectNulls: true },
    ]);
  });
});

describe('hasChartData', () => {
  it('needs labels and at least one value', () => {
    const chart = (data: Partial<ChartData>): ChartData => ({
      kind: 'bar',
      labels: months,
      series: [cores],
      ...data,
    });
    expect(hasChartData(chart({}))).toBe(true);
    expect(hasChartData(chart({ labels: [] }))).toBe(false);
    expect(hasChartData(chart({ series: [{ name: 'Vide', data: [null, null, null] }] }))).toBe(
      false,
    );
  });
});
