import { createChausseeTheme } from '@chaussee/ui';
import { alpha } from '@mui/material/styles';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const css = readFileSync(join(import.meta.dirname, 'plain-theme.css'), 'utf8');

/** The custom properties of the first CSS block whose selector is `selector`. */
function variablesOf(selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  if (start === -1) throw new Error(`no block ${selector} in plain-theme.css`);
  const block = css.slice(start, css.indexOf('}', start));
  return Object.fromEntries(
    [...block.matchAll(/(--plain-[\w-]+):\s*([^;]+);/gu)].map(([, name = '', value = '']) => [
      name,
      value.trim(),
    ]),
  );
}

/** What the screens drawn without MUI take from the MUI theme, in one colour mode. */
function themeColors(mode: 'light' | 'dark'): Record<string, string> {
  const { palette } = createChausseeTheme(mode);
  const status = palette.status;
  return {
    '--plain-background': palette.background.default,
    '--plain-paper': palette.background.paper,
    '--plain-text': palette.text.primary,
    '--plain-text-secondary': palette.text.secondary,
    '--plain-primary': palette.primary.main,
    '--plain-primary-dark': palette.primary.dark,
    '--plain-primary-contrast': palette.primary.contrastText,
    '--plain-primary-hover': alpha(palette.primary.main, palette.action.hoverOpacity),
    '--plain-disabled': palette.action.disabled,
    '--plain-disabled-background': palette.action.disabledBackground,
    '--plain-error-background': status.error.main,
    '--plain-error-text': status.error.contrastText,
    '--plain-warning-background': status.warning.main,
    '--plain-warning-text': status.warning.contrastText,
    '--plain-success-background': status.success.main,
    '--plain-success-text': status.success.contrastText,
  };
}

/** Colours compared once spaces are dropped (`rgba(0, 0, 0, 0.87)` is `rgba(0,0,0,0.87)`). */
function compact(colors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(colors).map(([name, value]) => [name, value.replaceAll(' ', '').toLowerCase()]),
  );
}

describe('the colours of the screens drawn without MUI', () => {
  it.each([
    ['light', ':root'],
    ['dark', ":root[data-color-mode='dark']"],
    ['dark', ":root[data-color-mode='system']"],
  ] as const)('are the MUI theme’s in %s mode (%s)', (mode, selector) => {
    expect(compact(variablesOf(selector))).toMatchObject(compact(themeColors(mode)));
  });
});
