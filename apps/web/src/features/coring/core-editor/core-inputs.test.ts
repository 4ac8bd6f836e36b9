import { getGetCoreLayersResponseMock, getGetCoreResponseMock } from '@chaussee/sdk/mocks';
import type { CoreInterface, CoreLayer } from '@chaussee/sdk/react';
import { describe, expect, it } from 'vitest';
import { coreToUpdate, interfacesToInput, layersToInput } from './core-inputs.js';

function layer(values: Partial<CoreLayer>): CoreLayer {
  const [sample] = getGetCoreLayersResponseMock().layers;
  if (sample === undefined) throw new Error('The mock gives layers');
  return { ...sample, ...values };
}

describe('core form data', () => {
  it('leaves road and diameter out while the core is empty', () => {
    const core = { ...getGetCoreResponseMock(), roadId: null, diameter: null };
    const update = coreToUpdate(core);
    expect(update).not.toHaveProperty('roadId');
    expect(update).not.toHaveProperty('diameter');
  });

  it('sends the ids of the prefix and the city', () => {
    const core = {
      ...getGetCoreResponseMock(),
      roadId: 'road',
      diameter: 100,
      displayNamePrefix: { id: 'prefix', name: 'CA-' },
      city: { id: 'city', name: 'Lyon', zipCode: null, workspaceId: 'w' },
    };
    expect(coreToUpdate(core)).toMatchObject({
      roadId: 'road',
      diameter: 100,
      displayNamePrefixId: 'prefix',
      cityId: 'city',
    });
  });
});

describe('core form data of a field added to the contract', () => {
  it('keeps every property the body shares with the core, none it does not take', () => {
    const core = { ...getGetCoreResponseMock(), roadId: 'road', diameter: 100, lane: 'Voie 1' };
    const update = coreToUpdate(core);
    expect(update).toMatchObject({ lane: 'Voie 1', note: core.note, lat: core.lat });
    expect(update).toHaveProperty('isFullStructure', core.isFullStructure);
    for (const readOnly of ['id', 'number', 'status', 'road', 'city', 'corePictures']) {
      expect(update).not.toHaveProperty(readOnly);
    }
  });
});

describe('layers form data', () => {
  it('keeps each layer by id, surface first, with the results entered by hand only', () => {
    const lower = layer({ id: 'l2', position: 2, materialCategory: null, samples: [] });
    const upper = layer({
      id: 'l1',
      position: 1,
      materialCategory: { id: 'm1', name: 'Béton bitumineux' },
      pollutantAnalyses: [
        {
          kind: 'PAH',
          valueMgKg: 600,
          asbestosPresent: null,
          analysedAt: null,
          laboratoryOrderId: 'o',
        },
        {
          kind: 'PAH_ref_be',
          valueMgKg: 40,
          asbestosPresent: null,
          analysedAt: null,
          laboratoryOrderId: null,
        },
      ],
      samples: [
        {
          id: 's1',
          layerId: 'l1',
          kind: 'core',
          codes: ['BACC'],
          status: 'new',
          laboratoryOrderId: null,
          results: [],
        },
      ],
    });
    const inputs = layersToInput([lower, upper]);
    expect(inputs.map((input) => input.id)).toEqual(['l1', 'l2']);
    expect(inputs[0]).toMatchObject({
      materialCategoryId: 'm1',
      pollutantAnalyses: [
        { kind: 'PAH_ref_be', valueMgKg: 40, asbestosPresent: null, analysedAt: null },
      ],
      samples: [{ id: 's1', kind: 'core', codes: ['BACC'] }],
    });
    expect(inputs[1]).not.toHaveProperty('materialCategoryId');
  });
});

describe('interfaces form data', () => {
  const bonded: CoreInterface = {
    id: 'i1',
    coreId: 'c',
    position: 2,
    upperLayerId: 'l2',
    lowerLayerId: 'l3',
    bondState: 'bonded',
    comment: null,
  };

  it('has one interface between each pair of layers, with the states known', () => {
    expect(interfacesToInput([bonded], 4)).toEqual([
      { position: 1 },
      { position: 2, bondState: 'bonded', comment: null },
      { position: 3 },
    ]);
  });

  it('has none for a core of one layer or none', () => {
    expect(interfacesToInput([], 1)).toEqual([]);
    expect(interfacesToInput([], 0)).toEqual([]);
  });
});
