import type { components } from '@chaussee/sdk';
import { classifyContent, contentClasses, type MeasuredPollutant } from './pollutant-classes.js';

export type WasteRoute = components['schemas']['WasteRoute'];
type PollutantKind = components['schemas']['PollutantKind'];

/**
 * Waste routes of a layer's material when the road is milled, decided from its pollutant results.
 *
 * Sources (French practice for milled asphalt, « agrégats d'enrobés »):
 * - SETRA/IDRRIM, « Acceptabilité des matériaux alternatifs en technique routière » and the IDRRIM
 *   note n° 22 « Gestion des enrobés contenant du goudron » / « Acceptabilité des enrobés » (2016):
 *   PAH (16 EPA) below 50 mg/kg: reuse without restriction (hot recycling included); from 50 to
 *   500 mg/kg: reuse under conditions (cold recycling, on site, traced, no hot plant); above 500
 *   mg/kg: not reused as is (non-hazardous waste storage, ISDND, or controlled treatment); from 1000
 *   mg/kg: hazardous waste (ISDD or thermal treatment), as the waste code 17 03 01* reads it.
 * - Arrêté du 12 décembre 2014 (admission in inert waste storage, ISDI): total hydrocarbons (C10 to
 *   C40) up to 500 mg/kg; above, the material is not inert and cannot go to an ISDI (ISDND).
 * - Code du travail R. 4412-97 and the asbestos decree of 2012: asbestos in the material makes it
 *   hazardous waste containing asbestos (ISDD, or an ISDND cell for bonded asbestos), whatever
 *   its other contents.
 * The thresholds are those of pollutant-classes.ts (spec section 3), never written again here.
 *
 * Decision (ours): the rule goes from the most to the least constraining route, and stops at
 * `unknown` as soon as the result that decides the next step is missing, because a missing
 * analysis could only make the route more constraining: a layer whose PAH is 100 mg/kg but whose
 * asbestos was not analysed is `unknown`, not « reuse under conditions ». For each pollutant the
 * laboratory's result is taken, and the engineering office's « Ref. BE » value where the laboratory
 * gave none (the office enters it when it has a result of its own, e.g. a former survey).
 */
export const wasteRoutes = [
  'hazardous_asbestos',
  'hazardous',
  'non_hazardous',
  'not_inert',
  'conditional_reuse',
  'free_reuse',
  'unknown',
] as const satisfies readonly WasteRoute[];

/** The results a layer's route is decided from; `null` where the pollutant was not analysed. */
export interface LayerPollutantResults {
  asbestosPresent: boolean | null;
  /** PAH content in mg/kg. */
  pah: number | null;
  /** Total hydrocarbons (TH, HCT) content in mg/kg. */
  th: number | null;
}

/** The lower bound of a class of contentClasses, by its id. */
function thresholdOf(pollutant: MeasuredPollutant, classId: string): number {
  const found = contentClasses[pollutant].find(({ id }) => id === classId);
  if (found === undefined) throw new Error(`No class ${classId} for ${pollutant}`);
  return found.from;
}

/**
 * The thresholds the rule uses, from pollutant-classes.ts: exported so that the API's SQL
 * aggregation decides with the very same numbers.
 */
export const wasteRouteThresholds = {
  pahHazardous: thresholdOf('PAH', 'PAH_1000'),
  pahNonHazardous: thresholdOf('PAH', 'PAH_500'),
  pahConditional: thresholdOf('PAH', 'PAH_50'),
  thNotInert: thresholdOf('TH', 'TH_500'),
} as const;

/** The waste route of a layer from its results (see the decision above). */
export function wasteRouteOf(results: LayerPollutantResults): WasteRoute {
  if (results.asbestosPresent === null) return 'unknown';
  if (results.asbestosPresent) return 'hazardous_asbestos';
  if (results.pah === null) return 'unknown';
  const pahClass = classifyContent('PAH', results.pah)?.id;
  if (pahClass === undefined) return 'unknown';
  if (pahClass === 'PAH_1000') return 'hazardous';
  if (pahClass === 'PAH_500') return 'non_hazardous';
  if (results.th === null) return 'unknown';
  const thClass = classifyContent('TH', results.th)?.id;
  if (thClass === undefined) return 'unknown';
  if (thClass === 'TH_500') return 'not_inert';
  return pahClass === 'PAH_50' ? 'conditional_reuse' : 'free_reuse';
}

/** A pollutant result as stored on a layer (LayerPollutantAnalysis). */
export interface PollutantResult {
  kind: PollutantKind;
  valueMgKg: number | null;
  asbestosPresent: boolean | null;
}

/** For each pollutant, the laboratory's result, else the « Ref. BE » one, else null. */
export function layerPollutantResults(analyses: readonly PollutantResult[]): LayerPollutantResults {
  const pick = <T>(
    kind: 'asbestos' | 'PAH' | 'TH',
    read: (result: PollutantResult) => T | null,
  ): T | null => {
    const laboratory = analyses.find((result) => result.kind === kind);
    const laboratoryValue = laboratory === undefined ? null : read(laboratory);
    if (laboratoryValue !== null) return laboratoryValue;
    const reference = analyses.find((result) => result.kind === `${kind}_ref_be`);
    return reference === undefined ? null : read(reference);
  };
  return {
    asbestosPresent: pick('asbestos', (result) => result.asbestosPresent),
    pah: pick('PAH', (result) => result.valueMgKg),
    th: pick('TH', (result) => result.valueMgKg),
  };
}

/**
 * The route of a whole core: the most constraining route of its analysed layers, `unknown` when
 * none was analysed. A layer without any result is left out (the office samples the layers that
 * will be milled; the unbound layers below are seldom analysed). A partly analysed layer
 * (`unknown`) outranks every route but asbestos: its missing analysis could make it anything.
 */
export function coreWasteRoute(layers: readonly LayerPollutantResults[]): WasteRoute {
  const routes = layers
    .filter(
      ({ asbestosPresent, pah, th }) => asbestosPresent !== null || pah !== null || th !== null,
    )
    .map(wasteRouteOf);
  return coreRouteRanking.find((route) => routes.includes(route)) ?? 'unknown';
}

/** Most constraining first, as a core's route reads its layers' (see coreWasteRoute). */
export const coreRouteRanking = [
  'hazardous_asbestos',
  'unknown',
  'hazardous',
  'non_hazardous',
  'not_inert',
  'conditional_reuse',
  'free_reuse',
] as const satisfies readonly WasteRoute[];
