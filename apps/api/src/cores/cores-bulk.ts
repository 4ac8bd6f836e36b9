import type { components } from '@chaussee/sdk';
import { eq } from 'drizzle-orm';
import type { Clock } from '../clock.js';
import type { Db } from '../db/database.js';
import {
  coreInterfaces,
  coreLayers,
  cores,
  displayNamePrefixes,
  layerPollutantAnalyses,
  samples,
} from '../db/schema.js';
import { coreFields } from './core-fields.js';
import type { NewLayer } from './core-layers.repository.js';
import { rankCampaign } from './core-order.js';
import { createCoresRepository, type NewCore } from './cores.repository.js';
import { displayNameToStore } from './display-name.js';

type Schemas = components['schemas'];

/**
 * A layer to write, surface first; its position is its index + 1.
 * @public
 */
export interface BulkLayer {
  name?: string | null;
  type: Schemas['LayerType'];
  materialCategoryId?: string | null;
  otherMaterial?: string | null;
  /** Millimetres. */
  thickness: number;
  condition: Schemas['ConditionDescriptor'];
  comment?: string | null;
  /** Laboratory kinds (with the order that produced them) as well as Ref. BE values. */
  pollutantAnalyses?: readonly {
    kind: Schemas['PollutantKind'];
    valueMgKg?: number | null;
    asbestosPresent?: boolean | null;
    analysedAt?: string | null;
    laboratoryOrderId?: string | null;
  }[];
  samples?: readonly {
    kind: Schemas['CoreSampleKind'];
    codes: Schemas['SampleCode'][];
    status?: Schemas['CampaignStatus'];
    laboratoryOrderId?: string | null;
  }[];
}

/** A core to write with every field; number and (when not given) display name come from here. */
export type BulkCore = Omit<
  NewCore,
  'id' | 'campaignId' | 'number' | 'displayName' | 'createdAt' | 'updatedAt'
> & {
  displayName?: string | null;
  layers?: readonly BulkLayer[];
  /** Between layers `position` and `position + 1`. */
  interfaces?: readonly {
    position: number;
    bondState: Schemas['InterfaceBondState'];
    comment?: string | null;
  }[];
};

/** What was written, in the order given, for the seed to hang pictures or prestations on. */
export interface BulkCoreResult {
  id: string;
  number: number;
  /** Surface first. */
  layerIds: string[];
  /** The samples of each layer, in the order given. */
  sampleIds: string[][];
}

/** Rows per INSERT: well under PostgreSQL's 65 535 parameters whatever the table. */
const CHUNK = 500;

async function insertChunked<Row, Returned>(
  rows: readonly Row[],
  insert: (chunk: Row[]) => Promise<Returned[]>,
): Promise<Returned[]> {
  const returned: Returned[] = [];
  for (let start = 0; start < rows.length; start += CHUNK) {
    returned.push(...(await insert(rows.slice(start, start + CHUNK))));
  }
  return returned;
}

/** The core's own columns: every field of the same name, but its layers and interfaces. */
function coreColumns(core: BulkCore) {
  return coreFields.columnsOf(core, ['layers', 'interfaces']);
}

function layerColumns(layer: BulkLayer, coreId: string, position: number): NewLayer {
  return {
    coreId,
    position,
    name: layer.name ?? null,
    type: layer.type,
    materialCategoryId: layer.materialCategoryId ?? null,
    otherMaterial: layer.otherMaterial ?? null,
    thickness: layer.thickness,
    condition: layer.condition,
    comment: layer.comment ?? null,
  };
}

/**
 * Adds many cores to a campaign at once, with their layers, results, samples and interfaces: a
 * few multi-row INSERTs in one transaction under the campaign's lock, so that the demo seed's
 * thousand cores stay quick on PGlite. Numbers follow the campaign's highest; display names are
 * automatic unless given. For trusted callers only (the demo seed): no membership or right is
 * checked, and the ids given (roads, prefixes, categories, orders) must exist.
 */
