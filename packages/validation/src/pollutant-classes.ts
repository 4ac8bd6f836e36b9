import type { components } from '@chaussee/sdk';

/**
 * Pollutant classes of the laboratory results, from the macro-campaign filter defaults (spec
 * sections 3 and 9): PAH 0, 50, 500, 1000 mg/kg; TH 0, 500 mg/kg; asbestos present or absent.
 * A threshold is the lower bound of its class and belongs to it (50 mg/kg is in "50 to 500"), the
 * way the macro filters keep the cores whose content reaches the threshold.
 *
 * Pure and shared: the API classes each laboratory result with it and the web app colours the same
 * classes (the colour of each level stays in @chaussee/ui's theme).
 */
export const contentClasses = {
  PAH: [
    { id: 'PAH_0', from: 0 },
    { id: 'PAH_50', from: 50 },
    { id: 'PAH_500', from: 500 },
    { id: 'PAH_1000', from: 1000 },
  ],
  TH: [
    { id: 'TH_0', from: 0 },
    { id: 'TH_500', from: 500 },
  ],
} as const;

/** A pollutant measured as a content in mg/kg. */
export type MeasuredPollutant = keyof typeof contentClasses;

type ContentClassId = (typeof contentClasses)[MeasuredPollutant][number]['id'];

export type PollutantClassId = ContentClassId | 'asbestos_absent' | 'asbestos_present';

/** How alarming a class is. */
export type PollutantLevel = 'low' | 'moderate' | 'high' | 'critical';

/**
 * The heat scale of the levels, solid in both colour modes so that a class reads the same on a
 * badge, a chart, a map and the legend the API answers with a map layer: the theme of @chaussee/ui
 * and the API's legends both take it from here.
 */
export const pollutantLevelColors: Readonly<Record<PollutantLevel, string>> = {
  low: '#2e7d32',
  moderate: '#f9c74f',
  high: '#ef6c00',
  critical: '#b71c1c',
};

// Keyed by the contract's PollutantClass too: a class the contract adds without a level here fails
// the typecheck.
export const pollutantClassLevels = {
  PAH_0: 'low',
  PAH_50: 'moderate',
  PAH_500: 'high',
  PAH_1000: 'critical',
  TH_0: 'low',
  TH_500: 'critical',
  asbestos_absent: 'low',
  asbestos_present: 'critical',
} as const satisfies Record<
  PollutantClassId | components['schemas']['PollutantClass'],
  PollutantLevel
>;

/** A class of contents: from `from` mg/kg (included) up to `to` (excluded; `null` for no bound). */
export interface ContentRange {
  id: PollutantClassId;
  from: number;
  to: number | null;
}

/** The classes of a pollutant with their bounds, lowest first (for legends and filters). */
export function contentRanges(pollutant: MeasuredPollutant): ContentRange[] {
  const classes = contentClasses[pollutant];
  return classes.map(({ id, from }, index) => ({ id, from, to: classes[index + 1]?.from ?? null }));
}

/**
 * The class of a PAH or TH content in mg/kg, or `null` for a value that is not a content
 * (negative, not a number).
 */
export function classifyContent(
  pollutant: MeasuredPollutant,
  mgPerKg: number,
): ContentRange | null {
  if (!Number.isFinite(mgPerKg) || mgPerKg < 0) return null;
  return (
    contentRanges(pollutant).find(
      ({ from, to }) => mgPerKg >= from && (to === null || mgPerKg < to),
    ) ?? null
  );
}

export function classifyAsbestos(isPresent: boolean): PollutantClassId {
  return isPresent ? 'asbestos_present' : 'asbestos_absent';
}
