import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';
import { storiesViteConfig } from './vite-shared.js';

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal: (viteConfig) => mergeConfig(viteConfig, storiesViteConfig),
};

export default config;
