import { ApiError } from '@chaussee/sdk';

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
