import type { LayerPollutantAnalysis } from '@chaussee/sdk/react';

/** The three pollutants a layer is analysed for; each has a « Réf. BE » twin entered by hand. */
export type Pollutant = 'asbestos' | 'PAH' | 'TH';

export type PollutantResult =
  | { pollutant: 'asbestos' | 'asbestos_ref_be'; value: boolean | null }
  | { pollutant: 'PAH' | 'PAH_ref_be' | 'TH' | 'TH_ref_be'; value: number | null };

/**
 * The results of one pollutant on a layer, the laboratory's first then the engineering office's
 * reference; one « not measured » result when there is none, so that every cell says something.
 */
export function pollutantResults(
  analyses: readonly LayerPollutantAnalysis[],
  pollutant: Pollutant,
): PollutantResult[] {
  const results: PollutantResult[] = [];
  for (const analysis of analyses) {
    switch (analysis.kind) {
      case 'asbestos':
      case 'asbestos_ref_be':
        if (pollutant === 'asbestos') {
          results.push({ pollutant: analysis.kind, value: analysis.asbestosPresent });
        }
        break;
      case 'PAH':
      case 'PAH_ref_be':
        if (pollutant === 'PAH')
          results.push({ pollutant: analysis.kind, value: analysis.valueMgKg });
        break;
      case 'TH':
      case 'TH_ref_be':
        if (pollutant === 'TH')
          results.push({ pollutant: analysis.kind, value: analysis.valueMgKg });
        break;
    }
  }
  results.sort(
    (a, b) => Number(a.pollutant.endsWith('_ref_be')) - Number(b.pollutant.endsWith('_ref_be')),
  );
  return results.length > 0 ? results : [{ pollutant, value: null }];
}
