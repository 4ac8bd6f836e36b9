/**
 * The JSON exchanged with a laboratory's API (LABORATORY-API.md), shared by our client
 * (http-provider-adapter.ts) and the simulated laboratory, and the checks of what comes in: a
 * laboratory is outside our control, so its answers are read as `unknown`, never trusted.
 */
import {
  laboratoryAnalyses,
  type LaboratoryAnalysis,
  type LayerType,
  type OrderToLaboratory,
} from './laboratory-order.js';
import { importMessages, providerMessages } from './laboratory-messages.js';
import type { SampleAnalysisResult } from './laboratory-results.js';

/** Body of POST {apiUrl}/orders: the order, without our internal address of the laboratory. */
export type ApiOrder = Omit<OrderToLaboratory, 'laboratory'> & {
  laboratory: Omit<OrderToLaboratory['laboratory'], 'apiUrl'>;
};

/** 201 (or 200 when the order was already received) to POST /orders. */
export interface ApiOrderReceived {
  externalReference: string;
}

/** 202 to GET /orders/{externalReference}/results. */
export interface ApiResultsPending {
  status: 'pending';
  /** When the laboratory expects the results, if it knows. */
  expectedAt?: string;
}

/** 200 to GET /orders/{externalReference}/results. */
export interface ApiResultsFinished {
  status: 'finished';
  externalReference: string;
  results: SampleAnalysisResult[];
}

/** RFC 9457 problem, the body of every error answer. */
export interface ApiProblem {
  title: string;
  status: number;
  detail?: string;
}

