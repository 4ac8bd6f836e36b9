import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { init, use as registerChartParts } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

// Only the charts and components the Chart draws: the whole of ECharts weighs 379 kB gzip.
registerChartParts([
  BarChart,
  LineChart,
  PieChart,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  CanvasRenderer,
]);

export { init as initChart };
export type { EChartsType as ChartInstance } from 'echarts/core';
