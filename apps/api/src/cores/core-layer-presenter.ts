import type { components } from '@chaussee/sdk';
import type {
  InterfaceRow,
  LayerDetails,
  LayerPrestationDetails,
} from './core-layers.repository.js';

type Schemas = components['schemas'];
type PollutantKind = Schemas['PollutantKind'];

/** Results in the order of the contract's enum, the same whatever the database's collation. */
const KIND_ORDER: readonly PollutantKind[] = [
  'asbestos',
  'PAH',
  'TH',
  'asbestos_ref_be',
  'PAH_ref_be',
  'TH_ref_be',
];

/** A layer at its depth: the thicknesses above it make its top (mm). */
function toCoreLayer(details: LayerDetails, topDepth: number): Schemas['CoreLayer'] {
  const { layer } = details;
  return {
    id: layer.id,
    coreId: layer.coreId,
    position: layer.position,
    name: layer.name,
    type: layer.type,
    materialCategory: details.materialCategory,
    otherMaterial: layer.otherMaterial,
    thickness: layer.thickness,
    topDepth,
    bottomDepth: topDepth + layer.thickness,
    condition: layer.condition,
    comment: layer.comment,
    pollutantAnalyses: [...details.analyses]
      .sort((a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind))
      .map((analysis) => ({
        kind: analysis.kind,
        valueMgKg: analysis.valueMgKg,
        asbestosPresent: analysis.asbestosPresent,
        analysedAt: analysis.analysedAt,
        laboratoryOrderId: analysis.laboratoryOrderId,
      })),
    samples: details.samples.map(({ sample, results }) => ({
      id: sample.id,
      layerId: sample.layerId,
      kind: sample.kind,
      codes: sample.codes,
      status: sample.status,
      laboratoryOrderId: sample.laboratoryOrderId,
      results: results.map((result) => ({
        code: result.code,
        value: result.value,
        unit: result.unit,
        comment: result.comment,
        receivedAt: result.receivedAt.toISOString(),
      })),
    })),
  };
}

/** The layers of one core, surface first (`layers` in position order), with their depths. */
export function toLayerList(layers: readonly LayerDetails[]): Schemas['CoreLayer'][] {
  let depth = 0;
  return layers.map((details) => {
    const layer = toCoreLayer(details, depth);
    depth += details.layer.thickness;
    return layer;
  });
}

export function toCoreLayers(
  coreId: string,
  layers: readonly LayerDetails[],
): Schemas['CoreLayers'] {
  return {
    coreId,
    totalThickness: layers.reduce((sum, details) => sum + details.layer.thickness, 0),
    layers: toLayerList(layers),
  };
}

export function toCoreInterface(row: InterfaceRow): Schemas['CoreInterface'] {
  return {
    id: row.id,
    coreId: row.coreId,
    position: row.position,
    upperLayerId: row.upperLayerId,
    lowerLayerId: row.lowerLayerId,
    bondState: row.bondState,
    comment: row.comment,
  };
}

export function toLayerPrestation(row: LayerPrestationDetails): Schemas['LayerPrestation'] {
  return {
    id: row.id,
    coreId: row.coreId,
    layerId: row.layerId,
    prestation: {
      id: row.prestation.id,
      name: row.prestation.name,
      code: row.prestation.code,
      pollutantKind: row.prestation.pollutantKind,
      layerTypes: row.prestation.layerTypes,
      provider: row.provider,
    },
    sampleId: row.sampleId,
    laboratoryOrderId: row.laboratoryOrderId,
    status: row.status,
  };
}
