import type { components } from '@chaussee/sdk';

type DistressType = components['schemas']['DistressType'];
type Unit = components['schemas']['Degradation']['unit'];

/**
 * The condition index of a road section (« indice d'état », 0 to 100, 100 = no distress), a
 * PCI-like weighted deduction of our own (the specification names no index):
 *
 *   equivalentLength(item) = its length in m (unit m), its area / LANE_WIDTH (unit m²), or
 *                            COUNT_LENGTH per item (unit count), clipped to the section
 *   density(type, severity) = min(100, 100 × Σ equivalentLength / sectionLength)   (in %)
 *   deduction = Σ over (type, severity) of WEIGHTS[type] × SEVERITY_FACTORS[severity] × density
 *   conditionIndex = max(0, 100 − deduction), rounded to one decimal
 *
 * The weights say how much a distress says about the structure (a pothole or sagging more than a
 * glaze); a healthy area deducts nothing. The same equivalent lengths give the share of the section
 * affected (affectedShare, capped at 100 %).
 */
export const WEIGHTS: Readonly<Record<DistressType, number>> = {
  tearing_off: 0.6,
  various_cracks: 0.5,
  longitudinal_joint: 0.3,
  crazing: 0.8,
  longitudinal_crack: 0.5,
  transverse_crack: 0.5,
  pothole: 1,
  slab_cracks: 0.7,
  sagging: 1,
  glaze_penetrant: 0.2,
  repair: 0.1,
  corner_break: 0.6,
  hollow_rut: 0.9,
  rut_edge: 0.7,
  healthy_area: 0,
};

export function isDistressType(value: string): value is DistressType {
  return Object.hasOwn(WEIGHTS, value);
}

/** Severity 1 (low) to 3 (high). */
export const SEVERITY_FACTORS: Readonly<Record<1 | 2 | 3, number>> = { 1: 0.5, 2: 1, 3: 1.5 };

/** Width of a lane, in metres: turns an area into the length of lane it covers. */
export const LANE_WIDTH = 3.5;

/** Length of lane one counted distress stands for, in metres. */
export const COUNT_LENGTH = 1;

/** The length of lane (m) an extent covers, by its unit. */
export function equivalentLength(unit: Unit, extent: number): number {
  if (unit === 'm2') return extent / LANE_WIDTH;
  if (unit === 'count') return extent * COUNT_LENGTH;
  return extent;
}

export interface SectionDistress {
  distressType: DistressType;
  severity: 1 | 2 | 3;
  /** Equivalent length in the section, in metres. */
  length: number;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/** The share of the section where a distress was surveyed, in % (0 to 100). */
export function affectedShare(distresses: readonly SectionDistress[], sectionLength: number): number {
  const affected = distresses
    .filter((distress) => distress.distressType !== 'healthy_area')
    .reduce((sum, distress) => sum + distress.length, 0);
  return round1(Math.min(100, (100 * affected) / sectionLength));
}

/** The condition index of a section, 0 to 100 (see the formula above). */
export function conditionIndex(distresses: readonly SectionDistress[], sectionLength: number): number {
  const densities = new Map<string, { distress: SectionDistress; length: number }>();
  for (const distress of distresses) {
    const key = `${distress.distressType}:${String(distress.severity)}`;
    const found = densities.get(key);
    densities.set(key, { distress, length: (found?.length ?? 0) + distress.length });
  }
  let deduction = 0;
  for (const { distress, length } of densities.values()) {
    const density = Math.min(100, (100 * length) / sectionLength);
    deduction += WEIGHTS[distress.distressType] * SEVERITY_FACTORS[distress.severity] * density;
  }
  return round1(Math.max(0, 100 - deduction));
}
