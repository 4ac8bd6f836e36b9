import type { Theme } from '@mui/material/styles';

// Distinct series colours, readable on the background of each mode.
const seriesColors = {
  light: ['#1a4f8b', '#00897b', '#f9a825', '#c62828', '#6a1b9a', '#5d4037', '#0277bd', '#2e7d32'],
  dark: ['#90caf9', '#80cbc4', '#ffe082', '#ef9a9a', '#ce93d8', '#bcaaa4', '#81d4fa', '#a5d6a7'],
} as const;

/** An ECharts theme from the MUI theme: colours, text and axes follow light or dark mode. */
export function chartThemeOf({ palette, typography }: Theme): Record<string, unknown> {
  const axis = {
    axisLine: { lineStyle: { color: palette.divider } },
    axisTick: { lineStyle: { color: palette.divider } },
    axisLabel: { color: palette.text.secondary },
    splitLine: { lineStyle: { color: palette.divider } },
    nameTextStyle: { color: palette.text.secondary },
  };
  return {
    color: [...seriesColors[palette.mode]],
    backgroundColor: 'transparent',
    textStyle: { color: palette.text.primary, fontFamily: typography.fontFamily },
    legend: { textStyle: { color: palette.text.primary } },
    tooltip: {
      backgroundColor: palette.background.paper,
      borderColor: palette.divider,
      textStyle: { color: palette.text.primary },
    },
    categoryAxis: axis,
    valueAxis: axis,
    pie: { itemStyle: { borderColor: palette.background.paper, borderWidth: 1 } },
  };
}
