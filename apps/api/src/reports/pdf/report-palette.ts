import type { components } from '@chaussee/sdk';
import type { PollutantLevel } from '@chaussee/validation';
import { rgb, type RGB } from 'pdf-lib';

type LayerType = components['schemas']['LayerType'];

/** sRGB from a hex colour of the palette. */
function hex(colour: string): RGB {
  const value = Number.parseInt(colour.slice(1), 16);
  return rgb(((value >> 16) & 0xff) / 255, ((value >> 8) & 0xff) / 255, (value & 0xff) / 255);
}

/**
 * The colour of each layer type on the report's drawings, the colours road engineers expect: black
 * for bituminous mixes, greys for hydraulic treatments and concrete, ochre for the unbound
 * structure. A layer type the contract adds without a colour fails the typecheck.
 */
export const layerTypeColours = {
  EB: hex('#2b2b2b'),
  CA: hex('#6d4c41'),
  CS: hex('#c8a165'),
  MTLH: hex('#9e9e9e'),
  GTLH: hex('#bdbdbd'),
  BETON: hex('#78909c'),
  OTHER: hex('#d7ccc8'),
} satisfies Record<LayerType, RGB>;

/** Layer types drawn dark enough that their label reads in white. */
export const darkLayerTypes: ReadonlySet<LayerType> = new Set(['EB', 'CA']);

/** The colour of each pollutant level (the levels of packages/validation's pollutant classes). */
export const pollutantLevelColours = {
  low: hex('#43a047'),
  moderate: hex('#fdd835'),
  high: hex('#fb8c00'),
  critical: hex('#c62828'),
} satisfies Record<PollutantLevel, RGB>;

/** A layer without any result. */
export const notAnalysedColour = hex('#e0e0e0');

export const inkColour = hex('#212121');
export const mutedColour = hex('#616161');
export const ruleColour = hex('#bdbdbd');
export const accentColour = hex('#1565c0');
export const white = rgb(1, 1, 1);
