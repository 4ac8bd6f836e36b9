import type { SessionUser } from '@chaussee/permissions';
import type { components } from '@chaussee/sdk';
import { createViolation, type Violation } from '@chaussee/validation';
import type { MembershipGuard } from '../access/membership-guard.js';
import type { Db } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import { coreConflict } from './core-errors.js';
import { toCoreLayers } from './core-layer-presenter.js';
import {
  createCoreLayersRepository,
  type CoreLayersRepository,
  type InterfaceRow,
  type LayerDetails,
} from './core-layers.repository.js';
import { writableCoringCampaign } from './core-rights.js';
import { createCoresRepository, type CoreRow } from './cores.repository.js';

type Schemas = components['schemas'];

export interface CopyLayersDeps {
  db: Db;
  membership: MembershipGuard;
}

function targetViolations(source: CoreRow, targetIds: readonly string[], targets: CoreRow[]) {
  const violations: Violation[] = [];
  const seen = new Set<string>();
  targetIds.forEach((id, index) => {
    const path = `targetCores.${String(index)}`;
    const target = targets.find((core) => core.id === id);
    if (seen.has(id)) violations.push(createViolation(path, 'uniqueItems'));
    else if (id === source.id || target?.campaignId !== source.campaignId) {
      violations.push(createViolation(path, 'invalidValue'));
    }
    seen.add(id);
  });
  return violations;
}

/**
 * Writes the source's layers (name, type, material, thickness, condition, comment) and interfaces
 * on each target, whose own layers (and what hangs from them) are deleted first. Results and
 * samples belong to the source's layers and are not copied.
 */
async function copyLayersOnto(
  repository: CoreLayersRepository,
  source: { layers: readonly LayerDetails[]; interfaces: readonly InterfaceRow[] },
  targetIds: readonly string[],
): Promise<void> {
  await repository.deleteLayersOfCores(targetIds);
  const created = await repository.insertLayers(
    targetIds.flatMap((coreId) =>
      source.layers.map(({ layer }) => ({
        coreId,
        position: layer.position,
        name: layer.name,
        type: layer.type,
        materialCategoryId: layer.materialCategoryId,
        otherMaterial: layer.otherMaterial,
        thickness: layer.thickness,
        condition: layer.condition,
        comment: layer.comment,
      })),
    ),
  );
  const layerAt = new Map(created.map((row) => [`${row.coreId}/${String(row.position)}`, row.id]));
  const sourcePositions = new Map(source.layers.map(({ layer }) => [layer.id, layer.position]));
  await repository.insertInterfaces(
    targetIds.flatMap((coreId) =>
      source.interfaces.flatMap((row) => {
        const upper = layerAt.get(`${coreId}/${String(sourcePositions.get(row.upperLayerId))}`);
        const lower = layerAt.get(`${coreId}/${String(sourcePositions.get(row.lowerLayerId))}`);
        if (upper === undefined || lower === undefined) return [];
        return [
          {
            coreId,
            position: row.position,
            upperLayerId: upper,
            lowerLayerId: lower,
            bondState: row.bondState,
            comment: row.comment,
          },
        ];
      }),
    ),
  );
}

/** POST /actions/copy-layers-to-core. */
export function createCopyLayersService({ db, membership }: CopyLayersDeps) {
  const cores = createCoresRepository(db);

  return {
    async copyLayersToCores(
      user: SessionUser,
      body: Schemas['CoreLayersCopy'],
    ): Promise<Schemas['CoreLayersCopyResult']> {
      const source = await cores.find(body.coreToCopy);
      if (!source) throw new AppError('not_found', { detail: 'No such source core' });
      const targetIds = body.targetCores;
      const targets = await cores.findMany(targetIds);
      if (targetIds.some((id) => !targets.some((core) => core.id === id))) {
        throw new AppError('not_found', { detail: 'No such target core' });
      }
      await writableCoringCampaign(membership, user, source.campaignId);
      const violations = targetViolations(source, targetIds, targets);
      if (violations.length > 0) throw new AppError('validation_failed', { violations });
      return db.transaction(async (tx) => {
        const repository = createCoreLayersRepository(tx);
        await repository.lockCores([source.id, ...targetIds]);
        await repository.bumpCoreVersions(targetIds);
        const targetLayers = await repository.layersOf(targetIds);
        const ordered = await repository.orderedLayerIds(targetLayers.map((row) => row.layer.id));
        if (ordered.size > 0) throw coreConflict('sampleOrdered');
        await copyLayersOnto(
          repository,
          {
            layers: await repository.layersOf([source.id]),
            interfaces: await repository.interfacesOf([source.id]),
          },
          targetIds,
        );
        const copied = await repository.layersOf(targetIds);
        return {
          coreToCopy: source.id,
          cores: targetIds.map((id) =>
            toCoreLayers(
              id,
              copied.filter((row) => row.layer.coreId === id),
            ),
          ),
        };
      });
    },
  };
}

export type CopyLayersService = ReturnType<typeof createCopyLayersService>;
