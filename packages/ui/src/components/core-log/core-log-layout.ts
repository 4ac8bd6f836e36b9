import type { components } from '@chaussee/sdk';

type LayerType = components['schemas']['LayerType'];
type InterfaceBondState = components['schemas']['InterfaceBondState'];

/** A layer as the log draws it: what a form's draft or the API's layer holds, maybe incomplete. */
export interface CoreLogLayer {
  type?: LayerType | null;
  thickness?: number | null;
  /** The material category's name. */
  material?: string | null;
}

/** The bond between layer `position` and the next one (1 = under the surface layer). */
export interface CoreLogInterface {
  position: number;
  bondState?: InterfaceBondState | null;
}

interface PlacedLayer {
  index: number;
  type: LayerType | null;
  material: string | null;
  thickness: number;
  /** Depth of its top and bottom, in mm. */
  top: number;
  bottom: number;
  /** Its top and height in the drawing, in px: one scale for every layer. */
  y: number;
  height: number;
}

export interface PlacedInterface {
  position: number;
  bondState: InterfaceBondState | null;
  depth: number;
  y: number;
}

export interface CoreLogLayout {
  layers: PlacedLayer[];
  interfaces: PlacedInterface[];
  /** Sum of the drawn thicknesses, in mm. */
  total: number;
  /** Pixels per millimetre. */
  scale: number;
  /** Layers without a thickness yet: not drawn, counted. */
  unmeasured: number;
}

/**
 * Places the layers, surface first, on one scale so that the drawing's `height` px hold the
 * whole core: each layer as tall as its thickness, each interface at the depth between its two
 * layers. A layer without a positive thickness (being typed) is not drawn; its interfaces go
 * with it.
 */
export function layOutCoreLog(
  layers: readonly CoreLogLayer[],
  interfaces: readonly CoreLogInterface[],
  height: number,
): CoreLogLayout {
  const measured = layers
    .map((layer, index) => ({ layer, index, thickness: layer.thickness ?? 0 }))
    .filter((entry) => entry.thickness > 0);
  const total = measured.reduce((sum, entry) => sum + entry.thickness, 0);
  const scale = total > 0 ? height / total : 0;
  let depth = 0;
  const placed = measured.map(({ layer, index, thickness }) => {
    const top = depth;
    depth += thickness;
    return {
      index,
      type: layer.type ?? null,
      material: layer.material ?? null,
      thickness,
      top,
      bottom: depth,
      y: top * scale,
      height: thickness * scale,
    };
  });
  const placedInterfaces = interfaces.flatMap((item) => {
    // Position n lies under layer n (1-based) and above layer n + 1: both must be drawn.
    const upper = placed.find((layer) => layer.index === item.position - 1);
    const hasLower = placed.some((layer) => layer.index === item.position);
    if (upper === undefined || !hasLower) return [];
    return [
      {
        position: item.position,
        bondState: item.bondState ?? null,
        depth: upper.bottom,
        y: upper.bottom * scale,
      },
    ];
  });
  return {
    layers: placed,
    interfaces: placedInterfaces,
    total,
    scale,
    unmeasured: layers.length - measured.length,
  };
}
