import { defaultClientConditions, type UserConfig } from 'vite';
import { mswWorkerPlugin } from './msw-worker-plugin.js';

/**
 * What Storybook and the story test add to Vite: workspace packages read from their TypeScript
 * sources, MSW's worker served, and the dependencies found and bundled up front (a dependency
 * found halfway through a test run reloads the page and fails the run).
 */
export const storiesViteConfig: UserConfig = {
  resolve: { conditions: ['@chaussee/source', ...defaultClientConditions] },
  plugins: [mswWorkerPlugin()],
  optimizeDeps: {
    // Vite scans the stories for dependencies before the first page loads.
    entries: ['src/**/*.stories.tsx', '.storybook/preview.tsx'],
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
