import {
  pollutantClassLevels,
  pollutantLevelColors,
  type PollutantClassId,
  type PollutantLevel,
} from '@chaussee/validation';
import type { components } from '@chaussee/sdk';
import type { PaletteMode } from '@mui/material/styles';
import type { StatusTone } from './status-tones.js';

/** A background and the text drawn on it (contrast of at least 4.5:1, WCAG AA). */
export interface ColorPair {
  main: string;
  contrastText: string;
}

export type StatusPalette = Record<StatusTone, ColorPair>;
export type PollutantPalette = Record<PollutantClassId, ColorPair>;
export type LayerPalette = Record<components['schemas']['LayerType'], ColorPair>;

// Soft backgrounds with dark text in light mode, deep backgrounds with light text in dark mode.
const statusPalettes: Record<PaletteMode, StatusPalette> = {
  light: {
    neutral: { main: '#eeeeee', contrastText: '#424242' },
    info: { main: '#e3f2fd', contrastText: '#0d47a1' },
    progress: { main: '#ede7f6', contrastText: '#4527a0' },
    success: { main: '#e8f5e9', contrastText: '#1b5e20' },
    warning: { main: '#fff3e0', contrastText: '#8a3c00' },
    error: { main: '#ffebee', contrastText: '#b71c1c' },
  },
  dark: {
    neutral: { main: '#424242', contrastText: '#f5f5f5' },
    info: { main: '#0d47a1', contrastText: '#e3f2fd' },
    progress: { main: '#4527a0', contrastText: '#ede7f6' },
    success: { main: '#1b5e20', contrastText: '#e8f5e9' },
    warning: { main: '#7a3500', contrastText: '#fff3e0' },
    error: { main: '#b71c1c', contrastText: '#ffebee' },
  },
};

// The heat scale of packages/validation (shared with the API's map legends), with the text that
// reads on each colour.
const pollutantLevelPairs: Record<PollutantLevel, ColorPair> = {
  low: { main: pollutantLevelColors.low, contrastText: '#ffffff' },
  moderate: { main: pollutantLevelColors.moderate, contrastText: '#000000' },
  high: { main: pollutantLevelColors.high, contrastText: '#000000' },
  critical: { main: pollutantLevelColors.critical, contrastText: '#ffffff' },
};

export function statusPalette(mode: PaletteMode): StatusPalette {
  return statusPalettes[mode];
}

const level = pollutantClassLevels;

/** The colour of every pollutant class (the same in light and dark mode). */
export const pollutantPalette: PollutantPalette = {
  PAH_0: pollutantLevelPairs[level.PAH_0],
  PAH_50: pollutantLevelPairs[level.PAH_50],
  PAH_500: pollutantLevelPairs[level.PAH_500],
  PAH_1000: pollutantLevelPairs[level.PAH_1000],
  TH_0: pollutantLevelPairs[level.TH_0],
  TH_500: pollutantLevelPairs[level.TH_500],
  asbestos_absent: pollutantLevelPairs[level.asbestos_absent],
  asbestos_present: pollutantLevelPairs[level.asbestos_present],
};

/**
 * The colour of each layer material on a core log, after the usual drawing conventions: bitumen
 * dark, tar brown, hydraulic binders greys, granular beige. The same in light and dark mode.
 */
export const layerPalette: LayerPalette = {
  EB: { main: '#37474f', contrastText: '#ffffff' },
  CA: { main: '#6d4c41', contrastText: '#ffffff' },
  CS: { main: '#d7ccc8', contrastText: '#000000' },
  MTLH: { main: '#b0bec5', contrastText: '#000000' },
  GTLH: { main: '#78909c', contrastText: '#000000' },
  BETON: { main: '#e0e0e0', contrastText: '#000000' },
  OTHER: { main: '#c5e1a5', contrastText: '#000000' },
};
