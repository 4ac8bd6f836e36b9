import type { components } from '@chaussee/sdk';
import { classifyAsbestos, classifyContent, type PollutantClassId } from '@chaussee/validation';
import type { LaboratoryAnalysis } from './laboratory-order.js';

type LayerPollutantAnalysis = components['schemas']['LayerPollutantAnalysis'];

/**
 * The results of one sample as a laboratory gives them, whatever the channel (API answer or
 * imported file). A value left out was not measured (not ordered, or not in the file).
 */
export interface SampleAnalysisResult {
  sampleId: string;
  pahMgKg?: number;
  thMgKg?: number;
  asbestosDetected?: boolean;
  /** Date of the analysis, YYYY-MM-DD. */
  analysedAt?: string;
  /** The laboratory's own reference of the sample or report. */
  laboratoryReference?: string;
}

/** The class of each value present, from the shared thresholds (PAH 1000/500/50/0, TH 500/0). */
type ResultClasses = Partial<Record<LaboratoryAnalysis, PollutantClassId>>;

export interface ClassifiedSampleResult extends SampleAnalysisResult {
  classes: ResultClasses;
}

export function classifySampleResult(result: SampleAnalysisResult): ClassifiedSampleResult {
  const classes: ResultClasses = {};
  const pah = result.pahMgKg === undefined ? null : classifyContent('PAH', result.pahMgKg);
  if (pah !== null) classes.PAH = pah.id;
  const th = result.thMgKg === undefined ? null : classifyContent('TH', result.thMgKg);
  if (th !== null) classes.TH = th.id;
  if (result.asbestosDetected !== undefined) {
    classes.asbestos = classifyAsbestos(result.asbestosDetected);
  }
  return { ...result, classes };
}

/**
 * The contract's per-layer results for one sample's results: one entry per value present, as the
 * coring domain stores them on the layer the sample was taken from.
 */
export function toLayerPollutantAnalyses(
  result: SampleAnalysisResult,
  laboratoryOrderId: string,
): LayerPollutantAnalysis[] {
  const common = { analysedAt: result.analysedAt ?? null, laboratoryOrderId };
  const analyses: LayerPollutantAnalysis[] = [];
  if (result.asbestosDetected !== undefined) {
    analyses.push({
      kind: 'asbestos',
      valueMgKg: null,
      asbestosPresent: result.asbestosDetected,
      ...common,
    });
  }
  if (result.pahMgKg !== undefined) {
    analyses.push({ kind: 'PAH', valueMgKg: result.pahMgKg, asbestosPresent: null, ...common });
  }
  if (result.thMgKg !== undefined) {
    analyses.push({ kind: 'TH', valueMgKg: result.thMgKg, asbestosPresent: null, ...common });
  }
  return analyses;
}
