import { ChausseeThemeProvider, Toaster } from '@chaussee/ui';
import { useEffect, type ReactNode } from 'react';
import { useColorMode } from './color-mode.js';

/** The design system's theme in the remembered colour mode, and the one toaster of the app. */
export function ThemedApp({ children }: { children: ReactNode }) {
  const [mode] = useColorMode();
  useEffect(() => {
    document.documentElement.dataset.colorMode = mode;
  }, [mode]);
  return (
    <ChausseeThemeProvider mode={mode}>
      {children}
      <Toaster />
    </ChausseeThemeProvider>
  );
}
