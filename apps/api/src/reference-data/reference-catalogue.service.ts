import { isGuest, isInternal, type SessionUser } from '@chaussee/permissions';
import type { components } from '@chaussee/sdk';
import { seesEverything } from '../access/access-rules.js';
import type { Db } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import {
  createReferenceCatalogueRepository,
  type DegradationRow,
  type MaterialCategoryRow,
  type ReferenceCatalogueRepository,
} from './reference-catalogue.repository.js';
import { toDegradation, toMaterialCategory } from './reference-data-presenter.js';

type Schemas = components['schemas'];

interface Page {
  limit: number;
  offset: number;
}

/** A material category the seed (or an administration screen, later) adds. */
export interface NewMaterialCategory {
  name: string;
  layerType?: Schemas['LayerType'] | null;
  /** Null or absent for a common category, offered to everyone. */
  organizationId?: string | null;
}

export type NewDegradation = Omit<Schemas['Degradation'], 'id'>;

/**
 * Material categories and degradations, read by every signed-in user.
 * Material categories: the common ones plus an organization's own. Without `organizationId`, the
 * caller's own organizations' (those of their sites); with it, that organization's, which staff,
 * ADMIN and SUPER_ADMIN may ask for any organization (they enter the layers of customers'
 * campaigns) and anyone else only for their own (403 otherwise). A guest gets none: categories
 * serve the entry of layers, not its dashboard and map (access/guest-operations.ts refuses it
 * first; this keeps the service right on its own).
 */
export function createReferenceCatalogueService(deps: { catalogue: ReferenceCatalogueRepository }) {
  const { catalogue } = deps;

  async function organizationsFor(
    user: SessionUser,
    organizationId: string | undefined,
  ): Promise<string[]> {
    if (isGuest(user)) throw new AppError('forbidden');
    if (organizationId === undefined) return catalogue.organizationIdsOf(user.id);
    if (isInternal(user) || seesEverything(user)) return [organizationId];
    const own = await catalogue.organizationIdsOf(user.id);
    if (!own.includes(organizationId)) {
      throw new AppError('forbidden', {
        detail: 'Only staff and members of an organization may read its material categories.',
      });
    }
    return [organizationId];
  }

  return {
    async listMaterialCategories(
      user: SessionUser,
      query: { organizationId?: string | undefined } & Page,
    ): Promise<Schemas['MaterialCategoryPage']> {
      const organizationIds = await organizationsFor(user, query.organizationId);
      const page = { limit: query.limit, offset: query.offset };
      const { items, total } = await catalogue.listMaterialCategories(organizationIds, page);
      return { total, ...page, items: items.map(toMaterialCategory) };
    },

    async listDegradations(page: Page): Promise<Schemas['DegradationPage']> {
      const { items, total } = await catalogue.listDegradations(page);
      return { total, ...page, items: items.map(toDegradation) };
    },
  };
}

export type ReferenceCatalogueService = ReturnType<typeof createReferenceCatalogueService>;

/**
 * For the seed: adds the material categories that are missing (same name whatever its case, in the
 * same scope: common or the same organization) and answers every one asked, created or found, in
 * the order given. Running the seed twice adds nothing.
 */
export async function createMaterialCategories(
  db: Db,
  categories: readonly NewMaterialCategory[],
): Promise<MaterialCategoryRow[]> {
  const catalogue = createReferenceCatalogueRepository(db);
  const rows: MaterialCategoryRow[] = [];
  for (const category of categories) {
    const values = {
      name: category.name.trim(),
      layerType: category.layerType ?? null,
      organizationId: category.organizationId ?? null,
    };
    rows.push(
      (await catalogue.findMaterialCategory(values)) ??
        (await catalogue.insertMaterialCategory(values)),
    );
  }
  return rows;
}

/**
 * For the seed: adds the degradations whose distress type is missing (one per distress type) and
 * answers every one asked, created or found, in the order given.
 */
export async function createDegradations(
  db: Db,
  degradations: readonly NewDegradation[],
): Promise<DegradationRow[]> {
  const catalogue = createReferenceCatalogueRepository(db);
  const rows: DegradationRow[] = [];
  for (const degradation of degradations) {
    rows.push(
      (await catalogue.findDegradation(degradation.distressType)) ??
        (await catalogue.insertDegradation(degradation)),
    );
  }
  return rows;
}
