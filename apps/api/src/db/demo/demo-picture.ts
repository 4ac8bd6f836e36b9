import sharp from 'sharp';
import type { DemoLayer } from './demo-cores.js';

/** Colours of the layer types on the demo photos (dark asphalt, tarry, cement-bound, granular). */
const LAYER_COLOURS: Record<DemoLayer['type'], readonly [number, number, number]> = {
  EB: [58, 58, 60],
  CA: [34, 30, 28],
  CS: [176, 150, 110],
  MTLH: [168, 168, 160],
  GTLH: [190, 186, 176],
  BETON: [205, 205, 200],
  OTHER: [140, 120, 100],
};

/**
 * A PNG "photo" of a demo core: the core seen from the side, one band per layer at its real
 * thickness (1 px per mm) with a little grain, on a light bench. Generated so that the demo
 * carries no third-party images and stays small.
 */
export async function demoCorePicture(layers: readonly DemoLayer[], seed: number): Promise<Buffer> {
  const width = 240;
  const margin = 20;
  const coreHeight = layers.reduce((sum, layer) => sum + layer.thickness, 0);
  const height = coreHeight + margin * 2;
  const pixels = Buffer.alloc(width * height * 3, 236);
  let grain = seed || 1;
  let top = margin;
  for (const layer of layers) {
    const [red, green, blue] = LAYER_COLOURS[layer.type];
    for (let y = top; y < top + layer.thickness; y += 1) {
      for (let x = 40; x < width - 40; x += 1) {
        grain = (grain * 1103515245 + 12345) & 0x7fffffff;
        const noise = (grain % 21) - 10;
        const offset = (y * width + x) * 3;
        pixels[offset] = Math.max(0, Math.min(255, red + noise));
        pixels[offset + 1] = Math.max(0, Math.min(255, green + noise));
        pixels[offset + 2] = Math.max(0, Math.min(255, blue + noise));
      }
    }
    top += layer.thickness;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}
