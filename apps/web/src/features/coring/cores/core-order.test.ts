import { getGetCoreResponseMock } from '@chaussee/sdk/mocks';
import type { Core } from '@chaussee/sdk/react';
import { describe, expect, it } from 'vitest';
import {
  inheritedCoreFields,
  lastCoreWithRoad,
  nextCoreNumber,
  sortCores,
  withoutCore,
} from './core-order.js';

const prefixCa = { id: 'p-ca', name: 'CA-' };
const prefixCs = { id: 'p-cs', name: 'CS-' };

function core(values: Partial<Core>): Core {
  return { ...getGetCoreResponseMock(), displayNamePrefix: null, roadId: null, ...values };
}

describe('order of the cores (spec section 4)', () => {
  it('puts cores without prefix first, then by prefix name, display name and id', () => {
    const cores = [
      core({ id: 'e', displayName: 'CS-1', displayNamePrefix: prefixCs }),
      core({ id: 'd', displayName: 'CA-10', displayNamePrefix: prefixCa }),
      core({ id: 'c', displayName: 'CA-2', displayNamePrefix: prefixCa }),
      core({ id: 'b', displayName: '7' }),
      core({ id: 'a', displayName: '7' }),
    ];
    expect(sortCores(cores).map((each) => each.id)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
});

describe('numbering of the cores', () => {
  it('gives a new core the highest number plus one', () => {
    expect(nextCoreNumber([])).toBe(1);
    expect(nextCoreNumber([{ number: 1 }, { number: 4 }, { number: 2 }])).toBe(5);
  });

  it('renumbers the cores after a deleted one, renaming those that show their number', () => {
    const cores = [1, 2, 3, 4].map((number) =>
      core({ id: `c${number}`, number, displayName: `${number}` }),
    );
    const named = core({ id: 'c5', number: 5, displayName: 'Carotte du pont' });
    const prefixed = core({
      id: 'c6',
      number: 6,
      displayName: 'CA-6',
      displayNamePrefix: prefixCa,
    });
    const after = withoutCore([...cores, named, prefixed], 'c2');
    expect(after.map((each) => [each.id, each.number, each.displayName])).toEqual([
      ['c1', 1, '1'],
      ['c3', 2, '2'],
      ['c4', 3, '3'],
      ['c5', 4, 'Carotte du pont'],
      ['c6', 5, 'CA-5'],
    ]);
  });

  it('leaves the list as it is when the core is not in it', () => {
    const cores = [core({ id: 'c1', number: 1 })];
    expect(withoutCore(cores, 'other')).toEqual(cores);
  });
});

describe('fields a new core inherits', () => {
  it('come from the last core that has a road', () => {
    const withRoad = core({
      id: 'r',
      number: 2,
      roadId: 'road-2',
      city: { id: 'city-1', name: 'Lyon', zipCode: '69001', workspaceId: 'w' },
      direction: 'Nord',
      lane: 'Voie lente',
      lateralPosition: 'BDR',
      structureType: 'Souple',
      isFullStructure: true,
      diameter: 100,
    });
    const older = core({ id: 'o', number: 1, roadId: 'road-1', diameter: 150 });
    const withoutRoad = core({ id: 'n', number: 3, roadId: null, diameter: 80 });
    expect(inheritedCoreFields([older, withRoad, withoutRoad])).toEqual({
      roadId: 'road-2',
      cityId: 'city-1',
      direction: 'Nord',
      lane: 'Voie lente',
      lateralPosition: 'BDR',
      structureType: 'Souple',
      isFullStructure: true,
      diameter: 100,
    });
  });

  it('are none when no core has a road yet', () => {
    expect(inheritedCoreFields([core({ roadId: null })])).toEqual({});
    expect(lastCoreWithRoad([core({ roadId: null })])).toBeUndefined();
  });

  it('name as their source the last core with a road, not the first one on the same road', () => {
    const cores = [1, 2, 119, 120, 121].map((number) =>
      core({ id: `c${String(number)}`, number, roadId: number === 121 ? null : 'road-1' }),
    );
    expect(lastCoreWithRoad(cores)?.number).toBe(120);
  });
});
