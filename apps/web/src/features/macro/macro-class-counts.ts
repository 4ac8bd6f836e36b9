import type { MacroCore } from '@chaussee/sdk/react';
import {
  classifyAsbestos,
  classifyContent,
  contentClasses,
  type PollutantClassId,
} from '@chaussee/validation';

/** Every class of the three pollutants, in the order of packages/validation (lowest first). */
export const POLLUTANT_CLASS_IDS: readonly PollutantClassId[] = [
  ...contentClasses.PAH.map(({ id }) => id),
  ...contentClasses.TH.map(({ id }) => id),
  'asbestos_absent',
  'asbestos_present',
];

export interface ClassCounts {
  /** Cores whose highest result of the pollutant is in the class. */
  cores: Record<PollutantClassId, number>;
  /** Layers whose result of the pollutant is in the class. */
  layers: Record<PollutantClassId, number>;
}

function zeros(): Record<PollutantClassId, number> {
  // Written out: a class added to packages/validation fails the typecheck here.
  return {
    PAH_0: 0,
    PAH_50: 0,
    PAH_500: 0,
    PAH_1000: 0,
    TH_0: 0,
    TH_500: 0,
    asbestos_absent: 0,
    asbestos_present: 0,
  };
}

interface Results {
  pah: number | null;
  th: number | null;
  asbestos: boolean | null;
}

function count(into: Record<PollutantClassId, number>, { pah, th, asbestos }: Results): void {
  const pahClass = pah === null ? null : classifyContent('PAH', pah);
  if (pahClass) into[pahClass.id] += 1;
  const thClass = th === null ? null : classifyContent('TH', th);
  if (thClass) into[thClass.id] += 1;
  if (asbestos !== null) into[classifyAsbestos(asbestos)] += 1;
}

/** The cores and the layers of each class (the macro view's charts and figures). */
export function classCountsOf(cores: readonly MacroCore[]): ClassCounts {
  const counts: ClassCounts = { cores: zeros(), layers: zeros() };
  for (const core of cores) {
    count(counts.cores, {
      pah: core.pahMaxMgKg,
      th: core.thMaxMgKg,
      asbestos: core.asbestosPresent,
    });
    for (const layer of core.layers) {
      count(counts.layers, {
        pah: layer.pahMgKg,
        th: layer.thMgKg,
        asbestos: layer.asbestosPresent,
      });
    }
  }
  return counts;
}
