import {
  getGetMapLayerDataMockHandler,
  getGetMapLayersBoundingBoxMockHandler,
  getGetMapLayerValueClassesMockHandler,
  getListCampaignDynamicFiltersMockHandler,
  getListCampaignMapLayersMockHandler,
  getListDynamicFilterValuesMockHandler,
} from '@chaussee/sdk/mocks';
import type {
  DynamicFilter,
  MapLayer,
  MapLayerFeatureCollection,
  MapLayerField,
  MapLayerValueClasses,
} from '@chaussee/sdk/react';
import type { setUpMockApi } from '../../../shared/testing/mock-api.js';

type MockApi = ReturnType<typeof setUpMockApi>;

export const mapCampaignId = '5b0c3f0e-8a4d-4c1e-9d2f-0a1b2c3d4e5f';
export const coresLayerId = '0d5e7c9a-1b2c-4d3e-8f4a-5b6c7d8e9f01';
export const prLayerId = '0d5e7c9a-1b2c-4d3e-8f4a-5b6c7d8e9f02';
export const classFilterId = '9e8d7c6b-5a49-4382-9170-6f5e4d3c2b01';
const roadFilterId = '9e8d7c6b-5a49-4382-9170-6f5e4d3c2b02';

function field(key: string, label: string, extra: Partial<MapLayerField> = {}): MapLayerField {
  return {
    key,
    label,
    type: 'string',
    unit: null,
    isStandard: false,
    isVisible: true,
    isEditable: false,
    isFilterable: true,
    ...extra,
  };
}

export const coresLayer: MapLayer = {
  id: coresLayerId,
  name: 'Carottes',
  kind: 'cores',
  campaignId: mapCampaignId,
  categoryId: null,
  geometryType: 'point',
  position: 2,
  isVisibleByDefault: true,
  color: '#1976d2',
  valueField: 'pollutantClass',
  measures: [
    { key: 'pollutantClass', label: 'Classe de polluant' },
    { key: 'status', label: 'Statut' },
    { key: 'bituminousThickness', label: 'Épaisseur bitumineuse' },
  ],
  legend: [
    { label: 'HAP < 50 mg/kg', color: '#2e7d32', min: null, max: null, value: 'PAH_0' },
    { label: 'HAP de 50 à 500 mg/kg', color: '#f9a825', min: null, max: null, value: 'PAH_50' },
    { label: 'HAP ≥ 1 000 mg/kg', color: '#b71c1c', min: null, max: null, value: 'PAH_1000' },
  ],
  fields: [
    field('name', 'Carotte'),
    field('road', 'Route', { isStandard: true }),
    field('pollutantClass', 'Classe de polluant'),
    field('bituminousThickness', 'Épaisseur bitumineuse', { type: 'number', unit: 'mm' }),
  ],
  imageSettingsId: null,
  floatDocSettingsId: null,
};

const prLayer: MapLayer = {
  ...coresLayer,
  id: prLayerId,
  name: 'Points de repère (PR)',
  kind: 'prs',
  campaignId: null,
  position: 1,
  isVisibleByDefault: false,
  color: '#6d4c41',
  valueField: null,
  measures: [],
  legend: [{ label: 'PR', color: '#6d4c41', min: null, max: null, value: null }],
  fields: [field('road', 'Route'), field('landmark', 'PR', { type: 'integer' })],
};

function core(id: string, name: string, road: string, pollutantClass: string, lng: number) {
  return {
    type: 'Feature' as const,
    id,
    geometry: { type: 'Point' as const, coordinates: [lng, 45.75] },
    properties: {
      name,
      road,
      status: 'validated',
      pollutantClass,
      pahClass: pollutantClass,
    },
  };
}

const coresData: MapLayerFeatureCollection = {
  type: 'FeatureCollection',
  mapLayerId: coresLayerId,
  campaignId: mapCampaignId,
  bbox: [4.81, 45.75, 4.84, 45.75],
  features: [
    core('c0000000-0000-4000-8000-000000000001', 'C-001', 'D 307', 'PAH_0', 4.81),
    core('c0000000-0000-4000-8000-000000000002', 'C-002', 'D 307', 'PAH_1000', 4.82),
    core('c0000000-0000-4000-8000-000000000003', 'C-003', 'N 7', 'PAH_0', 4.83),
    core('c0000000-0000-4000-8000-000000000004', 'C-004', 'N 7', 'PAH_50', 4.84),
  ],
};

export const coresLegend: MapLayerValueClasses = {
  mapLayerId: coresLayerId,
  field: 'pollutantClass',
  classes: [
    { label: 'HAP < 50 mg/kg', color: '#2e7d32', min: null, max: null, value: 'PAH_0', count: 2 },
    {
      label: 'HAP de 50 à 500 mg/kg',
      color: '#f9a825',
      min: null,
      max: null,
      value: 'PAH_50',
      count: 1,
    },
    {
      label: 'HAP ≥ 1 000 mg/kg',
      color: '#b71c1c',
      min: null,
      max: null,
      value: 'PAH_1000',
      count: 1,
    },
  ],
};

function valuesFilter(id: string, fieldKey: string, label: string): DynamicFilter {
  return {
    id,
    campaignId: mapCampaignId,
    mapLayerId: coresLayerId,
    field: fieldKey,
    label,
    kind: 'values',
    isActive: false,
    selectedValues: [],
    min: null,
    max: null,
  };
}

const classFilter = valuesFilter(classFilterId, 'pollutantClass', 'Classe de polluant');
const roadFilter = valuesFilter(roadFilterId, 'road', 'Route');

const page = <T>(items: T[]) => ({ items, total: items.length, limit: 200, offset: 0 });

/**
 * The mock API answers of a coring campaign's map: two layers, four cores, two filters; the
 * layers of any campaign id asked (a route test's own campaign).
 */
export function serveCoringMap(api: MockApi, campaignId = mapCampaignId): void {
  api.use(
    getListCampaignMapLayersMockHandler(page([{ ...coresLayer, campaignId }, prLayer])),
    getGetMapLayerDataMockHandler(({ params }) =>
      params.id === coresLayerId
        ? coresData
        : { ...coresData, mapLayerId: prLayerId, bbox: null, features: [] },
    ),
    // A single-colour layer's legend is the layer's own: asking its classes is a mistake.
    getGetMapLayerValueClassesMockHandler(({ params }) => {
      if (params.id !== coresLayerId) throw new Error('No classes for a single-colour layer');
      return coresLegend;
    }),
    getGetMapLayersBoundingBoxMockHandler({
      mapLayerIds: [coresLayerId],
      bbox: [4.81, 45.75, 4.84, 45.75],
    }),
    getListCampaignDynamicFiltersMockHandler(({ params }) =>
      page(params.mapLayerId === coresLayerId ? [classFilter, roadFilter] : []),
    ),
    getListDynamicFilterValuesMockHandler(({ params }) =>
      page(
        params.id === classFilterId
          ? [
              { value: 'PAH_0', label: 'HAP < 50 mg/kg', count: 2 },
              { value: 'PAH_50', label: 'HAP de 50 à 500 mg/kg', count: 1 },
              { value: 'PAH_1000', label: 'HAP ≥ 1 000 mg/kg', count: 1 },
            ]
          : [
              { value: 'D 307', label: 'D 307', count: 2 },
              { value: 'N 7', label: 'N 7', count: 2 },
            ],
      ),
    ),
  );
}
