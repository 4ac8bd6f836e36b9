import type { Core } from '@chaussee/sdk/react';
import type { Page } from '../../../shared/api/stream-pages.js';
import { sortCores, withoutCore } from './core-order.js';

/** A campaign's cores as the screen holds them while their pages stream in. */
export interface CampaignCores {
  /** The cores loaded so far, in the order of spec section 4 (the API's, page after page). */
  cores: Core[];
  /** How many cores the campaign has, as the last page said. */
  total: number;
  /**
   * Every core is in: the grid's sort and filters, and what needs the whole list (the next
   * number, the core a new one inherits from, the choices of a group), see them all.
   */
  isComplete: boolean;
}

export const noCores: CampaignCores = { cores: [], total: 0, isComplete: false };

/**
 * The list with more pages, in their order: a core it holds already is replaced (the page is
 * fresher: a stream started again after a change), the others are added at the end. Merging
 * several pages at once copies the list once.
 */
export function withPages(list: CampaignCores, pages: readonly Page<Core>[]): CampaignCores {
  const last = pages[pages.length - 1];
  if (last === undefined) return list;
  const indexById = new Map(list.cores.map((core, index) => [core.id, index]));
  const cores = [...list.cores];
  for (const core of pages.flatMap((page) => page.items)) {
    const index = indexById.get(core.id);
    if (index === undefined) {
      indexById.set(core.id, cores.length);
      cores.push(core);
    } else {
      cores[index] = core;
    }
  }
  return { cores, total: last.total, isComplete: false };
}

/** The list with one more page (see `withPages`). */
export function withPage(list: CampaignCores, page: Page<Core>): CampaignCores {
  return withPages(list, [page]);
}

/**
 * The list once every page has arrived: the cores the pages gave (`seen`: one deleted meanwhile
 * goes), in the order of spec section 4, complete.
 */
export function completed(list: CampaignCores, seen: ReadonlySet<string>): CampaignCores {
  const cores = sortCores(list.cores.filter((core) => seen.has(core.id)));
  return { cores, total: cores.length, isComplete: true };
}

/** The list with one core changed (found by its id; a core not in the list changes nothing). */
export function withCore(
  list: CampaignCores,
  id: string,
  change: (core: Core) => Core,
): CampaignCores {
  return { ...list, cores: list.cores.map((core) => (core.id === id ? change(core) : core)) };
}

/** The list with a core the server just created, at its place in the order of spec section 4. */
export function withAddedCore(list: CampaignCores, core: Core): CampaignCores {
  if (list.cores.some((other) => other.id === core.id)) return list;
  return { ...list, cores: sortCores([...list.cores, core]), total: list.total + 1 };
}

/** The list once a core is deleted, as the server leaves it: the later cores renumbered. */
export function withoutCoreOf(list: CampaignCores, deletedId: string): CampaignCores {
  if (!list.cores.some((core) => core.id === deletedId)) return list;
  return { ...list, cores: withoutCore(list.cores, deletedId), total: list.total - 1 };
}
