/**
 * Whether a database error (or its cause, as Drizzle wraps them) is a clash on this unique index:
 * the index decides between two concurrent writes, and the domain answers its own 409.
 */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  if ('code' in error && error.code === '23505') {
    return 'constraint' in error && error.constraint === constraint;
  }
  return 'cause' in error && isUniqueViolation(error.cause, constraint);
}
