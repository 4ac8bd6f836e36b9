import type { ColorPair, LayerPalette, PollutantPalette } from '@chaussee/ui';
import { formatNumber } from '@chaussee/ui';
import type { PollutantKind } from '@chaussee/sdk/react';
import {
  contentClasses,
  labels,
  type MeasuredPollutant,
  type PollutantClassId,
} from '@chaussee/validation';
import { classMessages, synopticMessages as text } from '../messages.js';
import type { LayerLook } from './synoptic-drawing.js';
import type { SynopticDrawnLayer } from './synoptic-params.js';
import {
  classifyWithThresholds,
  measuredPollutantOf,
  type Thresholds,
} from './pollutant-thresholds.js';

const mm = (value: number) => text.millimetres(formatNumber(value));

/** What every look says of a layer: type, thickness, material, interface below, waste route. */
function layerFacts(layer: SynopticDrawnLayer): string[] {
  const material = layer.materialCategory?.name ?? layer.otherMaterial;
  return [
    text.layer(labels.LayerType[layer.type], mm(layer.thickness)),
    ...(material ? [classMessages.material(material)] : []),
    ...(layer.bondBelow === null
      ? []
      : [text.interface(labels.InterfaceBondState[layer.bondBelow].toLowerCase())]),
    classMessages.wasteRoute(labels.WasteRoute[layer.wasteRoute]),
  ];
}

/** The structural synoptic: each layer in its material type's colour (theme `palette.layer`). */
export function materialLook(palette: LayerPalette) {
  return (layer: SynopticDrawnLayer): LayerLook => ({
    fill: palette[layer.type].main,
    description: layerFacts(layer).join(' · '),
  });
}

/** The French name of a content class for the thresholds shown (they may differ from §3's). */
export function classLabel(
  pollutant: MeasuredPollutant,
  classId: PollutantClassId,
  thresholds: Thresholds,
): string {
  const name = labels.PollutantKind[pollutant];
  const index = contentClasses[pollutant].findIndex((entry) => entry.id === classId);
  const from = thresholds[index];
  const to = thresholds[index + 1];
  if (from === undefined) return labels.PollutantClass[classId];
  if (index === 0 && to !== undefined) return classMessages.below(name, formatNumber(to));
  if (to === undefined) return classMessages.from(name, formatNumber(from));
  return classMessages.between(name, formatNumber(from), formatNumber(to));
}

/**
 * The analyses synoptic: each layer in the colour of its class for the chosen pollutant (theme
 * `palette.pollutant`), PAH and TH classed on the thresholds shown; a layer without that result
 * stays neutral (« Non analysé »).
 */
export function pollutantLook(
  palette: PollutantPalette,
  neutral: ColorPair,
  kind: PollutantKind,
  thresholds: Thresholds,
) {
  const measured = measuredPollutantOf(kind);
  return (layer: SynopticDrawnLayer): LayerLook => {
    const result = layer.pollutants.find((one) => one.kind === kind);
    let classId: PollutantClassId | null = null;
    let said: string = text.notAnalysed;
    if (result !== undefined && measured === null && result.asbestosPresent !== null) {
      classId = result.asbestosPresent ? 'asbestos_present' : 'asbestos_absent';
      said = labels.PollutantClass[classId];
    } else if (result !== undefined && measured !== null && result.value !== null) {
      classId = classifyWithThresholds(measured, result.value, thresholds);
      said =
        classId === null
          ? text.notAnalysed
          : `${classLabel(measured, classId, thresholds)} (${classMessages.value(formatNumber(result.value))})`;
    }
    return {
      fill: classId === null ? neutral.main : palette[classId].main,
      description: [`${labels.PollutantKind[kind]} : ${said}`, ...layerFacts(layer)].join(' · '),
    };
  };
}
