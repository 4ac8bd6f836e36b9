import { sql, type SQL } from 'drizzle-orm';
import { cores, displayNamePrefixes } from '../db/schema.js';

/** The display_name column's length. */
const DISPLAY_NAME_MAX_LENGTH = 50;

/**
 * The name a core shows when none was given: its prefix followed by its number (« CA-12 »), or the
 * number alone without prefix. A stored display name equal to this is automatic: it follows the
 * number when deleting an earlier core renumbers the core, and the prefix when the prefix changes;
 * any other name was chosen by someone and stays. (No column says which it is: equality is the
 * rule, so that a name typed identical to the automatic one behaves the same.) A prefix too long
 * for the column is cut so that the number always shows.
 */
export function automaticDisplayName(prefixName: string | null, number: number): string {
  const digits = String(number);
  return (prefixName ?? '').slice(0, DISPLAY_NAME_MAX_LENGTH - digits.length) + digits;
}

/** `automaticDisplayName` in SQL, for a core row and a number expression (renumbering). */
export function automaticDisplayNameSql(number: SQL): SQL {
  const prefixName = sql`(select ${displayNamePrefixes.name} from ${displayNamePrefixes} where ${displayNamePrefixes.id} = ${cores.displayNamePrefixId})`;
  return sql`left(coalesce(${prefixName}, ''), ${sql.raw(String(DISPLAY_NAME_MAX_LENGTH))} - length((${number})::text)) || (${number})::text`;
}

/**
 * The display name to store: the one given, unless it is empty or the automatic name of the core
 * as it was (a client sending back what it read), in which case the automatic name of the core as
 * it will be.
 */
export function displayNameToStore(
  given: string | null | undefined,
  before: { prefixName: string | null; number: number } | undefined,
  after: { prefixName: string | null; number: number },
): string {
  const automatic = automaticDisplayName(after.prefixName, after.number);
  if (given === null || given === undefined) return automatic;
  if (before && given === automaticDisplayName(before.prefixName, before.number)) return automatic;
  return given;
}
