import { describe, expect, it } from 'vitest';
import { CORE_GAP, CORE_WIDTH, layOutSynoptic } from './synoptic-layout.js';

function core(
  id: string,
  direction: string | null,
  lane: string | null,
  pr: number | null,
  abscissa: number | null,
  thicknesses: (number | null)[],
) {
  return {
    id,
    direction,
    lane,
    pr,
    abscissa,
    layers: thicknesses.map((thickness) => ({ thickness })),
  };
}

describe('synoptic layout', () => {
  it('groups by direction then lane, and orders each group by PR then abscissa', () => {
    const layout = layOutSynoptic(
      [
        core('c', 'Sud', '1', 2, 0, [40]),
        core('a', 'Nord', '2', 1, 500, [40]),
        core('b', 'Nord', '10', 1, 0, [40]),
        core('d', 'Nord', '2', 1, 120, [40]),
        core('e', 'Nord', '2', 0, 900, [40]),
        core('f', 'Nord', '2', null, null, [40]),
      ],
      { height: 200, zoom: 1 },
    );
    expect(
      layout.groups.map((group) => [
        group.direction,
        group.lane,
        group.cores.map((one) => one.core.id),
      ]),
    ).toEqual([
      ['Nord', '2', ['e', 'd', 'a', 'f']],
      ['Nord', '10', ['b']],
      ['Sud', '1', ['c']],
    ]);
  });

  it('draws every layer on one scale: the deepest core fills the height', () => {
    const layout = layOutSynoptic(
      [core('deep', 'Nord', '1', 0, 0, [50, 150]), core('thin', 'Nord', '1', 1, 0, [40, null, 10])],
      { height: 400, zoom: 1 },
    );
    expect(layout.scale).toBe(2);
    const [deep, thin] = layout.groups[0]?.cores ?? [];
    expect(deep?.layers.map(({ y, height }) => [y, height])).toEqual([
      [0, 100],
      [100, 300],
    ]);
    // The layer without thickness is not drawn; the one under it starts where the first ends.
    expect(thin?.layers.map(({ y, height }) => [y, height])).toEqual([
      [0, 80],
      [80, 20],
    ]);
    expect(thin?.depth).toBe(50);
  });

  it('widens the columns with the zoom', () => {
    const cores = [core('a', 'Nord', '1', 0, 0, [10]), core('b', 'Nord', '1', 1, 0, [10])];
    expect(layOutSynoptic(cores, { height: 100, zoom: 1 }).groups[0]?.cores[1]?.x).toBe(
      CORE_WIDTH + CORE_GAP,
    );
    expect(layOutSynoptic(cores, { height: 100, zoom: 2 }).groups[0]?.cores[1]?.x).toBe(
      2 * CORE_WIDTH + CORE_GAP,
    );
  });
});
