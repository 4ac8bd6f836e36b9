import { createTheme, type PaletteMode, type Theme } from '@mui/material/styles';
import { breakpoints } from '../breakpoints.js';
import {
  layerPalette,
  pollutantPalette,
  statusPalette,
  type LayerPalette,
  type PollutantPalette,
  type StatusPalette,
} from './palette-tokens.js';

declare module '@mui/material/styles' {
  // The spec's extra breakpoint (xxl 2560) next to MUI's five.
  interface BreakpointOverrides {
    xxl: true;
  }
  interface Palette {
    status: StatusPalette;
    pollutant: PollutantPalette;
    layer: LayerPalette;
  }
  interface PaletteOptions {
    status?: StatusPalette;
    pollutant?: PollutantPalette;
    layer?: LayerPalette;
  }
}

const fontFamily = ['Roboto', '"Helvetica Neue"', 'Arial', '"Liberation Sans"', 'sans-serif'].join(
  ',',
);

/** The Chaussée theme in light (the default, spec section 1) or dark mode. */
export function createChausseeTheme(mode: PaletteMode = 'light'): Theme {
  const isDark = mode === 'dark';
  return createTheme({
    breakpoints: { values: breakpoints },
    palette: {
      mode,
      // Text on coloured buttons and chips meets WCAG AA (MUI's default threshold is 3:1).
      contrastThreshold: 4.5,
      primary: isDark ? { main: '#90caf9' } : { main: '#1a4f8b' },
      secondary: isDark ? { main: '#80cbc4' } : { main: '#00695c' },
      background: isDark
        ? { default: '#121212', paper: '#1e1e1e' }
        : { default: '#f7f8fa', paper: '#ffffff' },
      status: statusPalette(mode),
      pollutant: pollutantPalette,
      layer: layerPalette,
    },
    typography: {
      fontFamily,
      h1: { fontSize: '2rem', fontWeight: 600 },
      h2: { fontSize: '1.625rem', fontWeight: 600 },
      h3: { fontSize: '1.375rem', fontWeight: 600 },
      h4: { fontSize: '1.25rem', fontWeight: 600 },
      h5: { fontSize: '1.125rem', fontWeight: 600 },
      h6: { fontSize: '1rem', fontWeight: 600 },
      // French sentences keep their case on buttons.
      button: { textTransform: 'none', fontWeight: 600 },
    },
    shape: { borderRadius: 6 },
    components: {
      // The help under a disabled field says why it is disabled (« Choisissez d’abord… »): it stays
      // readable (AA contrast), where MUI greys it like the field itself.
      MuiFormHelperText: {
        styleOverrides: {
          root: ({ theme }) => ({
            '&.Mui-disabled:not(.Mui-error)': { color: theme.palette.text.secondary },
          }),
        },
      },
    },
  });
}
