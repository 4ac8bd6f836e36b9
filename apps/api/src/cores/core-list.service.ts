import type { SessionUser } from '@chaussee/permissions';
import type { components } from '@chaussee/sdk';
import type { MembershipGuard } from '../access/membership-guard.js';
import type { Db } from '../db/database.js';
import { groupBy } from '../db/group-by.js';
import { type SerializedJson, serializedPage } from '../http/serialized-json.js';
import { toCoreInterface, toLayerList, toLayerPrestation } from './core-layer-presenter.js';
import { createCoreLayersRepository } from './core-layers.repository.js';
import { createCoreOrderRepository } from './core-order.repository.js';
import { toCore } from './core-presenter.js';
import { createCoresRepository } from './cores.repository.js';

type Schemas = components['schemas'];

export interface CoreListQuery {
  coringResult: boolean;
  showPrestations: boolean;
  limit: number;
  offset: number;
}

export interface CoreListDeps {
  db: Db;
  membership: MembershipGuard;
}

/** The lists of a campaign: its cores in the campaign's order, its hand-written materials. */
export function createCoreListService({ db, membership }: CoreListDeps) {
  const cores = createCoresRepository(db);
  const layers = createCoreLayersRepository(db);
  const order = createCoreOrderRepository(db);

  return {
    /**
     * GET /campaigns/{id}/cores, in the campaign's core order kept by rank (core-order.ts): the
     * page is an index range and the total the highest number, so a page costs the same at the
     * start and deep in a campaign of any size.
     */
    async listCampaignCores(
      user: SessionUser,
      campaignId: string,
      query: CoreListQuery,
    ): Promise<Schemas['CorePage'] | SerializedJson<Schemas['CorePage']>> {
      await membership.readableCampaign(user, campaignId);
      if (!query.coringResult && !query.showPrestations) {
        // The grid's list: written by the database (core-json.ts), sent as it is.
        const [total, items] = await Promise.all([
          order.count(campaignId),
          cores.pageJson(campaignId, query),
        ]);
        return serializedPage(query, total, items);
      }
      const [total, details] = await Promise.all([
        order.count(campaignId),
        cores.page(campaignId, query),
      ]);
      const pageIds = details.map((detail) => detail.core.id);
      const [layerRows, interfaces] = query.coringResult
        ? await Promise.all([layers.layersOf(pageIds), layers.interfacesOf(pageIds)])
        : [[], []];
      const prestations = query.showPrestations ? await layers.prestationsOf(pageIds) : [];
      // By core, once: a page of 1,000 cores with 3,000 layers is not scanned once per core.
      const layersOf = groupBy(layerRows, (row) => row.layer.coreId);
      const interfacesOf = groupBy(interfaces, (row) => row.coreId);
      const prestationsOf = groupBy(prestations, (row) => row.coreId);
      const items = details.map((detail) => {
        const id = detail.core.id;
        return {
          ...toCore(detail),
          ...(query.coringResult && {
            layers: toLayerList(layersOf.get(id) ?? []),
            interfaces: (interfacesOf.get(id) ?? []).map(toCoreInterface),
          }),
          ...(query.showPrestations && {
            prestations: (prestationsOf.get(id) ?? []).map(toLayerPrestation),
          }),
        };
      });
      return { total, limit: query.limit, offset: query.offset, items };
    },

    /** GET /campaigns/{id}/other-materials: materials written by hand, sorted by name. */
    async listCampaignOtherMaterials(
      user: SessionUser,
      campaignId: string,
      page: { limit: number; offset: number },
    ): Promise<Schemas['OtherMaterialPage']> {
      await membership.readableCampaign(user, campaignId);
      const { total, items } = await layers.otherMaterials(campaignId, page);
      return { total, limit: page.limit, offset: page.offset, items };
    },
  };
}

export type CoreListService = ReturnType<typeof createCoreListService>;
