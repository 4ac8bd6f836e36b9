/** The rows of a raw query (`db.execute`): node-postgres and PGlite both answer `{ rows }`. */
export function rowsOf(result: unknown): Record<string, unknown>[] {
  if (typeof result !== 'object' || result === null || !('rows' in result)) return [];
  const { rows } = result;
  return Array.isArray(rows)
    ? rows.filter((row): row is Record<string, unknown> => typeof row === 'object' && row !== null)
    : [];
}
