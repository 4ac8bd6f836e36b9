import type {
  Core,
  CoreInterface,
  CoreInterfaceInput,
  CoreLayer,
  CoreLayerInput,
  CoreUpdate,
} from '@chaussee/sdk/react';

/**
 * The form data of PUT /cores/{id} from the core as read. A core still empty has no road nor
 * diameter: they stay absent, for the form to ask them (« Renseignez la route »…).
 */
export function coreToUpdate(core: Core): Partial<CoreUpdate> {
  return {
    ...(core.roadId === null ? {} : { roadId: core.roadId }),
    ...(core.diameter === null ? {} : { diameter: core.diameter }),
    displayNamePrefixId: core.displayNamePrefix?.id ?? null,
    displayName: core.displayName,
    NR_name: core.NR_name,
    cityId: core.city?.id ?? null,
    landmark: core.landmark,
    abscissa: core.abscissa,
    direction: core.direction,
    lane: core.lane,
    lateralPosition: core.lateralPosition,
    structureType: core.structureType,
    isFullStructure: core.isFullStructure,
    lat: core.lat,
    lng: core.lng,
    note: core.note,
  };
}

/**
 * The layers as PUT /cores/{id}/cores-layers takes them back: each kept by its id (with its
 * samples and laboratory results), the results entered by hand only (laboratory ones stay).
 * A layer saved before the material rule has no category: the form asks for one.
 */
export function layersToInput(layers: readonly CoreLayer[]): Partial<CoreLayerInput>[] {
  return [...layers]
    .sort((a, b) => a.position - b.position)
    .map((layer) => ({
      id: layer.id,
      name: layer.name,
      type: layer.type,
      ...(layer.materialCategory === null ? {} : { materialCategoryId: layer.materialCategory.id }),
      otherMaterial: layer.otherMaterial,
      thickness: layer.thickness,
      condition: layer.condition,
      comment: layer.comment,
      pollutantAnalyses: layer.pollutantAnalyses
        .filter((analysis) => analysis.laboratoryOrderId === null)
        .map(({ kind, valueMgKg, asbestosPresent, analysedAt }) => ({
          kind,
          valueMgKg,
          asbestosPresent,
          analysedAt,
        })),
      samples: layer.samples.map(({ id, kind, codes }) => ({ id, kind, codes })),
    }));
}

/**
 * One interface per pair of consecutive layers (positions 1 to layers − 1), with its bond state
 * when it has one; a missing state is left for the form to ask (« Indiquez l'état de
 * l'interface »).
 */
export function interfacesToInput(
  interfaces: readonly CoreInterface[],
  layersCount: number,
): Partial<CoreInterfaceInput>[] {
  return Array.from({ length: Math.max(0, layersCount - 1) }, (_, index) => {
    const position = index + 1;
    const existing = interfaces.find((each) => each.position === position);
    return existing === undefined
      ? { position }
      : { position, bondState: existing.bondState, comment: existing.comment };
  });
}
