import CssBaseline from '@mui/material/CssBaseline';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMemo, type ReactNode } from 'react';
import { useColorMode } from './color-mode.js';

/** The remembered colour mode applied to the theme. Temporary: packages/ui's theme replaces it. */
export function ThemedApp({ children }: { children: ReactNode }) {
  const [mode] = useColorMode();
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)');
  const paletteMode = mode === 'system' ? (prefersDark ? 'dark' : 'light') : mode;
  const theme = useMemo(() => createTheme({ palette: { mode: paletteMode } }), [paletteMode]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <div data-color-mode={paletteMode}>{children}</div>
    </ThemeProvider>
  );
}
