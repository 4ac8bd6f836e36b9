import { createHash } from 'node:crypto';
import type { ApiOrder } from './laboratory-api.js';
import type { SampleAnalysisResult } from './laboratory-results.js';

/** A number in [0, 1) fixed by the seed and the parts: the same inputs always draw the same. */
function draw(seed: number, ...parts: string[]): number {
  const digest = createHash('sha256')
    .update([String(seed), ...parts].join('\u0000'))
    .digest();
  return digest.readUIntBE(0, 6) / 2 ** 48;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/** Bands of contents with their share of samples: [share, from, to]. */
type Bands = readonly (readonly [number, number, number])[];

// Mostly clean road layers, with the tar-bearing minority that makes the analyses worth doing:
// PAH under 50 mg/kg for 70 %, then 50-500, 500-1000 and over 1000; TH under 500 for 85 %.
const PAH_BANDS: Bands = [
  [0.7, 0.5, 50],
  [0.15, 50, 500],
  [0.08, 500, 1000],
  [0.07, 1000, 4000],
];
const TH_BANDS: Bands = [
  [0.85, 5, 500],
  [0.15, 500, 3000],
];
const ASBESTOS_SHARE = 0.08;

function content(bands: Bands, band: number, position: number): number {
  let floor = 0;
  for (const [index, [share, from, to]] of bands.entries()) {
    floor += share;
    // The last band takes what rounding leaves of the shares.
    if (band < floor || index === bands.length - 1)
      return round1(from + position * (to - from - 0.1));
  }
  return 0;
}

/**
 * Plausible results of an order, as the simulated laboratory gives them: each value depends only on
 * the seed, the sample id and the analysis (not on the order's arrival or other samples), and only
 * the analyses ordered on a sample are answered.
 */
export function simulatedResults(
  order: ApiOrder,
  {
    seed,
    externalReference,
    analysedAt,
  }: { seed: number; externalReference: string; analysedAt: string },
): SampleAnalysisResult[] {
  return order.samples.map(({ sampleId, analyses }, index) => {
    const result: SampleAnalysisResult = {
      sampleId,
      analysedAt,
      laboratoryReference: `${externalReference}-${String(index + 1).padStart(3, '0')}`,
    };
    if (analyses.includes('PAH')) {
      result.pahMgKg = content(
        PAH_BANDS,
        draw(seed, sampleId, 'PAH'),
        draw(seed, sampleId, 'PAH', 'value'),
      );
    }
    if (analyses.includes('TH')) {
      result.thMgKg = content(
        TH_BANDS,
        draw(seed, sampleId, 'TH'),
        draw(seed, sampleId, 'TH', 'value'),
      );
    }
    if (analyses.includes('asbestos')) {
      result.asbestosDetected = draw(seed, sampleId, 'asbestos') < ASBESTOS_SHARE;
    }
    return result;
  });
}
