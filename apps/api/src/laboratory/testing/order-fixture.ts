import type { OrderSample, OrderToLaboratory } from '../laboratory-order.js';

/** Samples of two cores, the way the coring domain assembles them; ids are fixed for the tests. */
export const fixtureSamples: readonly OrderSample[] = [
  {
    sampleId: '0b6b2b0e-4f7e-4a39-9d0c-3d1c6a0f0001',
    coreDisplayName: 'C1',
    layerOrder: 1,
    layerType: 'CA',
    materialCategory: 'Béton bitumineux',
    thicknessMm: 60,
    analyses: ['PAH', 'TH', 'asbestos'],
  },
  {
    sampleId: '0b6b2b0e-4f7e-4a39-9d0c-3d1c6a0f0002',
    coreDisplayName: 'C1',
    layerOrder: 2,
    layerType: 'CA',
    materialCategory: null,
    thicknessMm: 42.5,
    analyses: ['PAH'],
  },
  {
    sampleId: '0b6b2b0e-4f7e-4a39-9d0c-3d1c6a0f0003',
    coreDisplayName: 'C2; "rive"',
    layerOrder: 1,
    layerType: 'EB',
    materialCategory: '=Grave-bitume',
    thicknessMm: null,
    analyses: ['asbestos'],
  },
];

/** An order to a laboratory with an e-mail address and an API, for the adapters' tests. */
export function fixtureOrder(overrides: Partial<OrderToLaboratory> = {}): OrderToLaboratory {
  return {
    id: '5d0f3f0c-2a55-4c1e-8f7b-6a2a4f9d0042',
    reference: 'CMD-2026-0042',
    createdAt: '2026-03-30T22:30:00.000Z',
    campaign: {
      id: '9a1e0c55-7d0e-4d5b-a1f3-1d6a2b7c0001',
      name: 'RD 12 – Renforcement',
      reference: 'CAR-2026-007',
    },
    engineeringOffice: { name: 'Ingérop Routes' },
    site: { name: 'Agence de Lyon', customerCode: 'CLI-0815' },
    provider: { id: '3c7b9a52-1f4e-4c2a-9e61-0a8b5d2f0001', name: 'Labo Analyses' },
    laboratory: {
      id: '3c7b9a52-1f4e-4c2a-9e61-0a8b5d2f0002',
      name: 'Labo Analyses – Villeurbanne',
      email: 'commandes@labo-analyses.fr',
      apiUrl: null,
    },
    samples: fixtureSamples,
    ...overrides,
  };
}