export function toApiOrder({ laboratory, ...order }: OrderToLaboratory): ApiOrder {
  return {
    ...order,
    laboratory: { id: laboratory.id, name: laboratory.name, email: laboratory.email },
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isString = (value: unknown): value is string => typeof value === 'string' && value !== '';
const isNullableString = (value: unknown): value is string | null =>
  value === null || typeof value === 'string';
const layerTypes: Record<LayerType, true> = {
  CA: true,
  CS: true,
  EB: true,
  MTLH: true,
  GTLH: true,
  BETON: true,
  OTHER: true,
};
const isLayerType = (value: unknown): value is LayerType =>
  typeof value === 'string' && Object.hasOwn(layerTypes, value);
const isAnalysis = (value: unknown): value is LaboratoryAnalysis =>
  laboratoryAnalyses.some((analysis) => analysis === value);

export function readOrderReceived(body: unknown): ApiOrderReceived | null {
  return isRecord(body) && isString(body.externalReference)
    ? { externalReference: body.externalReference }
    : null;
}

/** The `detail` (or `title`) of a problem answer, to quote the laboratory in our error. */
export function readProblemDetail(body: unknown): string | null {
  if (!isRecord(body)) return null;
  const text = isString(body.detail) ? body.detail : body.title;
  return isString(text) ? text.slice(0, 500) : null;
}

/** An order as a laboratory receives it; null when the body is not one. */
export function readApiOrder(body: unknown): ApiOrder | null {
  if (!isRecord(body) || !Array.isArray(body.samples) || body.samples.length === 0) return null;
  const { id, reference, createdAt, campaign, engineeringOffice, site, provider, laboratory } =
    body;
  if (!isString(id) || !isString(reference) || !isString(createdAt)) return null;
  if (!isRecord(campaign) || !isString(campaign.id) || !isString(campaign.name)) return null;
  if (!isNullableString(campaign.reference)) return null;
  if (!isRecord(engineeringOffice) || !isString(engineeringOffice.name)) return null;
  if (!isRecord(site) || !isString(site.name) || !isNullableString(site.customerCode)) return null;
  if (!isRecord(provider) || !isString(provider.id) || !isString(provider.name)) return null;
  if (!isRecord(laboratory) || !isString(laboratory.id) || !isString(laboratory.name)) return null;
  if (!isNullableString(laboratory.email)) return null;
  const samples = body.samples.map(readApiSample);
  if (samples.some((sample) => sample === null)) return null;
  return {
    id,
    reference,
    createdAt,
    campaign: { id: campaign.id, name: campaign.name, reference: campaign.reference },
    engineeringOffice: { name: engineeringOffice.name },
    site: { name: site.name, customerCode: site.customerCode },
    provider: { id: provider.id, name: provider.name },
    laboratory: { id: laboratory.id, name: laboratory.name, email: laboratory.email },
    samples: samples.filter((sample) => sample !== null),
  };
}

function readApiSample(value: unknown): ApiOrder['samples'][number] | null {
  if (!isRecord(value) || !Array.isArray(value.analyses)) return null;
  const {
    sampleId,
    coreDisplayName,
    layerOrder,
    layerType,
    materialCategory,
    thicknessMm,
    analyses,
  } = value;
  const isSample =
    isString(sampleId) &&
    typeof coreDisplayName === 'string' &&
    typeof layerOrder === 'number' &&
    Number.isInteger(layerOrder) &&
    isLayerType(layerType) &&
    isNullableString(materialCategory) &&
    (thicknessMm === null || typeof thicknessMm === 'number') &&
    analyses.length > 0 &&
    analyses.every(isAnalysis);
  if (!isSample) return null;
  return {
    sampleId,
    coreDisplayName,
    layerOrder,
    layerType,
    materialCategory,
    thicknessMm,
    analyses: analyses.filter(isAnalysis),
  };
}

/** The answer to GET /orders/{externalReference}/results, its results still unchecked. */
export function readResultsAnswer(
  body: unknown,
): { status: 'pending' } | { status: 'finished'; results: unknown[] } | null {
  if (!isRecord(body)) return null;
  if (body.status === 'pending') return { status: 'pending' };
  return body.status === 'finished' && Array.isArray(body.results)
    ? { status: 'finished', results: body.results }
    : null;
}

const DATE = /^\d{4}-\d{2}-\d{2}/u;

/**
 * One result of a laboratory's answer, checked: a value absent or null was not measured; a value
 * of the wrong type refuses that result only (with the same reasons as a file import).
 */
export function readApiResult(
  value: unknown,
): { result: SampleAnalysisResult } | { sampleId: string | null; reason: string } {
  if (!isRecord(value) || !isString(value.sampleId)) {
    return { sampleId: null, reason: providerMessages.resultWithoutSample };
  }
  const result: SampleAnalysisResult = { sampleId: value.sampleId };
  const reasons: string[] = [];
  const content = (analysis: 'PAH' | 'TH', raw: unknown): number | undefined => {
    if (raw === undefined || raw === null) return undefined;
    if (typeof raw !== 'number' || !Number.isFinite(raw)) {
      reasons.push(importMessages.unreadableValue(analysis, JSON.stringify(raw)));
    } else if (raw < 0) {
      reasons.push(importMessages.negativeValue(analysis, String(raw)));
    } else return raw;
    return undefined;
  };
  const pah = content('PAH', value.pahMgKg);
  if (pah !== undefined) result.pahMgKg = pah;
  const th = content('TH', value.thMgKg);
  if (th !== undefined) result.thMgKg = th;
  const { asbestosDetected, analysedAt, laboratoryReference } = value;
  if (typeof asbestosDetected === 'boolean') result.asbestosDetected = asbestosDetected;
  else if (asbestosDetected !== undefined && asbestosDetected !== null) {
    reasons.push(importMessages.unreadableValue('asbestos', JSON.stringify(asbestosDetected)));
  }
  if (typeof analysedAt === 'string' && DATE.test(analysedAt))
    result.analysedAt = analysedAt.slice(0, 10);
  else if (analysedAt !== undefined && analysedAt !== null) {
    reasons.push(importMessages.unreadableDate(JSON.stringify(analysedAt)));
  }
  if (isString(laboratoryReference)) result.laboratoryReference = laboratoryReference;
  return reasons.length === 0
    ? { result }
    : { sampleId: value.sampleId, reason: reasons.join(importMessages.separator) };
}
