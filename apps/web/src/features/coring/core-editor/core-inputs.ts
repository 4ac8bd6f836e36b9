import type {
  Core,
  CoreInterface,
  CoreInterfaceInput,
  CoreLayer,
  CoreLayerInput,
  CoreUpdate,
} from '@chaussee/sdk/react';
import { contractForm } from '../../../shared/contract/contract-schemas.js';
import coreUpdateContract from 'virtual:chaussee-contract-schemas/CoreUpdate';

/** The properties of PUT /cores/{id}, as the contract writes them. */
const updateProperties = contractForm(coreUpdateContract).schema.properties ?? {};

/** Whether PUT /cores/{id} takes a null for this property. */
function acceptsNull(field: string): boolean {
  const property = updateProperties[field];
  if (typeof property !== 'object') return false;
  return Array.isArray(property.type) ? property.type.includes('null') : property.type === 'null';
}

/**
 * The form data of PUT /cores/{id} from the core as read: every property the body shares with
 * the core by name, so that a field added to the contract is kept by a save of the sheet, and
 * the two the core holds as objects by their id. A null the body refuses (the road and the
 * diameter of an empty core) stays out, for the form to ask it (« Renseignez la route »…).
 */
export function coreToUpdate(core: Core): Partial<CoreUpdate> {
  const update: Partial<CoreUpdate> = {
    displayNamePrefixId: core.displayNamePrefix?.id ?? null,
    cityId: core.city?.id ?? null,
  };
  for (const field of Object.keys(core)) {
    const value: unknown = Reflect.get(core, field);
    const isShared = field in updateProperties && !(field in update);
    if (isShared && (value !== null || acceptsNull(field))) {
      Object.assign(update, { [field]: value });
    }
  }
  return update;
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
