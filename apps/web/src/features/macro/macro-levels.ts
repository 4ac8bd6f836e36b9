import type { MacroCore } from '@chaussee/sdk/react';
import {
  classifyAsbestos,
  classifyContent,
  pollutantClassLevels,
  pollutantLevelColors,
  type PollutantClassId,
  type PollutantLevel,
} from '@chaussee/validation';

/**
 * How alarming a core is on the macro map: the highest level of the classes of its results (its
 * highest PAH, its highest TH, asbestos), so that a road owner sees at a glance where tar or
 * asbestos is, whichever it is. Classes, levels and colours are packages/validation's.
 */
export type CoreLevel = PollutantLevel | 'unanalysed';

/** Lowest first: the legend's order and the ranking of levels. */
export const CORE_LEVELS: readonly CoreLevel[] = [
  'unanalysed',
  'low',
  'moderate',
  'high',
  'critical',
];

/** A core without any laboratory result (the map's fallback colour). */
const UNANALYSED_COLOR = '#9e9e9e';

export const coreLevelColors: Readonly<Record<CoreLevel, string>> = {
  ...pollutantLevelColors,
  unanalysed: UNANALYSED_COLOR,
};

/** The classes of a core's results (highest PAH, highest TH, asbestos), those it has. */
function classesOfCore(
  core: Pick<MacroCore, 'pahMaxMgKg' | 'thMaxMgKg' | 'asbestosPresent'>,
): PollutantClassId[] {
  const classes: PollutantClassId[] = [];
  if (core.pahMaxMgKg !== null) {
    const range = classifyContent('PAH', core.pahMaxMgKg);
    if (range) classes.push(range.id);
  }
  if (core.thMaxMgKg !== null) {
    const range = classifyContent('TH', core.thMaxMgKg);
    if (range) classes.push(range.id);
  }
  if (core.asbestosPresent !== null) classes.push(classifyAsbestos(core.asbestosPresent));
  return classes;
}

export function coreLevelOf(
  core: Pick<MacroCore, 'pahMaxMgKg' | 'thMaxMgKg' | 'asbestosPresent'>,
): CoreLevel {
  let level: CoreLevel = 'unanalysed';
  for (const id of classesOfCore(core)) {
    const next = pollutantClassLevels[id];
    if (CORE_LEVELS.indexOf(next) > CORE_LEVELS.indexOf(level)) level = next;
  }
  return level;
}

/** The classes that make each level, for the legend (« Critique : HAP ≥ 1 000 mg/kg, … »). */
export function classesOfLevel(level: PollutantLevel): PollutantClassId[] {
  return Object.keys(pollutantClassLevels).filter(
    (id): id is PollutantClassId => isClassId(id) && pollutantClassLevels[id] === level,
  );
}

function isClassId(id: string): id is PollutantClassId {
  return id in pollutantClassLevels;
}

/** How many cores of each level. */
export function countByLevel(cores: readonly MacroCore[]): Record<CoreLevel, number> {
  const counts: Record<CoreLevel, number> = {
    unanalysed: 0,
    low: 0,
    moderate: 0,
    high: 0,
    critical: 0,
  };
  for (const core of cores) counts[coreLevelOf(core)] += 1;
  return counts;
}
