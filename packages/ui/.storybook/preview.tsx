import type { Decorator, Preview } from '@storybook/react-vite';
import { ChausseeThemeProvider } from '../src/theme/theme-provider.js';

// The stories are French; screen readers and hyphenation follow the page's language.
document.documentElement.lang = 'fr';

/** Every story in the Chaussée theme, light or dark as the toolbar (or the story) says. */
const withTheme: Decorator = (Story, { globals }) => (
  <ChausseeThemeProvider mode={globals.theme === 'dark' ? 'dark' : 'light'}>
    <Story />
  </ChausseeThemeProvider>
);

const preview: Preview = {
  decorators: [withTheme],
  globalTypes: {
    theme: {
      description: 'Mode de couleur des composants',
      toolbar: {
        title: 'Thème',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Clair' },
          { value: 'dark', title: 'Sombre' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
  },
};

export default preview;
