import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { init, use as registerChartParts, type EChartsType } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

export type ChartInstance = EChartsType;

let isRegistered = false;

/**
 * An ECharts instance that knows only the charts and components the Chart draws (the whole of
 * ECharts weighs 379 kB gzip). They are registered on first use rather than at import, so that
 * the package stays free of import side effects (`"sideEffects": false`).
 */
export function createChart(container: HTMLElement, theme: object): ChartInstance {
  if (!isRegistered) {
    registerChartParts([
      BarChart,
      LineChart,
      PieChart,
      GridComponent,
      LegendComponent,
      TooltipComponent,
      SVGRenderer,
    ]);
    isRegistered = true;
  }
  // SVG rather than canvas: crisp at any zoom and in screenshots, and drawn without a canvas
  // (component tests run in happy-dom, which has none).
  return init(container, theme, { renderer: 'svg' });
}
