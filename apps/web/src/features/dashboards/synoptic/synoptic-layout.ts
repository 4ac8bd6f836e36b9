/**
 * Where the synoptic draws each core: cores grouped by direction and lane, each group in road
 * order (PR, then abscissa), one column per core, its layers stacked from the surface on one
 * vertical scale for the whole synoptic so that thicknesses compare across cores.
 */

export interface SynopticLayoutCore {
  id: string;
  pr: number | null;
  abscissa: number | null;
  direction: string | null;
  lane: string | null;
  layers: readonly { thickness: number | null }[];
}

interface PlacedSynopticLayer<Layer> {
  layer: Layer;
  /** Top of the layer in the drawing, in px from the surface line, and its height. */
  y: number;
  height: number;
}

interface PlacedSynopticCore<Core extends SynopticLayoutCore> {
  core: Core;
  /** Left of the column, in px. */
  x: number;
  layers: PlacedSynopticLayer<Core['layers'][number]>[];
  /** Total measured thickness, in mm. */
  depth: number;
}

export interface SynopticGroup<Core extends SynopticLayoutCore> {
  direction: string | null;
  lane: string | null;
  cores: PlacedSynopticCore<Core>[];
  /** Width of the group's drawing, in px. */
  width: number;
}

export interface SynopticLayout<Core extends SynopticLayoutCore> {
  groups: SynopticGroup<Core>[];
  /** Pixels per millimetre, the same for every core. */
  scale: number;
  /** Height of the deepest core, in px. */
  height: number;
}

/** Width of one core's column at zoom 1, and the gap between columns, in px. */
export const CORE_WIDTH = 28;
export const CORE_GAP = 10;

/** null sorts after any value: a core not located yet ends its group. */
function compareNullable(left: number | null, right: number | null): number {
  if (left === right) return 0;
  if (left === null) return 1;
  if (right === null) return -1;
  return left - right;
}

function compareText(left: string | null, right: string | null): number {
  if (left === right) return 0;
  if (left === null) return 1;
  if (right === null) return -1;
  return left.localeCompare(right, 'fr', { numeric: true });
}

function thicknessOf(layer: { thickness: number | null }): number {
  return layer.thickness !== null && layer.thickness > 0 ? layer.thickness : 0;
}

/**
 * Lays the cores out: groups by direction then lane (in French order, numbers by value), road
 * order inside a group, columns `CORE_WIDTH × zoom` wide; `height` px hold the deepest core.
 * A layer without a positive thickness is not drawn (it has no height to scale).
 */
export function layOutSynoptic<Core extends SynopticLayoutCore>(
  cores: readonly Core[],
  { height, zoom }: { height: number; zoom: number },
): SynopticLayout<Core> {
  const deepest = Math.max(
    0,
    ...cores.map((core) => core.layers.reduce((sum, layer) => sum + thicknessOf(layer), 0)),
  );
  const scale = deepest > 0 ? height / deepest : 0;
  const byGroup = new Map<string, Core[]>();
  const sorted = [...cores].sort(
    (left, right) =>
      compareText(left.direction, right.direction) ||
      compareText(left.lane, right.lane) ||
      compareNullable(left.pr, right.pr) ||
      compareNullable(left.abscissa, right.abscissa),
  );
  for (const core of sorted) {
    const key = JSON.stringify([core.direction, core.lane]);
    byGroup.set(key, [...(byGroup.get(key) ?? []), core]);
  }
  const columnWidth = CORE_WIDTH * zoom;
  const groups = [...byGroup.values()].map((members) => {
    const placed = members.map((core, index) => {
      let top = 0;
      const layers = core.layers
        .filter((layer) => thicknessOf(layer) > 0)
        .map((layer) => {
          const y = top * scale;
          top += thicknessOf(layer);
          return { layer, y, height: thicknessOf(layer) * scale };
        });
      return { core, x: index * (columnWidth + CORE_GAP), layers, depth: top };
    });
    const first = members[0];
    return {
      direction: first?.direction ?? null,
      lane: first?.lane ?? null,
      cores: placed,
      width: members.length * (columnWidth + CORE_GAP),
    };
  });
  return { groups, scale, height: deepest * scale };
}
