import { ApiError, versionTag } from '@chaussee/sdk';

// Kept apart from the dialog (stale-version-guard.tsx): the app's query client reads it, and must
// not bring the dialog into every route's first load.

/** A save refused because someone else saved the record since it was read (412, issue 27). */
export function isStaleVersion(error: unknown): boolean {
  return error instanceof ApiError && error.problem.code === 'stale_version';
}

/**
 * The request options of « Écraser »: the write is sent again over whatever version the server
 * holds (the SDK otherwise sends the version last read, entity-versions.ts).
 */
export const OVERWRITE: RequestInit = { headers: { 'If-Match': '*' } };

/**
 * The request options of a save of a record read only in a list (a site): lists answer no version
 * tag for the SDK to remember, so the save names the version the record carries in its body.
 */
export function readAtVersion(version: number): RequestInit {
  return { headers: { 'If-Match': versionTag(version) } };
}
