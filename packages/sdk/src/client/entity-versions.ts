import type { Middleware } from 'openapi-fetch';
import { versionOfTag } from './version-tag.js';

/**
 * No lost update (issue 27), on the client's side: the resources a client edits as a whole
 * (campaigns of every kind, workspaces, cores with their layers and interfaces, sites,
 * organizations, users) answer the `ETag` of their version on their reads and writes, and their
 * PUT and PATCH honour `If-Match` (412 `stale_version` when someone else saved in between). This
 * middleware remembers the last such tag of each resource and sends it with the next PUT or PATCH
 * of that resource, so every caller gets the protection without asking for it.
 *
 * - A resource is known by the first UUID of its path: `/cores/{id}`, `/cores/{id}/cores-layers`
 *   and `/cores/{id}/cores-interfaces` are one core (layers and interfaces share its version),
 *   `/campaigns/{id}` and `/coring-campaigns/{id}` one campaign.
 * - Only version tags are remembered (`"v<version>.<hash>"`, version-tag.ts): the body-hash tags
 *   of other answers are validators of a representation, not of a version, and never sent in
 *   If-Match.
 * - A caller's own If-Match wins: `If-Match: *` overwrites (the « Écraser » of the web's dialog).
 * - A 412 leaves the remembered tag alone: the caller reloads (the GET brings the current tag) or
 *   overwrites.
 * - Any other successful write under the resource that answers no version tag (a DELETE, a member
 *   added to a campaign, which moves the campaign's version on) forgets the tag: it may be stale
 *   now, and sending it would earn a false « modifiée par quelqu'un d'autre ». The next write goes
 *   without If-Match until a read brings the current tag (the web reads again after every write).
 */

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/iu;
const WRITES = new Set(['PUT', 'PATCH']);
const READS = new Set(['GET', 'HEAD']);

function resourceKeyOf(url: string): string | undefined {
  return UUID.exec(new URL(url).pathname)?.[0]?.toLowerCase();
}

function rememberEntityVersions(): Middleware {
  const tags = new Map<string, string>();
  return {
    onRequest({ request }) {
      if (!WRITES.has(request.method) || request.headers.has('If-Match')) return undefined;
      const key = resourceKeyOf(request.url);
      const tag = key === undefined ? undefined : tags.get(key);
      if (tag !== undefined) request.headers.set('If-Match', tag);
      return undefined;
    },
    onResponse({ request, response }) {
      const key = resourceKeyOf(request.url);
      if (key === undefined || !response.ok) return undefined;
      const tag = response.headers.get('ETag');
      if (tag !== null && versionOfTag(tag) !== undefined && request.method !== 'DELETE') {
        tags.set(key, tag);
      } else if (!READS.has(request.method)) {
        tags.delete(key);
      }
      return undefined;
    },
  };
}

// One memory per client: its typed client and the untyped twin the hooks use (create-client.ts)
// are built from the same options object, and must share what they read.
const memories = new WeakMap<object, Middleware>();

/** The If-Match middleware of the client made with `options` (one for its typed and hook sides). */
export function entityVersionsFor(options: object): Middleware {
  const known = memories.get(options);
  if (known) return known;
  const created = rememberEntityVersions();
  memories.set(options, created);
  return created;
}
