/**
 * `rows` in groups by `keyOf`, each group in the order of `rows`: how a list's presenter hands
 * each item its own rows of a second query (a core's layers, a provider's prestations) in one
 * pass, instead of filtering all of them once per item.
 */
export function groupBy<T>(rows: readonly T[], keyOf: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}
