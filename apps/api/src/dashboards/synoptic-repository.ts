import type { components } from '@chaussee/sdk';
import {
  classifyAsbestos,
  classifyContent,
  coreWasteRoute,
  layerPollutantResults,
  type PollutantResult,
  wasteRouteOf,
} from '@chaussee/validation';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import {
  coreInterfaces,
  coreLayers,
  cores,
  layerPollutantAnalyses,
  materialCategories,
  roads,
} from '../db/schema.js';
import { filterValues, type CoreFilters } from './core-filters.js';
import { prNumber, roadOrder, selectedCores } from './core-selection.js';

type Schemas = components['schemas'];
type SynopticCore = Schemas['SynopticCore'];
type SynopticLayer = Schemas['SynopticLayer'];
type PollutantKind = Schemas['PollutantKind'];

/** The synoptic as read from the database: CampaignSynoptic but the moment it was read. */
export type CampaignSynopticData = Omit<Schemas['CampaignSynoptic'], 'generatedAt'>;

/** The layer types of bituminous material (a core's bituminous thickness). */
export const BITUMINOUS_LAYER_TYPES: readonly Schemas['LayerType'][] = ['EB', 'CA'];

const POLLUTANT_ORDER: readonly PollutantKind[] = [
  'asbestos',
  'PAH',
  'TH',
  'asbestos_ref_be',
  'PAH_ref_be',
  'TH_ref_be',
];

function pollutantOf(result: PollutantResult): SynopticLayer['pollutants'][number] {
  const isAsbestos = result.kind === 'asbestos' || result.kind === 'asbestos_ref_be';
  if (isAsbestos) {
    return {
      kind: result.kind,
      value: null,
      unit: null,
      asbestosPresent: result.asbestosPresent,
      classId: result.asbestosPresent === null ? null : classifyAsbestos(result.asbestosPresent),
    };
  }
  const measured = result.kind === 'PAH' || result.kind === 'PAH_ref_be' ? 'PAH' : 'TH';
  return {
    kind: result.kind,
    value: result.valueMgKg,
    unit: 'mg/kg',
    asbestosPresent: null,
    classId:
      result.valueMgKg === null ? null : (classifyContent(measured, result.valueMgKg)?.id ?? null),
  };
}

/**
 * The synoptic of a coring campaign for the filters (see CampaignSynoptic in the contract): three
 * queries (cores in road order; their layers with depths, material and the interface below; their
 * pollutant results), assembled into groups of direction and lane. No access check: the caller
 * (the dashboards service, the PDF report) has checked that the user may read the campaign.
 */
