import { compareCores, sortCores, type CoreSortKey } from '@chaussee/validation';
import type { Db } from '../db/database.js';
import { createCoreOrderRepository, type CoreOrderRepository } from './core-order.repository.js';
import { createCoresRepository } from './cores.repository.js';

/**
 * The campaign's core order (spec section 4: prefix name, cores without prefix first, then display
 * name compared naturally, CA-2 before CA-10, then id) kept in `cores.sort_rank`: the ranks of a
 * campaign's cores are 0..n-1 in the order of `compareCores`, so a page of the list is an index
 * range at any depth, and its total the campaign's highest number (issue 19). SQL cannot compare
 * names naturally alike on PGlite and PostgreSQL, and the web sorts with the same `compareCores`:
 * ranks are placed here, in the API, by that function itself, never by SQL's text order.
 *
 * Every write that changes a name or a prefix ranks again, in the transaction that holds the
 * campaign's lock (`lockCampaign`), so that two writers never place cores at once:
 * - one core added or renamed: `placeCore`, a binary search among the others (a few indexed
 *   reads), then the ranks between its old and new place move by one — none when a core is
 *   added last, the usual case;
 * - many cores at once (a deletion renumbers the later cores and so renames the automatic ones, a
 *   deleted prefix, the bulk insert of the demo seed): `rankCampaign`, every key sorted again;
 * - cores written before ranks existed: `rankUnrankedCores`, at start.
 */

/** Puts every core of the campaign at its rank; only the ranks that change are written. */
export async function rankCampaign(db: Db, campaignId: string): Promise<void> {
  const order = createCoreOrderRepository(db);
  const sorted = sortCores(await order.keysOf(campaignId));
  await order.writeRanks(
    sorted.flatMap((key, rank) => (key.rank === rank ? [] : [{ id: key.id, rank }])),
  );
}

/**
 * Where a core goes among the `others` of its campaign (in rank order, with the core's own rank
 * skipped): the number of them that come before it, found by binary search. Undefined when a
 * rank is missing (ranks out of step): the caller ranks the whole campaign instead.
 */
async function placeAmongOthers(
  order: CoreOrderRepository,
  core: CoreSortKey & { campaignId: string },
  ownRank: number,
  others: number,
): Promise<number | undefined> {
  const rankOf = (index: number) => (index < ownRank ? index : index + 1);
  /** Whether the other core at `index` comes before the core; undefined when it is missing. */
  const comesBefore = async (index: number): Promise<boolean | undefined> => {
    const other = await order.keyAt(core.campaignId, rankOf(index));
    return other && compareCores(other, core) < 0;
  };
  // The usual cases first: the core goes last (added, or renamed at the end), or stays.
  if (others === 0) return 0;
  const afterLast = await comesBefore(others - 1);
  if (afterLast === undefined) return undefined;
  if (afterLast) return others;
  let low = 0;
  let high = others - 1;
  if (ownRank < others) {
    const afterPrevious = ownRank === 0 || (await comesBefore(ownRank - 1));
    const beforeNext = await comesBefore(ownRank);
    if (afterPrevious === undefined || beforeNext === undefined) return undefined;
    if (afterPrevious && !beforeNext) return ownRank;
    if (afterPrevious) low = ownRank + 1;
    else high = ownRank - 1;
  }
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    const before = await comesBefore(middle);
    if (before === undefined) return undefined;
    if (before) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Puts one core at its rank after it was added, or after its name or prefix changed; the cores
 * between its old and its new rank move by one.
 */
export async function placeCore(db: Db, coreId: string): Promise<void> {
  const order = createCoreOrderRepository(db);
  const core = await order.keyOf(coreId);
  if (!core) return;
  const others = (await order.count(core.campaignId)) - 1;
  // A core not ranked yet (just added) stands after the others until it is placed.
  const from = core.rank ?? others;
  const to = await placeAmongOthers(order, core, from, others);
  if (to === undefined || from > others) {
    await rankCampaign(db, core.campaignId);
    return;
  }
  if (to < from) await order.shiftRanks(core.campaignId, to, from - 1, 1);
  if (to > from) await order.shiftRanks(core.campaignId, from + 1, to, -1);
  if (core.rank !== to) await order.setRank(core.id, to);
}

/**
 * Ranks the cores written before ranks existed (at start, after the migrations), each campaign
 * under its lock as any other write of ranks.
 */
export async function rankUnrankedCores(db: Db): Promise<void> {
  const campaignIds = await createCoreOrderRepository(db).campaignsWithUnrankedCores();
  for (const campaignId of campaignIds) {
    await db.transaction(async (tx) => {
      await createCoresRepository(tx).lockCampaign(campaignId);
      await rankCampaign(tx, campaignId);
    });
  }
}