export async function insertCoresInBulk(
  db: Db,
  campaignId: string,
  input: readonly BulkCore[],
  now: Clock,
): Promise<BulkCoreResult[]> {
  if (input.length === 0) return [];
  return db.transaction(async (tx) => {
    const repository = createCoresRepository(tx);
    await repository.lockCampaign(campaignId);
    const first = await repository.nextNumber(campaignId);
    const prefixes = await tx
      .select()
      .from(displayNamePrefixes)
      .where(eq(displayNamePrefixes.campaignId, campaignId));
    const prefixName = (id: string | null | undefined) =>
      prefixes.find((prefix) => prefix.id === id)?.name ?? null;
    const createdAt = now();
    const coreRows = await insertChunked(
      input.map((core, index) => ({
        ...coreColumns(core),
        campaignId,
        number: first + index,
        displayName: displayNameToStore(core.displayName, undefined, {
          prefixName: prefixName(core.displayNamePrefixId),
          number: first + index,
        }),
        createdAt,
        updatedAt: createdAt,
      })),
      (chunk) => tx.insert(cores).values(chunk).returning({ id: cores.id, number: cores.number }),
    );
    await rankCampaign(tx, campaignId);
    const coreIds = new Map(coreRows.map((row) => [row.number - first, row.id]));
    const coreIdAt = (index: number) => {
      const id = coreIds.get(index);
      if (id === undefined) throw new Error('A core was not inserted.');
      return id;
    };

    const layerRows = await insertChunked(
      input.flatMap((core, index) =>
        (core.layers ?? []).map((layer, at) => layerColumns(layer, coreIdAt(index), at + 1)),
      ),
      (chunk) =>
        tx.insert(coreLayers).values(chunk).returning({
          id: coreLayers.id,
          coreId: coreLayers.coreId,
          position: coreLayers.position,
        }),
    );
    const layerIds = new Map(
      layerRows.map((row) => [`${row.coreId}/${String(row.position)}`, row.id]),
    );
    const layerIdAt = (coreIndex: number, position: number) => {
      const id = layerIds.get(`${coreIdAt(coreIndex)}/${String(position)}`);
      if (id === undefined) throw new Error(`No layer at position ${String(position)}.`);
      return id;
    };

    await insertChunked(
      input.flatMap((core, index) =>
        (core.layers ?? []).flatMap((layer, at) =>
          (layer.pollutantAnalyses ?? []).map((analysis) => ({
            ...analysis,
            layerId: layerIdAt(index, at + 1),
          })),
        ),
      ),
      (chunk) =>
        tx
          .insert(layerPollutantAnalyses)
          .values(chunk)
          .returning({ id: layerPollutantAnalyses.id }),
    );
    const sampleRows = await insertChunked(
      input.flatMap((core, index) =>
        (core.layers ?? []).flatMap((layer, at) =>
          (layer.samples ?? []).map((sample) => ({
            ...sample,
            layerId: layerIdAt(index, at + 1),
          })),
        ),
      ),
      (chunk) =>
        tx.insert(samples).values(chunk).returning({ id: samples.id, layerId: samples.layerId }),
    );
    const samplesByLayer = new Map<string, string[]>();
    for (const row of sampleRows) {
      samplesByLayer.set(row.layerId, [...(samplesByLayer.get(row.layerId) ?? []), row.id]);
    }
    await insertChunked(
      input.flatMap((core, index) =>
        (core.interfaces ?? []).map((item) => ({
          coreId: coreIdAt(index),
          position: item.position,
          upperLayerId: layerIdAt(index, item.position),
          lowerLayerId: layerIdAt(index, item.position + 1),
          bondState: item.bondState,
          comment: item.comment ?? null,
        })),
      ),
      (chunk) => tx.insert(coreInterfaces).values(chunk).returning({ id: coreInterfaces.id }),
    );

    return input.map((core, index) => {
      const ids = (core.layers ?? []).map((_layer, at) => layerIdAt(index, at + 1));
      return {
        id: coreIdAt(index),
        number: first + index,
        layerIds: ids,
        sampleIds: ids.map((id) => samplesByLayer.get(id) ?? []),
      };
    });
  });
}
