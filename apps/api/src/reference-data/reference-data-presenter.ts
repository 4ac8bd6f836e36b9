import type { components } from '@chaussee/sdk';
import type { DisplayNamePrefixView } from './display-name-prefixes.repository.js';
import type { CityRow, RoadRow } from './places.repository.js';
import type { DegradationRow, MaterialCategoryRow } from './reference-catalogue.repository.js';

type Schemas = components['schemas'];

export function toRoad(road: RoadRow): Schemas['Road'] {
  return { id: road.id, name: road.name, workspaceId: road.workspaceId };
}

export function toCity(city: CityRow): Schemas['City'] {
  return { id: city.id, name: city.name, zipCode: city.zipCode, workspaceId: city.workspaceId };
}

export function toDisplayNamePrefix(view: DisplayNamePrefixView): Schemas['DisplayNamePrefix'] {
  return {
    id: view.prefix.id,
    name: view.prefix.name,
    campaignId: view.prefix.campaignId,
    coresCount: view.coresCount,
  };
}

export function toMaterialCategory(category: MaterialCategoryRow): Schemas['MaterialCategory'] {
  return {
    id: category.id,
    name: category.name,
    layerType: category.layerType,
    organizationId: category.organizationId,
  };
}

export function toDegradation(degradation: DegradationRow): Schemas['Degradation'] {
  return {
    id: degradation.id,
    distressType: degradation.distressType,
    label: degradation.label,
    color: degradation.color,
    unit: degradation.unit,
  };
}
