import { requirePrincipal, type RouteModule } from '../http/operation-handler.js';
import { extentOfQuery, type MapLayersService } from './map-layers.service.js';

/** The map operations (tags Map layers and filters, Campaigns and Reference data; issue 24). */
export function mapLayersRoutes(service: MapLayersService): RouteModule {
  return {
    listCampaignMapLayers: async (input) => ({
      status: 200,
      body: await service.listCampaignLayers(
        requirePrincipal(input).user,
        input.params.id,
        input.query,
      ),
    }),

    getMapLayerData: async (input) => ({
      status: 200,
      body: await service.layerData(
        requirePrincipal(input).user,
        input.params.id,
        input.params.campaignId,
        extentOfQuery(input.query),
      ),
    }),

    getCommonPrsLayer: async (input) => ({
      status: 200,
      body: await service.commonPrsLayer(requirePrincipal(input).user, input.params.id),
    }),

    getMapLayerValueClasses: async (input) => ({
      status: 200,
      body: await service.valueClasses(requirePrincipal(input).user, input.params.id, input.query),
    }),

    getMapLayersBoundingBox: async (input) => ({
      status: 200,
      body: await service.boundingBox(
        requirePrincipal(input).user,
        input.query['map-list'],
        input.query.campaign,
      ),
    }),

    listCampaignDynamicFilters: async (input) => ({
      status: 200,
      body: await service.listFilters(
        requirePrincipal(input).user,
        input.params.id,
        input.params.mapLayerId,
        input.query,
      ),
    }),

    listDynamicFilterValues: async (input) => ({
      status: 200,
      body: await service.filterValues(requirePrincipal(input).user, input.params.id, input.query),
    }),

    updateDynamicFilter: async (input) => ({
      status: 200,
      body: await service.updateFilter(requirePrincipal(input).user, input.params.id, input.body),
    }),

    resetDynamicFiltersByLayers: async (input) => ({
      status: 200,
      body: await service.resetFilters(
        requirePrincipal(input).user,
        input.query['selected-maplayers'],
        input.query,
      ),
    }),

    listStandardColumnValues: async (input) => ({
      status: 200,
      body: await service.standardColumnValues(
        requirePrincipal(input).user,
        input.params.id,
        input.params.mapLayerId,
        input.params.column,
        input.query,
      ),
    }),

    listMapLayerFieldData: async (input) => ({
      status: 200,
      body: await service.fieldData(
        requirePrincipal(input).user,
        input.params.id,
        input.params.campaignId,
        input.query,
      ),
    }),

    updateMapLayerDynamicSchema: async (input) => ({
      status: 200,
      body: await service.updateSchema(
        requirePrincipal(input).user,
        input.params.id,
        input.params.campaignId,
        input.body,
      ),
    }),

    listMapLayerImages: async (input) => ({
      status: 200,
      body: await service.listImages(
        requirePrincipal(input).user,
        input.params.id,
        input.params.campaignId,
        input.query,
      ),
    }),

    listMapLayerFloatDocs: async (input) => ({
      status: 200,
      body: await service.listFloatDocs(
        requirePrincipal(input).user,
        input.params.id,
        input.params.campaignId,
        input.query,
      ),
    }),

    getPrPosition: async (input) => ({
      status: 200,
      body: await service.prPosition(requirePrincipal(input).user, input.params.id, input.query),
    }),

    getPrReference: async (input) => ({
      status: 200,
      body: await service.prReference(requirePrincipal(input).user, input.params.id, input.query),
    }),
  };
}
