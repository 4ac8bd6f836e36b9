import type { IncomingHttpHeaders } from 'node:http';
import { versionOfTag, versionTag } from '@chaussee/sdk';
import { serverMessages } from '@chaussee/validation';
import { inArray, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { AppError } from '../errors/app-error.js';
import { entityTagOf } from './entity-tag.js';

/**
 * Optimistic concurrency of the resources a client edits as a whole (issue 27, « no lost update »):
 * campaigns, workspaces, cores (with their layers and interfaces), sites, organizations, users.
 *
 * Each has a `version` column (db/tables/columns.ts) that every write adds one to, in the
 * statement that writes (`UPDATE … SET version = version + 1 WHERE id = $1 AND version = $2`):
 * two writes sent with the same `If-Match` cannot both pass, whatever the interleaving, and no
 * read-then-write window exists. Their reads and writes answer the tag of that version.
 *
 * - `If-Match` absent: the write is accepted as before (old clients, scripts, the demo seed); a
 *   client that wants the protection sends the tag, as the SDK does by itself.
 * - `If-Match: *`: overwrite, whatever the version.
 * - Any other value: the write passes only when one of the tags names the current version; else
 *   412 `stale_version` and nothing changes. A weak or foreign tag never matches (RFC 9110 asks
 *   for the strong comparison).
 */

/** What `If-Match` asks of a write: `undefined` for no condition, else the versions accepted. */
export type VersionCondition = readonly number[] | undefined;

/** A value with the version of the row it was read from or written to. */
export interface Versioned<T> {
  value: T;
  version: number;
}

/**
 * The `ETag` of a versioned representation (the JSON bytes sent): `"v7.<hash of the body>"`, the
 * form the SDK reads back (its version-tag.ts holds it for both sides). The version is what
 * If-Match checks; the hash keeps the tag a strong validator of the bytes for If-None-Match.
 */
export function versionTagOf(version: number, representation: string): string {
  return versionTag(version, entityTagOf(representation).slice(1, -1));
}

/** The condition of a request's `If-Match` header (RFC 9110, section 13.1.1). */
export function versionConditionOf(headers: IncomingHttpHeaders): VersionCondition {
  const header = headers['if-match'];
  if (header === undefined) return undefined;
  const tags = header
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
  if (tags.includes('*')) return undefined;
  return tags.flatMap((tag) => {
    const version = versionOfTag(tag);
    return version === undefined ? [] : [version];
  });
}

/** The `WHERE` part a versioned write adds to its `id = $1`: none without condition. */
export function versionMatches(column: PgColumn, condition: VersionCondition): SQL | undefined {
  if (condition === undefined) return undefined;
  // An empty list matches nothing: `version in ()` is not SQL, `version < 0` never holds.
  return inArray(column, condition.length === 0 ? [-1] : [...condition]);
}

/** The 412 of a write whose `If-Match` names another version than the current one. */
export function staleVersion(): AppError {
  return new AppError('stale_version', { detail: serverMessages.staleVersion });
}

/**
 * After a versioned write changed no row: 412 when the row is still there (its version moved on),
 * 404 when it is gone.
 */
export async function staleOrMissing(exists: () => Promise<boolean>): Promise<AppError> {
  return (await exists()) ? staleVersion() : new AppError('not_found');
}

/** The 200 answer of a versioned read or write: its body, and its version for the `ETag`. */
export function versionedAnswer<T>({ value, version }: Versioned<T>): {
  status: 200;
  body: T;
  version: number;
} {
  return { status: 200, body: value, version };
}
