/** A numeric column that may come back as a string (numeric, bigint) or null. */
export function numberOrNull(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

/** A cell of a feature's field, as the contract's ScalarValue. */
export function scalarOf(value: unknown): string | number | boolean | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return value;
  }
  if (typeof value === 'bigint') return Number(value);
  if (value instanceof Date) return value.toISOString();
  return JSON.stringify(value);
}
