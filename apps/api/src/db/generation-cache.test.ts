import { describe, expect, it } from 'vitest';
import { createDataGeneration } from './data-generation.js';
import { createGenerationCache } from './generation-cache.js';

function cacheOf(options: { maxEntries?: number; maxBytes?: number; ttlMs?: number } = {}) {
  const generation = createDataGeneration();
  let time = 0;
  const cache = createGenerationCache<string>({
    generation,
    maxEntries: options.maxEntries ?? 100,
    ...(options.maxBytes !== undefined && { maxBytes: options.maxBytes }),
    sizeOf: (value) => value.length,
    ...(options.ttlMs !== undefined && { ttlMs: options.ttlMs }),
    now: () => time,
  });
  return {
    generation,
    cache,
    later: (ms: number) => {
      time += ms;
    },
  };
}

describe('a generation cache', () => {
  it('gives back what it kept while nothing is written', () => {
    const { cache } = cacheOf();
    cache.keep('a', 'réponse', cache.snapshot());
    expect(cache.get('a')).toBe('réponse');
  });

  it('forgets everything at the next write', () => {
    const { cache, generation } = cacheOf();
    cache.keep('a', 'réponse', cache.snapshot());
    generation.beginWrite()();
    expect(cache.get('a')).toBeUndefined();
  });

  it('refuses a value computed while a write ran, or across one', () => {
    const { cache, generation } = cacheOf();
    const before = cache.snapshot();
    const end = generation.beginWrite();
    cache.keep('during', 'x', cache.snapshot());
    end();
    cache.keep('across', 'x', before);
    expect(cache.get('during')).toBeUndefined();
    expect(cache.get('across')).toBeUndefined();
  });

  it('lets a value go after its time, write or not', () => {
    const { cache, later } = cacheOf({ ttlMs: 2_000 });
    cache.keep('a', 'réponse', cache.snapshot());
    later(1_999);
    expect(cache.get('a')).toBe('réponse');
    later(1);
    expect(cache.get('a')).toBeUndefined();
  });

  it('gives a value past its time for a while longer to whoever asks for it as expired', () => {
    const { cache, later, generation } = cacheOf({ ttlMs: 2_000 });
    cache.keep('a', 'réponse', cache.snapshot());
    expect(cache.expired('a', 2_000)).toBeUndefined();
    later(2_000);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.expired('a', 2_000)).toBe('réponse');
    later(1_999);
    expect(cache.expired('a', 2_000)).toBe('réponse');
    later(1);
    expect(cache.expired('a', 2_000)).toBeUndefined();
    cache.keep('b', 'autre', cache.snapshot());
    later(2_000);
    generation.beginWrite()();
    expect(cache.expired('b', 2_000)).toBeUndefined();
  });

  it('drops the least recently used past its entries or bytes', () => {
    const { cache } = cacheOf({ maxEntries: 2, maxBytes: 10 });
    cache.keep('a', 'aaaa', cache.snapshot());
    cache.keep('b', 'bbbb', cache.snapshot());
    expect(cache.get('a')).toBe('aaaa');
    cache.keep('c', 'cccc', cache.snapshot());
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('aaaa');
    cache.keep('d', 'dddddddd', cache.snapshot());
    expect([cache.get('a'), cache.get('c'), cache.get('d')]).toEqual([
      undefined,
      undefined,
      'dddddddd',
    ]);
    cache.keep('huge', 'x'.repeat(11), cache.snapshot());
    expect(cache.get('huge')).toBeUndefined();
  });

  it('computes once through read while the data holds still', async () => {
    const { cache } = cacheOf();
    let computed = 0;
    const compute = () => Promise.resolve(`valeur ${String(++computed)}`);
    expect(await cache.read('k', compute)).toBe('valeur 1');
    expect(await cache.read('k', compute)).toBe('valeur 1');
    expect(computed).toBe(1);
  });
});
