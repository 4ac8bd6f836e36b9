/**
 * The order of a campaign's cores (spec section 4), shared by the API's lists and the web's grid so
 * both show the same order: display-name prefix name (cores without prefix first), then display
 * name, then id. Names compare naturally, digits as numbers, so that CA-2 comes before CA-10: a
 * plain text order would put CA-10 first.
 */
export interface CoreSortKey {
  id: string;
  prefixName: string | null;
  displayName: string;
}

const naturalOrder = new Intl.Collator('fr', { numeric: true });

export function compareCores(a: CoreSortKey, b: CoreSortKey): number {
  if (a.prefixName !== b.prefixName) {
    if (a.prefixName === null) return -1;
    if (b.prefixName === null) return 1;
    const byPrefix = naturalOrder.compare(a.prefixName, b.prefixName);
    if (byPrefix !== 0) return byPrefix;
  }
  const byName = naturalOrder.compare(a.displayName, b.displayName);
  if (byName !== 0) return byName;
  if (a.id === b.id) return 0;
  return a.id < b.id ? -1 : 1;
}

/** The items in the campaign's core order (a sorted copy), each read through `keyOf`. */
export function sortCoresBy<T>(items: readonly T[], keyOf: (item: T) => CoreSortKey): T[] {
  return items
    .map((item) => ({ item, key: keyOf(item) }))
    .sort((a, b) => compareCores(a.key, b.key))
    .map(({ item }) => item);
}

/** The keys in the campaign's core order (a sorted copy). */
export function sortCores<T extends CoreSortKey>(keys: readonly T[]): T[] {
  return sortCoresBy(keys, (key) => key);
}
