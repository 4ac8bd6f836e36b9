import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMemo, type ReactNode } from 'react';
import { createChausseeTheme } from './create-theme.js';

/** The colour modes a user can choose (spec section 1); `system` follows the operating system. */
export type ColorMode = 'light' | 'dark' | 'system';

export interface ChausseeThemeProviderProps {
  mode?: ColorMode;
  children: ReactNode;
}

/** The MUI theme of Chaussée with its baseline styles, for the app and for the stories. */
export function ChausseeThemeProvider({ mode = 'light', children }: ChausseeThemeProviderProps) {
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)');
  const paletteMode = mode === 'system' ? (prefersDark ? 'dark' : 'light') : mode;
  const theme = useMemo(() => createChausseeTheme(paletteMode), [paletteMode]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