export async function readCampaignSynoptic(
  db: Db,
  campaignId: string,
  filters: CoreFilters,
): Promise<CampaignSynopticData> {
  const coreRows = await db
    .select({
      id: cores.id,
      displayName: cores.displayName,
      nrName: cores.nrName,
      status: cores.status,
      roadId: roads.id,
      roadName: roads.name,
      landmark: cores.landmark,
      prNumber,
      abscissa: cores.abscissa,
      direction: cores.direction,
      lane: cores.lane,
      lat: cores.lat,
      lng: cores.lng,
    })
    .from(cores)
    .leftJoin(roads, eq(roads.id, cores.roadId))
    .where(selectedCores(campaignId, filters))
    .orderBy(...roadOrder);
  const coreIds = coreRows.map((row) => row.id);
  const [layerRows, analysisRows] =
    coreIds.length === 0
      ? [[], []]
      : await Promise.all([layersOf(db, coreIds), analysesOf(db, coreIds)]);

  const analysesByLayer = new Map<string, PollutantResult[]>();
  for (const row of analysisRows) {
    analysesByLayer.set(row.layerId, [...(analysesByLayer.get(row.layerId) ?? []), row]);
  }
  const layersByCore = new Map<string, SynopticLayer[]>();
  for (const row of layerRows) {
    const analyses = [...(analysesByLayer.get(row.id) ?? [])].sort(
      (a, b) => POLLUTANT_ORDER.indexOf(a.kind) - POLLUTANT_ORDER.indexOf(b.kind),
    );
    const layer: SynopticLayer = {
      id: row.id,
      position: row.position,
      name: row.name,
      type: row.type,
      materialCategory:
        row.materialCategoryId === null || row.materialCategoryName === null
          ? null
          : { id: row.materialCategoryId, name: row.materialCategoryName },
      otherMaterial: row.otherMaterial,
      thickness: row.thickness,
      topDepth: row.topDepth,
      bottomDepth: row.topDepth + row.thickness,
      condition: row.condition,
      interfaceBelow: row.interfaceBelow,
      pollutants: analyses.map(pollutantOf),
      wasteRoute: wasteRouteOf(layerPollutantResults(analyses)),
    };
    layersByCore.set(row.coreId, [...(layersByCore.get(row.coreId) ?? []), layer]);
  }

  const groups: Schemas['SynopticGroup'][] = [];
  for (const row of coreRows) {
    const layers = layersByCore.get(row.id) ?? [];
    const core: SynopticCore = {
      id: row.id,
      displayName: row.displayName,
      nrName: row.nrName,
      status: row.status,
      road:
        row.roadId === null || row.roadName === null
          ? null
          : { id: row.roadId, name: row.roadName },
      landmark: row.landmark,
      prNumber: row.prNumber,
      abscissa: row.abscissa,
      direction: row.direction,
      lane: row.lane,
      lat: row.lat,
      lng: row.lng,
      totalThickness: layers.reduce((sum, layer) => sum + layer.thickness, 0),
      bituminousThickness: layers
        .filter((layer) => BITUMINOUS_LAYER_TYPES.includes(layer.type))
        .reduce((sum, layer) => sum + layer.thickness, 0),
      wasteRoute: coreWasteRoute(
        layers.map((layer) => layerPollutantResults(analysesByLayer.get(layer.id) ?? [])),
      ),
      layers,
    };
    const last = groups.at(-1);
    if (last?.direction === row.direction && last.lane === row.lane) {
      last.cores.push(core);
    } else {
      groups.push({ direction: row.direction, lane: row.lane, cores: [core] });
    }
  }
  return { campaignId, filters: filterValues(filters), groups };
}

/** The layers of the cores, surface first, with the depth of their top and the interface below. */
function layersOf(db: Db, coreIds: readonly string[]) {
  return db
    .select({
      id: coreLayers.id,
      coreId: coreLayers.coreId,
      position: coreLayers.position,
      name: coreLayers.name,
      type: coreLayers.type,
      materialCategoryId: materialCategories.id,
      materialCategoryName: materialCategories.name,
      otherMaterial: coreLayers.otherMaterial,
      thickness: coreLayers.thickness,
      // The thicknesses of the layers above: a window over the core's layers, in SQL.
      topDepth:
        sql<number>`coalesce(sum(${coreLayers.thickness}) over (partition by ${coreLayers.coreId} order by ${coreLayers.position} rows between unbounded preceding and 1 preceding), 0)`.mapWith(
          Number,
        ),
      condition: coreLayers.condition,
      interfaceBelow: coreInterfaces.bondState,
    })
    .from(coreLayers)
    .leftJoin(materialCategories, eq(materialCategories.id, coreLayers.materialCategoryId))
    .leftJoin(coreInterfaces, eq(coreInterfaces.upperLayerId, coreLayers.id))
    .where(inArray(coreLayers.coreId, [...coreIds]))
    .orderBy(asc(coreLayers.coreId), asc(coreLayers.position));
}

function analysesOf(db: Db, coreIds: readonly string[]) {
  return db
    .select({
      layerId: layerPollutantAnalyses.layerId,
      kind: layerPollutantAnalyses.kind,
      valueMgKg: layerPollutantAnalyses.valueMgKg,
      asbestosPresent: layerPollutantAnalyses.asbestosPresent,
    })
    .from(layerPollutantAnalyses)
    .innerJoin(coreLayers, eq(coreLayers.id, layerPollutantAnalyses.layerId))
    .where(inArray(coreLayers.coreId, [...coreIds]));
}
