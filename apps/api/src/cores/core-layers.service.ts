import type { SessionUser } from '@chaussee/permissions';
import type { components } from '@chaussee/sdk';
import type { MembershipGuard } from '../access/membership-guard.js';
import type { Db } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import { staleOrMissing, type VersionCondition, type Versioned } from '../http/entity-version.js';
import { createCoreAccess } from './core-access.js';
import { toCoreInterface, toCoreLayers } from './core-layer-presenter.js';
import { createCoreLayersRepository } from './core-layers.repository.js';
import { createCoresRepository } from './cores.repository.js';
import { interfaceListViolations, layerListViolations } from './layer-input.js';
import { applyLayerUpdate, planLayerUpdate } from './layer-update.js';

type Schemas = components['schemas'];

export interface CoreLayersServiceDeps {
  db: Db;
  membership: MembershipGuard;
}

/** The layers and interfaces of a core: reading and replacing the lists. */
export function createCoreLayersService({ db, membership }: CoreLayersServiceDeps) {
  const layers = createCoreLayersRepository(db);
  const access = createCoreAccess(membership, createCoresRepository(db));

  /** The core's version, read first: the lists read after it are as new as it or newer. */
  async function versionOf(coreId: string): Promise<number> {
    const version = await layers.coreVersion(coreId);
    if (version === undefined) throw new AppError('not_found');
    return version;
  }

  async function layersOf(coreId: string): Promise<Versioned<Schemas['CoreLayers']>> {
    const version = await versionOf(coreId);
    return { value: toCoreLayers(coreId, await layers.layersOf([coreId])), version };
  }

  async function interfacesOf(coreId: string): Promise<Versioned<Schemas['CoreInterfaces']>> {
    const version = await versionOf(coreId);
    const rows = await layers.interfacesOf([coreId]);
    return { value: { coreId, interfaces: rows.map(toCoreInterface) }, version };
  }

  /** The core's next version, or 412 (404) when `condition` names another one. */
  async function claim(
    repository: ReturnType<typeof createCoreLayersRepository>,
    coreId: string,
    condition: VersionCondition,
  ): Promise<number> {
    const version = await repository.claimCoreVersion(coreId, condition);
    if (version !== undefined) return version;
    throw await staleOrMissing(async () => (await repository.coreVersion(coreId)) !== undefined);
  }

  return {
    /** The layers, with the core's version (a layer save is a write of the core). */
    async getCoreLayers(
      user: SessionUser,
      coreId: string,
    ): Promise<Versioned<Schemas['CoreLayers']>> {
      await access.readableCore(user, coreId);
      return layersOf(coreId);
    },

    /**
     * PUT /cores/{id}/cores-layers, decided by planLayerUpdate then written at once. Samples the
     * plan deletes are refused (409 with their list) unless `dropSamples` confirms it.
     */
    async updateCoreLayers(
      user: SessionUser,
      coreId: string,
      body: Schemas['CoreLayersUpdate'],
      { dropSamples = false, condition }: { dropSamples?: boolean; condition: VersionCondition } = {
        condition: undefined,
      },
    ): Promise<Versioned<Schemas['CoreLayers']>> {
      await access.writableCore(user, coreId);
      const violations = layerListViolations(body.layers);
      if (violations.length > 0) throw new AppError('validation_failed', { violations });
      const categoryIds = [...new Set(body.layers.map((layer) => layer.materialCategoryId))];
      const known = await layers.existingMaterialCategoryIds(categoryIds);
      if (categoryIds.some((id) => !known.has(id))) {
        throw new AppError('not_found', { detail: 'No such material category' });
      }
      return db.transaction(async (tx) => {
        const repository = createCoreLayersRepository(tx);
        await repository.lockCores([coreId]);
        const version = await claim(repository, coreId, condition);
        const existing = await repository.layersOf([coreId]);
        const ordered = await repository.orderedLayerIds(existing.map((row) => row.layer.id));
        const interfaces = await repository.interfacesOf([coreId]);
        const plan = planLayerUpdate(coreId, body.layers, existing, interfaces, ordered);
        if (plan.droppedSamples.length > 0 && !dropSamples) {
          throw new AppError('samples_would_be_dropped', {
            detail: 'The save would delete samples: send dropSamples=true to delete them',
            extensions: { droppedSamples: plan.droppedSamples },
          });
        }
        await applyLayerUpdate(repository, plan);
        return { value: toCoreLayers(coreId, await repository.layersOf([coreId])), version };
      });
    },

    async getCoreInterfaces(
      user: SessionUser,
      coreId: string,
    ): Promise<Versioned<Schemas['CoreInterfaces']>> {
      await access.readableCore(user, coreId);
      return interfacesOf(coreId);
    },

    /** PUT /cores/{id}/cores-interfaces: the whole list, each between two existing layers. */
    async updateCoreInterfaces(
      user: SessionUser,
      coreId: string,
      body: Schemas['CoreInterfacesUpdate'],
      condition: VersionCondition,
    ): Promise<Versioned<Schemas['CoreInterfaces']>> {
      await access.writableCore(user, coreId);
      return db.transaction(async (tx) => {
        const repository = createCoreLayersRepository(tx);
        await repository.lockCores([coreId]);
        const version = await claim(repository, coreId, condition);
        const layerRows = await repository.layersOf([coreId]);
        const violations = interfaceListViolations(body.interfaces, layerRows.length);
        if (violations.length > 0) throw new AppError('validation_failed', { violations });
        await repository.deleteInterfacesOfCore(coreId);
        await repository.insertInterfaces(
          body.interfaces.flatMap((item) => {
            const upper = layerRows[item.position - 1];
            const lower = layerRows[item.position];
            if (!upper || !lower) return [];
            return [
              {
                coreId,
                position: item.position,
                upperLayerId: upper.layer.id,
                lowerLayerId: lower.layer.id,
                bondState: item.bondState,
                comment: item.comment ?? null,
              },
            ];
          }),
        );
        const rows = await repository.interfacesOf([coreId]);
        return { value: { coreId, interfaces: rows.map(toCoreInterface) }, version };
      });
    },
  };
}

export type CoreLayersService = ReturnType<typeof createCoreLayersService>;
