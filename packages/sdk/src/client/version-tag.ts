/**
 * The entity tag of one version of a resource edited as a whole (issue 27, « no lost update »),
 * written here once for both sides of the wire: the API answers it in `ETag` and reads it back from
 * `If-Match`, the client remembers it (entity-versions.ts) or names a version it read in a list.
 *
 * The server's form is `"v7.<hash>"`: the version is what `If-Match` checks; the hash of the bytes
 * sent keeps the tag a strong validator for `If-None-Match`, since a representation may change
 * without its version (a core's pictures, the name of its road). A client that knows only the
 * version (a site read in a list, whose body carries it) sends `"v7"`, which names the same version.
 */

// Nine digits at most: the version is an `integer` column, and a longer run of digits is some
// other tag (a body hash is 22 base64url characters) rather than a version to compare.
const VERSION_TAG = /^"v(\d{1,9})(?:\.[A-Za-z0-9_-]*)?"$/u;

/**
 * The tag naming `version`: `"v7"`, or `"v7.<hash>"` with the base64url hash of the representation
 * the server answers (clients name the version alone).
 */
export function versionTag(version: number, representationHash?: string): string {
  const hash = representationHash === undefined ? '' : `.${representationHash}`;
  return `"v${String(version)}${hash}"`;
}

/** The version a strong version tag names; `undefined` for any other tag (weak, body hash, `*`). */
export function versionOfTag(tag: string): number | undefined {
  const version = VERSION_TAG.exec(tag)?.[1];
  return version === undefined ? undefined : Number(version);
}
