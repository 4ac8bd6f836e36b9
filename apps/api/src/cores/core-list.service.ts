import type { SessionUser } from '@chaussee/permissions';
import type { components } from '@chaussee/sdk';
import type { MembershipGuard } from '../access/membership-guard.js';
import type { Db } from '../db/database.js';
import { toCoreInterface, toLayerList, toLayerPrestation } from './core-layer-presenter.js';
import { createCoreLayersRepository } from './core-layers.repository.js';
import { sortCores } from '@chaussee/validation';
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

  return {
    /**
     * GET /campaigns/{id}/cores. The natural order of display names (CA-2 before CA-10) is not
     * SQL's: the light sort keys of every core are sorted here, then the page's cores are loaded.
     * A campaign holds a few hundred cores at most.
     */
    async listCampaignCores(
      user: SessionUser,
      campaignId: string,
      query: CoreListQuery,
    ): Promise<Schemas['CorePage']> {
      await membership.readableCampaign(user, campaignId);
      const ordered = sortCores(await cores.sortKeys(campaignId));
      const pageIds = ordered.slice(query.offset, query.offset + query.limit).map((key) => key.id);
      const details = await cores.details(pageIds);
      const [layerRows, interfaces] = query.coringResult
        ? await Promise.all([layers.layersOf(pageIds), layers.interfacesOf(pageIds)])
        : [[], []];
      const prestations = query.showPrestations ? await layers.prestationsOf(pageIds) : [];
      const items = details.map((detail) => {
        const id = detail.core.id;
        return {
          ...toCore(detail),
          ...(query.coringResult && {
            layers: toLayerList(layerRows.filter((row) => row.layer.coreId === id)),
            interfaces: interfaces.filter((row) => row.coreId === id).map(toCoreInterface),
          }),
          ...(query.showPrestations && {
            prestations: prestations.filter((row) => row.coreId === id).map(toLayerPrestation),
          }),
        };
      });
      return { total: ordered.length, limit: query.limit, offset: query.offset, items };
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
