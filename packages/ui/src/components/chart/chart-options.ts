import type { BarSeriesOption, LineSeriesOption, PieSeriesOption } from 'echarts/charts';
import type {
  GridComponentOption,
  LegendComponentOption,
  TooltipComponentOption,
} from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import { formatNumber } from '../../format.js';

/** How a chart is drawn: the chart kinds of the contract that are charts. */
export type ChartKind = 'bar' | 'stacked_bar' | 'line' | 'pie';

/** One series of values, one per label (the contract's ChartContent series). */
export interface ChartSeries {
  name: string;
  /** mg/kg, mm, %…; `null` when unitless. */
  unit?: string | null;
  data: readonly (number | null)[];
}

export interface ChartData {
  kind: ChartKind;
  /** Labels of the x axis, or of the slices of a pie. */
  labels: readonly string[];
  series: readonly ChartSeries[];
}

export type ChartOption = ComposeOption<
  | BarSeriesOption
  | LineSeriesOption
  | PieSeriesOption
  | GridComponentOption
  | LegendComponentOption
  | TooltipComponentOption
>;

/** Whether there is a value to draw. */
export function hasChartData({ labels, series }: ChartData): boolean {
  return labels.length > 0 && series.some((one) => one.data.some((value) => value !== null));
}

function withUnit(value: unknown, unit: string | null | undefined): string {
  if (typeof value !== 'number') return '–';
  return unit ? `${formatNumber(value)} ${unit}` : formatNumber(value);
}

/** The ECharts option of a chart, in French number formats; `silent` when it must not react. */
export function chartOption(data: ChartData, { silent = false } = {}): ChartOption {
  const { kind, labels, series } = data;
  const unit = series[0]?.unit;
  if (kind === 'pie') {
    const values = series[0]?.data ?? [];
    return {
      tooltip: { show: !silent, trigger: 'item', valueFormatter: (value) => withUnit(value, unit) },
      legend: { bottom: 0, type: 'scroll' },
      series: [
        {
          type: 'pie',
          name: series[0]?.name,
          radius: ['35%', '65%'],
          silent,
          // '-' is ECharts' missing value.
          data: labels.map((label, index) => ({ name: label, value: values[index] ?? '-' })),
        },
      ],
    };
  }
  return {
    tooltip: { show: !silent, trigger: 'axis', valueFormatter: (value) => withUnit(value, unit) },
    legend: { show: series.length > 1, bottom: 0, type: 'scroll' },
    grid: { left: 8, right: 16, top: 16, bottom: series.length > 1 ? 40 : 8, containLabel: true },
    xAxis: { type: 'category', data: [...labels] },
    yAxis: {
      type: 'value',
      name: unit ?? undefined,
      axisLabel: { formatter: (value: number) => formatNumber(value) },
    },
    // A line joins its values over the labels it has none at: along a road, each direction and
    // lane is one series and the labels are every core, so a series is null at the others' cores.
    series: series.map((one) =>
      kind === 'line'
        ? { type: 'line', name: one.name, data: [...one.data], silent, connectNulls: true }
        : {
            type: 'bar',
            name: one.name,
            data: [...one.data],
            silent,
            ...(kind === 'stacked_bar' ? { stack: 'total' } : {}),
          },
    ),
  };
}
