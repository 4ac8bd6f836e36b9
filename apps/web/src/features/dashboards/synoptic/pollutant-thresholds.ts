import type { PollutantKind } from '@chaussee/sdk/react';
import {
  contentClasses,
  type MeasuredPollutant,
  type PollutantClassId,
} from '@chaussee/validation';

/** The pollutant a kind measures: the « Ref. BE » variants are classed on the same thresholds. */
export function measuredPollutantOf(kind: PollutantKind): MeasuredPollutant | null {
  switch (kind) {
    case 'PAH':
    case 'PAH_ref_be':
      return 'PAH';
    case 'TH':
    case 'TH_ref_be':
      return 'TH';
    case 'asbestos':
    case 'asbestos_ref_be':
      return null;
  }
}

/** The lower bound of each class of a pollutant, lowest first: the thresholds a user may edit. */
export type Thresholds = readonly number[];

/** The default thresholds of a pollutant, read from the shared classes (never typed again). */
export function defaultThresholds(pollutant: MeasuredPollutant): Thresholds {
  return contentClasses[pollutant].map((entry) => entry.from);
}

/**
 * Whether edited thresholds can class values: each one a finite number, the first 0 (every content
 * has a class) and each above the one before it.
 */
export function areValidThresholds(thresholds: Thresholds): boolean {
  return thresholds.every(
    (value, index) =>
      Number.isFinite(value) &&
      (index === 0 ? value === 0 : value > (thresholds[index - 1] ?? Number.POSITIVE_INFINITY)),
  );
}

/**
 * The class of a content in mg/kg for the thresholds shown on the synoptic: the class of the
 * highest threshold it reaches (a threshold belongs to its class, as in pollutant-classes.ts).
 * null for a value that is not a content.
 */
export function classifyWithThresholds(
  pollutant: MeasuredPollutant,
  mgPerKg: number,
  thresholds: Thresholds,
): PollutantClassId | null {
  if (!Number.isFinite(mgPerKg) || mgPerKg < 0) return null;
  const classes = contentClasses[pollutant];
  let reached: PollutantClassId | null = null;
  classes.forEach((entry, index) => {
    const from = thresholds[index] ?? entry.from;
    if (mgPerKg >= from) reached = entry.id;
  });
  return reached;
}
