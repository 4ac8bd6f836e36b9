import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig, type UserConfig } from 'vite';
import { storiesViteConfig } from './vite-shared.js';

/** The static site only: quiet about what is expected of these dependencies. */
const buildConfig: UserConfig = {
  build: {
    rolldownOptions: {
      // The SDK loads msw/node only in Node (createMockServer); the stories use the browser worker.
      external: ['msw/node'],
      onwarn(warning, warn) {
        // MUI marks its modules "use client", which means nothing to a client-only bundle.
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
};

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal: (viteConfig, { configType }) =>
    mergeConfig(
      viteConfig,
      configType === 'PRODUCTION' ? mergeConfig(storiesViteConfig, buildConfig) : storiesViteConfig,
    ),
};

export default config;
