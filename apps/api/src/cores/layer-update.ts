import type { components } from '@chaussee/sdk';
import { AppError } from '../errors/app-error.js';
import { coreConflict } from './core-errors.js';
import type {
  CoreLayersRepository,
  InterfaceRow,
  LayerDetails,
  NewLayer,
  NewPollutantAnalysis,
  SampleRow,
} from './core-layers.repository.js';

type Schemas = components['schemas'];
type LayerInput = Schemas['CoreLayerInput'];
type SampleInput = Schemas['SampleInput'];
type AnalysisInput = Schemas['LayerPollutantAnalysisInput'];

type LayerValues = Omit<NewLayer, 'id' | 'coreId'>;

interface SamplesPlan {
  deleteIds: string[];
  update: { id: string; kind: SampleInput['kind']; codes: SampleInput['codes'] }[];
  insert: Pick<SampleInput, 'kind' | 'codes'>[];
}

/** What a PUT of the layer list does, decided before anything is written. */
export interface LayerUpdatePlan {
  coreId: string;
  deletedLayerIds: string[];
  /** Every layer sent, in order; `id` for a kept layer. */
  layers: {
    id: string | undefined;
    values: LayerValues;
    /** Undefined: the layer's results stay as they are. */
    analyses: Omit<NewPollutantAnalysis, 'layerId'>[] | undefined;
    /** Undefined: the layer's samples stay as they are. */
    samples: SamplesPlan | undefined;
  }[];
  interfaces: { moved: { id: string; position: number }[]; deletedIds: string[] };
  /** The samples the plan deletes: refused unless the caller confirms (`dropSamples`). */
  droppedSamples: Schemas['DroppedSample'][];
}

function valuesOf(layer: LayerInput, position: number): LayerValues {
  return {
    position,
    name: layer.name ?? null,
    type: layer.type,
    materialCategoryId: layer.materialCategoryId,
    otherMaterial: layer.otherMaterial ?? null,
    thickness: layer.thickness,
    condition: layer.condition,
    comment: layer.comment ?? null,
  };
}

/**
 * Results entered by hand. A kind the laboratory has answered on this layer (a row with an order)
 * keeps the laboratory's value: the entry sent for it, typically the value read back, is ignored.
 */
function handAnalyses(
  sent: readonly AnalysisInput[] | undefined,
  existing: LayerDetails | undefined,
): Omit<NewPollutantAnalysis, 'layerId'>[] | undefined {
  if (sent === undefined) return undefined;
  const laboratoryKinds = new Set(
    (existing?.analyses ?? [])
      .filter((analysis) => analysis.laboratoryOrderId !== null)
      .map((analysis) => analysis.kind),
  );
  return sent
    .filter((analysis) => !laboratoryKinds.has(analysis.kind))
    .map((analysis) => ({
      kind: analysis.kind,
      valueMgKg: analysis.valueMgKg ?? null,
      asbestosPresent: analysis.asbestosPresent ?? null,
      analysedAt: analysis.analysedAt ?? null,
    }));
}

function sameCodes(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((code, index) => code === b[index]);
}

/**
 * Samples sent for a layer: kept by id (404 for an id that is not one of this layer's), created
 * without id, deleted when left out. A sample in a laboratory order cannot be left out nor changed
 * (409 `sample_ordered`).
 */
function samplesPlan(
  sent: readonly SampleInput[] | undefined,
  existing: LayerDetails | undefined,
): SamplesPlan | undefined {
  if (sent === undefined) return undefined;
  const current = new Map<string, SampleRow>(
    (existing?.samples ?? []).map(({ sample }) => [sample.id, sample]),
  );
  const plan: SamplesPlan = { deleteIds: [], update: [], insert: [] };
  for (const sample of sent) {
    if (sample.id === undefined) {
      plan.insert.push({ kind: sample.kind, codes: sample.codes });
      continue;
    }
    const before = current.get(sample.id);
    if (!before) throw new AppError('not_found', { detail: 'No such sample in the layer' });
    const isChanged = before.kind !== sample.kind || !sameCodes(before.codes, sample.codes);
    if (isChanged && before.laboratoryOrderId !== null) throw coreConflict('sampleOrdered');
    plan.update.push({ id: sample.id, kind: sample.kind, codes: sample.codes });
  }
  const keptIds = new Set(plan.update.map((sample) => sample.id));
  for (const [id, sample] of current) {
    if (keptIds.has(id)) continue;
    if (sample.laboratoryOrderId !== null) throw coreConflict('sampleOrdered');
    plan.deleteIds.push(id);
  }
  return plan;
}

