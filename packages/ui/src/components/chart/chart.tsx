import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useTheme } from '@mui/material/styles';
import { useEffect, useMemo, useRef } from 'react';
import { messages } from '../../messages.js';
import { EmptyState } from '../empty-state/empty-state.js';
import { chartOption, hasChartData, type ChartData } from './chart-options.js';
import { chartThemeOf } from './chart-theme.js';
import { createChart, type ChartInstance } from './echarts-setup.js';

export interface ChartProps extends ChartData {
  /** What the chart shows, for screen readers (its title). */
  label: string;
  height?: number;
  loading?: boolean;
  /** Why the data could not be loaded (from the catalogue); replaces the chart. */
  error?: string | null;
  /** Shown dimmed, without tooltips. */
  disabled?: boolean;
}

/**
 * A bar, stacked bar, line or pie chart drawn by ECharts in the colours of the current theme.
 * Its props match the contract's ChartContent (labels, and series of values aligned on them).
 * `data-chart-rendered="true"` marks it drawn.
 */
export function Chart({
  label,
  kind,
  labels,
  series,
  height = 320,
  loading = false,
  error = null,
  disabled = false,
}: ChartProps) {
  const theme = useTheme();
  const containerRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<ChartInstance | null>(null);
  const chartTheme = useMemo(() => chartThemeOf(theme), [theme]);
  const data = useMemo(() => ({ kind, labels, series }), [kind, labels, series]);
  const isDrawable = !loading && error === null && hasChartData(data);

  useEffect(() => {
    const container = containerRef.current;
    if (container === null || !isDrawable) return;
    const instance = createChart(container, chartTheme);
    instance.on('finished', () => {
      container.setAttribute('data-chart-rendered', 'true');
    });
    const resizeObserver = new ResizeObserver(() => {
      instance.resize();
    });
    resizeObserver.observe(container);
    chartRef.current = instance;
    return () => {
      resizeObserver.disconnect();
      instance.dispose();
      chartRef.current = null;
    };
  }, [chartTheme, isDrawable]);

  // Declared after the effect that creates the chart, so it runs after it (and again with a theme).
  useEffect(() => {
    const chart = chartRef.current;
    if (chart === null) return;
    containerRef.current?.setAttribute('data-chart-rendered', 'false');
    chart.setOption(chartOption(data, { silent: disabled }), { notMerge: true });
  }, [chartTheme, isDrawable, data, disabled]);

  if (error !== null) {
    return <EmptyState variant="error" title={messages.common.errorTitle} description={error} />;
  }
  if (loading) {
    // Keyed apart from the chart's container: React would otherwise reuse that div (the same
    // element at the same place) for the skeleton, then ECharts' dispose empties it and React can
    // no longer remove the skeleton (removeChild) — the screen breaks when a drawn chart loads again.
    return (
      <Box key="loading" role="status" aria-label={messages.common.loading}>
        <Skeleton variant="rounded" height={height} />
      </Box>
    );
  }
  if (!isDrawable) return <EmptyState title={messages.chart.empty} />;
  return (
    <Box
      key="chart"
      ref={containerRef}
      role="img"
      aria-label={label}
      sx={{ height, width: '100%', opacity: disabled ? 0.6 : 1 }}
    />
  );
}
