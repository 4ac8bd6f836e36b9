import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useTheme } from '@mui/material/styles';
import { useEffect, useMemo, useRef, useState } from 'react';
import { messages } from '../../messages.js';
import { EmptyState } from '../empty-state/empty-state.js';
import { chartOption, hasChartData, type ChartData } from './chart-options.js';
import { chartThemeOf } from './chart-theme.js';
import type { ChartInstance } from './echarts-setup.js';

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
 * ECharts, loaded when a chart is first drawn rather than when the package is imported: a screen
 * that holds a chart shows its other parts without waiting for the library (201 kB gzip), and the
 * many screens and tests that import `@chaussee/ui` without drawing a chart never evaluate it
 * (about half a second for each web test file; README « npm test »).
 */
const loadECharts = () => import('./echarts-setup.js');

/** Draws `data` anew (not merged with what was drawn), marked not rendered until ECharts ends. */
function draw(chart: ChartInstance, container: HTMLElement, data: ChartData, disabled: boolean) {
  container.setAttribute('data-chart-rendered', 'false');
  chart.setOption(chartOption(data, { silent: disabled }), { notMerge: true });
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

  // What the chart shows last, for the chart created once ECharts has loaded.
  const latest = useRef({ data, disabled });
  // ECharts' chunk could not be fetched (a deploy removed it, the network failed): the app's
  // chunk reload guard reloads the page once; if it does not, the chart says so.
  const [hasLoadFailed, setLoadFailed] = useState(false);

  useEffect(() => {
    const container = containerRef.current;
    if (container === null || !isDrawable) return;
    let isDisposed = false;
    let resizeObserver: ResizeObserver | undefined;
    loadECharts().then(
      ({ createChart }) => {
        // Unmounted, or a new theme came, while ECharts loaded: that effect draws instead.
        if (isDisposed) return;
        const instance = createChart(container, chartTheme);
        instance.on('finished', () => {
          container.setAttribute('data-chart-rendered', 'true');
        });
        resizeObserver = new ResizeObserver(() => {
          instance.resize();
        });
        resizeObserver.observe(container);
        chartRef.current = instance;
        draw(instance, container, latest.current.data, latest.current.disabled);
      },
      () => {
        if (!isDisposed) setLoadFailed(true);
      },
    );
    return () => {
      isDisposed = true;
      resizeObserver?.disconnect();
      chartRef.current?.dispose();
      chartRef.current = null;
    };
  }, [chartTheme, isDrawable]);

  // Declared after the effect that creates the chart, so it runs after it (and again with a theme).
  // Until ECharts has loaded there is no chart: the data is kept for its creation to draw.
  useEffect(() => {
    latest.current = { data, disabled };
    const chart = chartRef.current;
    const container = containerRef.current;
    if (chart === null || container === null) return;
    draw(chart, container, data, disabled);
  }, [chartTheme, isDrawable, data, disabled]);

  if (error !== null || hasLoadFailed) {
    return (
      <EmptyState
        variant="error"
        title={messages.common.errorTitle}
        description={error ?? messages.chart.loadFailed}
      />
    );
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