/**
 * An interface stays while its two layers are kept and still follow each other; it then takes the
 * new position of its upper layer. The others are deleted.
 */
function interfacesPlan(
  interfaces: readonly InterfaceRow[],
  newPositions: ReadonlyMap<string, number>,
): LayerUpdatePlan['interfaces'] {
  const plan: LayerUpdatePlan['interfaces'] = { moved: [], deletedIds: [] };
  for (const row of interfaces) {
    const upper = newPositions.get(row.upperLayerId);
    const lower = newPositions.get(row.lowerLayerId);
    if (upper !== undefined && lower === upper + 1)
      plan.moved.push({ id: row.id, position: upper });
    else plan.deletedIds.push(row.id);
  }
  return plan;
}

/**
 * Decides a PUT of the layer list (CoreLayersUpdate): layers kept by id (404 for an id that is not
 * one of the core's), created without id, deleted when left out unless a laboratory order holds
 * them (409 `sample_ordered`, `orderedLayerIds`). Position = index + 1.
 */
export function planLayerUpdate(
  coreId: string,
  sent: readonly LayerInput[],
  existing: readonly LayerDetails[],
  interfaces: readonly InterfaceRow[],
  orderedLayerIds: ReadonlySet<string>,
): LayerUpdatePlan {
  const byId = new Map(existing.map((details) => [details.layer.id, details]));
  const keptIds = new Set<string>();
  const newPositions = new Map<string, number>();
  const layers = sent.map((layer, index) => {
    const before = layer.id === undefined ? undefined : byId.get(layer.id);
    if (layer.id !== undefined) {
      if (!before) throw new AppError('not_found', { detail: 'No such layer in the core' });
      keptIds.add(layer.id);
      newPositions.set(layer.id, index + 1);
    }
    return {
      id: layer.id,
      values: valuesOf(layer, index + 1),
      analyses: handAnalyses(layer.pollutantAnalyses, before),
      samples: samplesPlan(layer.samples, before),
    };
  });
  const deletedLayerIds = existing
    .map((details) => details.layer.id)
    .filter((id) => !keptIds.has(id));
  if (deletedLayerIds.some((id) => orderedLayerIds.has(id))) throw coreConflict('sampleOrdered');
  const deletedSampleIds = new Set(layers.flatMap((layer) => layer.samples?.deleteIds ?? []));
  const deletedLayers = new Set(deletedLayerIds);
  const droppedSamples = existing.flatMap(({ layer, samples }) =>
    samples
      .filter(({ sample }) => deletedLayers.has(layer.id) || deletedSampleIds.has(sample.id))
      .map(({ sample }) => ({
        layerId: layer.id,
        layerPosition: layer.position,
        layerType: layer.type,
        sampleId: sample.id,
        kind: sample.kind,
        codes: sample.codes,
      })),
  );
  return {
    coreId,
    deletedLayerIds,
    layers,
    interfaces: interfacesPlan(interfaces, newPositions),
    droppedSamples,
  };
}

/** Writes a plan; call it in a transaction, with the repository built on it. */
export async function applyLayerUpdate(
  repository: CoreLayersRepository,
  plan: LayerUpdatePlan,
): Promise<void> {
  await repository.deleteInterfaces(plan.interfaces.deletedIds);
  await repository.deleteLayers(plan.deletedLayerIds);
  const created = await repository.insertLayers(
    plan.layers
      .filter((layer) => layer.id === undefined)
      .map((layer) => ({ ...layer.values, coreId: plan.coreId })),
  );
  const createdByPosition = new Map(created.map((row) => [row.position, row.id]));
  for (const layer of plan.layers) {
    const layerId = layer.id ?? createdByPosition.get(layer.values.position);
    if (layerId === undefined) throw new Error('A created layer was not returned.');
    if (layer.id !== undefined) await repository.updateLayer(layer.id, layer.values);
    if (layer.analyses !== undefined) {
      const analyses = layer.analyses.map((analysis) => ({ ...analysis, layerId }));
      if (layer.id === undefined) await repository.insertAnalyses(analyses);
      else await repository.replaceHandAnalyses(layerId, analyses);
    }
    if (layer.samples !== undefined) {
      await repository.deleteSamples(layer.samples.deleteIds);
      for (const sample of layer.samples.update) {
        await repository.updateSample(sample.id, { kind: sample.kind, codes: sample.codes });
      }
      await repository.insertSamples(
        layer.samples.insert.map((sample) => ({ ...sample, layerId })),
      );
    }
  }
  for (const moved of plan.interfaces.moved) {
    await repository.moveInterface(moved.id, moved.position);
  }
}
