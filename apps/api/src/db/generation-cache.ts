import type { DataGeneration } from './data-generation.js';

export interface GenerationCacheOptions<V> {
  generation: DataGeneration;
  /** Most values kept; the oldest go first. */
  maxEntries: number;
  /** Most bytes kept, by `sizeOf`; the oldest go first. */
  maxBytes?: number;
  sizeOf?: (value: V) => number;
  /**
   * How long a value may be reused even with no write: what an answer reads from the clock (an
   * expiry passed, « il y a 2 min ») changes without one. Milliseconds of `now`.
   */
  ttlMs?: number;
  now?: () => number;
}

/**
 * Values computed from the database, reused while its generation holds still (see
 * data-generation.ts). Every write empties it; a value computed while a write ran is not kept.
 *
 * Use: `snapshot()` before reading the database, `keep(key, value, snapshot)` after; or `read`,
 * which does both around a computation.
 */
export interface GenerationCache<V> {
  get(key: string): V | undefined;
  /**
   * A value `get` no longer gives because its time (`ttlMs`) ended less than `withinMs` ago,
   * nothing written since: what a caller may be handed while the value is computed again.
   */
  expired(key: string, withinMs: number): V | undefined;
  snapshot(): number;
  keep(key: string, value: V, snapshot: number): void;
  read(key: string, compute: () => Promise<V>): Promise<V>;
}

interface Entry<V> {
  value: V;
  bytes: number;
  keptAt: number;
}

export function createGenerationCache<V>({
  generation,
  maxEntries,
  maxBytes = Number.POSITIVE_INFINITY,
  sizeOf = () => 0,
  ttlMs = Number.POSITIVE_INFINITY,
  now = Date.now,
}: GenerationCacheOptions<V>): GenerationCache<V> {
  // Insertion order is age order: a Map is the LRU list (a hit re-inserts its key).
  const entries = new Map<string, Entry<V>>();
  let entriesGeneration = generation.current();
  let bytes = 0;

  const forget = (key: string, entry: Entry<V>) => {
    entries.delete(key);
    bytes -= entry.bytes;
  };
  const emptyIfStale = () => {
    if (entriesGeneration === generation.current()) return;
    entries.clear();
    bytes = 0;
    entriesGeneration = generation.current();
  };

  const cache: GenerationCache<V> = {
    get(key) {
      emptyIfStale();
      const entry = entries.get(key);
      // Past its time, an entry stays for `expired` until a newer value, a write or the least
      // recently used rule takes its place.
      if (entry === undefined || now() - entry.keptAt >= ttlMs) return undefined;
      entries.delete(key);
      entries.set(key, entry);
      return entry.value;
    },
    expired(key, withinMs) {
      emptyIfStale();
      const entry = entries.get(key);
      if (entry === undefined) return undefined;
      const pastTime = now() - entry.keptAt - ttlMs;
      return pastTime >= 0 && pastTime < withinMs ? entry.value : undefined;
    },
    snapshot: () => generation.current(),
    keep(key, value, snapshot) {
      if (!generation.isUnchangedSince(snapshot)) return;
      emptyIfStale();
      const size = sizeOf(value);
      if (size > maxBytes) return;
      const previous = entries.get(key);
      if (previous) forget(key, previous);
      entries.set(key, { value, bytes: size, keptAt: now() });
      bytes += size;
      for (const [oldKey, oldEntry] of entries) {
        if (entries.size <= maxEntries && bytes <= maxBytes) break;
        forget(oldKey, oldEntry);
      }
    },
    async read(key, compute) {
      const kept = cache.get(key);
      if (kept !== undefined) return kept;
      const snapshot = cache.snapshot();
      const value = await compute();
      cache.keep(key, value, snapshot);
      return value;
    },
  };
  return cache;
}
