import type { components } from '@chaussee/sdk';
import type { LaboratoryRow, PrestationRow, ProviderRow } from './providers.repository.js';

type Schemas = components['schemas'];

/** A provider as the contract shows it: whether it has an API, never its URL or key. */
export function toProvider(provider: ProviderRow): Schemas['Provider'] {
  return {
    id: provider.id,
    name: provider.name,
    isLaboratory: provider.isLaboratory,
    hasApi: provider.apiUrl !== null,
    email: provider.email,
    phone: provider.phone,
  };
}

export function toLaboratory(
  laboratory: LaboratoryRow,
  provider: Pick<ProviderRow, 'id' | 'name'>,
): Schemas['Laboratory'] {
  return {
    id: laboratory.id,
    name: laboratory.name,
    provider: { id: provider.id, name: provider.name },
    address: laboratory.address,
    zipCode: laboratory.zipCode,
    city: laboratory.city,
    email: laboratory.email,
    phone: laboratory.phone,
  };
}

export function toPrestation(
  prestation: PrestationRow,
  provider: Pick<ProviderRow, 'id' | 'name'>,
): Schemas['Prestation'] {
  return {
    id: prestation.id,
    name: prestation.name,
    code: prestation.code,
    pollutantKind: prestation.pollutantKind,
    layerTypes: prestation.layerTypes,
    provider: { id: provider.id, name: provider.name },
  };
}
