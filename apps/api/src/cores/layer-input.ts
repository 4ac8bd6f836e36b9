import type { components } from '@chaussee/sdk';
import { createViolation, type Violation } from '@chaussee/validation';

type Schemas = components['schemas'];
type LayerInput = Schemas['CoreLayerInput'];
type PollutantKind = Schemas['PollutantKind'];

const ASBESTOS_KINDS: ReadonlySet<PollutantKind> = new Set(['asbestos', 'asbestos_ref_be']);

/**
 * Pollutant results entered by hand: a PAH or TH kind carries a content (valueMgKg) and no
 * asbestos answer, an asbestos kind the reverse; a kind once per layer.
 */
function pollutantViolations(layer: LayerInput, path: string): Violation[] {
  const violations: Violation[] = [];
  const seen = new Set<PollutantKind>();
  (layer.pollutantAnalyses ?? []).forEach((analysis, index) => {
    const at = `${path}.pollutantAnalyses.${String(index)}`;
    if (seen.has(analysis.kind)) violations.push(createViolation(`${at}.kind`, 'uniqueItems'));
    seen.add(analysis.kind);
    const value = analysis.valueMgKg ?? null;
    const asbestos = analysis.asbestosPresent ?? null;
    const [needed, unexpected] = ASBESTOS_KINDS.has(analysis.kind)
      ? [asbestos === null ? 'asbestosPresent' : null, value === null ? null : 'valueMgKg']
      : [value === null ? 'valueMgKg' : null, asbestos === null ? null : 'asbestosPresent'];
    if (needed !== null) violations.push(createViolation(`${at}.${needed}`, 'required'));
    if (unexpected !== null) {
      violations.push(createViolation(`${at}.${unexpected}`, 'invalidValue'));
    }
  });
  return violations;
}

/** An id given twice (a layer, or a sample anywhere in the list) is refused under its field. */
function duplicateIdViolations(layers: readonly LayerInput[]): Violation[] {
  const violations: Violation[] = [];
  const layerIds = new Set<string>();
  const sampleIds = new Set<string>();
  layers.forEach((layer, index) => {
    const path = `layers.${String(index)}`;
    if (layer.id !== undefined) {
      if (layerIds.has(layer.id)) violations.push(createViolation(`${path}.id`, 'uniqueItems'));
      layerIds.add(layer.id);
    }
    (layer.samples ?? []).forEach((sample, sampleIndex) => {
      if (sample.id === undefined) return;
      if (sampleIds.has(sample.id)) {
        violations.push(
          createViolation(`${path}.samples.${String(sampleIndex)}.id`, 'uniqueItems'),
        );
      }
      sampleIds.add(sample.id);
    });
  });
  return violations;
}

/** What PUT /cores/{id}/cores-layers checks beyond its schema, as violations (400). */
export function layerListViolations(layers: readonly LayerInput[]): Violation[] {
  return [
    ...duplicateIdViolations(layers),
    ...layers.flatMap((layer, index) => pollutantViolations(layer, `layers.${String(index)}`)),
  ];
}

/**
 * Interfaces sit between two consecutive layers: position 1 to layers - 1, each once.
 */
export function interfaceListViolations(
  interfaces: readonly Schemas['CoreInterfaceInput'][],
  layerCount: number,
): Violation[] {
  const violations: Violation[] = [];
  const seen = new Set<number>();
  interfaces.forEach((item, index) => {
    const path = `interfaces.${String(index)}.position`;
    if (item.position > layerCount - 1) {
      violations.push(createViolation(path, 'maximum', Math.max(layerCount - 1, 0)));
    } else if (seen.has(item.position)) {
      violations.push(createViolation(path, 'uniqueItems'));
    }
    seen.add(item.position);
  });
  return violations;
}
