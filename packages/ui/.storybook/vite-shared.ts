import { defaultClientConditions, type UserConfig } from 'vite';
import { mswWorkerPlugin } from './msw-worker-plugin.js';

/**
 * What Storybook and the story test add to Vite: workspace packages read from their TypeScript
 * sources, MSW's worker served, and the heavy dependencies bundled up front (a dependency found
 * halfway through a test run would reload the page).
 */
export const storiesViteConfig: UserConfig = {
  resolve: { conditions: ['@chaussee/source', ...defaultClientConditions] },
  plugins: [mswWorkerPlugin()],
  optimizeDeps: {
    include: [
      '@emotion/react',
      '@emotion/styled',
      '@mui/material',
      '@rjsf/core',
      '@rjsf/mui',
      '@rjsf/utils',
      '@tanstack/react-query',
      'ag-grid-community',
      'ag-grid-react',
      'echarts/charts',
      'echarts/components',
      'echarts/core',
      'echarts/renderers',
      'maplibre-gl',
      'sonner',
    ],
  },
};
