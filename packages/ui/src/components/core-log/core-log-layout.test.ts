import { describe, expect, it } from 'vitest';
import { layOutCoreLog } from './core-log-layout.js';

describe('the core log drawn to scale', () => {
  it('gives each layer a height proportional to its thickness, surface first', () => {
    const layout = layOutCoreLog(
      [
        { type: 'EB', thickness: 80, material: 'BBSG' },
        { type: 'GTLH', thickness: 200 },
        { type: 'CS', thickness: 120 },
      ],
      [],
      400,
    );
    expect(layout.total).toBe(400);
    expect(layout.scale).toBe(1);
    expect(layout.layers.map(({ y, height, top, bottom }) => [y, height, top, bottom])).toEqual([
      [0, 80, 0, 80],
      [80, 200, 80, 280],
      [280, 120, 280, 400],
    ]);
  });

  it('puts each interface between its two layers, with its bond state', () => {
    const layout = layOutCoreLog(
      [
        { type: 'EB', thickness: 50 },
        { type: 'EB', thickness: 50 },
        { type: 'GTLH', thickness: 100 },
      ],
      [
        { position: 1, bondState: 'bonded' },
        { position: 2, bondState: 'unbonded' },
      ],
      100,
    );
    expect(layout.interfaces).toEqual([
      { position: 1, bondState: 'bonded', depth: 50, y: 25 },
      { position: 2, bondState: 'unbonded', depth: 100, y: 50 },
    ]);
  });

  it('leaves out a layer without thickness yet, and the interfaces that touch it', () => {
    const layout = layOutCoreLog(
      [{ type: 'EB', thickness: 60 }, { type: 'CS', thickness: null }, { thickness: 0 }],
      [{ position: 1, bondState: 'bonded' }],
      120,
    );
    expect(layout.layers).toHaveLength(1);
    expect(layout.unmeasured).toBe(2);
    expect(layout.interfaces).toEqual([]);
    expect(layout.scale).toBe(2);
  });

  it('draws nothing for a core without layers', () => {
    expect(layOutCoreLog([], [], 300)).toMatchObject({ layers: [], total: 0, scale: 0 });
  });
});
