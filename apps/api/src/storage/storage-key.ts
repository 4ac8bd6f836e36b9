import { randomUUID } from 'node:crypto';

/** Long enough for `organizations/<uuid>/documents/<uuid>/<name>-<uuid>.xlsx`, short of S3's 1024. */
const MAX_KEY_LENGTH = 512;
const KEY_CHARACTERS = /^[a-z0-9/_.-]+$/u;
const EXTENSION = /^[a-z0-9]{1,10}$/u;

/**
 * Whether `key` is one the server could have generated: lower-case letters, digits and `/_.-`, no
 * `..`, no empty segment, no leading or trailing slash. Keys stay the same on disk, in S3 and in
 * URLs, so they never need escaping beyond `/` and can never name a path outside the store.
 */
export function isStorageKey(key: string): boolean {
  return (
    key.length > 0 &&
    key.length <= MAX_KEY_LENGTH &&
    KEY_CHARACTERS.test(key) &&
    !key.includes('..') &&
    !key.includes('//') &&
    !key.startsWith('/') &&
    !key.endsWith('/')
  );
}

/** Throws unless `key` is a valid storage key: a wrong key is a bug of ours, never user input. */
export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}

/**
 * A new key under `prefix`, made by the server: `newStorageKey('organizations/<uuid>/logo', 'png')`
 * gives `organizations/<uuid>/logo-<random>.png`, and a prefix ending in `/` (`avatars/<uuid>/`)
 * gives `avatars/<uuid>/<random>.png`. The random part (a UUID) keeps keys unguessable and never
 * reused, so a stale URL or cache never serves a newer file. Never build a prefix from a name the
 * client sent: use ids and fixed words.
 */
export function newStorageKey(prefix: string, extension: string): string {
  if (!EXTENSION.test(extension)) {
    throw new Error(`Invalid storage extension: ${JSON.stringify(extension)}`);
  }
  const separator = prefix.endsWith('/') ? '' : '-';
  const key = `${prefix}${separator}${randomUUID()}.${extension}`;
  assertStorageKey(key);
  return key;
}
