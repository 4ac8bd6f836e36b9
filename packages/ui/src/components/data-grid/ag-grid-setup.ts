import {
  ClientSideRowModelModule,
  colorSchemeDark,
  colorSchemeLight,
  DateFilterModule,
  LocaleModule,
  NumberFilterModule,
  PaginationModule,
  TextFilterModule,
  themeQuartz,
  ValidationModule,
  type Module,
  type Theme as GridTheme,
} from 'ag-grid-community';
import type { Theme } from '@mui/material/styles';

/**
 * Only the AG Grid modules the DataGrid uses (the whole community set weighs 322 kB gzip). In
 * development the validation module names any missing module in the console, which fails the
 * story test.
 */
export const gridModules: Module[] = [
  ClientSideRowModelModule,
  TextFilterModule,
  NumberFilterModule,
  DateFilterModule,
  PaginationModule,
  LocaleModule,
  ...(import.meta.env.DEV ? [ValidationModule] : []),
];

/** AG Grid's Quartz theme in the colours, font and mode of the MUI theme. */
export function gridThemeOf(theme: Theme): GridTheme {
  const { palette, typography } = theme;
  return themeQuartz
    .withPart(palette.mode === 'dark' ? colorSchemeDark : colorSchemeLight)
    .withParams({
      accentColor: palette.primary.main,
      backgroundColor: palette.background.paper,
      foregroundColor: palette.text.primary,
      headerFontWeight: 600,
      fontFamily: typography.fontFamily,
      fontSize: 14,
      browserColorScheme: palette.mode,
    });
}
