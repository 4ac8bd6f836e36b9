import type { components } from '@chaussee/sdk';
import {
  classifyAsbestos,
  classifyContent,
  labelOf,
  type MeasuredPollutant,
  type PollutantClassId,
  type PollutantLevel,
  pollutantClassLevels,
} from '@chaussee/validation';

type CoreLayer = components['schemas']['CoreLayer'];
type PollutantKind = components['schemas']['PollutantKind'];

/** One laboratory result of a layer, with its class (packages/validation's thresholds). */
export interface ClassedResult {
  kind: PollutantKind;
  /** « 612,25 mg/kg », « Présent »: what the report prints as the result. */
  value: number | null;
  asbestosPresent: boolean | null;
  classId: PollutantClassId | null;
  classLabel: string | null;
  level: PollutantLevel | null;
}

/** The pollutant a kind measures: the « Ref. BE » variant is classed by the same thresholds. */
const MEASURED: Readonly<Record<PollutantKind, MeasuredPollutant | 'asbestos'>> = {
  PAH: 'PAH',
  PAH_ref_be: 'PAH',
  TH: 'TH',
  TH_ref_be: 'TH',
  asbestos: 'asbestos',
  asbestos_ref_be: 'asbestos',
};

/** The results of a layer, each with its class; a result without a value has no class. */
export function classedResults(layer: CoreLayer): ClassedResult[] {
  return layer.pollutantAnalyses.map((analysis) => {
    const measured = MEASURED[analysis.kind];
    let classId: PollutantClassId | null = null;
    if (measured === 'asbestos') {
      if (analysis.asbestosPresent !== null) classId = classifyAsbestos(analysis.asbestosPresent);
    } else if (analysis.valueMgKg !== null) {
      classId = classifyContent(measured, analysis.valueMgKg)?.id ?? null;
    }
    return {
      kind: analysis.kind,
      value: analysis.valueMgKg,
      asbestosPresent: analysis.asbestosPresent,
      classId,
      classLabel: classId === null ? null : labelOf('PollutantClass', classId),
      level: classId === null ? null : pollutantClassLevels[classId],
    };
  });
}
